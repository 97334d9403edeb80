// The publisher: turns content changes into a rebuilt, swapped static release. Every request and every build
// is a site_builds row (build-log.ts), so every service instance sees the same queue and status. Whoever holds
// the builder lock (builder-lock.ts: a PostgreSQL advisory lock, or one in memory on PGlite) builds the queued
// rows until none is left; an instance that finds the lock taken leaves its request to the holder, and keeps
// asking while a request is still queued, so one recorded just as the holder let go is not stranded.
import { setTimeout as sleep } from "node:timers/promises";
import { requestLabel } from "../../shared/change-labels.ts";
import { BUILD_LOG_TAIL_LINES } from "../../shared/schemas/build.ts";
import type { ContentChange } from "../context.ts";
import type { Database } from "../db/client.ts";
import type { Env } from "../env.ts";
import {
  type BuildRow,
  findBuildRow,
  hasQueuedBuild,
  insertRunningBuild,
  markInterruptedBuilds,
  recordBuildRequest,
  takeQueuedBuild,
  updateBuild,
} from "./build-log.ts";
import { stopAstro } from "./build/astro-process.ts";
import { type BuildProgress, type BuildResult, buildRelease } from "./build/builder.ts";
import { builderLock, type ReleaseLock } from "./builder-lock.ts";
import { createBuildTrigger } from "./queue.ts";
import { readSnapshot } from "./snapshot/snapshot.ts";
import { madePhotoPreviews } from "../modules/media/index.ts";

/**
 * Builds one release; the default reads the snapshot and runs astro and Pagefind (tests give a fake).
 * `newerBuildWaits` answers whether a request is queued meanwhile, on any instance (BuildOptions).
 */
export type SiteBuilder = (
  progress: BuildProgress,
  queue: { newerBuildWaits: () => Promise<boolean> },
) => Promise<BuildResult>;

/** Runs in the transaction that records a build's failure (the editors' email), unless a shutdown stopped it. */
export type BuildFailedStep = (tx: Database, build: BuildRow, message: string) => Promise<void>;

/** Runs once a release is live (deploy webhooks, the CDN upload); its failure never fails the build. */
export type AfterReleaseStep = (build: BuildRow, result: BuildResult) => Promise<void>;

/** How often an instance that found the lock taken asks again while a request is still queued. */
const LOCK_POLL_MS = 500;

export interface Publisher {
  /** Records the request (it joins the queued build) and has it built soon, by this instance or the lock's holder. */
  requestRebuild(change: ContentChange): void;
  /** Resolves once this instance has nothing recorded, due or building (its requests may be another's to build). */
  idle(): Promise<void>;
  /**
   * At start: builds what is queued together with `change` (marking builds a killed process left running as
   * failed). Resolves (never rejects) with that build's row once it has finished, whichever instance built it.
   */
  start(change: ContentChange): Promise<BuildRow | undefined>;
  /** Builds right away, outside the queue, once no other build runs (the build CLI); rejects when the build fails. */
  buildNow(change: ContentChange): Promise<BuildResult>;
  /** Like requestRebuild, and resolves with the id of the queued build that will carry the change. */
  requestBuild(change: ContentChange): Promise<number>;
  /**
   * For a shutdown: stops the running build (its astro process group; its row fails as stopped, the live release
   * stays) and starts no other; what is still queued is built after the next start. Resolves once nothing runs.
   */
  stop(): Promise<void>;
}

