import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADMIN_SIGNED_IN_HINT_COOKIE } from "../../../../shared/constants.ts";
import { INVALID_CREDENTIALS_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from "../../../../shared/messages.ts";
import { AdminProfileSchema, LOGIN_FIELDS_MESSAGE } from "../../../../shared/schemas/admin.ts";
import { SESSION_COOKIE_NAME, SESSION_LIFETIME_MS, hashSessionToken } from "../../../auth/sessions.ts";
import { adminSessions, admins, loginAttempts } from "../../../db/schema.ts";
import { TEST_ORIGIN, useTestApp } from "../../../test-support/app.ts";
import { TEST_ADMIN, insertAdmin, sessionTokenFrom } from "../../../test-support/admin.ts";

const t = await useTestApp(
  async (db) => {
    await insertAdmin(db, { email: "ganga@example.com", firstName: "Ganga" });
  },
  { env: { TRUST_PROXY: "true" } },
);

function login(body: unknown, { ip = "203.0.113.7", origin = TEST_ORIGIN }: { ip?: string; origin?: string } = {}) {
  return t.request("POST", "/api/admin/login", { body, headers: { origin, "x-forwarded-for": ip } });
}
const wrongPassword = { username: TEST_ADMIN.username, password: "not the password" };

describe("POST /api/admin/login", () => {
  it("signs in with the right password: the profile without the hash, and an HttpOnly, SameSite=Lax cookie", async () => {
    const response = await login({ username: `  ${TEST_ADMIN.username} `, password: TEST_ADMIN.password });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: 1,
      username: TEST_ADMIN.username,
      email: "ganga@example.com",
      firstName: "Ganga",
      lastName: null,
      role: "admin",
    });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    // the test site is plain http on localhost
    expect(cookie).not.toMatch(/Secure/i);
    // beside it, a hint the admin app can read, which says only that there is a session
    const hint = response.headers.getSetCookie().find((c) => c.startsWith(`${ADMIN_SIGNED_IN_HINT_COOKIE}=`));
    expect(hint).toMatch(new RegExp(`^${ADMIN_SIGNED_IN_HINT_COOKIE}=1;`));
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/Path=\//);
  });

  it("stores only the SHA-256 of the session token, never the token", async () => {
    const token = sessionTokenFrom(await login(TEST_ADMIN));
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    const rows = await t.db.select().from(adminSessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(token);
    expect(rows[0]!.tokenHash).toBe(hashSessionToken(token!));
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("answers a wrong password and an unknown username alike", async () => {
    for (const body of [wrongPassword, { username: "nobody", password: "whatever" }]) {
      const response = await login(body);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: INVALID_CREDENTIALS_MESSAGE });
      expect(sessionTokenFrom(response)).toBeUndefined();
    }
  });

  it("refuses an inactive admin with the same message", async () => {
    await t.db.update(admins).set({ isActive: false });
    const response = await login(TEST_ADMIN);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: INVALID_CREDENTIALS_MESSAGE });
  });

  it("asks for both fields when one is empty", async () => {
    for (const body of [{ username: "  ", password: "x" }, { username: "ganga", password: "" }, {}]) {
      const response = await login(body);
      expect(response.status).toBe(422);
      expect((await response.json()).message).toBe(LOGIN_FIELDS_MESSAGE);
    }
  });

  it("refuses a login posted from another site", async () => {
    const response = await login(TEST_ADMIN, { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "Cross-site request refused" });
  });
});

