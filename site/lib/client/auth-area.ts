// The auth area every page carries, in plain DOM code: a grey placeholder until /api/auth/user answers (asked
// only when the signed-in hint cookie is there), then an avatar menu (signed in) or a Sign In button whose
// dialog, and React with it, loads on click.
import type { SignedInUser } from "../../../shared/schemas/user.ts";
import { currentPath, fetchCurrentUser, fullName, signOutUrl } from "./current-user.ts";

export function avatarInitial(user: SignedInUser): string {
  return user.firstName?.trim().charAt(0).toUpperCase() || "U";
}

export function displayName(user: SignedInUser): string {
  return fullName(user) || "Signed in";
}

function cloneTemplate(id: string): DocumentFragment {
  const template = document.getElementById(id);
  if (!(template instanceof HTMLTemplateElement)) throw new Error(`Missing template #${id}`);
  return template.content.cloneNode(true) as DocumentFragment;
}

function renderSignedOut(area: HTMLElement, openSignIn: () => Promise<void>): void {
  const fragment = cloneTemplate("auth-signed-out");
  fragment.querySelector("[data-sign-in]")?.addEventListener("click", () => {
    // If the dialog's code cannot load (offline, stale release), sign-in still works as a plain page.
    openSignIn().catch(() => window.location.assign(`/api/login?returnTo=${encodeURIComponent(currentPath())}`));
  });
  area.replaceChildren(fragment);
}

function renderSignedIn(area: HTMLElement, user: SignedInUser): void {
  const fragment = cloneTemplate("auth-signed-in");
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
  void fetchCurrentUser().then((user) => (user ? renderSignedIn(area, user) : renderSignedOut(area, openSignIn)));
}
