// Headers every response carries, the API's, the admin app's and the public site's alike.
import { Elysia } from "elysia";
import { addressedOrigin } from "./auth/guard.ts";
import type { Env } from "./env.ts";

/**
 * No page may be framed (clickjacking), no <base> may redirect relative URLs, no plugin content runs, and
 * forms post only to this site. No script-src yet: the built site has inline scripts that are not hashed.
 */
export const CONTENT_SECURITY_POLICY = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'";

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": CONTENT_SECURITY_POLICY,
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
};

/** A year; sent only over https, since a browser ignores it on http and it would pin a plain-http install. */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000";

/** Whether the browser reached us over https: directly, or through a trusted proxy that says so. */
function servedOverHttps(request: Request, env: Env): boolean {
  return addressedOrigin(request, env)?.startsWith("https://") ?? false;
}

export function securityHeaders(env: Env) {
  return new Elysia({ name: "security-headers" }).onRequest(({ request, set }) => {
    Object.assign(set.headers, SECURITY_HEADERS);
    if (servedOverHttps(request, env)) set.headers["strict-transport-security"] = STRICT_TRANSPORT_SECURITY;
  });
}
