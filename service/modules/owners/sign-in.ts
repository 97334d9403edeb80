// Signing in with a code sent by email (owners, issue 44). The email carries a 6-digit code and no link: mail
// scanners open links, and nothing here signs anyone in on a GET. A code is kept as its SHA-256 only, is good for
// 10 minutes and 5 attempts, and a newer one replaces the older. Asking for codes is limited per address and per
// client address, and trying them per client address; together with the 5 attempts a code allows, an address can
// be guessed at most 25 times an hour, a 1 in 40,000 chance. The answer to a request is the same whether or not
// the address has an account: a code signs in as the account of that address, making it on first use.
import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import {
  SIGN_IN_CODE_ATTEMPTS,
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_CODE_LIFETIME_MINUTES,
} from "../../../shared/schemas/owners.ts";
import { SUSPENDED_MESSAGE } from "../../../shared/messages.ts";
import type { Database } from "../../db/client.ts";
import { emailSignInCodes, users } from "../../db/schema.ts";
import { HttpError } from "../../http.ts";
import { consumeRateLimits, RateLimitedError, type RateRule } from "../../abuse/rate-limit.ts";
import { mailSettings } from "../mail/settings.ts";
import { queueMail } from "../mail/outbox.ts";
import { signInCode } from "../mail/templates.ts";
import type { Env } from "../../env.ts";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export const SIGN_IN_LIMITS = {
  /** codes sent to one address: a person who mistypes or loses one asks again; more is someone else */
  codesPerAddress: { limit: 5, windowMs: HOUR_MS },
  /** codes asked for from one client address, whatever the addresses */
  codesPerClient: { limit: 20, windowMs: HOUR_MS },
  /** codes tried from one client address, whatever the addresses */
  attemptsPerClient: { limit: 30, windowMs: HOUR_MS },
} as const;

export const CODE_SENT_MESSAGE = `If the address can receive mail, a code is on its way. It works for ${SIGN_IN_CODE_LIFETIME_MINUTES} minutes.`;
export const WRONG_CODE_MESSAGE = "That code is not right, or it has expired. Check the email, or ask for a new code.";

/** A code of SIGN_IN_CODE_LENGTH digits, from the system's secure random source (leading zeros kept). */
export function newCode(): string {
  return String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, "0");
}

export const hashCode = (code: string) => createHash("sha256").update(code).digest("hex");

/** Compares a typed code with a stored hash in constant time, so timing tells nothing of how close a guess was. */
export function codeMatches(storedHash: string, typed: string): boolean {
  return timingSafeEqual(Buffer.from(storedHash, "hex"), Buffer.from(hashCode(typed), "hex"));
}

/** Counts one request against the rules, answering 429 with Retry-After when one of them is reached. */
export async function admitOrRefuse(db: Database, rules: RateRule[], message: string) {
  try {
    await consumeRateLimits(db, rules);
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    const seconds = Math.max(1, Math.ceil(error.retryAfterMs / 1000));
    const minutes = Math.ceil(seconds / 60);
    throw new HttpError(
      429,
      `${message} Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      undefined,
      {
        "Retry-After": String(seconds),
      },
    );
  }
}

/** Sends a sign-in code to `email` (lower-cased), replacing any earlier one, with its email queued alongside. */
export async function sendSignInCode(db: Database, env: Env, email: string, clientAddress: string, now = new Date()) {
  await admitOrRefuse(
    db,
    [
      { key: `owner-code:email:${email}`, ...SIGN_IN_LIMITS.codesPerAddress },
      { key: `owner-code:client:${clientAddress}`, ...SIGN_IN_LIMITS.codesPerClient },
    ],
    "Too many sign-in codes were asked for.",
  );
  const code = newCode();
  const settings = await mailSettings(db, env);
  await db.transaction(async (tx) => {
    // the newer code replaces the older: only one is ever good for an address
    await tx
      .update(emailSignInCodes)
      .set({ usedAt: now })
      .where(and(eq(emailSignInCodes.email, email), isNull(emailSignInCodes.usedAt)));
    const [row] = await tx
      .insert(emailSignInCodes)
      .values({
        email,
        codeHash: hashCode(code),
        expiresAt: new Date(now.getTime() + SIGN_IN_CODE_LIFETIME_MINUTES * MINUTE_MS),
        createdAt: now,
      })
      .returning({ id: emailSignInCodes.id });
    await queueMail(tx, settings.publicUrl, {
      kind: "owner-sign-in-code",
      recipient: email,
      rendered: signInCode({ code, minutes: SIGN_IN_CODE_LIFETIME_MINUTES }),
      cause: { type: "sign-in", id: row!.id },
    });
    // codes of a day ago are never read again
    await tx.delete(emailSignInCodes).where(lt(emailSignInCodes.expiresAt, new Date(now.getTime() - 24 * HOUR_MS)));
  });
}

/**
 * The user a code signs in, made on the address's first sign-in; a wrong, used-up or expired code is refused with
 * one message, and each try counts against the code's attempts before it is compared.
 */
export async function signInWithCode(
  db: Database,
  email: string,
  code: string,
  clientAddress: string,
  now = new Date(),
) {
  await admitOrRefuse(
    db,
    [{ key: `owner-sign-in:client:${clientAddress}`, ...SIGN_IN_LIMITS.attemptsPerClient }],
    "Too many codes were tried.",
  );
  // counted first, in one statement, so parallel guesses cannot share one attempt
  const [current] = await db
    .update(emailSignInCodes)
    .set({ attempts: sql`${emailSignInCodes.attempts} + 1` })
    .where(
      eq(
        emailSignInCodes.id,
        db
          .select({ id: emailSignInCodes.id })
          .from(emailSignInCodes)
          .where(
            and(
              eq(emailSignInCodes.email, email),
              isNull(emailSignInCodes.usedAt),
              gt(emailSignInCodes.expiresAt, now),
              lt(emailSignInCodes.attempts, SIGN_IN_CODE_ATTEMPTS),
            ),
          )
          .orderBy(desc(emailSignInCodes.createdAt))
          .limit(1),
      ),
    )
    .returning();
  if (!current || !codeMatches(current.codeHash, code)) throw new HttpError(400, WRONG_CODE_MESSAGE);
  // used once: a second request with the same code finds nothing
  const [used] = await db
    .update(emailSignInCodes)
    .set({ usedAt: now })
    .where(and(eq(emailSignInCodes.id, current.id), isNull(emailSignInCodes.usedAt)))
    .returning({ id: emailSignInCodes.id });
  if (!used) throw new HttpError(400, WRONG_CODE_MESSAGE);
  const [user] = await db
    .insert(users)
    .values({ id: crypto.randomUUID(), email })
    .onConflictDoUpdate({ target: users.email, set: { updatedAt: sql`now()` } })
    .returning();
  if (user!.suspendedAt) throw new HttpError(403, SUSPENDED_MESSAGE);
  return user!;
}
