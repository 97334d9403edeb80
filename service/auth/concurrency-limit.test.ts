import { describe, expect, it } from "vitest";
import { HttpError } from "../http.ts";
import { createConcurrencyLimit } from "./concurrency-limit.ts";

/** A job that runs until the test releases it, counting how many run at the same time. */
function controllableJobs() {
  let running = 0;
  let mostAtOnce = 0;
  const releases: (() => void)[] = [];
  const job = () => {
    running++;
    mostAtOnce = Math.max(mostAtOnce, running);
    return new Promise<string>((resolve) =>
      releases.push(() => {
        running--;
        resolve("done");
      }),
    );
  };
  const releaseStarted = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    releases.splice(0).forEach((release) => release());
  };
  return { job, releaseStarted, mostAtOnce: () => mostAtOnce, started: () => releases.length };
}

describe("createConcurrencyLimit", () => {
  it("runs at most maxRunning jobs at once and the waiting ones in turn", async () => {
    const run = createConcurrencyLimit({ maxRunning: 2, maxWaiting: 10 });
    const jobs = controllableJobs();
    const results = Array.from({ length: 5 }, () => run(jobs.job));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(jobs.started()).toBe(2);
    for (let round = 0; round < 3; round++) await jobs.releaseStarted();
    expect(await Promise.all(results)).toEqual(Array(5).fill("done"));
    expect(jobs.mostAtOnce()).toBe(2);
  });

  it("refuses a job with 503 and Retry-After when the queue is full", async () => {
    const run = createConcurrencyLimit({ maxRunning: 1, maxWaiting: 1 });
    const jobs = controllableJobs();
    const accepted = [run(jobs.job), run(jobs.job)];
    const refused = await run(jobs.job).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(503);
    expect((refused as HttpError).headers).toEqual({ "Retry-After": "5" });
    await jobs.releaseStarted();
    await jobs.releaseStarted();
    expect(await Promise.all(accepted)).toEqual(["done", "done"]);
  });

  it("frees the slot when a job fails", async () => {
    const run = createConcurrencyLimit({ maxRunning: 1, maxWaiting: 0 });
    await expect(run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await run(() => Promise.resolve("next"))).toBe("next");
  });
});
