// Parts of the page that several specs read, found as assistive technology finds them.
import type { Page } from "@playwright/test";

/** The toaster (shared/ui, on the site and in the admin): toasts are its statuses, destructive ones its alerts. */
export const toastArea = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" });

/** The screen's own alerts (the toaster keeps an empty alert region of its own). */
export const screenAlert = (page: Page) => page.getByRole("main").getByRole("alert");

/**
 * Points at the search box, as a visitor about to search does, and waits for the search island to hydrate: it waits
 * for someone to engage with it (client:engaged), and Astro drops its ssr attribute then. Before that the box is a
 * plain form, whose search loads the service's page with the results in it, with no skeleton or API call to see.
 */
export async function searchIslandReady(page: Page) {
  await page.getByRole("search").hover();
  await page.locator("astro-island:not([ssr])").waitFor({ state: "attached" });
}

/**
 * The header's Sign In button once its script has made it open the dialog (the script drops the auth area's
 * placeholder then). Before that it is a form, which leads to the providers' page.
 */
export async function signInButton(page: Page) {
  await page.locator("[data-auth-placeholder]").waitFor({ state: "detached" });
  return page.getByRole("button", { name: "Sign In" });
}
