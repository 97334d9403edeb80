import { describe, expect, it } from "vitest";
import type { ContentChange } from "../context.ts";
import { createRebuildQueue } from "./queue.ts";

const change = (reason: string): ContentChange => ({ reason, requestedBy: "system" });

function controllableBuilds() {
  const calls: string[][] = [];
  const finishers: (() => void)[] = [];
  const run = (changes: ContentChange[]) => {
    calls.push(changes.map((c) => c.reason));
    return new Promise<void>((resolve) => finishers.push(resolve));
  };
  return { calls, run, finishNext: () => finishers.shift()?.() };
}

describe("rebuild queue", () => {
  it("starts one build for a burst of changes", async () => {
    const builds = controllableBuilds();
    const queue = createRebuildQueue(builds.run, { settleMs: 5 });
    queue.requestRebuild(change("a"));
    queue.requestRebuild(change("b"));
    await new Promise((r) => setTimeout(r, 20));
    expect(builds.calls).toEqual([["a", "b"]]);
    builds.finishNext();
    await queue.idle();
  });

  it("lets at most one build wait and gives it every change made while the first ran", async () => {
    const builds = controllableBuilds();
    const queue = createRebuildQueue(builds.run, { settleMs: 1 });
    queue.requestRebuild(change("first"));
    await new Promise((r) => setTimeout(r, 10));
    queue.requestRebuild(change("second"));
    queue.requestRebuild(change("third"));
    await new Promise((r) => setTimeout(r, 10));
    expect(builds.calls).toEqual([["first"]]);
    builds.finishNext();
    await new Promise((r) => setTimeout(r, 10));
    expect(builds.calls).toEqual([["first"], ["second", "third"]]);
    builds.finishNext();
    await queue.idle();
  });

  it("keeps going after a failed build", async () => {
    const reasons: string[] = [];
    const queue = createRebuildQueue(
      async (changes) => {
        reasons.push(...changes.map((c) => c.reason));
        if (reasons.length === 1) throw new Error("boom");
      },
      { settleMs: 1 },
    );
    const originalError = console.error;
    console.error = () => {};
    try {
      queue.requestRebuild(change("fails"));
      await new Promise((r) => setTimeout(r, 10));
      await queue.idle();
      queue.requestRebuild(change("works"));
      await new Promise((r) => setTimeout(r, 10));
      await queue.idle();
    } finally {
      console.error = originalError;
    }
    expect(reasons).toEqual(["fails", "works"]);
  });
});
