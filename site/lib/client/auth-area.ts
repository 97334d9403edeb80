// The auth area every page carries, in plain DOM code: a grey placeholder until /api/auth/user answers,
// then an avatar menu (signed in) or a Sign In button whose dialog, and React with it, loads on click.
import type { SignedInUser } from "../../../shared/schemas/user.ts";

export function avatarInitial(user: SignedInUser): string {
  return user.firstName?.trim().charAt(0).toUpperCase() || "U";
}

export function displayName(user: SignedInUser): string {
  return [user.firstName, user.lastName].filter((part) => part?.trim()).join(" ") || "Signed in";
}

/** Any failure, 401 included, means signed out; nothing is shown for it (spec section 8). */
async function fetchCurrentUser(): Promise<SignedInUser | null> {
  try {
    const response = await fetch("/api/auth/user", { credentials: "include" });
    return response.ok ? ((await response.json()) as SignedInUser) : null;
  } catch {
    return null;
  }
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
    openSignIn().catch(() => window.location.assign("/api/login"));
  });
  area.replaceChildren(fragment);
}

function renderSignedIn(area: HTMLElement, user: SignedInUser): void {
  const fragment = cloneTemplate("auth-signed-in");
  const button = fragment.querySelector<HTMLButtonElement>("[data-avatar-button]")!;
  const menu = fragment.querySelector<HTMLElement>("[data-account-menu]")!;
  const image = fragment.querySelector<HTMLImageElement>("[data-avatar-image]")!;
  const initial = fragment.querySelector<HTMLElement>("[data-avatar-initial]")!;

  if (user.profileImageUrl) {
    image.src = user.profileImageUrl;
    image.classList.remove("hidden");
    initial.remove();
  } else {
    initial.textContent = avatarInitial(user);
  }
  fragment.querySelector("[data-user-name]")!.textContent = displayName(user);
  fragment.querySelector("[data-user-email]")!.textContent = user.email ?? "";

  const setOpen = (open: boolean) => {
    menu.hidden = !open;
    button.setAttribute("aria-expanded", String(open));
  };
  button.addEventListener("click", () => {
    setOpen(menu.hidden);
    if (!menu.hidden) menu.querySelector<HTMLElement>("a")?.focus();
  });
  menu.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    setOpen(false);
    button.focus();
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
