// Visitor sessions: the admin sessions' token scheme (a random token in an HttpOnly cookie, only its SHA-256
// stored), in a table and a cookie of their own, so a visitor session can never open an admin route.
// The spec's Session entity (sid, session data, expiry) holds them: sid is the token's hash, the data the user.
import { and, eq, gt, lte, sql } from "drizzle-orm";
import { Elysia } from "elysia";
import { SIGNED_IN_HINT_COOKIE } from "../../../shared/constants.ts";
import {
  clearSessionCookies,
  generateSessionToken,
  hashSessionToken,
  SESSION_LIFETIME_MS,
  type SessionCookies,
  sessionTokenOf,
  setSessionCookies,
} from "../../auth/sessions.ts";
import type { AppContext } from "../../context.ts";
import type { Database } from "../../db/client.ts";
import { sessions, users } from "../../db/schema.ts";

export const VISITOR_SESSION_COOKIE = "sor_session";

export type Visitor = typeof users.$inferSelect;

interface VisitorSessionData {
  userId: string;
}

const sessionUserId = sql`${sessions.sess}->>'userId'`;

export async function createVisitorSession(db: Database, userId: string, now = new Date()) {
  const token = generateSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  // Sign-in is a good moment to sweep expired sessions; the index on expire keeps it cheap.
  await db.delete(sessions).where(lte(sessions.expire, now));
  const data: VisitorSessionData = { userId };
  await db.insert(sessions).values({ sid: hashSessionToken(token), sess: data, expire: expiresAt });
  return { token, expiresAt };
}

/**
 * The visitor a token belongs to, or undefined. `renewedExpiresAt` is set when less than half of the
 * lifetime remained and the session was extended: the caller re-sends the cookies with it.
 */
async function validateVisitorSession(db: Database, token: string, now = new Date()) {
  const sid = hashSessionToken(token);
  const [row] = await db
    .select({ user: users, expire: sessions.expire })
    .from(sessions)
    .innerJoin(users, sql`${users.id} = ${sessionUserId}`)
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, now)))
    .limit(1);
  if (!row) return undefined;
  let renewedExpiresAt: Date | undefined;
  if (row.expire.getTime() - now.getTime() < SESSION_LIFETIME_MS / 2) {
    renewedExpiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    await db.update(sessions).set({ expire: renewedExpiresAt }).where(eq(sessions.sid, sid));
  }
  return { visitor: row.user, renewedExpiresAt };
}

export async function invalidateVisitorSession(db: Database, token: string) {
  await db.delete(sessions).where(eq(sessions.sid, hashSessionToken(token)));
}

/** The visitor's session cookie and signed-in hint, apart from the admin's. */
export const VISITOR_COOKIES: SessionCookies = { session: VISITOR_SESSION_COOKIE, hint: SIGNED_IN_HINT_COOKIE };

type Cookies = Parameters<typeof clearSessionCookies>[0];

/**
 * The signed-in visitor a request's cookies name, or undefined for an anonymous one. A stale session's cookies are
 * cleared, so the site stops asking; a session past half its lifetime is renewed.
 */
export async function sessionVisitor({ db, env }: AppContext, cookie: Cookies) {
  const token = sessionTokenOf(cookie, env, VISITOR_COOKIES);
  if (!token) {
    if (cookie[SIGNED_IN_HINT_COOKIE]?.value) clearSessionCookies(cookie, env, VISITOR_COOKIES);
    return { visitor: undefined, visitorToken: undefined };
  }
  const session = await validateVisitorSession(db, token);
  if (!session) {
    clearSessionCookies(cookie, env, VISITOR_COOKIES);
    return { visitor: undefined, visitorToken: undefined };
  }
  if (session.renewedExpiresAt) setSessionCookies(cookie, env, VISITOR_COOKIES, token, session.renewedExpiresAt);
  return { visitor: session.visitor, visitorToken: token };
}

/** Gives a module's handlers `visitor` (see sessionVisitor): their request goes on, signed in or not. */
export function visitorSession(context: AppContext) {
  return new Elysia().resolve({ as: "scoped" }, ({ cookie }) => sessionVisitor(context, cookie));
}
