// The auth area every page carries, in plain DOM code: with the signed-in hint cookie, a grey placeholder until
// /api/auth/user answers, then an avatar menu; without it (or when the session has gone), the page's Sign In
// button, whose dialog, and React with it, loads on click.
import type { SignedInUser } from "../../../shared/schemas/user.ts";
import { currentPath, fetchCurrentUser, fullName, SIGNED_IN_HINT_CLASS, signOutUrl } from "./current-user.ts";
import { fullStylesheetLoaded } from "./full-stylesheet.ts";

const MENU_ITEM =
  "flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-stone-800 hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-orange-700 focus-visible:outline-none";
const MENU_ICON =
  'class="h-4 w-4" aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

/**
 * The avatar and its menu (Lucide's user and log-out icons in it). Made here, not carried by every page as a
 * template the way the Sign In button is: only a signed-in visitor sees it, and it was 256 bytes brotli in every
 * page. It is static markup; what belongs to the visitor goes in as text. Its rules come with the whole sheet.
 */
const ACCOUNT_MENU = `<div class="relative">
<button type="button" data-avatar-button aria-expanded="false" aria-controls="account-menu" class="flex h-9 w-9 items-center justify-center overflow-hidden rounded-full bg-orange-700 text-sm font-bold text-white ring-offset-2 hover:ring-2 hover:ring-orange-300"><span data-avatar-initial aria-hidden="true"></span><span class="sr-only">Account menu</span></button>
<div id="account-menu" data-account-menu hidden class="absolute right-0 mt-2 w-64 rounded-xl border border-stone-200 bg-white p-2 shadow-lg">
<div class="border-b border-stone-200 px-3 py-2"><p data-user-name class="truncate font-semibold text-stone-900"></p><p data-user-email class="truncate text-sm text-stone-600"></p></div>
<a href="/account" class="mt-1 ${MENU_ITEM}"><svg ${MENU_ICON}><path d="M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2"/><circle cx="12" cy="7" r="4"/></svg> My account</a>
<a href="/api/logout" data-sign-out class="${MENU_ITEM}"><svg ${MENU_ICON}><path d="m16 17 5-5-5-5"/><path d="M21 12H9"/><path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4"/></svg> Sign out</a>
</div>
</div>`;

export function avatarInitial(user: SignedInUser): string {
  return user.firstName?.trim().charAt(0).toUpperCase() || "U";
}

export function displayName(user: SignedInUser): string {
  return fullName(user) || "Signed in";
}

function accountMenu(): DocumentFragment {
  const template = document.createElement("template");
  template.innerHTML = ACCOUNT_MENU;
  return template.content;
}

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

function renderSignedIn(area: HTMLElement, user: SignedInUser): void {
  const fragment = accountMenu();
  const button = fragment.querySelector<HTMLButtonElement>("[data-avatar-button]")!;
  const menu = fragment.querySelector<HTMLElement>("[data-account-menu]")!;
  const initial = fragment.querySelector<HTMLElement>("[data-avatar-initial]")!;

  if (user.profileImageUrl) {
    // made here rather than in the template: an <img> without a src is not valid HTML
    const image = document.createElement("img");
    image.src = user.profileImageUrl;
    image.alt = "";
    image.referrerPolicy = "no-referrer";
    image.className = "h-full w-full object-cover";
    initial.replaceWith(image);
  } else {
    initial.textContent = avatarInitial(user);
  }
  fragment.querySelector("[data-user-name]")!.textContent = displayName(user);
  fragment.querySelector("[data-user-email]")!.textContent = user.email ?? "";
  fragment.querySelector<HTMLAnchorElement>("[data-sign-out]")!.href = signOutUrl();
  const items = [...menu.querySelectorAll<HTMLElement>("a")];

  const setOpen = (open: boolean) => {
    menu.hidden = !open;
    button.setAttribute("aria-expanded", String(open));
  };
  button.addEventListener("click", () => {
    setOpen(menu.hidden);
    if (!menu.hidden) menu.querySelector<HTMLElement>("a")?.focus();
  });
  // a menu's keys: Escape closes it and returns to the button, the arrows move between its items
  menu.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      setOpen(false);
      button.focus();
      return;
    }
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const current = items.indexOf(document.activeElement as HTMLElement);
    items[(current + step + items.length) % items.length]?.focus();
  });
  document.addEventListener("click", (event) => {
    if (!area.contains(event.target as Node)) setOpen(false);
  });
  area.addEventListener("focusout", (event) => {
    if (!area.contains(event.relatedTarget as Node | null)) setOpen(false);
  });
  area.replaceChildren(fragment);
}

export function setUpAuthArea(openSignIn: () => Promise<void>): void {
  const area = document.querySelector<HTMLElement>("[data-auth-area]");
  if (!area) return;
  void fetchCurrentUser().then(async (user) => {
    if (!user) return enhanceSignIn(area, openSignIn);
    await fullStylesheetLoaded();
    renderSignedIn(area, user);
  });
}
