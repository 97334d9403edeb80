// Where a visitor goes back to after signing in or out: a path on this site, never another site.
import { isPlainText, isSitePath } from "../../../shared/schemas/fields.ts";

const RETURN_PATH_MAX_LENGTH = 2000;

/**
 * The same-site path `value` names, or undefined. `//evil.example`, `/\evil.example` and absolute URLs are
 * refused, and so is anything a browser would read as another site once it strips tabs and line breaks
 * (`/\t/evil.example`): the path is resolved against the site and must stay on it. API paths are refused
 * too (a return to /api/logout would sign the visitor straight out). The answer is the resolved path, so
 * what is used is exactly what was checked.
 */
export function safeReturnPath(value: unknown, siteOrigin: string): string | undefined {
  if (typeof value !== "string" || value.length > RETURN_PATH_MAX_LENGTH) return undefined;
  if (!isSitePath(value) || !isPlainText(value) || value.includes("\\")) return undefined;
  const url = new URL(value, siteOrigin);
  if (url.origin !== siteOrigin || url.pathname.startsWith("/api/")) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The path of a same-site Referer, for a sign-in started without `returnTo` (the page the visitor was on). */
export function refererPath(request: Request, siteOrigin: string): string | undefined {
  const referer = request.headers.get("referer");
  const url = referer ? URL.parse(referer) : null;
  if (!url || url.origin !== siteOrigin) return undefined;
  return safeReturnPath(`${url.pathname}${url.search}`, siteOrigin);
}
