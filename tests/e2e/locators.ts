// Parts of the page that several specs read, found as assistive technology finds them.
import type { Page } from "@playwright/test";
import { ISLAND_TOOK_OVER_ATTRIBUTE } from "../../site/islands/search/MoreResultsButton.tsx";
import { MODULE_MARKER_ATTRIBUTE } from "../../site/lib/after-first-paint.ts";

/** The toaster (shared/ui, on the site and in the admin): toasts are its statuses, destructive ones its alerts. */
export const toastArea = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" });

/** The screen's own alerts (the toaster keeps an empty alert region of its own). */
export const screenAlert = (page: Page) => page.getByRole("main").getByRole("alert");

/**
 * Points at the search box, as a visitor about to search does, and waits for the search island to have taken over:
 * it hydrates when someone engages with it (client:engaged). Before that the box is a plain form, whose search loads
 * the service's page with the results in it, with no skeleton or API call to see.
 */
export async function searchIslandReady(page: Page) {
  await page.getByRole("search").hover();
  // Hydrated is not yet ready: the island reads the URL's search in an effect, and the box it then draws anew would
  // lose what is typed meanwhile. It marks the results the page carries as taken over in the same render.
  await page.locator(`[${ISLAND_TOOK_OVER_ATTRIBUTE}]`).waitFor({ state: "attached" });
}

/**
 * Waits for the header's script, which every page imports once past its first paint (site/lib/after-first-paint.ts),
 * to have run: it drops the auth area's placeholder then (a signed-in visitor's once /api/auth/user has answered).
 * The network going quiet is no sign of it: on a busy machine the first paint is reported more than 500 ms after
 * the page's last request, and its scripts are asked for only then.
 */
export const headerScriptRan = (page: Page) => page.locator("[data-auth-placeholder]").waitFor({ state: "detached" });

/**
 * Waits for every module the page imports after its first paint to have come: the header's script has run, and each
 * marked module is among the page's loaded resources. As with headerScriptRan, the network going quiet is no sign.
 */
export async function pageScriptsCame(page: Page) {
  await headerScriptRan(page);
  await page.waitForFunction((attribute) => {
    const modules = [...document.querySelectorAll(`template[${attribute}]`)].map(
      (marker) => new URL(marker.getAttribute(attribute)!, location.href).href,
    );
    return modules.every((url) => performance.getEntriesByName(url).length > 0);
  }, MODULE_MARKER_ATTRIBUTE);
}

/**
 * The header's Sign In button once its script has made it open the dialog. Before that it is a form, which leads to
 * the providers' page.
 */
export async function signInButton(page: Page) {
  await headerScriptRan(page);
  return page.getByRole("button", { name: "Sign In" });
}
