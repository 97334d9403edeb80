// Requests held back until the test lets them go: a slow phone's first seconds, without depending on timing.
import type { Page } from "@playwright/test";

/** Holds every request to `url` (a glob) until the function it gives is called. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
