// Admins and signed-in requests for the admin API tests. One real argon2 hash per test file: the
// password hash is computed once and reused for every admin the seeds insert.
import { hashPassword } from "../auth/password.ts";
import { createSession, SESSION_COOKIE_NAME } from "../auth/sessions.ts";
import type { Database } from "../db/client.ts";
import { admins } from "../db/schema.ts";
import { TEST_ORIGIN, type TestApp } from "./app.ts";

export const TEST_ADMIN = { username: "ganga", password: "river-of-stillness-108" } as const;

let passwordHash: Promise<string> | undefined;

export async function insertAdmin(db: Database, overrides: Partial<typeof admins.$inferInsert> = {}) {
  passwordHash ??= hashPassword(TEST_ADMIN.password);
  const [admin] = await db
    .insert(admins)
    .values({ username: TEST_ADMIN.username, passwordHash: await passwordHash, ...overrides })
    .returning();
  return admin!;
}

/** The cookie of a fresh session for the admin, as the session token's `name=value` pair. */
export async function sessionCookie(db: Database, adminId: number) {
  const { token } = await createSession(db, adminId);
  return `${SESSION_COOKIE_NAME}=${token}`;
}

/** Headers of a same-site request from a signed-in admin. */
export async function signedInHeaders(db: Database, adminId: number) {
  return { cookie: await sessionCookie(db, adminId), origin: TEST_ORIGIN };
}

/** A request function for the test app that calls as a signed-in admin (the first one inserted, by default). */
export function requestAsAdmin(t: TestApp, adminId = 1) {
  return async (method: string, path: string, body?: unknown) =>
    t.request(method, path, { body, headers: await signedInHeaders(t.db, adminId) });
}

/** The session token a response's Set-Cookie carries, if any. */
export function sessionTokenFrom(response: Response): string | undefined {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`));
  return header?.slice(SESSION_COOKIE_NAME.length + 1).split(";")[0];
}
