// The signed-in hints: cookies the service sets beside an HttpOnly session (a visitor's, an admin's) that say only
// that the session exists, so a page asks who is signed in only then; without one it asks nothing, and no 401
// reaches the console. They hold no secret, so scripts may read and forget them. Their names are here rather than
// only among the constants (which re-export them) so that every page's header script, which reads the visitor's,
// does not fetch the chunk of every constant the islands share (0.8 KB gzip).

/**
 * A cookie that only says a visitor session exists (no secret in it, readable by page scripts), so the auth
 * area asks /api/auth/user only then: anonymous visitors make no request. The session itself is HttpOnly.
 */
export const SIGNED_IN_HINT_COOKIE = "sor_signed_in";
/** The same for an admin session: the admin app asks /api/admin/me only when it is there. */
export const ADMIN_SIGNED_IN_HINT_COOKIE = "sor_admin_signed_in";

/** Matches document.cookie when it holds the cookie `name` (the site's head script inlines its source). */
export const cookiePattern = (name: string) => new RegExp(`(?:^|;\\s*)${name}=`);

/** Forgets a hint the service has answered 401 for: its session is gone. */
export function forgetSignedInHint(name: string): void {
  document.cookie = `${name}=; Max-Age=0; Path=/`;
}
