// The auth area every page carries, in plain DOM code: with the signed-in hint cookie, a grey placeholder until
// /api/auth/user answers, then an avatar menu; without it (or when the session has gone), the page's Sign In
// button, whose dialog, and React with it, loads on click.
import { currentPath, fetchCurrentUser, SIGNED_IN_HINT_CLASS } from "./current-user.ts";
import { enableFullStylesheet } from "./full-stylesheet.ts";

/**
 * The page's Sign In button opens the dialog from now on. Until now it was a form leading to the providers' page,
 * shown from the first paint unless the signed-in hint was there (a stale hint: it shows now).
 */
function enhanceSignIn(area: HTMLElement, openSignIn: () => Promise<void>): void {
  area.querySelector("[data-auth-placeholder]")?.remove();
  document.documentElement.classList.remove(SIGNED_IN_HINT_CLASS);
  area.querySelector("[data-sign-in-form]")?.addEventListener("submit", (event) => {
    event.preventDefault();
    // If the dialog's code cannot load (offline, stale release), sign-in still works as a plain page.
    openSignIn().catch(() => window.location.assign(`/api/login?returnTo=${encodeURIComponent(currentPath())}`));
  });
}

export function setUpAuthArea(openSignIn: () => Promise<void>): void {
  const area = document.querySelector<HTMLElement>("[data-auth-area]");
  if (!area) return;
  void fetchCurrentUser().then(async (user) => {
    if (!user) return enhanceSignIn(area, openSignIn);
    // the menu's code and rules come only for a signed-in visitor
    const [{ renderAccountMenu }] = await Promise.all([import("./account-menu.ts"), enableFullStylesheet()]);
    renderAccountMenu(area, user);
  });
}
