// Editing opening hours (issue 41): the admin's hours editor (split days, Monday copied to all, several days at once,
// a run past midnight, a Diwali closure, the schema's messages at their fields, focus as intervals come and go, axe),
// the save published like any other field and confirmed as still right; and the listing form's optional hours, sent
// with and without JavaScript, which the admin then finds on the pending listing.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { Business } from "../../shared/schemas/business.ts";
import type { Category } from "../../shared/schemas/category.ts";
import {
  EXCEPTION_ENDS_BEFORE_START_MESSAGE,
  INVALID_TIME_MESSAGE,
  OVERLAPPING_INTERVALS_MESSAGE,
  PAST_MIDNIGHT_HINT,
} from "../../shared/schemas/hours.ts";
import { signInAsAdmin } from "./admin-session.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { BUILD_TIMEOUT } from "./builds.ts";
import { expect, test } from "./fixtures.ts";
import { screenAlert, toastArea } from "./locators.ts";

/** India's date `days` after today's there ("YYYY-MM-DD"). */
function indianDate(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  return new Date(Date.parse(today) + days * 864e5).toISOString().slice(0, 10);
}

const SPLIT = [
  { opens: "06:00", closes: "08:00" },
  { opens: "17:00", closes: "19:00" },
];

async function createBusiness(adminApi: APIRequestContext, name: string): Promise<number> {
  const categories = (await (await adminApi.get("/api/categories")).json()) as Category[];
  const response = await adminApi.post("/api/admin/businesses", {
    data: {
      name,
      categoryId: categories[0]!.id,
      description: "Dawn and dusk sittings in a quiet hall above the river.",
      location: "Tapovan",
      isActive: true,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const day = (page: Page, name: string) => page.getByRole("group", { name, exact: true });
const time = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fillInterval(page: Page, who: string, opens: string, closes: string, number = 1) {
  const which = number === 1 ? "" : `, interval ${number}`;
  await time(page, `${who} opens${which}`).fill(opens);
  await time(page, `${who} closes${which}`).fill(closes);
}

/** The message shown in a group (a day, an exception). */
const messageIn = (group: Locator, message: string) => group.getByText(message, { exact: true });

test("an editor sets split hours, copies Monday, closes for Diwali, fixes the messages and publishes", async ({
  page,
  adminApi,
  deleteAfterTest,
}) => {
  const name = `E2E Dusk Meditation Hall ${Date.now()}`;
  const id = await createBusiness(adminApi, name);
  deleteAfterTest(`/api/admin/businesses/${id}`);
  await signInAsAdmin(page, `/admin/businesses/${id}/edit`);

  const hours = page.getByRole("group", { name: "Opening hours" });
  await expect(hours.getByRole("radio", { name: "Hours not known" })).toBeChecked();
  await expect(page.getByRole("combobox", { name: "Monday", exact: true })).toHaveCount(0);
  await expect(hours.getByText("Hours never confirmed")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Time zone" })).toHaveValue("Asia/Kolkata");
  await hours.getByRole("radio", { name: "Set the weekly hours" }).check();

  // Monday in two sittings; a third interval added (focus on its first time) and removed (focus on Add)
  await fillInterval(page, "Monday", "06:00", "08:00");
  await page.getByRole("button", { name: "Add interval on Monday" }).click();
  await expect(time(page, "Monday opens, interval 2")).toBeFocused();
  await fillInterval(page, "Monday", "17:00", "19:00", 2);
  await page.getByRole("button", { name: "Add interval on Monday" }).click();
  await expect(time(page, "Monday opens, interval 3")).toBeFocused();
  await page.getByRole("button", { name: "Remove Monday interval 3" }).click();
  await expect(time(page, "Monday opens, interval 3")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add interval on Monday" })).toBeFocused();
  await expectNoAxeViolations(page, "hours editor with a split Monday");

  await page.getByRole("button", { name: "Copy Monday to all days" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Copied Monday's hours to Tuesday" })).toBeVisible();
  for (const weekday of ["Tuesday", "Saturday", "Sunday"]) {
    await expect(time(page, `${weekday} opens`)).toHaveValue("06:00");
    await expect(time(page, `${weekday} closes, interval 2`)).toHaveValue("19:00");
  }

  // several days at once: Saturday open 24 hours, copied to Sunday; then Saturday closed
  await page.getByRole("combobox", { name: "Saturday", exact: true }).selectOption("Open 24 hours");
  await page.getByRole("combobox", { name: "Copy the hours of" }).selectOption("Saturday");
  const copyTo = page.getByRole("group", { name: "To", exact: true });
  await copyTo.getByRole("checkbox", { name: "Sunday" }).check();
  await page.getByRole("button", { name: "Apply to selected days" }).click();
  await expect(page.getByRole("combobox", { name: "Sunday", exact: true })).toHaveValue("24h");
  await expect(time(page, "Sunday opens")).toHaveCount(0);
  await page.getByRole("combobox", { name: "Saturday", exact: true }).selectOption("Closed");

  // Friday's evening runs past midnight, which the form says beside it (a hint, not an error)
  await fillInterval(page, "Friday", "20:00", "01:00", 2);
  await expect(day(page, "Friday").getByText(PAST_MIDNIGHT_HINT)).toBeVisible();
  await expect(time(page, "Friday closes, interval 2")).toHaveAccessibleDescription(PAST_MIDNIGHT_HINT);

  // Tuesday's second sitting overlapping its first, and Diwali ending before it starts
  await time(page, "Tuesday opens, interval 2").fill("07:00");
  await page.getByRole("button", { name: "Add exception" }).click();
  await expect(page.getByRole("combobox", { name: "Exception 1 kind" })).toBeFocused();
  await page.getByRole("combobox", { name: "Exception 1 kind" }).selectOption("Closed for a holiday");
  await page.getByRole("textbox", { name: "Exception 1 name" }).fill("Diwali");
  await time(page, "Exception 1 first day").fill(indianDate(30));
  await time(page, "Exception 1 last day").fill(indianDate(28));
  await page.getByRole("button", { name: "Update Business" }).click();

  const tuesday = day(page, "Tuesday");
  const diwali = page.getByRole("group", { name: "Exception 1: Diwali" });
  await expect(messageIn(tuesday, OVERLAPPING_INTERVALS_MESSAGE)).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Tuesday", exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(messageIn(diwali, EXCEPTION_ENDS_BEFORE_START_MESSAGE)).toBeVisible();
  await expect(time(page, "Exception 1 last day")).toHaveAttribute("aria-invalid", "true");
  await expect(screenAlert(page)).toHaveText(OVERLAPPING_INTERVALS_MESSAGE);
  await expectNoAxeViolations(page, "hours editor with its messages");

  // each message goes as its mistake is put right, whichever field that takes
  await time(page, "Tuesday opens, interval 2").fill("17:00");
  await expect(messageIn(tuesday, OVERLAPPING_INTERVALS_MESSAGE)).toHaveCount(0);
  await time(page, "Exception 1 last day").fill(indianDate(32));
  await expect(messageIn(diwali, EXCEPTION_ENDS_BEFORE_START_MESSAGE)).toHaveCount(0);
  await time(page, "Monday closes").fill("");
  await expect(messageIn(day(page, "Monday"), INVALID_TIME_MESSAGE)).toBeVisible();
  await time(page, "Monday closes").fill("08:00");
  await expect(messageIn(day(page, "Monday"), INVALID_TIME_MESSAGE)).toHaveCount(0);

  const saved = page.waitForRequest((request) => request.method() === "PUT" && request.url().endsWith(`/${id}`));
  await page.getByRole("button", { name: "Update Business" }).click();
  const expected = {
    timeZone: "Asia/Kolkata",
    weekly: [
      { mode: "hours", intervals: SPLIT },
      { mode: "hours", intervals: SPLIT },
      { mode: "hours", intervals: SPLIT },
      { mode: "hours", intervals: SPLIT },
      { mode: "hours", intervals: [SPLIT[0], { opens: "20:00", closes: "01:00" }] },
      { mode: "closed", intervals: [] },
      { mode: "24h", intervals: [] },
    ],
    exceptions: [{ kind: "holiday", label: "Diwali", startsOn: indianDate(30), endsOn: indianDate(32), intervals: [] }],
  };
  expect((await saved).postDataJSON()).toMatchObject({ hours: expected });
  await expect(toastArea(page).getByRole("status")).toContainText("Business updated");
  const stored = (await (await adminApi.get(`/api/admin/businesses/${id}`)).json()) as Business;
  expect(stored.hours).toEqual(expected);
  expect(stored.hoursConfirmedAt).not.toBeNull();

  // audited like any field, and live through the build
  const audit = (await (await adminApi.get("/api/admin/audit?limit=20")).json()) as {
    entityId: string | null;
    action: string;
    changes: Record<string, unknown>;
  }[];
  const entry = audit.find((candidate) => candidate.entityId === String(id) && candidate.action === "update");
  expect(entry?.changes).toHaveProperty("hours");
  await expect(page.getByRole("status", { name: "Publishing status" })).toHaveText("Live", { timeout: BUILD_TIMEOUT });
  const publicPage = await (await page.request.get(`/business/${id}`)).text();
  expect(publicPage).toContain("Opening Hours");
  expect(publicPage).toContain(": Diwali");
  expect(((await (await page.request.get(`/api/businesses/${id}`)).json()) as Business).hours).toEqual(expected);

  // opened again: the hours as saved, when they were confirmed, and "Hours still right" sends confirmHours alone
  await page.goto(`/admin/businesses/${id}/edit`);
  await expect(time(page, "Friday closes, interval 2")).toHaveValue("01:00");
  await expect(page.getByRole("combobox", { name: "Saturday", exact: true })).toHaveValue("closed");
  await expect(page.getByRole("textbox", { name: "Exception 1 name" })).toHaveValue("Diwali");
  await expect(hours.getByText(/^Hours last confirmed /)).toBeVisible();
  await expectNoAxeViolations(page, "hours editor of a business with hours");
  await page.getByRole("switch", { name: /Hours still right/ }).check();
  const confirmed = page.waitForRequest((request) => request.method() === "PUT" && request.url().endsWith(`/${id}`));
  await page.getByRole("button", { name: "Update Business" }).click();
  expect((await confirmed).postDataJSON()).toMatchObject({ confirmHours: true, hours: expected });
  await expect(toastArea(page).getByRole("status")).toContainText("Business updated");
  const reconfirmed = (await (await adminApi.get(`/api/admin/businesses/${id}`)).json()) as Business;
  expect(reconfirmed.hours).toEqual(expected);
  expect(Date.parse(reconfirmed.hoursConfirmedAt!)).toBeGreaterThan(Date.parse(stored.hoursConfirmedAt!));
});

async function fillListing(page: Page, name: string) {
  await page.getByRole("textbox", { name: "Business Name" }).fill(name);
  await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Eat & Unwind" });
  await page.getByRole("textbox", { name: "Description" }).fill("Chai, thalis and river views from a rooftop.");
  await page.getByRole("textbox", { name: "Location / Area" }).fill("Tapovan");
  await page.getByRole("textbox", { name: "Phone Number" }).fill("+91 98370 66666");
  await page.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
}

async function pendingListing(adminApi: APIRequestContext, name: string): Promise<Business> {
  const found = await adminApi.get(`/api/admin/businesses?q=${encodeURIComponent(name)}&status=pending`);
  const [listing] = (await found.json()) as Business[];
  expect(listing).toBeDefined();
  return listing!;
}

test("an owner gives the hours with a listing, and the admin finds them on the pending listing", async ({
  page,
  adminApi,
  deleteAfterTest,
}) => {
  const name = `E2E Rooftop Chai ${Date.now()}`;
  await page.goto("/list-business");
  const hours = page.getByRole("group", { name: "Opening Hours (optional)" });
  await fillListing(page, name);
  await time(page, "Monday Opens").fill("08:00");
  await time(page, "Monday Closes").fill("22:00");
  await hours.getByRole("button", { name: "Copy Monday to all days" }).click();
  await expect(time(page, "Saturday Closes")).toHaveValue("22:00");
  await page.getByRole("combobox", { name: "Sunday", exact: true }).selectOption("Closed");
  await time(page, "Wednesday Closes").fill("");
  await page.getByRole("button", { name: "Submit Business Listing" }).click();

  await expect(messageIn(day(page, "Wednesday"), INVALID_TIME_MESSAGE)).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Wednesday", exact: true })).toBeFocused();
  await expectNoAxeViolations(page, "listing form with an hours message");

  await time(page, "Wednesday Closes").fill("22:00");
  const sent = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/api/businesses"),
  );
  await page.getByRole("button", { name: "Submit Business Listing" }).click();
  const open = { mode: "hours", intervals: [{ opens: "08:00", closes: "22:00" }] };
  const expected = { timeZone: "Asia/Kolkata", weekly: [...Array(6).fill(open), { mode: "closed", intervals: [] }] };
  expect((await sent).postDataJSON()).toMatchObject({ hours: expected });
  await expect(page.getByRole("heading", { name: "Thank You for Listing Your Business!" })).toBeVisible();

  const listing = await pendingListing(adminApi, name);
  deleteAfterTest(`/api/admin/businesses/${listing.id}`);
  expect(listing.hours).toEqual({ ...expected, exceptions: [] });
  await signInAsAdmin(page, `/admin/businesses/${listing.id}/edit`);
  await expect(page.getByRole("radio", { name: "Set the weekly hours" })).toBeChecked();
  await expect(time(page, "Monday opens")).toHaveValue("08:00");
  await expect(time(page, "Saturday closes")).toHaveValue("22:00");
  await expect(page.getByRole("combobox", { name: "Sunday", exact: true })).toHaveValue("closed");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a listing's hours are sent with the plain form; left empty they are not known", async ({
    page,
    adminApi,
    deleteAfterTest,
  }) => {
    const name = `E2E Night Kirtan ${Date.now()}`;
    await page.goto("/list-business");
    await expect(page.getByRole("button", { name: "Copy Monday to all days" })).toHaveCount(0);
    await fillListing(page, name);
    await time(page, "Friday Opens").fill("20:00");
    await time(page, "Friday Closes").fill("01:00");
    await page.getByRole("combobox", { name: "Sunday", exact: true }).selectOption("Open 24 hours");
    await page.getByRole("button", { name: "Submit Business Listing" }).click();
    await expect(page).toHaveURL(/\/list-business#listing-sent$/);

    const listing = await pendingListing(adminApi, name);
    deleteAfterTest(`/api/admin/businesses/${listing.id}`);
    const closed = { mode: "closed", intervals: [] };
    expect(listing.hours.weekly).toEqual([
      closed,
      closed,
      closed,
      closed,
      { mode: "hours", intervals: [{ opens: "20:00", closes: "01:00" }] },
      closed,
      { mode: "24h", intervals: [] },
    ]);
  });
});
