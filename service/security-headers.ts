// Headers every response carries, the API's, the admin app's, the owner's dashboard's and the public site's alike.
import { Elysia } from "elysia";
import { CSP_DIRECTIVES } from "../shared/csp.ts";
import { PREVIEW_PATH_PREFIX } from "../shared/preview.ts";
import { addressedOrigin } from "./request-source.ts";
import type { Env } from "./env.ts";
import { requestPath } from "./http.ts";

/** No page may be framed (clickjacking); a <meta> policy cannot say so, so every response's header does. */
const FRAME_ANCESTORS = "frame-ancestors 'none'";

/**
 * The public site's pages (and an admin's preview of one) carry their full policy in a <meta> that Astro writes with
 * the hashes of each page's inline scripts and styles (astro.config.mjs). Both policies apply, so the header adds
 * only what the <meta> cannot carry and repeats what holds for every page; a script-src here would have to list
 * every page's hashes.
 */
export const PAGE_CONTENT_SECURITY_POLICY = [
  FRAME_ANCESTORS,
  "base-uri 'self'",
  "object-src 'none'",
  "form-action 'self'",
].join("; ");

/**
 * The admin app (built by Vite: its scripts and style sheets are files, none inline), the API and the few pages the
 * service writes itself (sign-in problems) get the whole policy here. Style attributes stay allowed: those pages
 * use them, and they run no script.
 */
export const APP_CONTENT_SECURITY_POLICY = [
  ...CSP_DIRECTIVES,
  "script-src 'self'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  FRAME_ANCESTORS,
].join("; ");

const isUnder = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/**
 * The policy a path's answer gets: the app's (the admin, the owner's dashboard, the API), or a prebuilt page's
 * (every path no API or app route claims).
 */
export function contentSecurityPolicyFor(path: string): string {
  if (path.startsWith(PREVIEW_PATH_PREFIX)) return PAGE_CONTENT_SECURITY_POLICY;
  const app = isUnder(path, "/admin") || isUnder(path, "/owner") || path.startsWith("/api/");
  return app ? APP_CONTENT_SECURITY_POLICY : PAGE_CONTENT_SECURITY_POLICY;
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
};

/** A year; sent only over https, since a browser ignores it on http and it would pin a plain-http install. */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000";

/**
 * Whether the site is served over https: its public address says so, or the browser reached us over https,
 * directly or through a trusted proxy that says so (X-Forwarded-Proto behind TRUST_PROXY).
 */
export function servedOverHttps(request: Request, env: Env): boolean {
  if (env.publicUrl.startsWith("https://")) return true;
  // the address it was sent to, without parsing it (asked for each page sent from memory)
  if (!env.TRUST_PROXY) return request.url.startsWith("https:");
  return addressedOrigin(request, env)?.startsWith("https://") ?? false;
}

/** The headers every answer to `request` carries; `path` when the caller has it already. */
export function securityHeadersFor(request: Request, env: Env, path = requestPath(request)): Record<string, string> {
  const headers: Record<string, string> = {
    ...SECURITY_HEADERS,
    "content-security-policy": contentSecurityPolicyFor(path),
  };
  if (servedOverHttps(request, env)) headers["strict-transport-security"] = STRICT_TRANSPORT_SECURITY;
  return headers;
}

export function securityHeaders(env: Env) {
  return new Elysia({ name: "security-headers" }).onRequest(({ request, set }) => {
    Object.assign(set.headers, securityHeadersFor(request, env));
  });
}
