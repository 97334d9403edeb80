// Runs at most `maxRunning` jobs at once; the rest wait in order, and beyond `maxWaiting` waiting jobs a
// new one is refused with 503 rather than growing an unbounded queue.
import { HttpError } from "../http.ts";

export function createConcurrencyLimit({ maxRunning, maxWaiting }: { maxRunning: number; maxWaiting: number }) {
  let running = 0;
  const waiting: (() => void)[] = [];

  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= maxRunning) {
      if (waiting.length >= maxWaiting) {
        throw new HttpError(503, "The server is busy; please try again in a moment", undefined, { "Retry-After": "5" });
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running++;
    }
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next waiter, so `running` never drops below the work in flight.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