export function createPublisher(
  db: Database,
  env: Env,
  options: {
    build?: SiteBuilder;
    settleMs?: number;
    /** how often to ask for the lock again while another instance holds it (LOCK_POLL_MS) */
    pollMs?: number;
    log?: (line: string) => void;
    afterRelease?: AfterReleaseStep[];
    onBuildFailed?: BuildFailedStep;
  } = {},
): Publisher {
  const log = options.log ?? console.log;
  const lock = builderLock(db);
  const settleMs = options.settleMs ?? env.BUILD_SETTLE_MS;
  const pollMs = options.pollMs ?? LOCK_POLL_MS;
  const stopping = new AbortController();
  const build =
    options.build ??
    (async (progress, { newerBuildWaits }) => {
      await progress.stage("snapshot");
      const snapshot = {
        ...(await readSnapshot(
          db,
          env.publicUrl,
          (line) => progress.log(line),
          (sources) => madePhotoPreviews(env, sources),
        )),
        mapTiles: env.mapTiles,
      };
      progress.log(`Snapshot: ${snapshot.businesses.length} businesses, ${snapshot.blogPosts.length} blog posts`);
      return buildRelease(snapshot, env.dataDir, progress, {
        timeoutMs: env.BUILD_TIMEOUT_MS,
        signal: stopping.signal,
        newerBuildWaits,
      });
    });

  async function runBuild(row: BuildRow): Promise<BuildResult> {
    const lines: string[] = [];
    const logTail = () => lines.join("\n");
    const progress: BuildProgress = {
      log(text) {
        if (!text) return;
        lines.push(...text.split("\n"));
        lines.splice(0, Math.max(0, lines.length - BUILD_LOG_TAIL_LINES));
      },
      async stage(stage) {
        progress.log(`Stage: ${stage}`);
        await updateBuild(db, row.id, { stage, logTail: logTail() });
      },
      async pages({ rendered, reused, total }) {
        await updateBuild(db, row.id, { pagesRendered: rendered, pagesReused: reused, pagesTotal: total });
      },
    };
    try {
      const result = await build(progress, { newerBuildWaits: () => hasQueuedBuild(db) });
      const message = `Built ${result.pages} pages in ${(result.durationMs / 1000).toFixed(1)} s`;
      progress.log(message);
      await updateBuild(db, row.id, {
        status: "succeeded",
        finishedAt: new Date(),
        pagesTotal: result.pages,
        pagesRendered: result.pagesRendered,
        pagesReused: result.pagesReused,
        releaseId: result.releaseId,
        message,
        logTail: logTail(),
      });
      // what asked for it as the Publishing screen names it: "Ganga Prana Yoga Shala updated (admin:ganga)"
      const reasons = row.reasons.map((r) => `${requestLabel(r)} (${r.requestedBy})`).join("; ");
      log(`Site rebuilt in ${(result.durationMs / 1000).toFixed(1)} s, ${result.pages} pages, for: ${reasons}`);
      for (const step of options.afterRelease ?? []) {
        await step(row, result).catch((error: unknown) => console.error("A step after the release failed.\n", error));
      }
      return result;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      progress.log(message);
      const firstLine = message.split("\n")[0]!;
      await db.transaction(async (tx) => {
        await updateBuild(tx, row.id, {
          status: "failed",
          finishedAt: new Date(),
          message: firstLine,
          logTail: logTail(),
        });
        if (!stopping.signal.aborted) await options.onBuildFailed?.(tx, row, firstLine);
      });
      throw error;
    }
  }

  /** Whoever takes the lock first clears what a killed builder left running: with the lock free, nothing runs. */
  async function takeLock(): Promise<ReleaseLock | null> {
    const release = await lock.tryAcquire();
    if (!release) return null;
    try {
      await markInterruptedBuilds(db);
    } catch (error) {
      await release();
      throw error;
    }
    return release;
  }

  /** With the lock held: builds the queued rows one after another until none is left. */
  async function buildQueued() {
    while (!stopping.signal.aborted) {
      const row = await takeQueuedBuild(db);
      if (!row) return;
      await runBuild(row).catch((error: unknown) =>
        console.error("Site rebuild failed; the live release is unchanged.\n", error),
      );
      // requests made during that build get the same settle delay before the next build takes them
      if (await hasQueuedBuild(db)) await sleep(settleMs);
    }
  }

  const trigger = createBuildTrigger(
    async () => {
      while (!stopping.signal.aborted) {
        const release = await takeLock();
        if (release) {
          try {
            return await buildQueued();
          } finally {
            await release();
          }
        }
        // another instance builds: it takes the queued row, unless it let go just as the row was made
        if (!(await hasQueuedBuild(db))) return;
        await sleep(pollMs);
      }
    },
    { settleMs },
  );

  /** Waits for the lock however long another instance's build takes (the build CLI). */
  async function waitForLock(): Promise<ReleaseLock> {
    for (;;) {
      const release = await takeLock();
      if (release) return release;
      await sleep(pollMs);
    }
  }

  /** The row once its build has finished, whichever instance built it. */
  async function finishedRow(id: number): Promise<BuildRow | undefined> {
    for (;;) {
      const row = await findBuildRow(db, id);
      if (!row || row.status === "succeeded" || row.status === "failed") return row;
      await sleep(pollMs);
    }
  }

  // Requests are recorded one after another, and the trigger hears of one only once its row holds it.
  let recorded: Promise<unknown> = Promise.resolve();
  function record(change: ContentChange): Promise<number> {
    const id = recorded.then(() => recordBuildRequest(db, change));
    recorded = id.then(
      () => trigger.wake(),
      (error: unknown) => console.error("Could not record the rebuild request.\n", error),
    );
    return id;
  }

  async function idle() {
    await recorded;
    await trigger.idle();
  }

  return {
    requestRebuild: (change) => void record(change).catch(() => {}),
    requestBuild: record,
    idle,
    async start(change) {
      try {
        const id = await record(change);
        await idle();
        return await finishedRow(id);
      } catch (error) {
        console.error("Could not start the build queue.\n", error);
        return undefined;
      }
    },
    async stop() {
      stopping.abort("the service is shutting down");
      await recorded;
      await trigger.stop();
      // astro's warm process too, and not only once the service has gone (it then exits by itself)
      await stopAstro();
    },
    async buildNow(change) {
      const release = await waitForLock();
      try {
        return await runBuild(await insertRunningBuild(db, change));
      } finally {
        await release();
      }
    },
  };
}
