// The guard every /api/admin/* route except login sits behind: a valid session cookie (401 otherwise; 403 to a
// signed-in visitor, an owner among them, who is someone the admin refuses rather than someone yet to sign in)
// and, for state-changing methods, a request that comes from this site (403 otherwise), because a
// SameSite=Lax cookie alone still rides along on some cross-site requests.
import { Elysia } from "elysia";
import { NOT_AN_EDITOR_MESSAGE, NOT_SIGNED_IN_MESSAGE } from "../../shared/messages.ts";
import type { AdminProfile } from "../../shared/schemas/admin.ts";
import type { AppContext } from "../context.ts";
import { HttpError } from "../http.ts";
import { sessionVisitor } from "../modules/visitor-auth/sessions.ts";
import { assertSameSite } from "../request-source.ts";
import {
  ADMIN_COOKIES,
  type SessionAdmin,
  sessionTokenOf,
  setSessionCookies,
  validateSessionToken,
} from "./sessions.ts";

export function toAdminProfile(admin: SessionAdmin): AdminProfile {
  const { id, username, email, firstName, lastName, role } = admin;
  return { id, username, email, firstName, lastName, role };
}

/** Use in each admin feature module: gives its handlers `admin` (the signed-in profile) and `sessionToken`. */
export function requireAdmin(context: AppContext) {
  const { db, env } = context;
  return new Elysia().resolve({ as: "scoped" }, async ({ cookie, request }) => {
    const token = sessionTokenOf(cookie, env, ADMIN_COOKIES);
    const session = token ? await validateSessionToken(db, token) : undefined;
    if (!session) {
      if ((await sessionVisitor(context, cookie)).visitor) throw new HttpError(403, NOT_AN_EDITOR_MESSAGE);
      throw new HttpError(401, NOT_SIGNED_IN_MESSAGE);
    }
    assertSameSite(request, env);
    if (session.renewedExpiresAt) setSessionCookies(cookie, env, ADMIN_COOKIES, token!, session.renewedExpiresAt);
    return { admin: toAdminProfile(session.admin), sessionToken: token! };
  });
}
