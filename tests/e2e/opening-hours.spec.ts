// Opening hours as a traveller sees them (issue 41), in a browser whose clock is set by the test (page.clock) and
// whose time zone is not India's: the status line of a business page and of its card says Rishikesh's answer, from
// the hours the prebuilt page carries, and keeps saying it as the minutes pass. The demo seed's businesses: its
// exceptions are dated from the day it ran, so the instants here are too (the seed and this spec run the same day).
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { searchIslandReady } from "./locators.ts";

/** India's date `days` after today's there ("YYYY-MM-DD"). */
function indianDate(days = 0): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  return new Date(Date.parse(today) + days * 864e5).toISOString().slice(0, 10);
}

/** The instant India's clocks read `time` on `date` (India keeps +05:30 all year). */
const inIndia = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

/** The first date from `days` after today on which India's weekday is `weekday` (0 Sunday … 6 Saturday). */
function nextWeekday(weekday: number, days = 1): string {
  for (let offset = days; ; offset++) {
    const date = indianDate(offset);
    if (new Date(date).getUTCDay() === weekday) return date;
  }
}

/** "8 Dec", as the site writes a day. */
const dayText = (date: string) =>
  new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(date));

// The demo's businesses of each case (service/db/seed/hours.ts).
const CAFE = { name: "Bansuri Riverside Café", category: "eat-unwind" }; // 8 am to 10 pm every day
const KIRTAN = { name: "Ganga Kirtan Nights", category: "events-gatherings" }; // 8 pm to 1 am Mon, Wed, Fri, Sat
const TAXI = { name: "Ganga Valley Taxi Service", category: "local-essentials" }; // 24 hours
const CYCLES = { name: "Pedal Himalaya Cycle Tours", category: "adventure-exploration" }; // closed from 4 days ago for 14
const RAFTING = { name: "White Water Wallahs Rafting", category: "adventure-exploration" }; // closed in the monsoon
const SHOP = { name: "Kailash Handloom & Rudraksha Store", category: "local-essentials" }; // closed for Diwali
const UNKNOWN = { name: "Moonlight Ghat Meditation", category: "mystic-experiences" }; // hours not known

interface Demo {
  name: string;
  category: string;
}

const businessIds = new Map<string, number>();

test.beforeAll(async ({ request }) => {
  const businesses = (await (await request.get("/api/businesses?limit=100")).json()) as { id: number; name: string }[];
  for (const { id, name } of businesses) businessIds.set(name, id);
});

/** The business page's status line: the one element that carries hours on it. */
const statusLine = (page: Page) => page.locator("[data-hours]");

/** A card's status line, on a page of cards. */
const cardStatus = (page: Page, name: string): Locator =>
  page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name, exact: true }) })
    .locator("[data-hours]");

async function openBusiness(page: Page, business: Demo, at: Date) {
  await page.clock.install({ time: at });
  await page.goto(`/business/${businessIds.get(business.name)}`);
}

async function openCategory(page: Page, business: Demo, at: Date) {
  await page.clock.install({ time: at });
  await page.goto(`/categories/${business.category}`);
}

/** How far the page's layout has shifted since it began loading (its CLS, without the windows). */
const layoutShift = (page: Page) =>
  page.evaluate(() => {
    // the entries so far are in the observer's buffer as soon as it observes them buffered (no timer: the clock is
    // the test's)
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: "layout-shift", buffered: true });
    const shifts = observer.takeRecords() as unknown as { value: number }[];
    observer.disconnect();
    return shifts.reduce((sum, shift) => sum + shift.value, 0);
  });

