// When this process works off the queued builds: the requests themselves are site_builds rows (build-log.ts),
// so all this decides is when. A wake-up while nothing runs starts a run at once: a lone save, the usual case,
// goes live without waiting. Wake-ups during a run, however many, start exactly one more `settleMs` after it,
// which takes the whole burst, including what came during the delay.

export interface BuildTrigger {
  /** Something was queued: run now, or once more after the current run (and the settle delay). */
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
        if (due) timer = setTimeout(startRun, settleMs);
        else settleIdle();
      });
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
      if (!running && !timer) startRun();
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
