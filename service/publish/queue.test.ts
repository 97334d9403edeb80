import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createBuildTrigger } from "./queue.ts";

const SETTLE_MS = 250;

/** Runs that last until the test finishes them, counted as they start. */
function controllableRuns() {
  const finishers: (() => void)[] = [];
  const runs = {
    started: 0,
    run: () => {
      runs.started++;
      return new Promise<void>((resolve) => finishers.push(resolve));
    },
    finishNext: () => finishers.shift()?.(),
  };
  return runs;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("build trigger", () => {
  it("after stop starts no run, not the one due nor a later one, and waits for the one under way", async () => {
    const runs = controllableRuns();
    const trigger = createBuildTrigger(runs.run, { settleMs: SETTLE_MS });
    trigger.wake();
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    trigger.wake();
    let stopped = false;
    const stopping = trigger.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    runs.finishNext();
    await stopping;
    trigger.wake();
    await vi.advanceTimersByTimeAsync(10 * SETTLE_MS);
    expect(runs.started).toBe(1);
  });

  it("stops at once when nothing runs, though a run is due after the settle delay", async () => {
    const runs = controllableRuns();
    const trigger = createBuildTrigger(runs.run, { settleMs: SETTLE_MS });
    trigger.wake();
    trigger.wake();
    runs.finishNext();
    await vi.advanceTimersByTimeAsync(0);
    await trigger.stop();
    await vi.advanceTimersByTimeAsync(10 * SETTLE_MS);
    expect(runs.started).toBe(1);
  });

  it("starts a run at once for a wake-up while nothing runs", async () => {
    const runs = controllableRuns();
    const trigger = createBuildTrigger(runs.run, { settleMs: SETTLE_MS });
    trigger.wake();
    expect(runs.started).toBe(1);
    runs.finishNext();
    await trigger.idle();
    expect(runs.started).toBe(1);
  });

  it("starts exactly one more run, after the settle delay, for any number of wake-ups during a run", async () => {
    const runs = controllableRuns();
    const trigger = createBuildTrigger(runs.run, { settleMs: SETTLE_MS });
    trigger.wake();
    for (let i = 0; i < 10; i++) trigger.wake();
    await vi.advanceTimersByTimeAsync(10 * SETTLE_MS);
    expect(runs.started).toBe(1);

    runs.finishNext();
    await vi.advanceTimersByTimeAsync(SETTLE_MS - 1);
    // wake-ups during the settle delay join the run it leads to
    trigger.wake();
    expect(runs.started).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs.started).toBe(2);
    runs.finishNext();
    await trigger.idle();
    expect(runs.started).toBe(2);
  });

  it("is idle at once with nothing to do, and only after the last run otherwise", async () => {
    const runs = controllableRuns();
    const trigger = createBuildTrigger(runs.run, { settleMs: SETTLE_MS });
    await trigger.idle();

    trigger.wake();
    let idle = false;
    void trigger.idle().then(() => (idle = true));
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(idle).toBe(false);
    runs.finishNext();
    await vi.advanceTimersByTimeAsync(0);
    expect(idle).toBe(true);
  });

  it("keeps going after a failed run, leaving the failure in the log", async () => {
    let started = 0;
    const trigger = createBuildTrigger(
      () => (++started === 1 ? Promise.reject(new Error("boom")) : Promise.resolve()),
      {
        settleMs: SETTLE_MS,
      },
    );
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    trigger.wake();
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    await trigger.idle();
    trigger.wake();
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    await trigger.idle();
    expect(started).toBe(2);
    expect(logged).toHaveBeenCalledOnce();
  });
});