for (const timezoneId of ["Europe/Berlin", "America/New_York"]) {
  test.describe(`in a browser set to ${timezoneId}`, () => {
    test.use({ timezoneId });

    test("a business page says whether it is open now on Rishikesh's clock", async ({ page }) => {
      const day = indianDate(1);
      await openBusiness(page, CAFE, inIndia(day, "12:00"));
      await expect(statusLine(page)).toHaveText("Open now · closes 10:00 pm");
      await expect(statusLine(page)).toHaveAttribute("data-state", "open");

      await openBusiness(page, CAFE, inIndia(day, "21:20"));
      await expect(statusLine(page)).toHaveText("Closes soon · 10:00 pm");
      await expect(statusLine(page)).toHaveAttribute("data-state", "closing");

      await openBusiness(page, CAFE, inIndia(day, "22:30"));
      await expect(statusLine(page)).toHaveText("Closed · opens 8:00 am tomorrow");

      await openBusiness(page, TAXI, inIndia(day, "03:00"));
      await expect(statusLine(page)).toHaveText("Open 24 hours");
    });

    test("the kirtan that runs past midnight is open at half past midnight, and today is the day it is there", async ({
      page,
    }) => {
      const tuesday = nextWeekday(2);
      // Monday's evening, from 8 pm to 1 am: at 00:30 on Tuesday in India, Monday evening in Berlin and New York
      await openBusiness(page, KIRTAN, inIndia(tuesday, "00:30"));
      await expect(statusLine(page)).toHaveText("Closes soon · 1:00 am");
      const today = page.locator("tr[aria-current='date']");
      await expect(today).toHaveCount(1);
      await expect(today.getByRole("rowheader")).toHaveText("Tuesday");
      await expect(today.getByRole("cell")).toHaveText("Closed");

      await openBusiness(page, KIRTAN, inIndia(tuesday, "01:00"));
      await expect(statusLine(page)).toHaveText("Closed · opens 8:00 pm tomorrow");

      const monday = nextWeekday(1);
      await openBusiness(page, KIRTAN, inIndia(monday, "23:30"));
      await expect(statusLine(page)).toHaveText("Open now · closes 1:00 am");
    });

    test("a temporary closure says when it reopens, and hours not known say nothing", async ({ page }) => {
      // closed from four days before the seed for fourteen days: it reopens ten days after it
      await openBusiness(page, CYCLES, inIndia(indianDate(1), "12:00"));
      await expect(statusLine(page)).toHaveText(`Temporarily closed · reopens ${dayText(indianDate(10))}`);
      await expect(statusLine(page)).toHaveAttribute("data-state", "temporarily-closed");

      await openBusiness(page, UNKNOWN, inIndia(indianDate(1), "12:00"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(UNKNOWN.name);
      await expect(statusLine(page)).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Opening Hours" })).toHaveCount(0);
    });

    test("the status line changes as the minute it closes comes, and when the page is shown again", async ({
      page,
    }) => {
      const day = indianDate(1);
      await openBusiness(page, CAFE, inIndia(day, "21:59"));
      await expect(statusLine(page)).toHaveText("Closes soon · 10:00 pm");
      await page.clock.runFor(61_000);
      await expect(statusLine(page)).toHaveText("Closed · opens 8:00 am tomorrow");
      expect(await layoutShift(page)).toBe(0);

      // a tab left in the background overnight: its timers held, the page is shown again in the morning
      await page.clock.setSystemTime(inIndia(indianDate(2), "09:00"));
      await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
      await expect(statusLine(page)).toHaveText("Open now · closes 10:00 pm");
    });

    test("a category's cards say the same, short, and keep it current", async ({ page }) => {
      const day = indianDate(1);
      await openCategory(page, CAFE, inIndia(day, "12:00"));
      await expect(cardStatus(page, CAFE.name)).toHaveText("Open · closes 10 pm");
      await expect(cardStatus(page, CAFE.name)).toHaveAttribute("data-state", "open");

      await openCategory(page, CAFE, inIndia(day, "21:59"));
      await expect(cardStatus(page, CAFE.name)).toHaveText("Closes soon");
      await page.clock.runFor(61_000);
      await expect(cardStatus(page, CAFE.name)).toHaveText("Closed · opens 8 am tomorrow");
      expect(await layoutShift(page)).toBe(0);

      await openCategory(page, KIRTAN, inIndia(nextWeekday(2), "00:30"));
      await expect(cardStatus(page, KIRTAN.name)).toHaveText("Closes soon");

      await openCategory(page, CYCLES, inIndia(day, "12:00"));
      await expect(cardStatus(page, CYCLES.name)).toHaveText("Temporarily closed");

      await openCategory(page, UNKNOWN, inIndia(day, "12:00"));
      await expect(page.getByRole("heading", { name: UNKNOWN.name, exact: true })).toBeVisible();
      await expect(cardStatus(page, UNKNOWN.name)).toHaveCount(0);
    });
  });
}

test.describe("in a browser set to Europe/Berlin", () => {
  test.use({ timezoneId: "Europe/Berlin" });

  test("a business page lists its week and coming closures without JavaScript's help", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, timezoneId: "Europe/Berlin" });
    const page = await context.newPage();
    await page.goto(`/business/${businessIds.get(RAFTING.name)}`);
    const hours = page.getByRole("region", { name: "Opening Hours" });
    await expect(hours.getByRole("rowheader")).toHaveText([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    await expect(hours.getByRole("row").first().getByRole("cell")).toHaveText("8:00 am–5:00 pm");
    await expect(hours.getByRole("listitem")).toHaveText([/^Closed for the monsoon (until 30 Sept|1 Jul – 30 Sept)$/]);
    await expect(hours.getByText(/^Hours last confirmed /)).toBeVisible();
    // the status line is the browser's to work out: the built page holds none
    await expect(statusLine(page)).toHaveText("");

    await page.goto(`/business/${businessIds.get(SHOP.name)}`);
    await expect(page.getByRole("region", { name: "Opening Hours" }).getByRole("listitem")).toHaveText([
      /^Closed \d+(–\d+)? \w+( – \d+ \w+)?: Diwali$/,
    ]);
    await context.close();
  });

  test("an exception whose last day has passed since the page was built is hidden", async ({ page }) => {
    await page.goto(`/business/${businessIds.get(RAFTING.name)}`);
    const closure = page.getByRole("region", { name: "Opening Hours" }).getByRole("listitem");
    const lastDay = await closure.getAttribute("data-until");
    await expect(closure).toBeVisible();

    // the day after the monsoon's closure, on Rishikesh's calendar: the page, built before, still carries it
    const after = new Date(Date.parse(lastDay!) + 864e5).toISOString().slice(0, 10);
    await page.clock.install({ time: inIndia(after, "00:05") });
    await page.reload();
    await expect(statusLine(page)).toHaveText("Closed · opens 8:00 am");
    await expect(closure).toBeHidden();
    // five minutes earlier it was still the closure's last day there
    await page.clock.install({ time: inIndia(lastDay!, "23:55") });
    await page.reload();
    await expect(statusLine(page)).not.toHaveText("");
    await expect(closure).toBeVisible();
  });

  test("cards the search island draws after the page has loaded get their status too", async ({ page }) => {
    await page.clock.setFixedTime(inIndia(indianDate(1), "12:00"));
    await page.goto("/search");
    await searchIslandReady(page);
    const search = page.getByRole("search");
    await search.getByRole("searchbox", { name: "What are you looking for?" }).fill("Bansuri");
    await search.getByRole("searchbox", { name: "What are you looking for?" }).press("Enter");
    await expect(page).toHaveURL(/q=Bansuri/);
    await expect(cardStatus(page, CAFE.name)).toHaveText("Open · closes 10 pm");

    await search.getByRole("searchbox", { name: "What are you looking for?" }).fill("kirtan");
    await search.getByRole("searchbox", { name: "What are you looking for?" }).press("Enter");
    await expect(cardStatus(page, KIRTAN.name)).toHaveText(/^Closed · opens 8\u00a0pm/);
  });
});

test("on a phone, a day's name in the week's table is never broken, in English, Hindi or Hebrew", async ({ page }) => {
  // a split day's hours are the longest a row holds: they wrap, the day's name beside them does not
  const ashram = "Shanti Kutir Ashram Rooms"; // 5:30 am to noon and 3 pm to 10 pm
  await page.setViewportSize({ width: 375, height: 800 });
  for (const prefix of ["", "/hi", "/he"]) {
    await page.goto(`${prefix}/business/${businessIds.get(ashram)}`);
    const days = page.locator('[aria-labelledby="hours-heading"]').getByRole("rowheader");
    await expect(days).toHaveCount(7);
    // the lines a day's name takes: its text's boxes, one per line it runs over
    const lines = await days.evaluateAll((cells) =>
      cells.map((cell) => {
        const text = document.createRange();
        text.selectNodeContents(cell);
        return `${cell.textContent.trim()}: ${new Set([...text.getClientRects()].map((box) => Math.round(box.top))).size}`;
      }),
    );
    expect(lines).toEqual(lines.map((line) => line.replace(/\d+$/, "1")));
  }
});
