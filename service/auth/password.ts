// Admin password hashing: argon2id at OWASP's minimum (19 MiB, 2 passes). One check costs tens of
// milliseconds of CPU, so at most a few run at once and a flood of logins queues (or is refused)
// instead of pinning every core.
import { HttpError } from "../http.ts";

export const PASSWORD_HASH_OPTIONS = { algorithm: "argon2id", memoryCost: 19456, timeCost: 2 } as const;

const MAX_CONCURRENT_HASHES = 2;
/** Beyond this many waiting checks a login answers 503 rather than growing an unbounded queue. */
const MAX_WAITING_HASHES = 50;

let running = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) {
    if (waiting.length >= MAX_WAITING_HASHES) {
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
}

export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => Bun.password.hash(password, PASSWORD_HASH_OPTIONS));
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return withHashSlot(() => Bun.password.verify(password, hash, PASSWORD_HASH_OPTIONS.algorithm));
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real check for a username that does not exist, so the answer's timing
 * does not tell an attacker which usernames do.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("no admin has this password");
  await verifyPassword(password, await dummyHash);
  return false;
}
