// The publisher: turns content changes into a rebuilt, swapped static release. Every request and every build
// is a site_builds row (build-log.ts); the in-memory queue only times the builds of this one process (settle
// delay, one build at a time). Several instances on one PostgreSQL need a lock besides it: not done yet.
import { BUILD_LOG_TAIL_LINES } from "../../shared/schemas/build.ts";
import type { ContentChange } from "../context.ts";
import type { Database } from "../db/client.ts";
import type { Env } from "../env.ts";
import {
  type BuildRow,
  findBuildRow,
  insertRunningBuild,
  markInterruptedBuilds,
  recordBuildRequest,
  takeQueuedBuild,
  updateBuild,
} from "./build-log.ts";
import { type BuildProgress, type BuildResult, buildRelease } from "./builder.ts";
import { createRebuildQueue, type RebuildQueue } from "./queue.ts";
import { readSnapshot } from "./snapshot.ts";

/** Builds one release; the default reads the snapshot and runs astro and Pagefind (tests give a fake). */
export type SiteBuilder = (progress: BuildProgress) => Promise<BuildResult>;

export interface Publisher extends RebuildQueue {
  /**
   * At start: marks builds a killed process left running as failed, then builds what is queued together with
   * `change`. Resolves (never rejects) with that build's row once it has finished.
   */
  start(change: ContentChange): Promise<BuildRow | undefined>;
  /** Builds right away, outside the queue (the build CLI); rejects when the build fails. */
  buildNow(change: ContentChange): Promise<BuildResult>;
}

export function createPublisher(
  db: Database,
  env: Env,
  options: { build?: SiteBuilder; settleMs?: number; log?: (line: string) => void } = {},
): Publisher {
  const log = options.log ?? console.log;
  const build =
    options.build ??
    (async (progress: BuildProgress) => {
      await progress.stage("snapshot");
      const snapshot = await readSnapshot(db, env.publicUrl);
      progress.log(`Snapshot: ${snapshot.businesses.length} businesses, ${snapshot.blogPosts.length} blog posts`);
      return buildRelease(snapshot, env.dataDir, progress);
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
    };
    try {
      const result = await build(progress);
      const message = `Built ${result.pages} pages in ${(result.durationMs / 1000).toFixed(1)} s`;
      progress.log(message);
      await updateBuild(db, row.id, {
        status: "succeeded",
        finishedAt: new Date(),
        pagesTotal: result.pages,
        pagesRendered: result.pages,
        releaseId: result.releaseId,
        message,
        logTail: logTail(),
      });
      const reasons = row.reasons.map((r) => `${r.reason} (${r.requestedBy})`).join("; ");
      log(`Site rebuilt in ${(result.durationMs / 1000).toFixed(1)} s, ${result.pages} pages, for: ${reasons}`);
      return result;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      progress.log(message);
      const firstLine = message.split("\n")[0]!;
      await updateBuild(db, row.id, {
        status: "failed",
        finishedAt: new Date(),
        message: firstLine,
        logTail: logTail(),
      });
      throw error;
    }
  }

  const queue = createRebuildQueue(
    async () => {
      const row = await takeQueuedBuild(db);
      if (row) await runBuild(row);
    },
    { settleMs: options.settleMs ?? env.BUILD_SETTLE_MS },
  );

  // Requests are recorded one after another, and the queue hears of one only once its row holds it.
  let recorded: Promise<unknown> = Promise.resolve();
  function record(change: ContentChange): Promise<number> {
    const id = recorded.then(() => recordBuildRequest(db, change));
    recorded = id.then(
      () => queue.requestRebuild(change),
      (error: unknown) => console.error("Could not record the rebuild request.\n", error),
    );
    return id;
  }

  async function idle() {
    await recorded;
    await queue.idle();
  }

  return {
    requestRebuild: (change) => void record(change).catch(() => {}),
    idle,
    async start(change) {
      try {
        await markInterruptedBuilds(db);
        const id = await record(change);
        await idle();
        return await findBuildRow(db, id);
      } catch (error) {
        console.error("Could not start the build queue.\n", error);
        return undefined;
      }
    },
    async buildNow(change) {
      return runBuild(await insertRunningBuild(db, change));
    },
  };
}
