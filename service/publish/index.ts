// The publisher: turns content changes into a rebuilt, swapped static release.
import type { ContentChange } from "../context.ts";
import type { Database } from "../db/client.ts";
import type { Env } from "../env.ts";
import { type BuildResult, buildRelease } from "./builder.ts";
import { createRebuildQueue, type RebuildQueue } from "./queue.ts";
import { readSnapshot } from "./snapshot.ts";

export interface Publisher extends RebuildQueue {
  /** Builds right away, outside the queue (start-up and the build CLI). */
  buildNow(): Promise<BuildResult>;
}

export function createPublisher(db: Database, env: Env, log: (line: string) => void = console.log): Publisher {
  async function buildNow() {
    const snapshot = await readSnapshot(db, env.publicUrl);
    return buildRelease(snapshot, env.dataDir);
  }
  const queue = createRebuildQueue(async (changes: ContentChange[]) => {
    const result = await buildNow();
    const reasons = changes.map((c) => `${c.reason} (${c.requestedBy})`).join("; ");
    log(`Site rebuilt in ${(result.durationMs / 1000).toFixed(1)} s, ${result.pages} pages, for: ${reasons}`);
  });
  return { ...queue, buildNow };
}
