// Where a visitor goes back to after signing in or out: a path on this site, never another site.
import { isPlainText, isSitePath } from "../../../shared/schemas/fields.ts";

const RETURN_PATH_MAX_LENGTH = 2000;

/**
 * The same-site path `value` names, or undefined. The value is resolved against the site first (dot segments,
 * backslashes read as slashes, as a browser reads them), and what is checked is that resolved path with its
 * percent-escapes decoded: it must stay on the site, have no empty segment (`//evil.example`, however it was
 * spelt: `/.//evil.example`, `/%2e//evil.example`, `/%2F%2Fevil.example`), no dot segment and no backslash left
 * once decoded (`/%5Cevil.example`), no control character (`/\t/evil.example`, which a browser strips to
 * `//evil.example`), and must not be an API path (a return to /api/logout would sign the visitor straight out).
 * The answer is that resolved path, so what is used is exactly what was checked.
 */
export function safeReturnPath(value: unknown, siteOrigin: string): string | undefined {
  if (typeof value !== "string" || value.length > RETURN_PATH_MAX_LENGTH) return undefined;
  if (!isSitePath(value) || !isPlainText(value)) return undefined;
  const url = new URL(value, siteOrigin);
  if (url.origin !== siteOrigin || !isPagePath(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A resolved path that names a page as plainly decoded as it is written: `/`, `/blog/first-post`, `/categories/`. */
function isPagePath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  if (!isPlainText(decoded) || decoded.includes("\\") || decoded.startsWith("/api/")) return false;
  const segments = decoded.slice(1).split("/");
  // only the last segment may be empty: a trailing slash
  return segments.every((segment, index) =>
    segment === "" ? index === segments.length - 1 : segment !== "." && segment !== "..",
  );
}

/** The path of a same-site Referer, for a sign-in started without `returnTo` (the page the visitor was on). */
export function refererPath(request: Request, siteOrigin: string): string | undefined {
  const referer = request.headers.get("referer");
  const url = referer ? URL.parse(referer) : null;
  if (!url || url.origin !== siteOrigin) return undefined;
  return safeReturnPath(`${url.pathname}${url.search}`, siteOrigin);
}
