import { mkdtemp, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_POST_NOT_FOUND, BUSINESS_NOT_FOUND, NOT_SIGNED_IN_MESSAGE } from "../../../../shared/messages.ts";
import {
  PREVIEW_BANNER_TEXT,
  PREVIEW_NOT_READY_MESSAGE,
  PREVIEW_PATH_PREFIX,
  previewPath,
} from "../../../../shared/preview.ts";
import { hashSource } from "../../../../site/lib/page-policy.ts";
import { releasePaths } from "../../../publish/paths.ts";
import { readSnapshot, writeSnapshot } from "../../../publish/snapshot/snapshot.ts";
import { insertAdmin, signedInHeaders } from "../../../test-support/admin.ts";
import { TEST_ORIGIN, useTestApp } from "../../../test-support/app.ts";
import { insertBlogPost, insertBusiness, insertCategory, insertReview } from "../../../test-support/fixtures.ts";

// A data folder of this file's own: the previews read the content snapshot written there.
const dataDir = await mkdtemp(join(tmpdir(), "preview-test-"));
const { snapshot: snapshotPath } = releasePaths(dataDir);

const t = await useTestApp(
  async (db) => {
    await insertAdmin(db);
    const category = await insertCategory(db, { name: "Yoga Schools", slug: "yoga" });
    // id 1: a listing awaiting approval, with a published review from before it was switched off
    const pending = await insertBusiness(db, {
      name: "Hidden Valley Yoga Shala",
      categoryId: category.id,
      isActive: false,
    });
    await insertReview(db, { businessId: pending.id, customerName: "Ravi", comment: "A quiet teacher" });
    // id 1: a draft post
    await insertBlogPost(db, { title: "Monsoon Retreats, Unannounced", slug: "monsoon-retreats", isPublished: false });
  },
  { env: { DATA_DIR: dataDir } },
);

beforeAll(async () => writeSnapshot(snapshotPath, await readSnapshot(t.db, TEST_ORIGIN)));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function get(path: string, { signedIn = true } = {}) {
  return t.request("GET", path, { headers: signedIn ? await signedInHeaders(t.db, 1) : {} });
}

function expectNeverStoredNorIndexed(response: Response) {
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
}

describe("GET /api/admin/preview/*", () => {
  it("refuses a visitor without a session, and tells no cache to keep the refusal", async () => {
    for (const path of [previewPath("blog", 1), previewPath("business", 1), `${PREVIEW_PATH_PREFIX}/_astro/x.css`]) {
      const response = await get(path, { signedIn: false });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: NOT_SIGNED_IN_MESSAGE });
      expectNeverStoredNorIndexed(response);
    }
  });

  it("shows an admin a draft post as the public page, with the preview banner, never indexed", async () => {
    const response = await get(previewPath("blog", 1));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expectNeverStoredNorIndexed(response);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Monsoon Retreats, Unannounced<\/h1>/);
    expect(html).toContain("<title>Monsoon Retreats, Unannounced | Soul of Rishikesh Blog</title>");
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain(PREVIEW_BANNER_TEXT);
    // the site's header and its Blog section, as on the public post
    expect(html).toMatch(/<a href="\/blog" aria-current="page"/);
  });

  it("shows an admin a business awaiting approval, with its published reviews", async () => {
    const response = await get(previewPath("business", 1));
    expect(response.status).toBe(200);
    expectNeverStoredNorIndexed(response);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Hidden Valley Yoga Shala<\/h1>/);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(PREVIEW_BANNER_TEXT);
    expect(html).toContain("A quiet teacher");
  });

  it("carries the site's styles and serves the island and page scripts it links to, to a signed-in admin", async () => {
    const html = await (await get(previewPath("business", 1))).text();
    // the site's stylesheet, inline or linked as the site's build config has it
    const linkedStyles = /<link rel="stylesheet" href="\/api\/admin\/preview\/_astro\/[^"]+\.css"/.test(html);
    expect(linkedStyles || /<style>[^<]*\.btn-secondary/.test(html)).toBe(true);
    const assets = [
      ...html.matchAll(/(?:href|src|component-url|renderer-url)="(\/api\/admin\/preview\/_astro\/[^"]+)"/g),
    ];
    expect(assets.some(([, asset]) => asset!.endsWith(".js"))).toBe(true);
    // the islands' runtime comes inline: a preview is not served beside a release's /scripts/
    expect(html).toContain('customElements.define("astro-island"');
    expect(html).not.toContain("/scripts/island-runtime");
    for (const asset of new Set(assets.map(([, asset]) => asset!))) {
      const response = await get(asset);
      expect(response.status, asset).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    }
    expect((await get(`${PREVIEW_PATH_PREFIX}/_astro/../../../package.json`)).status).toBe(404);
  });

  it("runs only the scripts the preview itself carries: its policy lists their hashes, never 'unsafe-inline'", async () => {
    for (const path of [previewPath("business", 1), previewPath("blog", 1)]) {
      const response = await get(path);
      const html = await response.text();
      const policies = [
        response.headers.get("content-security-policy") ?? "",
        /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1] ?? "",
      ];
      const scriptSources = policies.flatMap((policy) => /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? []);
      expect(scriptSources, path).toHaveLength(1);
      const [sources] = scriptSources;
      expect(sources).not.toContain("'unsafe-inline'");
      // every inline script the page holds is allowed by its hash, and nothing else inline is
      const inlineScripts = [
        ...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g),
      ];
      expect(inlineScripts.length).toBeGreaterThan(0);
      const hashes = sources!.split(/\s+/).filter((source) => source.startsWith("'sha256-"));
      expect(hashes.sort()).toEqual([...new Set(inlineScripts.map(([, text]) => hashSource(text!)))].sort());
    }
  });

  it("answers 404 for a record that does not exist", async () => {
    const post = await get(previewPath("blog", 99));
    expect(post.status).toBe(404);
    expect(await post.json()).toEqual({ message: BLOG_POST_NOT_FOUND });
    expectNeverStoredNorIndexed(post);
    const business = await get(`${PREVIEW_PATH_PREFIX}/business/nope`);
    expect(business.status).toBe(404);
    expect(await business.json()).toEqual({ message: BUSINESS_NOT_FOUND });
  });

  it("answers 503 until the first build has written the content snapshot", async () => {
    await rename(snapshotPath, `${snapshotPath}.away`);
    try {
      const response = await get(previewPath("blog", 1));
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ message: PREVIEW_NOT_READY_MESSAGE });
    } finally {
      await rename(`${snapshotPath}.away`, snapshotPath);
    }
  });
});

describe("the preview's origin check", () => {
  it("needs no Origin header for its GETs: a link opened in a new tab sends none", async () => {
    const headers = await signedInHeaders(t.db, 1);
    const response = await t.request("GET", previewPath("blog", 1), { headers: { cookie: headers.cookie } });
    expect(response.status).toBe(200);
  });
});
