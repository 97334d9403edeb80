// Two service instances on one database, as two publishers on two connections (on PGlite, which is one
// process's, two publishers on one handle): one builder at a time, and no request lost between them.
import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { BUILD_STAGES } from "../../shared/schemas/build.ts";
import type { ContentChange } from "../context.ts";
import { siteBuilds } from "../db/schema.ts";
import { readEnv } from "../env.ts";
import { createTestDatabase } from "../test-support/database.ts";
import { builderLock } from "./builder-lock.ts";
import { createPublisher, type Publisher, type SiteBuilder } from "./index.ts";

const POLL_MS = 20;
const env = readEnv({ NODE_ENV: "test", DATA_DIR: "./data/test" });
const database = await createTestDatabase();
const second = database.connectAgain();
afterAll(async () => {
  await second.close();
  await database.close();
});

/**
 * Every build of either instance: how many run at once (at most), who built, a gate that holds them, and the last
 * one's question whether a newer build waits.
 */
const builds = {
  running: 0,
  mostAtOnce: 0,
  by: [] as string[],
  hold: null as Promise<void> | null,
  newerBuildWaits: null as (() => Promise<boolean>) | null,
};

beforeEach(async () => {
  await database.reset();
  Object.assign(builds, { running: 0, mostAtOnce: 0, by: [], hold: null, newerBuildWaits: null });
});

function builderOf(instance: string): SiteBuilder {
  return async (progress, { newerBuildWaits }) => {
    builds.newerBuildWaits = newerBuildWaits;
    builds.running++;
    builds.mostAtOnce = Math.max(builds.mostAtOnce, builds.running);
    builds.by.push(instance);
    try {
      for (const stage of BUILD_STAGES) await progress.stage(stage);
      await builds.hold;
      await sleep(5 + Math.random() * 25);
      return {
        releaseId: `${instance}-${builds.by.length}`,
        pages: 1,
        pagesRendered: 1,
        pagesReused: 0,
        durationMs: 1,
        stages: {} as never,
      };
    } finally {
      builds.running--;
    }
  };
}

const instance = (name: string, db = database.db): Publisher =>
  createPublisher(db, env, { build: builderOf(name), settleMs: 5, pollMs: POLL_MS, log: () => {} });

const change = (reason: string): ContentChange => ({ reason, requestedBy: "admin:ganga" });

const allBuilds = () => database.db.select().from(siteBuilds).orderBy(siteBuilds.id);

/** Resolves once every build has finished: nothing queued or running on either instance. */
const everyBuildFinished = () =>
  vi.waitFor(
    async () =>
      expect((await allBuilds()).filter((row) => row.status === "queued" || row.status === "running")).toEqual([]),
    { timeout: 15_000, interval: POLL_MS },
  );

/** Lets every held build go on. */
function holdBuilds() {
  let open!: () => void;
  builds.hold = new Promise<void>((resolve) => (open = resolve));
  return () => {
    builds.hold = null;
    open();
  };
}

describe("two service instances on one database", () => {
  it("never build at once, and every request made on either ends in a succeeded build that carries it", async () => {
    const instances = [instance("a"), instance("b", second.db)];
    const reasons = Array.from({ length: 24 }, (_, i) => `request ${i + 1}`);
    for (const [i, reason] of reasons.entries()) {
      instances[i % 2]!.requestRebuild(change(reason));
      await sleep(Math.random() * 15);
    }
    await Promise.all(instances.map((publisher) => publisher.idle()));
    await everyBuildFinished();

    const rows = await allBuilds();
    expect(rows.map((row) => row.status)).toEqual(rows.map(() => "succeeded"));
    expect(rows.flatMap((row) => row.reasons.map((r) => r.reason)).sort()).toEqual(reasons.toSorted());
    expect(builds.mostAtOnce).toBe(1);
    expect(builds.by).toHaveLength(rows.length);
  });

  it("tell a running build when a request made on either instance waits for the next one", async () => {
    const a = instance("a");
    const b = instance("b", second.db);
    const release = holdBuilds();
    a.requestRebuild(change("first"));
    await vi.waitFor(() => expect(builds.by).toEqual(["a"]));
    const newerBuildWaits = builds.newerBuildWaits!;
    expect(await newerBuildWaits()).toBe(false);
    b.requestRebuild(change("during the build"));
    await vi.waitFor(async () => expect(await newerBuildWaits()).toBe(true));

    release();
    await everyBuildFinished();
    expect(await newerBuildWaits()).toBe(false);
  });

  it("leaves a request made during another instance's build to that build's successor, built by the lock's holder", async () => {
    const a = instance("a");
    const b = instance("b", second.db);
    const release = holdBuilds();
    a.requestRebuild(change("first"));
    await vi.waitFor(() => expect(builds.by).toEqual(["a"]));
    b.requestRebuild(change("during the build"));
    await sleep(5 * POLL_MS);
    expect((await allBuilds()).map((row) => row.status)).toEqual(["running", "queued"]);

    release();
    await everyBuildFinished();
    expect(builds.by).toEqual(["a", "a"]);
    expect((await allBuilds()).map((row) => row.reasons.map((r) => r.reason))).toEqual([
      ["first"],
      ["during the build"],
    ]);
  });

  it("builds a request recorded while another instance holds the lock once it lets go, without a new request", async () => {
    const b = instance("b", second.db);
    // the holder is done with its builds and about to let go: it will not look at the queue again
    const releaseHolder = (await builderLock(database.db).tryAcquire())!;
    b.requestRebuild(change("just as the holder finished"));
    await sleep(5 * POLL_MS);
    expect((await allBuilds()).map((row) => row.status)).toEqual(["queued"]);
    expect(builds.by).toEqual([]);

    await releaseHolder();
    await everyBuildFinished();
    expect(builds.by).toEqual(["b"]);
  });

  it("does not mark another instance's running build as interrupted when it starts, and reports its own build", async () => {
    const a = instance("a");
    const release = holdBuilds();
    a.requestRebuild(change("running elsewhere"));
    await vi.waitFor(() => expect(builds.by).toEqual(["a"]));

    const started = instance("b", second.db).start({ reason: "Service started", requestedBy: "system" });
    await sleep(5 * POLL_MS);
    const [running] = await database.db.select().from(siteBuilds).where(eq(siteBuilds.id, 1));
    expect(running!.status).toBe("running");

    release();
    expect(await started).toMatchObject({ id: 2, status: "succeeded", reasons: [{ reason: "Service started" }] });
    expect((await allBuilds()).map((row) => row.status)).toEqual(["succeeded", "succeeded"]);
  });
});
