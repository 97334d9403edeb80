// Who is signed in, asked once per page and shared by the auth area and the islands (review and inquiry
// forms, My account). The service sets a non-secret hint cookie beside the HttpOnly session: without it the
// visitor is anonymous and nothing is requested (no request, no 401 in the console).
import type { SignedInUser } from "../../../shared/schemas/user.ts";
import { cookiePattern, SIGNED_IN_HINT_COOKIE } from "../../../shared/signed-in-hint.ts";

/**
 * Set on <html> by the head script before the first paint when the signed-in hint cookie is there: the auth area
 * then shows its placeholder until /api/auth/user answers. Without it the visitor is signed out, and Sign In shows
 * at once (site/styles/global.css).
 */
export const SIGNED_IN_HINT_CLASS = "signed-in-hint";

/** The signed-in hint among a page's cookies (the head script tests it too, before the first paint). */
export const SIGNED_IN_HINT_PATTERN = cookiePattern(SIGNED_IN_HINT_COOKIE);

function hasSignedInHint(cookies = document.cookie): boolean {
  return SIGNED_IN_HINT_PATTERN.test(cookies);
}

/** The visitor's name as the provider gave it ("" when it gave none). */
export function fullName(user: SignedInUser): string {
  return [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
}

let currentUser: Promise<SignedInUser | null> | undefined;

/** The signed-in visitor, or null; any failure, 401 included, means signed out and shows nothing (spec section 8). */
export function fetchCurrentUser(): Promise<SignedInUser | null> {
  currentUser ??= hasSignedInHint()
    ? fetch("/api/auth/user", { credentials: "include" })
        .then((response) => (response.ok ? (response.json() as Promise<SignedInUser>) : null))
        .catch(() => null)
    : Promise.resolve(null);
  return currentUser;
}

/** The path (with query) of this page, for a sign-in or sign-out to return to. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export function signInUrl(provider: string): string {
  return `/api/login?provider=${provider}&returnTo=${encodeURIComponent(currentPath())}`;
}

/** Where the Sign out form posts: the service signs out and sends the visitor back to this page. */
export function signOutUrl(): string {
  return `/api/logout?returnTo=${encodeURIComponent(currentPath())}`;
}
