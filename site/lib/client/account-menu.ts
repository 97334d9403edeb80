// The signed-in visitor's avatar and account menu in the header's auth area. A module of its own, imported only once
// /api/auth/user has answered with a visitor: anonymous visitors never download it.
import logOutIcon from "lucide-static/icons/log-out.svg?raw";
import userIcon from "lucide-static/icons/user.svg?raw";
import en from "../../../shared/i18n/catalogues/en/accountMenu.json";
import he from "../../../shared/i18n/catalogues/he/accountMenu.json";
import hi from "../../../shared/i18n/catalogues/hi/accountMenu.json";
import { asWritten, localizedPath } from "../../../shared/i18n/languages.ts";
import type { SignedInUser } from "../../../shared/schemas/user.ts";
import { iconMarkup } from "../icon-markup.ts";
import { fullName, signOutUrl } from "./current-user.ts";
import { documentLanguage } from "./document-language.ts";

/** The menu's words in the three languages (a few dozen bytes each): it speaks the page's, and My account leads to it. */
const ACCOUNT_MENU_TEXTS = { en, hi, he };

const MENU_ITEM =
  "flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-stone-800 hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-orange-700 focus-visible:outline-none";
const MENU_ICON_CLASS = "h-4 w-4";

/**
 * The avatar and its menu (Lucide's user and log-out icons in it). Made here, not carried by every page: only a
 * signed-in visitor sees it, and it was 256 bytes brotli in every page. It is static markup; what belongs to the
 * visitor goes in as text. Its rules come with the whole sheet. (Bytes: docs/measurements.md, "First paint and page
 * weight".) Sign out is a form posting to /api/logout, not a link: the service signs out on a same-site POST only,
 * so another site's link cannot sign a visitor out.
 */
const accountMenuMarkup = (texts: typeof en, accountHref: string) => `<div class="relative">
<button type="button" data-avatar-button aria-expanded="false" aria-controls="account-menu" class="flex h-9 w-9 items-center justify-center overflow-hidden rounded-full bg-orange-700 text-sm font-bold text-white ring-offset-2 hover:ring-2 hover:ring-orange-300"><span data-avatar-initial aria-hidden="true"></span><span class="sr-only">${texts.menu}</span></button>
<div id="account-menu" data-account-menu hidden class="absolute inset-e-0 mt-2 w-64 rounded-xl border border-stone-200 bg-white p-2 shadow-lg">
<div class="border-b border-stone-200 px-3 py-2"><p data-user-name class="truncate font-semibold text-stone-900"></p><p data-user-email class="truncate text-sm text-stone-600"></p></div>
<a href="${accountHref}" class="mt-1 ${MENU_ITEM}">${iconMarkup(userIcon, MENU_ICON_CLASS)} ${texts.myAccount}</a>
<form method="post" action="/api/logout" data-sign-out><button type="submit" class="w-full cursor-pointer ${MENU_ITEM}">${iconMarkup(logOutIcon, MENU_ICON_CLASS)} ${texts.signOut}</button></form>
</div>
</div>`;

export function avatarInitial(user: SignedInUser): string {
  return user.firstName?.trim().charAt(0).toUpperCase() || "U";
}

export function displayName(user: SignedInUser, texts = en): string {
  return fullName(user) || texts.signedIn;
}

function accountMenu(texts: typeof en, accountHref: string): DocumentFragment {
  const template = document.createElement("template");
  template.innerHTML = accountMenuMarkup(texts, accountHref);
  return template.content;
}

/** Puts the avatar and its menu in the auth area, for `user`. */
export function renderAccountMenu(area: HTMLElement, user: SignedInUser): void {
  const language = documentLanguage();
  const texts = ACCOUNT_MENU_TEXTS[language];
  const fragment = accountMenu(texts, localizedPath("/account", language));
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
  const name = fragment.querySelector("[data-user-name]")!;
  const email = fragment.querySelector("[data-user-email]")!;
  name.textContent = displayName(user, texts);
  email.textContent = user.email ?? "";
  // the visitor's name and address as they are written, on a Hindi or Hebrew page
  for (const [attribute, value] of Object.entries(asWritten(language))) {
    name.setAttribute(attribute, value);
    email.setAttribute(attribute, value);
  }
  fragment.querySelector<HTMLFormElement>("[data-sign-out]")!.action = signOutUrl();
  const items = [...menu.querySelectorAll<HTMLElement>("a, button")];

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
