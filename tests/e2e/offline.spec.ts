// Offline (issue 46), in Chromium with the network switched off (context.setOffline) and the page's clock set by the
// test: a saved business page opens with its status worked out on the phone and the day it was saved, /saved lists
// it, a page never kept shows the offline page, and a review written offline is sent once the network is back.
import type { Page } from "@playwright/test";
import { MIN_FILL_TIME_MS } from "../../service/abuse/public-forms.ts";
import { FORM_OFFLINE_MESSAGE, REVIEW_SUBMITTED_MESSAGE } from "../../shared/messages.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { toastArea } from "./locators.ts";

/** The demo's café, open 8 am to 10 pm every day (service/db/seed/hours.ts). */
const CAFE = "Bansuri Riverside Café";

/** India's date tomorrow ("YYYY-MM-DD"): the seed's exceptions are dated from today. */
function indianTomorrow(): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  return new Date(Date.parse(today) + 864e5).toISOString().slice(0, 10);
}
const inIndia = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

/** "29 Nov", as /saved and a saved page write the day, on the browser's calendar. */
const savedOn = (at: Date) => `Saved on ${at.toLocaleDateString("en-GB", { day: "numeric", month: "short" })}`;

/**
 * Once the service worker controls the page: it is registered at the visitor's first touch or key (here Shift), and
 * claims the page.
 */
async function controlledByTheWorker(page: Page): Promise<void> {
  // pressed again until then: the header's script, which listens for it, comes after the page's first paint
  await expect
    .poll(async () => {
      await page.keyboard.press("Shift");
      return page.evaluate(() => navigator.serviceWorker.controller !== null);
    })
    .toBe(true);
}

async function cafePath(page: Page): Promise<string> {
  const businesses = (await (await page.request.get("/api/businesses?limit=100")).json()) as {
    id: number;
    name: string;
  }[];
  return `/business/${businesses.find((business) => business.name === CAFE)!.id}`;
}

test("a saved business page opens offline with its status worked out on the phone, listed on /saved", async ({
  page,
  context,
}) => {
  const day = indianTomorrow();
  const noon = inIndia(day, "12:00");
  await page.clock.install({ time: noon });
  const path = await cafePath(page);
  await page.goto(path);
  await controlledByTheWorker(page);
  const save = page.getByRole("button", { name: "Save" });
  await save.click();
  await expect(page.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");

  await context.setOffline(true);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CAFE);
  await expect(page.locator("[data-hours]")).toHaveText("Open now · closes 10:00 pm");
  await expect(page.getByText(`${savedOn(noon)} · may have changed since`)).toBeVisible();

  // the status is the phone's own work: later that night the same copy says closed
  await page.clock.setSystemTime(inIndia(day, "22:30"));
  await page.reload();
  await expect(page.locator("[data-hours]")).toHaveText("Closed · opens 8:00 am tomorrow");

  await page.goto("/saved");
  const saved = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: CAFE }) });
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText("Closed · opens 8:00 am tomorrow");
  await expect(saved).toContainText(savedOn(noon));
  await expectNoAxeViolations(page, "/saved offline, one place saved");

  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
  await expectNoAxeViolations(page, "the offline page");
  await page.getByRole("link", { name: "Your saved places" }).click();
  await expect(page).toHaveURL(/\/saved\/?$/);
  await expect(saved).toHaveCount(1);

  // removing it removes its copy: the page is no longer there offline
  await saved.getByRole("button", { name: `Remove ${CAFE}` }).click();
  await expect(saved).toHaveCount(0);
  await expect(page.getByText("No saved places yet.")).toBeVisible();
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(CAFE);
});

test("a review written offline says it waits for the connection and is sent when it comes back", async ({
  page,
  context,
  businessOfItsOwn: business,
}) => {
  await page.goto(`/business/${business.id}`);
  await controlledByTheWorker(page);
  await page.getByRole("tab", { name: /Reviews/ }).click();
  const panel = page.getByRole("tabpanel", { name: /Reviews/ });
  const personCanHaveTyped = page.waitForTimeout(MIN_FILL_TIME_MS);
  await panel.getByRole("textbox", { name: "Your name" }).fill("Meera, on the trek");
  const title = `Chai at the top ${Date.now()}`;
  await panel.getByRole("textbox", { name: "Review title" }).fill(title);
  await panel.getByRole("textbox", { name: "Your review" }).fill("Written with no signal above Neer Garh.");
  await personCanHaveTyped;

  await context.setOffline(true);
  await panel.getByRole("button", { name: "Submit Review" }).click();
  await expect(toastArea(page).getByRole("status")).toContainText(FORM_OFFLINE_MESSAGE);
  await expect(panel.getByRole("textbox", { name: "Review title" })).toHaveValue(title);

  await context.setOffline(false);
  await expect(toastArea(page).getByRole("status")).toContainText(REVIEW_SUBMITTED_MESSAGE);
  await expect(panel.getByRole("listitem").filter({ hasText: title })).toBeVisible();
});

test("Save on a category page's card keeps the place, and /saved lists it", async ({ page }) => {
  await page.goto("/categories/eat-unwind");
  await controlledByTheWorker(page);
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: CAFE }) });
  await card.getByRole("button", { name: `Save ${CAFE}` }).click();
  await expect(card.getByRole("button", { name: `Saved ${CAFE}` })).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolations(page, "a category page with its cards' Save");

  await page.goto("/saved");
  await expect(page.getByRole("listitem").filter({ has: page.getByRole("link", { name: CAFE }) })).toHaveCount(1);
});
