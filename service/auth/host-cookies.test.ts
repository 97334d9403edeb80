// In production the session cookies carry the `__Host-` prefix (issue 44): the browser keeps them only as set by this
// host over https, with Path=/ and no Domain, so no sibling subdomain or plain-http page can plant one. A cookie under
// the bare name of development is not a session there.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADMIN_SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_COOKIE } from "../../shared/constants.ts";
import { mailOutbox } from "../db/schema.ts";
import { TEST_ADMIN, insertAdmin } from "../test-support/admin.ts";
import { TEST_ORIGIN, useTestApp } from "../test-support/app.ts";
import { VISITOR_SESSION_COOKIE } from "../modules/visitor-auth/sessions.ts";
import { SESSION_COOKIE_NAME } from "./sessions.ts";

const t = await useTestApp((db) => insertAdmin(db).then(() => undefined), { env: { NODE_ENV: "production" } });

/** The Set-Cookie line for a cookie name, and the token it sets. */
function setCookie(response: Response, name: string) {
  const line = response.headers.getSetCookie().find((candidate) => candidate.startsWith(`${name}=`));
  return { line, value: line?.split(";")[0]!.slice(name.length + 1) };
}

/**
 * The response sets the session under `__Host-{name}` (Secure, Path=/, no Domain) and not under the bare name, the
 * hint beside it under its own name; only the prefixed cookie opens `mePath`.
 */
async function expectHostSession(response: Response, name: string, hint: string, mePath: string) {
  const session = setCookie(response, `__Host-${name}`);
  expect(session.line).toMatch(/; Secure/i);
  expect(session.line).toMatch(/; Path=\/(;|$)/);
  expect(session.line).not.toMatch(/Domain=/i);
  expect(setCookie(response, name).line).toBeUndefined();
  // the hint keeps its name, which page scripts read
  expect(setCookie(response, hint).line).toMatch(new RegExp(`^${hint}=1;.*Secure`, "i"));

  const me = (cookie: string) => t.request("GET", mePath, { headers: { cookie } });
  expect((await me(`__Host-${name}=${session.value}`)).status).toBe(200);
  expect((await me(`${name}=${session.value}`)).status).toBe(401);
}

describe("session cookies in production", () => {
  it("an editor's session is __Host-sor_admin_session, Secure, Path=/ and no Domain; the bare name opens nothing", async () => {
    const login = await t.request("POST", "/api/admin/login", { body: TEST_ADMIN, headers: { origin: TEST_ORIGIN } });
    expect(login.status).toBe(200);
    await expectHostSession(login, SESSION_COOKIE_NAME, ADMIN_SIGNED_IN_HINT_COOKIE, "/api/admin/me");
  });

  it("an owner's (a visitor's) session is __Host-sor_session, Secure, Path=/ and no Domain; the bare name opens nothing", async () => {
    const email = "priya@example.com";
    const headers = { origin: TEST_ORIGIN };
    await t.request("POST", "/api/owner/sign-in/code", { body: { email }, headers });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    const code = /^\s+(\d{6})$/m.exec(mail!.textBody)![1]!;
    const signIn = await t.request("POST", "/api/owner/sign-in", { body: { email, code }, headers });
    expect(signIn.status).toBe(200);
    await expectHostSession(signIn, VISITOR_SESSION_COOKIE, SIGNED_IN_HINT_COOKIE, "/api/owner/me");
  });
});
