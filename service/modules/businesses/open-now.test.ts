import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOTAL_COUNT_HEADER } from "../../../shared/constants.ts";
import { isOpenAt } from "../../../shared/hours/status.ts";
import { type Business, BusinessSchema } from "../../../shared/schemas/business.ts";
import type { OpeningHoursInput } from "../../../shared/schemas/hours.ts";
import { OpeningHoursSchema } from "../../../shared/schemas/hours.ts";
import { seedDemoContent } from "../../db/seed/index.ts";
import { businesses, categories } from "../../db/schema.ts";
import { insertAdmin, requestAsAdmin } from "../../test-support/admin.ts";
import { useTestApp } from "../../test-support/app.ts";
import { insertBusiness } from "../../test-support/fixtures.ts";
import { businessHoursField, writeOpeningHours } from "./hours.ts";
import { createOpenNowIndex } from "./open-now.ts";

/** The demo's day: its exceptions (a temporary closure under way, Diwali, the monsoon…) are placed from it. */
const SEEDED_ON = new Date("2026-11-28T06:30:00Z");

const everyDay = (day: NonNullable<OpeningHoursInput["weekly"]>[number]) => Array.from({ length: 7 }, () => day);

const t = await useTestApp(async (db) => {
  await insertAdmin(db);
  await seedDemoContent(db, SEEDED_ON);
  const [yoga] = await db.select().from(categories).where(eq(categories.slug, "yoga-meditation"));
  // businesses on other clocks than India's: a night owl in New York and a bakery in Kathmandu (UTC+5:45)
  const elsewhere: [string, OpeningHoursInput][] = [
    [
      "New York Night Kirtan",
      {
        timeZone: "America/New_York",
        weekly: everyDay({ mode: "hours", intervals: [{ opens: "19:00", closes: "02:00" }] }),
      },
    ],
    [
      "Kathmandu Morning Bakery",
      {
        timeZone: "Asia/Kathmandu",
        weekly: everyDay({ mode: "hours", intervals: [{ opens: "06:15", closes: "11:45" }] }),
      },
    ],
  ];
  for (const [name, hours] of elsewhere) {
    const business = await insertBusiness(db, { categoryId: yoga!.id, name });
    await db.transaction((tx) => writeOpeningHours(tx, business.id, OpeningHoursSchema.parse(hours)));
  }
});

afterEach(() => {
  vi.useRealTimers();
});

/** The clock of the service and of the test, at `instant`. */
function clockAt(instant: string) {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(instant) });
}

