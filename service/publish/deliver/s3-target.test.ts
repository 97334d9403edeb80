import { cp, mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteBuilds, webhookDeliveries } from "../../db/schema.ts";
import { readEnv } from "../../env.ts";
import { useTestApp } from "../../test-support/app.ts";
import { fakeBuildResult } from "../../test-support/build-result.ts";
import { type LocalS3, startLocalS3 } from "../../test-support/local-s3.ts";
import { releasePaths } from "../paths.ts";
import { type BucketClient, describeUpload, type FileHashes, s3ClientFrom, uploadRelease } from "./s3-target.ts";
import { IMMUTABLE } from "../serve/serve.ts";
import { createReleaseDeliveries } from "./webhooks.ts";

const BUCKET = "soul-site";
const REVALIDATE = "public, max-age=0, must-revalidate";

/** A small release: pages, hashed assets, Pagefind's files and a few plain ones. */
const RELEASE: Record<string, string> = {
  "index.html": "<h1>Soul of Rishikesh</h1>",
  "business/1/index.html": "<h1>Ganga Yoga</h1>",
  "blog/monsoon/index.html": "<h1>Monsoon</h1>",
  "404.html": "<h1>Not found</h1>",
  "_astro/app.B1xYz9.js": "console.log(1)",
  "_astro/base.C2aBc3.css": "body{margin:0}",
  "pagefind/pagefind.js": "export {}",
  "pagefind/fragment/en_abc.pf_fragment": "fragment",
  "favicon.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
  "sitemap-index.xml": "<sitemapindex/>",
  "downloads/brochure.pdf.gz": "a download that is gzip itself",
};
/** The build's compressed copies, beside the files they copy: the CDN compresses by itself. */
const PRECOMPRESSED = { "index.html.br": "br", "index.html.gz": "gz", "_astro/base.C2aBc3.css.br": "br" };
const CONTENT_TYPES: Record<string, string> = {
  html: "text/html;charset=utf-8",
  js: "text/javascript;charset=utf-8",
  css: "text/css;charset=utf-8",
  pf_fragment: "application/octet-stream",
  svg: "image/svg+xml",
  xml: "application/xml",
  gz: "application/gzip",
};

let workDir: string;
let server: LocalS3;
let endpoint: string;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), "sor-s3-"));
  server = await startLocalS3(workDir, BUCKET);
  endpoint = server.settings.S3_ENDPOINT;
});
afterAll(async () => {
  await server.close();
  await rm(workDir, { recursive: true, force: true });
});

const t = await useTestApp();

function envFor(dataDir: string, prefix = "") {
  return readEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    ...server.settings,
    S3_PREFIX: prefix,
  });
}

async function writeRelease(dir: string, files: Record<string, string>) {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
}

const objectUrl = (key: string) => `${endpoint}/${BUCKET}/${key}`;

async function storedKeys(prefix: string): Promise<string[]> {
  const listing = await s3ClientFrom(envFor(workDir))!.list({ prefix });
  return (listing.contents ?? []).map((object) => object.key).sort();
}

