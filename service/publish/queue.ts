// When this process works off the queued builds: the requests themselves are site_builds rows (build-log.ts),
// so all this decides is when. A burst of wake-ups within `settleMs` starts one run; wake-ups during a run
// start exactly one more after it (with the same settle delay), which takes whatever was queued meanwhile.

export interface BuildTrigger {
  /** Something was queued: run soon (after the settle delay), or once more after the current run. */
  wake(): void;
  /** Resolves once no run is under way or due. */
  idle(): Promise<void>;
  /** Starts no further run (a shutdown); resolves once the one under way, if any, has finished. */
  stop(): Promise<void>;
}

export function createBuildTrigger(run: () => Promise<void>, options: { settleMs?: number } = {}): BuildTrigger {
  const settleMs = options.settleMs ?? 250;
  let due = false;
  let stopped = false;
  let running: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let idleWaiters: (() => void)[] = [];

  function startRun() {
    timer = null;
    if (running || !due) return;
    due = false;
    running = run()
      .catch((error: unknown) => console.error("Site rebuild failed; the live release is unchanged.\n", error))
      .finally(() => {
        running = null;
        if (due) schedule();
        else settleIdle();
      });
  }

  function schedule() {
    if (!timer) timer = setTimeout(startRun, settleMs);
  }

  function settleIdle() {
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  return {
    wake() {
      if (stopped) return;
      due = true;
      if (!running) schedule();
    },
    idle() {
      if (!running && !due) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    stop() {
      stopped = true;
      due = false;
      if (timer) clearTimeout(timer);
      timer = null;
      return this.idle();
    },
  };
}
