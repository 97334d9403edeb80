// Brute-force brakes for the admin login, checked before any password hashing happens:
// - per username and client address: after 5 failures since the last success, a lockout that starts at
//   one minute and doubles with every further failure, up to an hour;
// - per client address: at most 100 checked attempts in any rolling hour, whatever the usernames.
// Refused attempts are not recorded: they cost no hashing, and recording them would let an attacker
// lock a real admin out for longer just by hammering.
import { and, count, eq, gt, lt, max, min } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { loginAttempts } from "../db/schema.ts";
import { HttpError } from "../http.ts";

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

export const LOGIN_LIMITS = {
  failuresBeforeLockout: 5,
  firstLockoutMs: MINUTE_MS,
  longestLockoutMs: HOUR_MS,
  /** failures older than this no longer count towards a lockout */
  failureMemoryMs: 24 * HOUR_MS,
  attemptsPerAddressPerHour: 100,
} as const;

function tooManyAttempts(retryAfterMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(
    429,
    `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    undefined,
    { "Retry-After": String(seconds) },
  );
}

/** How long a username is locked after `failures` consecutive failures (0 below the threshold). */
export function lockoutDuration(failures: number): number {
  if (failures < LOGIN_LIMITS.failuresBeforeLockout) return 0;
  const doublings = failures - LOGIN_LIMITS.failuresBeforeLockout;
  // Capping the exponent first keeps 2 ** n finite however long the streak.
  return Math.min(LOGIN_LIMITS.firstLockoutMs * 2 ** Math.min(doublings, 20), LOGIN_LIMITS.longestLockoutMs);
}

/** Throws a 429 with Retry-After when this attempt must not reach the password check. */
export async function assertLoginAllowed(db: Database, username: string, ip: string, now = new Date()) {
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const [perAddress] = await db
    .select({ attempts: count(), oldest: min(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), gt(loginAttempts.createdAt, hourAgo)));
  if (perAddress && perAddress.attempts >= LOGIN_LIMITS.attemptsPerAddressPerHour && perAddress.oldest) {
    throw tooManyAttempts(perAddress.oldest.getTime() + HOUR_MS - now.getTime());
  }

  const sameUserAndAddress = and(eq(loginAttempts.username, username), eq(loginAttempts.ip, ip));
  const [lastSuccess] = await db
    .select({ at: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(sameUserAndAddress, eq(loginAttempts.succeeded, true)));
  const memoryStart = now.getTime() - LOGIN_LIMITS.failureMemoryMs;
  const countFrom = new Date(Math.max(memoryStart, lastSuccess?.at?.getTime() ?? 0));
  const [streak] = await db
    .select({ failures: count(), last: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(sameUserAndAddress, eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, countFrom)));
  if (!streak?.last) return;
  const lockedUntil = streak.last.getTime() + lockoutDuration(streak.failures);
  if (lockedUntil > now.getTime()) throw tooManyAttempts(lockedUntil - now.getTime());
}

/**
 * Records an attempt as failed before its password is checked, so parallel attempts count each other
 * while they wait for a hashing slot; a correct password then turns it into a success.
 */
export async function beginLoginAttempt(db: Database, username: string, ip: string, now = new Date()) {
  const [attempt] = await db
    .insert(loginAttempts)
    .values({ username, ip, succeeded: false, createdAt: now })
    .returning({ id: loginAttempts.id });
  return attempt!.id;
}

export async function markLoginSucceeded(db: Database, attemptId: number, now = new Date()) {
  await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attemptId));
  // Nothing older than the failure memory is ever read again.
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.createdAt, new Date(now.getTime() - LOGIN_LIMITS.failureMemoryMs)));
}
