// Sign-in, sign-out, the signed-in profile and the password change of the admin area: HTTP only, the
// flows themselves live in auth/login.ts.
import { Elysia } from "elysia";
import { INVALID_CREDENTIALS_MESSAGE } from "../../../../shared/messages.ts";
import { AdminLoginSchema, AdminPasswordChangeSchema } from "../../../../shared/schemas/admin.ts";
import { requireAdmin, toAdminProfile } from "../../../auth/guard.ts";
import { assertSameSite, clientAddress } from "../../../request-source.ts";
import { changePassword, logIn } from "../../../auth/login.ts";
import { ADMIN_COOKIES, clearSessionCookies, invalidateSession, setSessionCookies } from "../../../auth/sessions.ts";
import type { AppContext } from "../../../context.ts";
import { HttpError, parseInput } from "../../../http.ts";

export function adminLoginRoutes({ db, env }: AppContext) {
  return new Elysia({ prefix: "/api/admin" }).post("/login", async ({ body, request, server, cookie }) => {
    assertSameSite(request, env);
    const credentials = parseInput(AdminLoginSchema, body);
    const signedIn = await logIn(db, { ...credentials, ip: clientAddress(request, server, env) });
    if (!signedIn) throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE);
    const { admin, session } = signedIn;
    setSessionCookies(cookie, env, ADMIN_COOKIES, session.token, session.expiresAt);
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
      clearSessionCookies(cookie, env, ADMIN_COOKIES);
      set.status = 204;
    })
    .put("/me/password", async ({ body, admin, sessionToken, request, server, set }) => {
      const passwords = parseInput(AdminPasswordChangeSchema, body);
      const ip = clientAddress(request, server, env);
      await changePassword(context, admin, { ...passwords, ip, keptSessionToken: sessionToken });
      set.status = 204;
    });
}
