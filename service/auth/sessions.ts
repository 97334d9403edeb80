// Admin sessions: a random token lives only in the visitor's cookie; the database keeps its SHA-256,
// so a leaked table cannot be replayed. Expiry slides: an active admin stays signed in.
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { and, eq, gt, lte, ne } from "drizzle-orm";
import type { Cookie } from "elysia";
import { ADMIN_SIGNED_IN_HINT_COOKIE } from "../../shared/constants.ts";
import type { Database } from "../db/client.ts";
import { adminSessions, admins } from "../db/schema.ts";
import type { Env } from "../env.ts";

export const SESSION_COOKIE_NAME = "sor_admin_session";
const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY_MS;

/** 20 random bytes = 160 bits, written as 32 base32 characters. */
export function generateSessionToken(): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
}

export function hashSessionToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export async function createSession(db: Database, adminId: number, now = new Date()) {
  const token = generateSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  // Sign-in is a good moment to sweep expired sessions; the index on expires_at keeps it cheap.
  await db.delete(adminSessions).where(lte(adminSessions.expiresAt, now));
  await db.insert(adminSessions).values({ tokenHash: hashSessionToken(token), adminId, expiresAt });
  return { token, expiresAt };
}

export type SessionAdmin = typeof admins.$inferSelect;

/**
 * Resolves the active admin a token belongs to. `renewedExpiresAt` is set when less than half of the
 * lifetime remained and the session was extended: the caller re-sends the cookie with it.
 */
export async function validateSessionToken(db: Database, token: string, now = new Date()) {
  const tokenHash = hashSessionToken(token);
  const [row] = await db
    .select({ admin: admins, expiresAt: adminSessions.expiresAt })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(and(eq(adminSessions.tokenHash, tokenHash), gt(adminSessions.expiresAt, now)))
    .limit(1);
  if (!row || !row.admin.isActive) return undefined;
  let renewedExpiresAt: Date | undefined;
  if (row.expiresAt.getTime() - now.getTime() < SESSION_LIFETIME_MS / 2) {
    renewedExpiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    await db.update(adminSessions).set({ expiresAt: renewedExpiresAt }).where(eq(adminSessions.tokenHash, tokenHash));
  }
  return { admin: row.admin, renewedExpiresAt };
}

export async function invalidateSession(db: Database, token: string) {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashSessionToken(token)));
}

export async function invalidateOtherSessions(db: Database, adminId: number, keptToken: string) {
  await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.adminId, adminId), ne(adminSessions.tokenHash, hashSessionToken(keptToken))));
}

/** Cookies are Secure wherever the site is served over https or runs in production. */
const cookiesAreSecure = (env: Env) => env.NODE_ENV === "production" || env.publicUrl.startsWith("https:");

/** Cookie attributes: Secure as above, Path=/ and no Domain (the `__Host-` prefix requires both). */
export function sessionCookieOptions(env: Env, expires: Date) {
  return { httpOnly: true, sameSite: "lax" as const, path: "/", secure: cookiesAreSecure(env), expires };
}

/**
 * A session cookie's name: with Secure, `__Host-` before it, so the browser keeps it only as set by this very host
 * over https (a sibling subdomain or a plain-http page on the network cannot plant or overwrite it). Without Secure
 * (development over http) the bare name: browsers refuse a `__Host-` cookie that is not Secure.
 */
export function sessionCookieName(env: Env, name: string) {
  return cookiesAreSecure(env) ? `__Host-${name}` : name;
}

type Cookies = Record<string, Cookie<unknown>>;

/**
 * A session's HttpOnly cookie and the signed-in hint beside it. `session` is the bare name (see sessionCookieName);
 * the hint keeps its name, which page scripts read, and holds no secret.
 */
export interface SessionCookies {
  session: string;
  hint: string;
}

/** The session token a request's cookie holds under the name this environment gives it, or undefined. */
export function sessionTokenOf(cookie: Cookies, env: Env, names: SessionCookies) {
  const token = cookie[sessionCookieName(env, names.session)]?.value;
  return typeof token === "string" && token ? token : undefined;
}

export const ADMIN_COOKIES: SessionCookies = { session: SESSION_COOKIE_NAME, hint: ADMIN_SIGNED_IN_HINT_COOKIE };

/**
 * Sets (or, with `expires` in the past, clears) a session cookie and the signed-in hint beside it. The hint has
 * the session's lifetime and no secret: page scripts read it, so it is not HttpOnly.
 */
export function setSessionCookies(cookie: Cookies, env: Env, names: SessionCookies, token: string, expires: Date) {
  const options = sessionCookieOptions(env, expires);
  cookie[sessionCookieName(env, names.session)]!.set({ value: token, ...options });
  cookie[names.hint]!.set({ value: token ? "1" : "", ...options, httpOnly: false });
}

export function clearSessionCookies(cookie: Cookies, env: Env, names: SessionCookies) {
  setSessionCookies(cookie, env, names, "", new Date(0));
}
