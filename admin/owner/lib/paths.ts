// The owner's dashboard lives at /owner (a page of the admin's build, never inside /admin). Its own links omit the
// base; the sign-in returns to a path of this app only.

export const OWNER_BASE = "/owner";
export const OWNER_SIGN_IN_PATH = "/sign-in";
export const OWNER_HOME_PATH = "/";

/** The `next` a sign-in returns to, if it is a safe in-app path (starts with one "/"; no scheme, no "//"). */
export function safeOwnerNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return OWNER_HOME_PATH;
  if (next === OWNER_SIGN_IN_PATH || next.startsWith(`${OWNER_SIGN_IN_PATH}?`)) return OWNER_HOME_PATH;
  return next;
}

export const ownerSignInReturningTo = (path: string) => `${OWNER_SIGN_IN_PATH}?next=${encodeURIComponent(path)}`;

/** Where Google or Facebook sign-in returns the owner: this app's page they were going to. */
export const providerReturnPath = (next: string) => `${OWNER_BASE}${next === "/" ? "" : next}`;
