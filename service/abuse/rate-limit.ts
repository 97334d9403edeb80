// Rate limits kept in PostgreSQL (the rate_limit_windows table), so they hold across instances and restarts.
// Each key counts requests per fixed window; a limit is checked against a sliding estimate (the current window's
// count plus the previous window's, weighted by how much of it still lies within the last `windowMs`), which
// avoids the double burst a plain fixed window allows at its edge. A refused request is not counted: it costs
// nothing, and a flood does not lengthen its own wait; a person sharing the address gets in once it slows down.
import { and, eq, lt, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.ts";
import { rateLimitWindows } from "../db/schema.ts";

export interface RateRule {
  /** what is counted, e.g. "review:ip:203.0.113.7" */
  key: string;
  limit: number;
  windowMs: number;
}

/** The estimated number of requests for a rule's key within the last window, this one included. */
export type RuleCounts = number[];

export class RateLimitedError extends Error {
  constructor(
    readonly rule: RateRule,
    readonly retryAfterMs: number,
  ) {
    super(`Rate limit reached for ${rule.key}`);
    this.name = "RateLimitedError";
  }
}

/** The longest key stored: keys hold addresses and ids, so only a bug makes one longer. */
const KEY_MAX_LENGTH = 200;

interface WindowPosition {
  start: Date;
  previousStart: Date;
  /** how far into the current window `now` is, 0..1 */
  elapsed: number;
}

function windowPosition(now: Date, windowMs: number): WindowPosition {
  const startMs = Math.floor(now.getTime() / windowMs) * windowMs;
  return {
    start: new Date(startMs),
    previousStart: new Date(startMs - windowMs),
    elapsed: (now.getTime() - startMs) / windowMs,
  };
}

/**
 * How long until one more request fits, if none other arrives: later in this window as the previous window's
 * weight fades, or in the next one once this window's own count has faded enough.
 */
export function retryAfterMs(rule: RateRule, previous: number, current: number, position: WindowPosition): number {
  const { limit, windowMs } = rule;
  const untilNextWindow = (1 - position.elapsed) * windowMs;
  if (current + 1 <= limit) {
    // previous * (1 - f) + current + 1 <= limit, for the smallest f still in this window
    const fadedEnough = previous === 0 ? 0 : 1 - (limit - 1 - current) / previous;
    return Math.max(0, (fadedEnough - position.elapsed) * windowMs);
  }
  // next window: current * (1 - f) + 1 <= limit
  return untilNextWindow + Math.max(0, 1 - (limit - 1) / current) * windowMs;
}

/** Counts one request against a rule unless it would pass the limit; answers the estimate with it, or throws. */
async function consume(tx: Transaction, rule: RateRule, now: Date): Promise<number> {
  const key = rule.key.slice(0, KEY_MAX_LENGTH);
  const position = windowPosition(now, rule.windowMs);
  const [previousRow] = await tx
    .select({ count: rateLimitWindows.count })
    .from(rateLimitWindows)
    .where(and(eq(rateLimitWindows.key, key), eq(rateLimitWindows.windowStart, position.previousStart)));
  const previousWeight = (previousRow?.count ?? 0) * (1 - position.elapsed);
  // the most this window may already hold for one more request to fit
  const mostBefore = Math.floor(rule.limit - 1 - previousWeight);
  const counted =
    mostBefore < 0
      ? []
      : await tx
          .insert(rateLimitWindows)
          .values({ key, windowStart: position.start, count: 1 })
          .onConflictDoUpdate({
            target: [rateLimitWindows.key, rateLimitWindows.windowStart],
            set: { count: sql`${rateLimitWindows.count} + 1` },
            setWhere: sql`${rateLimitWindows.count} <= ${mostBefore}`,
          })
          .returning({ count: rateLimitWindows.count });
  if (counted[0]) return previousWeight + counted[0].count;

  const [currentRow] = await tx
    .select({ count: rateLimitWindows.count })
    .from(rateLimitWindows)
    .where(and(eq(rateLimitWindows.key, key), eq(rateLimitWindows.windowStart, position.start)));
  const wait = retryAfterMs(rule, previousRow?.count ?? 0, currentRow?.count ?? 0, position);
  throw new RateLimitedError(rule, wait);
}

/** A rule's window is at most a day; windows older than two are never read again and are swept. */
export const LONGEST_WINDOW_MS = 24 * 60 * 60 * 1000;
const CLEANUP_INTERVAL_MS = 60_000;
let lastCleanup = 0;

/**
 * Counts one request against every rule, all or none: when one refuses, the others' counts are rolled back.
 * Answers each rule's estimate (this request included), for decisions such as holding a review.
 * @throws RateLimitedError naming the first rule that refused and how long until it would not
 */
export async function consumeRateLimits(db: Database, rules: RateRule[], now = new Date()): Promise<RuleCounts> {
  if (rules.some((rule) => rule.windowMs > LONGEST_WINDOW_MS)) throw new Error("A rate limit window is at most a day");
  await forgetOldWindows(db, now);
  return db.transaction(async (tx) => {
    const counts: number[] = [];
    for (const rule of rules) counts.push(await consume(tx, rule, now));
    return counts;
  });
}

/** Swept at most once a minute per process. */
async function forgetOldWindows(db: Database, now: Date) {
  if (Math.abs(now.getTime() - lastCleanup) < CLEANUP_INTERVAL_MS) return;
  lastCleanup = now.getTime();
  const oldest = new Date(now.getTime() - 2 * LONGEST_WINDOW_MS);
  await db.delete(rateLimitWindows).where(lt(rateLimitWindows.windowStart, oldest));
}
