// The signed-in hints: cookies the service sets beside an HttpOnly session (a visitor's, an admin's) that say only
// that the session exists, so a page asks who is signed in only then; without one it asks nothing, and no 401
// reaches the console. They hold no secret, so scripts may read and forget them.

/** Matches document.cookie when it holds the cookie `name` (the site's head script inlines its source). */
export const cookiePattern = (name: string) => new RegExp(`(?:^|;\\s*)${name}=`);

/** Forgets a hint the service has answered 401 for: its session is gone. */
export function forgetSignedInHint(name: string): void {
  document.cookie = `${name}=; Max-Age=0; Path=/`;
}
