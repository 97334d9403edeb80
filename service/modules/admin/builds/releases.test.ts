import { mkdir, mkdtemp, readdir, readlink, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RELEASE_ALREADY_LIVE, RELEASE_NOT_FOUND, ROLLBACK_DURING_BUILD } from "../../../../shared/messages.ts";
import { AuditEntrySchema } from "../../../../shared/schemas/admin.ts";
import { type Release, ReleaseSchema } from "../../../../shared/schemas/release.ts";
import { siteBuilds } from "../../../db/schema.ts";
import { readEnv } from "../../../env.ts";
import { createPublisher, type Publisher, type SiteBuilder } from "../../../publish/index.ts";
import { releasePaths } from "../../../publish/paths.ts";
import { pruneReleases, RELEASES_KEPT, swapLiveRelease } from "../../../publish/releases.ts";
import { insertAdmin, requestAsAdmin } from "../../../test-support/admin.ts";
import { useTestApp } from "../../../test-support/app.ts";

const dataDir = await mkdtemp(join(tmpdir(), "sor-releases-"));
const paths = releasePaths(dataDir);
const env = readEnv({ NODE_ENV: "test", DATA_DIR: dataDir });

/** What the next build's home page says; a build can be held until the test lets it go on. */
const site = { homeText: "", built: 0, hold: null as Promise<void> | null };

/** Writes a real release folder and swaps and prunes as the builder's swap stage does. */
const buildFake: SiteBuilder = async (progress) => {
  await progress.stage("render");
  await site.hold;
  const releaseId = `release-${String(++site.built).padStart(2, "0")}`;
  const dir = join(paths.releases, releaseId);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, "index.html"), `<h1>${site.homeText}</h1>`);
  await progress.stage("swap");
  await swapLiveRelease(dir, paths.live);
  await pruneReleases(paths, releaseId);
  return {
    releaseId,
    pages: 1,
    pagesRendered: 1,
    pagesReused: 0,
    durationMs: 1,
    stages: { astroMs: 1, pagefindMs: 0, swapMs: 0 },
  };
};

let publisher: Publisher;
const t = await useTestApp(
  async (db) => {
    await insertAdmin(db);
  },
  {
    env: { DATA_DIR: dataDir },
    onContentChange: (db) => {
      publisher = createPublisher(db, env, { build: buildFake, settleMs: 5, log: () => {} });
      return (change) => publisher.requestRebuild(change);
    },
  },
);
const send = requestAsAdmin(t);

beforeEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
  Object.assign(site, { homeText: "", built: 0, hold: null });
});
afterEach(() => publisher.idle());
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** Publishes the site with this text on its home page and waits until that build has finished. */
async function publish(homeText: string) {
  site.homeText = homeText;
  expect((await send("POST", "/api/admin/builds")).status).toBe(202);
  await publisher.idle();
}

async function listReleases(): Promise<Release[]> {
  const response = await send("GET", "/api/admin/releases");
  expect(response.status).toBe(200);
  return ((await response.json()) as unknown[]).map((release) => ReleaseSchema.parse(release));
}

const liveHome = async () => (await t.request("GET", "/")).text();
const rollBack = (id: string) => send("POST", `/api/admin/releases/${encodeURIComponent(id)}/rollback`);

