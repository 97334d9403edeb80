import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ContentChange } from "../context.ts";
import { createRebuildQueue } from "./queue.ts";

const change = (reason: string): ContentChange => ({ reason, requestedBy: "system" });
const SETTLE_MS = 250;

/** Builds that run until the test finishes them, recording the changes each one was given. */
function controllableBuilds() {
  const calls: string[][] = [];
  const finishers: (() => void)[] = [];
  const run = (changes: ContentChange[]) => {
    calls.push(changes.map((c) => c.reason));
    return new Promise<void>((resolve) => finishers.push(resolve));
  };
  return { calls, run, finishNext: () => finishers.shift()?.() };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("rebuild queue", () => {
  it("waits for a burst of changes to settle, then starts one build for all of them", async () => {
    const builds = controllableBuilds();
    const queue = createRebuildQueue(builds.run, { settleMs: SETTLE_MS });
    queue.requestRebuild(change("a"));
    await vi.advanceTimersByTimeAsync(SETTLE_MS - 1);
    queue.requestRebuild(change("b"));
    expect(builds.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(builds.calls).toEqual([["a", "b"]]);
    builds.finishNext();
    await queue.idle();
  });

  it("lets at most one build wait and gives it every change made while the first ran", async () => {
    const builds = controllableBuilds();
    const queue = createRebuildQueue(builds.run, { settleMs: SETTLE_MS });
    queue.requestRebuild(change("first"));
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    queue.requestRebuild(change("second"));
    queue.requestRebuild(change("third"));
    await vi.advanceTimersByTimeAsync(10 * SETTLE_MS);
    expect(builds.calls).toEqual([["first"]]);

    builds.finishNext();
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(builds.calls).toEqual([["first"], ["second", "third"]]);
    builds.finishNext();
    await queue.idle();
  });

  it("is idle at once with nothing to do, and only after the last build otherwise", async () => {
    const builds = controllableBuilds();
    const queue = createRebuildQueue(builds.run, { settleMs: SETTLE_MS });
    await queue.idle();

    queue.requestRebuild(change("a"));
    let idle = false;
    void queue.idle().then(() => (idle = true));
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(idle).toBe(false);
    builds.finishNext();
    await vi.advanceTimersByTimeAsync(0);
    expect(idle).toBe(true);
  });

  it("keeps going after a failed build, leaving the failure in the log", async () => {
    const reasons: string[] = [];
    const queue = createRebuildQueue(
      (changes) => {
        reasons.push(...changes.map((c) => c.reason));
        return reasons.length === 1 ? Promise.reject(new Error("boom")) : Promise.resolve();
      },
      { settleMs: SETTLE_MS },
    );
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    queue.requestRebuild(change("fails"));
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    await queue.idle();
    queue.requestRebuild(change("works"));
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    await queue.idle();
    expect(reasons).toEqual(["fails", "works"]);
    expect(logged).toHaveBeenCalledOnce();
  });
});