describe("the S3 target", () => {
  it("uploads every file first, with its content type and cache rule, then only what changed", async () => {
    const client = s3ClientFrom(envFor(workDir))!;
    const first = join(workDir, "first");
    await writeRelease(first, { ...RELEASE, ...PRECOMPRESSED });

    expect(await uploadRelease(client, first, "site/")).toEqual({
      uploaded: Object.keys(RELEASE).length,
      unchanged: 0,
      deleted: 0,
    });
    for (const [path, content] of Object.entries(RELEASE)) {
      const response = await fetch(objectUrl(`site/${path}`));
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe(content);
      expect(response.headers.get("content-type"), path).toBe(CONTENT_TYPES[path.split(".").pop()!]);
      expect(response.headers.get("cache-control"), path).toBe(path.startsWith("_astro/") ? IMMUTABLE : REVALIDATE);
    }
    expect(await storedKeys("site/")).toEqual(
      Object.keys(RELEASE)
        .map((path) => `site/${path}`)
        .sort(),
    );

    const second = join(workDir, "second");
    await cp(first, second, { recursive: true });
    await writeFile(join(second, "business/1/index.html"), "<h1>Ganga Yoga, now verified</h1>");
    expect(await uploadRelease(client, second, "site/")).toEqual({
      uploaded: 1,
      unchanged: Object.keys(RELEASE).length - 1,
      deleted: 0,
    });
    expect(await (await fetch(objectUrl("site/business/1/index.html"))).text()).toBe(
      "<h1>Ganga Yoga, now verified</h1>",
    );
    expect(await uploadRelease(client, second, "site/")).toMatchObject({ uploaded: 0, deleted: 0 });
  });

  it("hashes only files it has not seen: one with the same inode, size and time is taken as unchanged", async () => {
    const client = s3ClientFrom(envFor(workDir))!;
    const release = join(workDir, "hashed");
    await writeRelease(release, RELEASE);
    const page = join(release, "index.html");
    const builtAt = new Date("2026-03-10T12:00:00Z");
    await utimes(page, builtAt, builtAt);
    const hashes: FileHashes = new Map();
    await uploadRelease(client, release, "hashed/", { hashes });
    expect(hashes.size).toBe(Object.keys(RELEASE).length);

    // same length, same time: only reading the file again would tell
    await writeFile(page, RELEASE["index.html"]!.replace("Soul", "Goal"));
    await utimes(page, builtAt, builtAt);
    expect(await uploadRelease(client, release, "hashed/", { hashes })).toMatchObject({ uploaded: 0 });
    expect(await uploadRelease(client, release, "hashed/")).toMatchObject({ uploaded: 1 });
  });

  it("reads a bucket listing of several pages whole (S3 answers at most 1,000 objects a request)", async () => {
    const client = s3ClientFrom(envFor(workDir))!;
    const release = join(workDir, "paged");
    await writeRelease(release, RELEASE);
    await uploadRelease(client, release, "paged/");
    // s3rver cannot page under Bun (its continuation tokens use DES, which Bun lacks): split its one page in two
    const twoPages: BucketClient = {
      presign: client.presign.bind(client),
      delete: client.delete.bind(client),
      async list(options) {
        const contents = (await client.list({ prefix: options?.prefix })).contents ?? [];
        const half = Math.ceil(contents.length / 2);
        return options?.continuationToken === "second-half"
          ? { contents: contents.slice(half), isTruncated: false }
          : { contents: contents.slice(0, half), isTruncated: true, nextContinuationToken: "second-half" };
      },
    };
    expect(await uploadRelease(twoPages, release, "paged/")).toEqual({
      uploaded: 0,
      unchanged: Object.keys(RELEASE).length,
      deleted: 0,
    });
  });

  it("deletes what the release no longer has, but keeps hashed assets an open page may still ask for", async () => {
    const client = s3ClientFrom(envFor(workDir))!;
    const before = join(workDir, "before");
    await writeRelease(before, RELEASE);
    await uploadRelease(client, before, "pruned/");

    const after = join(workDir, "after");
    const { "blog/monsoon/index.html": _removedPage, "_astro/app.B1xYz9.js": _oldAsset, ...rest } = RELEASE;
    await writeRelease(after, { ...rest, "_astro/app.D4eFg5.js": "console.log(2)" });
    expect(await uploadRelease(client, after, "pruned/")).toEqual({
      uploaded: 1,
      unchanged: Object.keys(rest).length,
      deleted: 1,
    });
    const keys = await storedKeys("pruned/");
    expect(keys).not.toContain("pruned/blog/monsoon/index.html");
    expect(keys).toContain("pruned/_astro/app.B1xYz9.js");
    expect(keys).toContain("pruned/_astro/app.D4eFg5.js");
  });

  it("uploads each release as a delivery row of kind s3 that records what it did", async () => {
    const dataDir = join(workDir, "data");
    const env = envFor(dataDir, "/live/");
    await writeRelease(join(releasePaths(dataDir).releases, "r-1"), RELEASE);
    const deliveries = createReleaseDeliveries(t.db, env, { log: () => {} });
    const [build] = await t.db.insert(siteBuilds).values({ status: "succeeded", pagesTotal: 4 }).returning();
    const result = fakeBuildResult("r-1");

    await deliveries.afterRelease(build!, result);
    await deliveries.idle();

    const [row] = await t.db.select().from(webhookDeliveries);
    expect(row).toMatchObject({
      kind: "s3",
      url: `s3://${BUCKET}/live/`,
      releaseId: "r-1",
      status: "succeeded",
      attempts: 1,
      summary: describeUpload({ uploaded: Object.keys(RELEASE).length, unchanged: 0, deleted: 0 }),
    });
    expect(await storedKeys("live/")).toEqual(
      Object.keys(RELEASE)
        .map((path) => `live/${path}`)
        .sort(),
    );
  });

  it("supersedes an upload still waiting for its retry when a newer release's upload is queued", async () => {
    const dataDir = join(workDir, "superseding");
    const env = envFor(dataDir, "superseding");
    await writeRelease(join(releasePaths(dataDir).releases, "r-2"), RELEASE);
    const [build] = await t.db.insert(siteBuilds).values({ status: "succeeded" }).returning();
    const event = {
      event: "release.published" as const,
      cause: "build" as const,
      releaseId: "r-1",
      buildId: build!.id,
      pagesTotal: 4,
      pagesRendered: 4,
      pagesReused: 0,
      publishedAt: new Date().toISOString(),
    };
    const [waiting] = await t.db
      .insert(webhookDeliveries)
      .values({
        kind: "s3",
        url: `s3://${BUCKET}/superseding/`,
        buildId: build!.id,
        releaseId: "r-1",
        payload: event,
        attempts: 1,
        lastError: "HTTP 503",
        nextAttemptAt: new Date(Date.now() + 60_000),
      })
      .returning();

    const deliveries = createReleaseDeliveries(t.db, env, { log: () => {} });
    const result = fakeBuildResult("r-2");
    await deliveries.afterRelease(build!, result);
    await deliveries.idle();

    const rows = await t.db.select().from(webhookDeliveries).orderBy(webhookDeliveries.id);
    expect(rows.map((row) => [row.id, row.releaseId, row.status])).toEqual([
      [waiting!.id, "r-1", "superseded"],
      [waiting!.id + 1, "r-2", "succeeded"],
    ]);
  });
});
