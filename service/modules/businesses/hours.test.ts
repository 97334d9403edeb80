import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BusinessSchema } from "../../../shared/schemas/business.ts";
import { hoursFieldName } from "../../../shared/schemas/hours-form.ts";
import {
  INVALID_TIME_MESSAGE,
  type OpeningHours,
  OpeningHoursSchema,
  OVERLAPPING_INTERVALS_MESSAGE,
  UNKNOWN_HOURS,
  WEEKDAYS,
} from "../../../shared/schemas/hours.ts";
import { businesses, businessHours } from "../../db/schema.ts";
import { TEST_ORIGIN, useTestApp } from "../../test-support/app.ts";
import { insertBusiness, insertCategory } from "../../test-support/fixtures.ts";
import { businessHoursField, normalizeOpeningHours, sameOpeningHours, writeOpeningHours } from "./hours.ts";
import { selectBusinessesWithCategory } from "./queries.ts";

let categoryId = 0;
const t = await useTestApp(async (db) => {
  categoryId = (await insertCategory(db, { slug: "eat-unwind" })).id;
});

const cafeHours: OpeningHours = OpeningHoursSchema.parse({
  weekly: WEEKDAYS.map((day) =>
    day === "monday" ? { mode: "closed" } : { mode: "hours", intervals: [{ opens: "08:00", closes: "22:00" }] },
  ),
  exceptions: [{ kind: "holiday", label: "Diwali", startsOn: "2027-10-29", endsOn: "2027-10-31" }],
});

const listing = () => ({
  name: "Bansuri Riverside Café",
  description: "Wood-fired pizza and live flute music by the river.",
  categoryId,
  location: "Ram Jhula",
  phone: "+91 98370 11111",
});

/** A stored listing's hours and when they were confirmed, read as the API reads them. */
async function storedHoursOf(id: number) {
  const [row] = await t.db
    .select({ hours: businessHoursField, confirmedAt: businesses.hoursConfirmedAt })
    .from(businesses)
    .where(eq(businesses.id, id));
  return row!;
}

describe("the public reads of a business", () => {
  it("carry its hours and when they were confirmed, in the list, the featured list and its own read", async () => {
    const cafe = await insertBusiness(t.db, { categoryId, name: "Bansuri", isFeatured: true });
    await t.db.transaction((tx) => writeOpeningHours(tx, cafe.id, cafeHours));
    await insertBusiness(t.db, { categoryId, name: "Unknown Hours Café" });
    for (const path of ["/api/businesses", "/api/businesses/featured", `/api/businesses/${cafe.id}`]) {
      const body = await (await t.request("GET", path)).json();
      const rows = (Array.isArray(body) ? body : [body]).map((row: unknown) => BusinessSchema.parse(row));
      expect(rows.find((row) => row.name === "Bansuri")!.hours, path).toEqual(cafeHours);
      expect(rows.find((row) => row.name === "Bansuri")!.hoursConfirmedAt, path).toBeNull();
      const unknown = rows.find((row) => row.name === "Unknown Hours Café");
      if (unknown) expect(unknown.hours, path).toEqual(UNKNOWN_HOURS);
    }
  });

  it("read a page's hours in the statement that selects the page, not in a query per business", async () => {
    const rows = [];
    for (let n = 0; n < 30; n++) {
      const business = await insertBusiness(t.db, { categoryId });
      await t.db.transaction((tx) => writeOpeningHours(tx, business.id, cafeHours));
      rows.push(business.id);
    }
    const page = selectBusinessesWithCategory(t.db).where(eq(businesses.categoryId, categoryId));
    expect(page.toSQL().sql).toMatch(/"business_hours".*"business_hours_exceptions"/s);
    const read = await page;
    expect(read.map((business) => business.id).sort((a, b) => a - b)).toEqual(rows);
    expect(read.every((business) => sameOpeningHours(business.hours, cafeHours))).toBe(true);
  });
});

