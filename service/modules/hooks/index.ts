// POST /api/hooks/rebuild: lets a CI job, a cron or another system ask for a rebuild of the public site. Not an
// admin route (no session, no Origin check): the caller proves itself with REBUILD_HOOK_SECRET, sent as
// `Authorization: Bearer <token>` or `X-Hook-Token: <token>`. Without the secret configured the hook is off (404).
import crypto from "node:crypto";
import { Elysia } from "elysia";
import { clientAddress } from "../../request-source.ts";
import type { AppContext } from "../../context.ts";
import { HttpError } from "../../http.ts";

export const HOOK_OFF_MESSAGE = "The rebuild hook is off: set REBUILD_HOOK_SECRET to turn it on";
export const HOOK_TOKEN_MESSAGE = "A valid hook token is required";
export const HOOK_QUEUED_MESSAGE = "A rebuild of the site is queued";
export const HOOK_NO_BUILDER_MESSAGE = "This process does not build the site";
/** What a hook asks for a build with, as the admin's Publishing screen shows it. */
export const HOOK_CHANGE = { reason: "webhook", requestedBy: "hook" } as const;

/** Requests one client address may make in a minute: plenty for CI, little for guessing (and every build coalesces). */
export const HOOK_REQUESTS_PER_MINUTE = 30;
const MINUTE_MS = 60_000;

/** Compares in constant time: both sides are hashed first, so neither the content nor the length leaks. */
export function tokenMatches(given: string, secret: string): boolean {
  const digest = (value: string) => crypto.createHash("sha256").update(value).digest();
  return crypto.timingSafeEqual(digest(given), digest(secret));
}

function tokenOf(request: Request): string {
  const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.get("authorization") ?? "")?.[1];
  return (bearer ?? request.headers.get("x-hook-token") ?? "").trim();
}

/** A fixed one-minute window per client address; answers how long to wait, or 0 when the request may go on. */
function minuteLimiter(limit: number) {
  const windows = new Map<string, { start: number; count: number }>();
  return (key: string, now = Date.now()): number => {
    if (windows.size > 10_000) {
      for (const [stale, window] of windows) if (now - window.start >= MINUTE_MS) windows.delete(stale);
    }
    const window = windows.get(key);
    if (!window || now - window.start >= MINUTE_MS) {
      windows.set(key, { start: now, count: 1 });
      return 0;
    }
    window.count++;
    return window.count > limit ? window.start + MINUTE_MS - now : 0;
  };
}

export function hookRoutes(context: AppContext) {
  const secret = context.env.REBUILD_HOOK_SECRET;
  const waitFor = minuteLimiter(HOOK_REQUESTS_PER_MINUTE);
  return new Elysia({ prefix: "/api/hooks" }).post("/rebuild", async ({ request, server, set }) => {
    if (!secret) throw new HttpError(404, HOOK_OFF_MESSAGE);
    const waitMs = waitFor(clientAddress(request, server, context.env));
    if (waitMs > 0) {
      const seconds = String(Math.ceil(waitMs / 1000));
      throw new HttpError(429, `Too many requests. Try again in ${seconds} s.`, undefined, { "Retry-After": seconds });
    }
    if (!tokenMatches(tokenOf(request), secret)) {
      throw new HttpError(401, HOOK_TOKEN_MESSAGE, undefined, { "WWW-Authenticate": "Bearer" });
    }
    if (!context.requestBuild) throw new HttpError(503, HOOK_NO_BUILDER_MESSAGE);
    const buildId = await context.requestBuild({ ...HOOK_CHANGE });
    set.status = 202;
    return { message: HOOK_QUEUED_MESSAGE, buildId };
  });
}
