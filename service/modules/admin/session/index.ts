// Sign-in, sign-out, the signed-in profile and the password change of the admin area.
import { eq } from "drizzle-orm";
import { Elysia } from "elysia";
import { AdminLoginSchema, AdminPasswordChangeSchema } from "../../../../shared/schemas/admin.ts";
import { findAdminByUsername } from "../../../auth/accounts.ts";
import { assertSameSite, clientAddress, requireAdmin, toAdminProfile } from "../../../auth/guard.ts";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "../../../auth/password.ts";
import { assertLoginAllowed, beginLoginAttempt, markLoginSucceeded } from "../../../auth/rate-limit.ts";
import {
  createSession,
  invalidateOtherSessions,
  invalidateSession,
  SESSION_COOKIE_NAME,
  sessionCookieOptions,
} from "../../../auth/sessions.ts";
import type { AppContext } from "../../../context.ts";
import { HttpError, parseInput } from "../../../http.ts";
import { admins } from "../../../db/schema.ts";
import { auditedWrite } from "../audited-write.ts";

export const INVALID_CREDENTIALS = "Invalid credentials";
const WRONG_CURRENT_PASSWORD = "The current password is not correct";

export function adminLoginRoutes({ db, env }: AppContext) {
  return new Elysia({ prefix: "/api/admin" }).post("/login", async ({ body, request, server, cookie }) => {
    assertSameSite(request, env);
    const { username, password } = parseInput(AdminLoginSchema, body);
    const ip = clientAddress(request, server, env);
    await assertLoginAllowed(db, username, ip);
    const attemptId = await beginLoginAttempt(db, username, ip);
    const admin = await findAdminByUsername(db, username);
    const passwordMatches = admin ? await verifyPassword(password, admin.passwordHash) : await verifyAgainstDummy(password);
    if (!admin || !passwordMatches || !admin.isActive) throw new HttpError(401, INVALID_CREDENTIALS);
    await markLoginSucceeded(db, attemptId);
    const session = await createSession(db, admin.id);
    cookie[SESSION_COOKIE_NAME]!.set({ value: session.token, ...sessionCookieOptions(env, session.expiresAt) });
    return toAdminProfile(admin);
  });
}

export function adminSessionRoutes(context: AppContext) {
  const { db, env } = context;
  return new Elysia({ prefix: "/api/admin" })
    .use(requireAdmin(context))
    .get("/me", ({ admin }) => admin)
    .post("/logout", async ({ sessionToken, cookie, set }) => {
      await invalidateSession(db, sessionToken);
      cookie[SESSION_COOKIE_NAME]!.set({ value: "", ...sessionCookieOptions(env, new Date(0)) });
      set.status = 204;
    })
    .put("/me/password", async ({ body, admin, sessionToken, request, server, set }) => {
      const { currentPassword, newPassword } = parseInput(AdminPasswordChangeSchema, body);
      // A stolen session must not become a way to guess the password: the login's brakes apply.
      const ip = clientAddress(request, server, env);
      await assertLoginAllowed(db, admin.username, ip);
      const attemptId = await beginLoginAttempt(db, admin.username, ip);
      const [stored] = await db.select({ passwordHash: admins.passwordHash }).from(admins).where(eq(admins.id, admin.id));
      if (!stored || !(await verifyPassword(currentPassword, stored.passwordHash))) {
        throw new HttpError(422, WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
      }
      await markLoginSucceeded(db, attemptId);
      const passwordHash = await hashPassword(newPassword);
      await auditedWrite(context, admin, async (tx) => {
        await tx.update(admins).set({ passwordHash, updatedAt: new Date() }).where(eq(admins.id, admin.id));
        // Other devices signed in with the old password are signed out; this one stays.
        await invalidateOtherSessions(tx, admin.id, sessionToken);
        return { result: undefined, audit: { entity: "admin", entityId: admin.id, action: "password", changes: {} } };
      });
      set.status = 204;
    });
}
