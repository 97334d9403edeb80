// Coalesces rebuild requests: one build runs, at most one waits, and the waiting one takes every
// change asked for in the meantime. A burst of saves within `settleMs` starts a single build.
import type { ContentChange } from "../context.ts";

export interface RebuildQueue {
  requestRebuild(change: ContentChange): void;
  /** Resolves once no build is running or waiting. */
  idle(): Promise<void>;
}

export function createRebuildQueue(
  runBuild: (changes: ContentChange[]) => Promise<void>,
  options: { settleMs?: number } = {},
): RebuildQueue {
  const settleMs = options.settleMs ?? 250;
  let waiting: ContentChange[] | null = null;
  let running: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let idleWaiters: (() => void)[] = [];

  function startNext() {
    timer = null;
    if (running || !waiting) return;
    const changes = waiting;
    waiting = null;
    running = runBuild(changes)
      .catch((error: unknown) => console.error("Site rebuild failed; the live release is unchanged.\n", error))
      .finally(() => {
        running = null;
        if (waiting) schedule();
        else settleIdle();
      });
  }

  function schedule() {
    if (!timer) timer = setTimeout(startNext, settleMs);
  }

  function settleIdle() {
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  return {
    requestRebuild(change) {
      (waiting ??= []).push(change);
      if (!running) schedule();
    },
    idle() {
      if (!running && !waiting) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}
