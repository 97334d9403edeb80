// The admin's sign-in and password change, behind the brute-force brakes. Plain functions: the session
// routes read the request, call these and answer HTTP.
import { eq } from "drizzle-orm";
import { WRONG_CURRENT_PASSWORD_MESSAGE } from "../../shared/messages.ts";
import type { AdminProfile } from "../../shared/schemas/admin.ts";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import { admins } from "../db/schema.ts";
import { RuleViolationError } from "../errors.ts";
import { auditedWrite } from "../audit/audited-write.ts";
import { findAdminByUsername } from "./accounts.ts";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password.ts";
import { assertLoginAllowed, beginLoginAttempt, markLoginSucceeded } from "./login-throttle.ts";
import { createSession, invalidateOtherSessions } from "./sessions.ts";

/**
 * Checks a login and opens a session for the admin it names. Undefined when it fails, whatever failed
 * (unknown username, wrong password, inactive admin): the answer must not tell which. An unknown
 * username costs the same password check as a known one, so the timing does not tell either.
 */
export async function logIn(db: Database, attempt: { username: string; password: string; ip: string }) {
  const { username, password, ip } = attempt;
  await assertLoginAllowed(db, username, ip);
  const attemptId = await beginLoginAttempt(db, username, ip);
  const admin = await findAdminByUsername(db, username);
  const passwordMatches = admin
    ? await verifyPassword(password, admin.passwordHash)
    : await verifyAgainstDummy(password);
  if (!admin || !passwordMatches || !admin.isActive) return undefined;
  await markLoginSucceeded(db, attemptId);
  return { admin, session: await createSession(db, admin.id) };
}

/**
 * Replaces a signed-in admin's password once the current one is confirmed, and signs out the admin's
 * other sessions (devices signed in with the old password); the session of `keptSessionToken` stays.
 * The login's brakes apply: a stolen session must not become a way to guess the password.
 */
export async function changePassword(
  context: AppContext,
  admin: AdminProfile,
  change: { currentPassword: string; newPassword: string; ip: string; keptSessionToken: string },
) {
  const { db } = context;
  await assertLoginAllowed(db, admin.username, change.ip);
  const attemptId = await beginLoginAttempt(db, admin.username, change.ip);
  const [stored] = await db.select({ passwordHash: admins.passwordHash }).from(admins).where(eq(admins.id, admin.id));
  if (!stored || !(await verifyPassword(change.currentPassword, stored.passwordHash))) {
    throw new RuleViolationError(WRONG_CURRENT_PASSWORD_MESSAGE, "currentPassword");
  }
  await markLoginSucceeded(db, attemptId);
  const passwordHash = await hashPassword(change.newPassword);
  await auditedWrite(context, admin, async (tx) => {
    await tx.update(admins).set({ passwordHash, updatedAt: new Date() }).where(eq(admins.id, admin.id));
    await invalidateOtherSessions(tx, admin.id, change.keptSessionToken);
    return { result: undefined, audit: { entity: "admin", entityId: admin.id, action: "password", changes: {} } };
  });
}