describe("brute-force brakes", () => {
  it("answers the 6th bad login for a username from one address with 429 and Retry-After, before checking the password", async () => {
    for (let attempt = 1; attempt <= 5; attempt++) expect((await login(wrongPassword)).status).toBe(401);
    const sixth = await login(TEST_ADMIN);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(sixth.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect((await sixth.json()).message).toMatch(/Too many login attempts/);
    // the refused attempt was not even recorded
    expect(await t.db.$count(loginAttempts)).toBe(5);
  });

  it("still lets the same username in from another address", async () => {
    for (let attempt = 1; attempt <= 5; attempt++) await login(wrongPassword);
    expect((await login(TEST_ADMIN, { ip: "198.51.100.9" })).status).toBe(200);
  });

  it("doubles the lockout with each further failure", async () => {
    // Moving every failure back two hours ends the lockout but keeps the streak (remembered for a day);
    // one more failure then locks again, and the next attempt reads how long.
    const retryAfterOnce = async () => {
      await t.db
        .update(loginAttempts)
        .set({ createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
        .where(eq(loginAttempts.succeeded, false));
      const blocked = await login(wrongPassword);
      return blocked.status === 429 ? undefined : Number((await login(wrongPassword)).headers.get("retry-after"));
    };
    for (let attempt = 1; attempt <= 5; attempt++) await login(wrongPassword);
    const afterSix = await retryAfterOnce();
    const afterSeven = await retryAfterOnce();
    expect(afterSix).toBeGreaterThan(60);
    expect(afterSix).toBeLessThanOrEqual(120);
    expect(afterSeven).toBeGreaterThan(120);
    expect(afterSeven).toBeLessThanOrEqual(240);
  });

  it("forgets the failures once the admin signs in", async () => {
    for (let attempt = 1; attempt <= 4; attempt++) await login(wrongPassword);
    expect((await login(TEST_ADMIN)).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) expect((await login(wrongPassword)).status).toBe(401);
  });

  it("allows at most 100 checked attempts an hour from one address, whatever the usernames", async () => {
    const recent = new Date(Date.now() - 10 * 60 * 1000);
    await t.db.insert(loginAttempts).values(
      Array.from({ length: 100 }, (_, i) => ({
        username: `guess-${i}`,
        ip: "203.0.113.7",
        succeeded: false,
        createdAt: recent,
      })),
    );
    const response = await login(TEST_ADMIN);
    expect(response.status).toBe(429);
    // the oldest attempt leaves the window in about 50 minutes
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(49 * 60);
    expect(Number(response.headers.get("retry-after"))).toBeLessThanOrEqual(50 * 60);
    expect((await login(TEST_ADMIN, { ip: "198.51.100.9" })).status).toBe(200);
  });
});

describe("the session", () => {
  async function signIn() {
    const token = sessionTokenFrom(await login(TEST_ADMIN))!;
    return { cookie: `${SESSION_COOKIE_NAME}=${token}`, origin: TEST_ORIGIN, token };
  }

  it("GET /api/admin/me answers the signed-in admin", async () => {
    const { cookie } = await signIn();
    const response = await t.request("GET", "/api/admin/me", { headers: { cookie } });
    expect(response.status).toBe(200);
    // the profile contract: exactly the profile's fields, so a hash or any other column never leaks
    expect(AdminProfileSchema.strict().parse(await response.json()).username).toBe(TEST_ADMIN.username);
  });

  it("logout deletes the session row and clears the cookie", async () => {
    const { cookie, origin } = await signIn();
    const response = await t.request("POST", "/api/admin/logout", { headers: { cookie, origin } });
    expect(response.status).toBe(204);
    expect(await t.db.$count(adminSessions)).toBe(0);
    for (const name of [SESSION_COOKIE_NAME, ADMIN_SIGNED_IN_HINT_COOKIE]) {
      expect(response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))).toMatch(
        /^[a-z_]+=;.*Expires=Thu, 01 Jan 1970/i,
      );
    }
    expect((await t.request("GET", "/api/admin/me", { headers: { cookie } })).status).toBe(401);
  });

  it("slides the expiry forward once less than half of it remains", async () => {
    const { cookie, token } = await signIn();
    const nearlyExpired = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await t.db.update(adminSessions).set({ expiresAt: nearlyExpired });
    const response = await t.request("GET", "/api/admin/me", { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(sessionTokenFrom(response)).toBe(token);
    expect(response.headers.getSetCookie().some((c) => c.startsWith(`${ADMIN_SIGNED_IN_HINT_COOKIE}=1;`))).toBe(true);
    const [row] = await t.db.select().from(adminSessions);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_LIFETIME_MS - 60_000);
  });

  it("leaves a fresh session's expiry alone", async () => {
    const { cookie } = await signIn();
    const [before] = await t.db.select().from(adminSessions);
    const response = await t.request("GET", "/api/admin/me", { headers: { cookie } });
    expect(sessionTokenFrom(response)).toBeUndefined();
    const [after] = await t.db.select().from(adminSessions);
    expect(after!.expiresAt).toEqual(before!.expiresAt);
  });

  it("refuses an expired session and a session of a deactivated admin", async () => {
    const { cookie } = await signIn();
    await t.db.update(admins).set({ isActive: false });
    expect((await t.request("GET", "/api/admin/me", { headers: { cookie } })).status).toBe(401);
    await t.db.update(admins).set({ isActive: true });
    await t.db.update(adminSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await t.request("GET", "/api/admin/me", { headers: { cookie } })).status).toBe(401);
  });

  it("changes the password with the current one, signing out the other sessions", async () => {
    const other = await signIn();
    const current = await signIn();
    const wrong = await t.request("PUT", "/api/admin/me/password", {
      body: { currentPassword: "nope", newPassword: "a-brand-new-passphrase" },
      headers: current,
    });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual({
      message: WRONG_CURRENT_PASSWORD_MESSAGE,
      errors: { currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE },
    });
    const changed = await t.request("PUT", "/api/admin/me/password", {
      body: { currentPassword: TEST_ADMIN.password, newPassword: "a-brand-new-passphrase" },
      headers: current,
    });
    expect(changed.status).toBe(204);
    expect((await t.request("GET", "/api/admin/me", { headers: { cookie: other.cookie } })).status).toBe(401);
    expect((await t.request("GET", "/api/admin/me", { headers: { cookie: current.cookie } })).status).toBe(200);
    expect((await login({ username: TEST_ADMIN.username, password: "a-brand-new-passphrase" })).status).toBe(200);
  });
});
