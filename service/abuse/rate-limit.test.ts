import { describe, expect, it } from "vitest";
import { rateLimitWindows } from "../db/schema.ts";
import { useTestApp } from "../test-support/app.ts";
import { consumeRateLimits, LONGEST_WINDOW_MS, RateLimitedError, retryAfterMs, type RateRule } from "./rate-limit.ts";

const t = await useTestApp();

const MINUTE = 60_000;
const rule: RateRule = { key: "review:address:203.0.113.7", limit: 3, windowMs: 10 * MINUTE };
/** the start of a window, so tests can place requests at known points in it */
const windowStart = new Date(Math.ceil(Date.now() / rule.windowMs) * rule.windowMs);
const at = (minutes: number) => new Date(windowStart.getTime() + minutes * MINUTE);

async function refusal(rules: RateRule[], now: Date): Promise<RateLimitedError> {
  const error: unknown = await consumeRateLimits(t.db, rules, now).catch((caught: unknown) => caught);
  if (!(error instanceof RateLimitedError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe("consumeRateLimits", () => {
  it("counts requests up to the limit and answers each one's count", async () => {
    const counts = [];
    for (let n = 0; n < 3; n++) counts.push((await consumeRateLimits(t.db, [rule], at(1)))[0]);
    expect(counts).toEqual([1, 2, 3]);
  });

  it("refuses the request past the limit, without counting it, until the window turns", async () => {
    for (let n = 0; n < 3; n++) await consumeRateLimits(t.db, [rule], at(1));
    const error = await refusal([rule], at(2));
    expect(error.rule).toBe(rule);
    // the three of this window fade through the next one: one more fits once a third of it has passed
    expect(error.retryAfterMs).toBeCloseTo(8 * MINUTE + (1 - 2 / 3) * 10 * MINUTE, -2);
    await refusal([rule], at(3));
    const [stored] = await t.db.select().from(rateLimitWindows);
    expect(stored!.count).toBe(3);
  });

  it("weighs the previous window by how much of it is still within the last window", async () => {
    for (let n = 0; n < 3; n++) await consumeRateLimits(t.db, [rule], at(-5));
    // at minute 2, 80% of the previous window's three still count (2.4): nothing more fits
    await refusal([rule], at(2));
    // at minute 7, 30% count (0.9): one more fits (1.9), then a second (2.9), then no third
    expect(await consumeRateLimits(t.db, [rule], at(7))).toEqual([expect.closeTo(1.9, 5)]);
    expect(await consumeRateLimits(t.db, [rule], at(7))).toEqual([expect.closeTo(2.9, 5)]);
    await refusal([rule], at(7));
  });

  it("counts a request against every rule or none: a refusal rolls back the others' counts", async () => {
    const perBusiness: RateRule = { key: "review:business:12", limit: 1, windowMs: 60 * MINUTE };
    await consumeRateLimits(t.db, [perBusiness], at(1));
    const error = await refusal([rule, perBusiness], at(1));
    expect(error.rule).toBe(perBusiness);
    const rows = await t.db.select().from(rateLimitWindows);
    expect(rows.map((row) => [row.key, row.count])).toEqual([[perBusiness.key, 1]]);
  });

  it("keeps keys apart", async () => {
    for (let n = 0; n < 3; n++) await consumeRateLimits(t.db, [rule], at(1));
    expect(await consumeRateLimits(t.db, [{ ...rule, key: "review:address:198.51.100.1" }], at(1))).toEqual([1]);
  });

  it("lets exactly the limit through when many requests race", async () => {
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => consumeRateLimits(t.db, [rule], at(1))));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(3);
    for (const result of results) {
      if (result.status === "rejected") expect(result.reason).toBeInstanceOf(RateLimitedError);
    }
  });

  it("forgets windows older than twice the longest window", async () => {
    const old = new Date(at(1).getTime() - 3 * LONGEST_WINDOW_MS);
    await consumeRateLimits(t.db, [rule], old);
    await consumeRateLimits(t.db, [rule], at(1));
    const rows = await t.db.select().from(rateLimitWindows);
    expect(rows.map((row) => row.windowStart.getTime())).toEqual([windowStart.getTime()]);
  });

  it("refuses a rule whose window is longer than a day", async () => {
    await expect(consumeRateLimits(t.db, [{ ...rule, windowMs: 2 * LONGEST_WINDOW_MS }])).rejects.toThrow(
      "at most a day",
    );
  });
});

describe("retryAfterMs", () => {
  const position = (elapsed: number) => ({ start: windowStart, previousStart: windowStart, elapsed });

  it("waits within the window while the previous window's weight fades", () => {
    // 2 before plus 2 now, limit 3: one more fits once the previous weight is at most 0, at the window's end
    expect(retryAfterMs(rule, 2, 2, position(0.5))).toBe(5 * MINUTE);
    // 4 before, 1 now: fits when 4 * (1 - f) + 2 <= 3, f >= 0.75
    expect(retryAfterMs(rule, 4, 1, position(0.5))).toBe(2.5 * MINUTE);
  });

  it("waits into the next window when this window alone is full", () => {
    expect(retryAfterMs(rule, 0, 3, position(0.25))).toBeCloseTo(7.5 * MINUTE + (1 / 3) * 10 * MINUTE, 5);
  });
});