describe("POST /api/businesses with opening hours", () => {
  it("stores the hours a listing gives, confirmed as it is sent", async () => {
    const response = await t.request("POST", "/api/businesses", { body: { ...listing(), hours: cafeHours } });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const stored = await storedHoursOf(id);
    expect(stored.hours).toEqual(cafeHours);
    expect(Date.now() - stored.confirmedAt!.getTime()).toBeLessThan(60_000);
  });

  it("leaves the hours not known when a listing gives none", async () => {
    const { id } = await (await t.request("POST", "/api/businesses", { body: listing() })).json();
    expect(await storedHoursOf(id)).toEqual({ hours: UNKNOWN_HOURS, confirmedAt: null });
  });

  it("refuses invalid hours with 422 and the schema's message at the field, storing nothing", async () => {
    const overlapping = {
      weekly: WEEKDAYS.map(() => ({
        mode: "hours",
        intervals: [
          { opens: "08:00", closes: "14:00" },
          { opens: "12:00", closes: "22:00" },
        ],
      })),
    };
    const response = await t.request("POST", "/api/businesses", { body: { ...listing(), hours: overlapping } });
    expect(response.status).toBe(422);
    const { message, errors } = await response.json();
    expect(message).toBe(OVERLAPPING_INTERVALS_MESSAGE);
    expect(errors).toMatchObject({
      "hours.weekly.0.intervals": OVERLAPPING_INTERVALS_MESSAGE,
      "hours.weekly.6.intervals": OVERLAPPING_INTERVALS_MESSAGE,
    });
    expect(await t.db.$count(businesses)).toBe(0);
    expect(await t.db.$count(businessHours)).toBe(0);
  });
});

describe("the listing form posted without JavaScript", () => {
  const formFields = () => ({
    ...Object.fromEntries(Object.entries(listing()).map(([name, value]) => [name, String(value)])),
    acceptTerms: "on",
  });
  const postForm = (fields: Record<string, string>) =>
    t.request("POST", "/api/businesses", {
      body: new URLSearchParams(fields).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN },
    });

  it("gives hours through its plain fields: a mode a day and its times", async () => {
    const fields: Record<string, string> = formFields();
    for (const day of WEEKDAYS) {
      if (day === "monday") {
        fields[hoursFieldName(day, "mode")] = "closed";
        continue;
      }
      fields[hoursFieldName(day, 1, "opens")] = "08:00";
      fields[hoursFieldName(day, 1, "closes")] = "22:00";
    }
    // a split Sunday, and a Saturday open round the clock
    fields[hoursFieldName("sunday", 2, "opens")] = "23:00";
    fields[hoursFieldName("sunday", 2, "closes")] = "23:30";
    fields[hoursFieldName("saturday", "mode")] = "24h";
    const response = await postForm(fields);
    expect(response.status).toBe(303);
    const [stored] = await t.db.select().from(businesses);
    const { hours } = await storedHoursOf(stored!.id);
    expect(hours.weekly!.map((day) => day.mode)).toEqual([
      "closed",
      "hours",
      "hours",
      "hours",
      "hours",
      "24h",
      "hours",
    ]);
    expect(hours.weekly![6]!.intervals).toEqual([
      { opens: "08:00", closes: "22:00" },
      { opens: "23:00", closes: "23:30" },
    ]);
  });

  it("without any hours field filled in leaves them not known", async () => {
    const response = await postForm({ ...formFields(), [hoursFieldName("monday", 1, "opens")]: " " });
    expect(response.status).toBe(303);
    const [stored] = await t.db.select().from(businesses);
    expect((await storedHoursOf(stored!.id)).hours).toEqual(UNKNOWN_HOURS);
  });

  it("with a time that is none answers the form's page of messages and stores nothing", async () => {
    const response = await postForm({ ...formFields(), [hoursFieldName("monday", 1, "opens")]: "8 am" });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain(INVALID_TIME_MESSAGE);
    expect(await t.db.$count(businesses)).toBe(0);
  });
});

describe("one form of hours", () => {
  it("orders intervals by opening and exceptions by date, so the same hours compare equal", () => {
    const shuffled: OpeningHours = {
      ...cafeHours,
      weekly: cafeHours.weekly!.map((day) => ({ ...day, intervals: [...day.intervals].reverse() })),
      exceptions: [
        {
          kind: "special" as const,
          label: "Ganga Dussehra",
          startsOn: "2027-06-13",
          endsOn: "2027-06-13",
          intervals: [{ opens: "05:00", closes: "09:00" }],
        },
        ...cafeHours.exceptions,
      ].reverse(),
    };
    expect(normalizeOpeningHours(shuffled).exceptions.map((exception) => exception.label)).toEqual([
      "Ganga Dussehra",
      "Diwali",
    ]);
    expect(sameOpeningHours(shuffled, { ...shuffled, exceptions: [...shuffled.exceptions].reverse() })).toBe(true);
    expect(sameOpeningHours(cafeHours, { ...cafeHours, timeZone: "Asia/Kathmandu" })).toBe(false);
  });
});
