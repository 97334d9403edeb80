// Admin password hashing: argon2id at OWASP's minimum (19 MiB, 2 passes). One check costs about
// 35-40 ms of CPU on the 2-core machine measured (service/auth/password.bench.ts), so only one runs at
// a time and a flood of logins queues (or is refused) instead of pinning every core.
import { createConcurrencyLimit } from "./concurrency-limit.ts";

export const PASSWORD_HASH_OPTIONS = { algorithm: "argon2id", memoryCost: 19456, timeCost: 2 } as const;

// One check at a time leaves the other core of the two measured here to the rest of the API, however
// many logins arrive; 25 waiting are about one second of work.
const withHashSlot = createConcurrencyLimit({ maxRunning: 1, maxWaiting: 25 });

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
