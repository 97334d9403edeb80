// Where the login may send an editor back to: a path of this admin app only, never another site.

export const ADMIN_BASE = "/admin";
export const LOGIN_PATH = "/login";
export const DASHBOARD_PATH = "/dashboard";

/** The `next` a login returns to, if it is a safe in-app path (starts with one "/"; no scheme, no "//"). */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return DASHBOARD_PATH;
  if (next === "/" || next === LOGIN_PATH || next.startsWith(`${LOGIN_PATH}?`)) return DASHBOARD_PATH;
  return next;
}

/** The router reports full pathnames ("/admin/blog"); the app's own links omit the base ("/blog"). */
export function withoutBase(pathname: string): string {
  if (pathname === ADMIN_BASE) return "/";
  return pathname.startsWith(`${ADMIN_BASE}/`) ? pathname.slice(ADMIN_BASE.length) : pathname;
}

export function loginPathReturningTo(path: string): string {
  return `${LOGIN_PATH}?next=${encodeURIComponent(path)}`;
}