describe("kept releases and Roll back", () => {
  it("lists the kept releases newest first, with the build that made each and which one is live", async () => {
    expect(await listReleases()).toEqual([]);
    await publish("first");
    await publish("second");

    const [second, first] = await listReleases();
    expect(second).toMatchObject({ id: "release-02", live: true, buildId: 2, pages: 1, rolledBack: null });
    expect(second!.reasons).toMatchObject([{ reason: "Publish now", requestedBy: "admin:ganga" }]);
    expect(first).toMatchObject({ id: "release-01", live: false, buildId: 1 });
    const [build] = await t.db.select().from(siteBuilds).orderBy(siteBuilds.id).limit(1);
    expect(first!.builtAt).toBe(build!.finishedAt!.toISOString());
  });

  it("makes the previous release live at once, audited, and a later build publishes the current content again", async () => {
    await publish("before the edit");
    await publish("after the edit");
    expect(await liveHome()).toContain("after the edit");

    const response = await rollBack("release-01");
    expect(response.status).toBe(200);
    expect(ReleaseSchema.parse(await response.json())).toMatchObject({ id: "release-01", live: true });
    expect(await liveHome()).toContain("before the edit");
    expect(basename(await readlink(paths.live))).toBe("release-01");

    const [rolledBack, newer] = [...(await listReleases())].reverse();
    expect(rolledBack).toMatchObject({ id: "release-01", live: true, rolledBack: { by: "ganga" } });
    expect(newer).toMatchObject({ id: "release-02", live: false, rolledBack: null });
    const [audited] = ((await (await send("GET", "/api/admin/audit")).json()) as unknown[]).map((entry) =>
      AuditEntrySchema.parse(entry),
    );
    expect(audited).toMatchObject({
      entity: "release",
      entityId: "release-01",
      action: "rollback",
      adminUsername: "ganga",
      changes: { live: { from: "release-02", to: "release-01" } },
    });
    // a rollback is not a content change: it asks for no build
    expect(t.contentChanges).toHaveLength(2);

    await publish("after the edit, built again");
    expect(await liveHome()).toContain("after the edit, built again");
    expect((await listReleases())[0]).toMatchObject({ id: "release-03", live: true, rolledBack: null });
  });

  it("never prunes the live release: rolled back to the oldest kept one, then built past the limit", async () => {
    for (let n = 1; n <= RELEASES_KEPT + 1; n++) await publish(`version ${n}`);
    const oldest = (await listReleases()).at(-1)!;
    expect((await rollBack(oldest.id)).status).toBe(200);
    expect(await liveHome()).toContain("version 1");

    for (let n = RELEASES_KEPT + 2; n <= RELEASES_KEPT + 4; n++) {
      await publish(`version ${n}`);
      expect(await liveHome()).toContain(`version ${n}`);
      const kept = await listReleases();
      expect(kept.length).toBeLessThanOrEqual(RELEASES_KEPT + 1);
      const previous = kept.find((release) => !release.live)!;
      expect((await rollBack(previous.id)).status).toBe(200);
      expect(await readdir(paths.releases)).toContain(basename(await readlink(paths.live)));
      expect((await t.request("GET", "/")).status).toBe(200);
    }
  });

  it("prunes a release at once by moving it aside, then removes it, and what a stopped process left there", async () => {
    await mkdir(join(paths.discarded, "left-by-a-stopped-build", "business"), { recursive: true });
    for (let n = 1; n <= RELEASES_KEPT + 3; n++) {
      await publish(`version ${n}`);
      expect(await readdir(paths.releases)).toHaveLength(Math.min(n, RELEASES_KEPT + 1));
    }
    await vi.waitFor(async () => expect(await readdir(paths.discarded)).toEqual([]));
  });

  it("refuses a release that is not kept (404), the live one and a rollback during a build (409)", async () => {
    await publish("one");
    await publish("two");
    for (const id of ["release-09", "../releases/release-01", "%2e%2e", "release-01/.."]) {
      const missing = await rollBack(id);
      expect(missing.status, id).toBe(404);
      expect(await missing.json()).toEqual({ message: RELEASE_NOT_FOUND });
    }
    const live = await rollBack("release-02");
    expect(live.status).toBe(409);
    expect(await live.json()).toEqual({ message: RELEASE_ALREADY_LIVE });

    let letGo!: () => void;
    site.hold = new Promise<void>((resolve) => (letGo = resolve));
    await send("POST", "/api/admin/builds");
    await vi.waitFor(async () =>
      expect((await t.db.select().from(siteBuilds)).map((b) => b.status)).toContain("running"),
    );
    const during = await rollBack("release-01");
    expect(during.status).toBe(409);
    expect(await during.json()).toEqual({ message: ROLLBACK_DURING_BUILD });
    site.hold = null;
    letGo();
    await publisher.idle();
    expect(await liveHome()).toContain("two");
    expect((await rollBack("release-01")).status).toBe(200);
  });

  it("does not offer a failed build's folder", async () => {
    await publish("good");
    await mkdir(join(paths.releases, "release-02"), { recursive: true });
    await t.db.insert(siteBuilds).values({ status: "failed", releaseId: null });
    expect((await listReleases()).map((release) => release.id)).toEqual(["release-01"]);
    expect((await rollBack("release-02")).status).toBe(404);
  });
});