/** One page of GET /api/businesses?openNow=true: all the open ones unless `query` asks for a page. */
async function openNowPage(query = "") {
  const page = query.includes("limit=") ? "" : "&limit=100";
  const response = await t.request("GET", `/api/businesses?openNow=true${page}${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  const rows = ((await response.json()) as unknown[]).map((row) => BusinessSchema.parse(row));
  return { rows, total: Number(response.headers.get(TOTAL_COUNT_HEADER)) };
}

/** The active businesses the shared function calls open at `at`, by name. */
async function openByTheSharedFunction(at: Date): Promise<string[]> {
  const active = await t.db
    .select({ name: businesses.name, hours: businessHoursField })
    .from(businesses)
    .where(eq(businesses.isActive, true));
  return active.filter((business) => isOpenAt(business.hours, at)).map((business) => business.name);
}

const names = (rows: { name: string }[]) => rows.map((row) => row.name).sort();

describe("GET /api/businesses?openNow=true", () => {
  it.each([
    // Rishikesh's early morning: the ashtanga room and the meditation hall, the taxis and the stays
    "2026-11-30T00:45:00Z",
    // Monday 21:59:30 in Rishikesh, the café's last minute; the night kirtan has begun
    "2026-11-30T16:29:30Z",
    // 22:00 there: the café has closed
    "2026-11-30T16:30:00Z",
    // Tuesday 00:30: the Monday night kirtan still runs past midnight, and New York's evening is on
    "2026-11-30T19:00:00Z",
    // a Sunday noon, when most weekly days off fall
    "2026-12-06T06:30:00Z",
    // the year's turn in Rishikesh
    "2026-12-31T18:29:59Z",
    "2026-12-31T18:30:00Z",
    // during the monsoon's rafting closure, and on Diwali
    "2027-08-10T05:00:00Z",
    "2027-10-29T06:00:00Z",
    // Ganga Dussehra's dawn walk, a special-hours day
    "2027-06-13T00:30:00Z",
  ])("agrees with the shared isOpenAt for every business at %s", async (instant) => {
    clockAt(instant);
    const expected = await openByTheSharedFunction(new Date(instant));
    const { rows, total } = await openNowPage();
    expect(names(rows)).toEqual(expected.sort());
    expect(total).toBe(expected.length);
    for (const row of rows) expect(isOpenAt(row.hours, new Date(instant)), row.name).toBe(true);
  });

  it("shows each demo case at a known moment: past midnight, 24 hours, the café's hours, a temporary closure", async () => {
    // Tuesday 1 Dec 2026, 00:30 in Rishikesh
    clockAt("2026-11-30T19:00:00Z");
    const open = names((await openNowPage()).rows);
    expect(open).toContain("Ganga Kirtan Nights");
    expect(open).toContain("Ganga Valley Taxi Service");
    expect(open).not.toContain("Bansuri Riverside Café");
    // temporarily closed until 7 Dec, whatever its week says
    clockAt("2026-12-01T04:30:00Z");
    const morning = names((await openNowPage()).rows);
    expect(morning).toContain("Bansuri Riverside Café");
    expect(morning).not.toContain("Pedal Himalaya Cycle Tours");
    // hours not known are never open
    expect(morning).not.toContain("Moonlight Ghat Meditation");
  });

  it("pages through the open businesses, with the number of all open ones in X-Total-Count", async () => {
    clockAt("2026-12-01T04:30:00Z");
    const all = await openNowPage();
    const pages: Business[] = [];
    for (let offset = 0; offset < all.total; offset += 7) {
      const page = await openNowPage(`&limit=7&offset=${offset}`);
      expect(page.total).toBe(all.total);
      pages.push(...page.rows);
    }
    expect(pages.map((row) => row.id)).toEqual(all.rows.map((row) => row.id));
  });

  it("narrows the other filters: a category, a text query", async () => {
    clockAt("2026-12-01T04:30:00Z");
    const open = new Set(await openByTheSharedFunction(new Date()));
    const yoga = await t.request("GET", "/api/businesses?category=yoga-meditation&limit=100");
    const yogaNames: string[] = (await yoga.json()).map((row: { name: string }) => row.name);
    const openYoga = await openNowPage("&category=yoga-meditation");
    expect(names(openYoga.rows)).toEqual(yogaNames.filter((name) => open.has(name)).sort());
    const taxis = await t.request("GET", "/api/businesses?q=taxi&limit=100");
    const taxiNames: string[] = (await taxis.json()).map((row: { name: string }) => row.name);
    const openTaxis = names((await openNowPage("&q=taxi")).rows);
    expect(openTaxis).toEqual(taxiNames.filter((name) => open.has(name)).sort());
    expect(openTaxis).toContain("Ganga Valley Taxi Service");
  });

  it("answers at each request's moment, though the same address was asked a minute before", async () => {
    // Monday 21:59 in Rishikesh, then 22:00: the same URL, which the read cache would have held
    clockAt("2026-11-30T16:29:00Z");
    expect(names((await openNowPage()).rows)).toContain("Bansuri Riverside Café");
    clockAt("2026-11-30T16:30:00Z");
    expect(names((await openNowPage()).rows)).not.toContain("Bansuri Riverside Café");
  });

  it("counts an admin's new hours at the next request", async () => {
    clockAt("2026-11-30T16:30:00Z");
    const [cafe] = await t.db.select().from(businesses).where(eq(businesses.name, "Bansuri Riverside Café"));
    expect(names((await openNowPage()).rows)).not.toContain("Bansuri Riverside Café");
    const saved = await requestAsAdmin(t)("PATCH", `/api/admin/businesses/${cafe!.id}`, {
      hours: { weekly: everyDay({ mode: "hours", intervals: [{ opens: "08:00", closes: "23:00" }] }) },
    });
    expect(saved.status).toBe(200);
    expect(names((await openNowPage()).rows)).toContain("Bansuri Riverside Café");
  });

  it.each([["openNow=false"], ["openNow="], [""]])("is no filter with %s", async (query) => {
    clockAt("2026-11-30T16:30:00Z");
    const response = await t.request("GET", `/api/businesses?limit=100&${query}`);
    expect(response.status).toBe(200);
    const active = await t.db.$count(businesses, eq(businesses.isActive, true));
    expect(Number(response.headers.get(TOTAL_COUNT_HEADER))).toBe(active);
  });

  it.each([["openNow=1"], ["openNow=yes"], ["openNow=TRUE"]])("refuses %s with 422", async (query) => {
    const response = await t.request("GET", `/api/businesses?${query}`);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: "Open now must be true or false",
      errors: { openNow: "Open now must be true or false" },
    });
  });
});

describe("the open-now index", () => {
  it("reads the hours once until content changes, and again after", async () => {
    let version = 0;
    const index = createOpenNowIndex(t.db, () => version);
    const at = new Date("2026-12-01T04:30:00Z");
    const before = await index.openIdsAt(at);
    const [yoga] = await t.db.select().from(categories).where(eq(categories.slug, "yoga-meditation"));
    const added = await insertBusiness(t.db, { categoryId: yoga!.id, name: "Always Open Shala" });
    await t.db.transaction((tx) =>
      writeOpeningHours(tx, added.id, OpeningHoursSchema.parse({ weekly: everyDay({ mode: "24h", intervals: [] }) })),
    );
    // the same minute, then a later one: the hours held are the ones read before the change
    expect(await index.openIdsAt(at)).toEqual(before);
    expect(await index.openIdsAt(new Date(at.getTime() + 60_000))).not.toContain(added.id);
    version += 1;
    expect(await index.openIdsAt(at)).toContain(added.id);
  });

  it("leaves out businesses awaiting approval, whatever their hours", async () => {
    const index = createOpenNowIndex(t.db);
    const pending = await t.db.select().from(businesses).where(eq(businesses.isActive, false));
    expect(pending.length).toBeGreaterThan(0);
    const open = await index.openIdsAt(new Date("2026-12-01T12:30:00Z"));
    for (const business of pending) expect(open).not.toContain(business.id);
  });
});
