import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BusinessSchema } from "../../../../shared/schemas/business.ts";
import {
  EXCEPTION_ENDS_BEFORE_START_MESSAGE,
  HOURS_REQUIRED_MESSAGE,
  INVALID_TIME_MESSAGE,
  INVALID_TIME_ZONE_MESSAGE,
  type OpeningHours,
  type OpeningHoursInput,
  OVERLAPPING_INTERVALS_MESSAGE,
  UNKNOWN_HOURS,
} from "../../../../shared/schemas/hours.ts";
import { auditLog, businesses, businessHours, businessHoursExceptions } from "../../../db/schema.ts";
import { insertAdmin, requestAsAdmin } from "../../../test-support/admin.ts";
import { useTestApp } from "../../../test-support/app.ts";
import { insertBusiness, insertCategory } from "../../../test-support/fixtures.ts";

const t = await useTestApp(async (db) => {
  await insertAdmin(db);
  const category = await insertCategory(db, { name: "Yoga", slug: "yoga-meditation" });
  await insertBusiness(db, { categoryId: category.id, name: "Ganga Kirtan Nights" });
});
const send = requestAsAdmin(t);

afterEach(() => {
  vi.useRealTimers();
});

const form = {
  name: "Ganga Kirtan Nights",
  description: "Kirtan by the river",
  categoryId: 1,
  location: "Swarg Ashram",
};
const closed = { mode: "closed" as const, intervals: [] };

/** Every case a week and its exceptions can hold: split days, past midnight, 24 hours, closed, each exception kind. */
const fullWeek: OpeningHours = {
  timeZone: "Asia/Kolkata",
  weekly: [
    {
      mode: "hours",
      intervals: [
        { opens: "06:00", closes: "08:00" },
        { opens: "17:00", closes: "19:00" },
      ],
    },
    { mode: "24h", intervals: [] },
    closed,
    { mode: "hours", intervals: [{ opens: "20:00", closes: "01:00" }] },
    { mode: "hours", intervals: [{ opens: "08:00", closes: "22:00" }] },
    { mode: "hours", intervals: [{ opens: "10:00", closes: "21:00" }] },
    closed,
  ],
  exceptions: [
    { kind: "seasonal", label: "the monsoon", startsOn: "2027-07-01", endsOn: "2027-09-30", intervals: [] },
    { kind: "holiday", label: "Diwali", startsOn: "2027-10-29", endsOn: "2027-10-31", intervals: [] },
    { kind: "temporary", label: "Renovation", startsOn: "2026-12-01", endsOn: "2026-12-14", intervals: [] },
    {
      kind: "special",
      label: "Ganga Dussehra",
      startsOn: "2027-06-13",
      endsOn: "2027-06-13",
      intervals: [
        { opens: "05:00", closes: "09:00" },
        { opens: "16:00", closes: "21:00" },
      ],
    },
  ],
};
/** The same hours as the service answers them: exceptions in date order. */
const fullWeekAnswered: OpeningHours = {
  ...fullWeek,
  exceptions: [fullWeek.exceptions[2]!, fullWeek.exceptions[3]!, fullWeek.exceptions[0]!, fullWeek.exceptions[1]!],
};

async function readBack(id = 1) {
  const response = await send("GET", `/api/admin/businesses/${id}`);
  expect(response.status).toBe(200);
  return BusinessSchema.parse(await response.json());
}

describe("opening hours through the admin's business API", () => {
  it("answers a business saved before hours existed as hours not known, never confirmed", async () => {
    expect(await readBack()).toMatchObject({ hours: UNKNOWN_HOURS, hoursConfirmedAt: null });
    const list = await send("GET", "/api/admin/businesses");
    expect((await list.json())[0]).toMatchObject({ hours: UNKNOWN_HOURS, hoursConfirmedAt: null });
  });

  it("stores a whole week and its exceptions on PUT and reads them back the same, in date order", async () => {
    const saved = await send("PUT", "/api/admin/businesses/1", { ...form, hours: fullWeek });
    expect(saved.status).toBe(200);
    expect(BusinessSchema.parse(await saved.json()).hours).toEqual(fullWeekAnswered);
    expect((await readBack()).hours).toEqual(fullWeekAnswered);
    // a row per interval, the 24-hour Tuesday as 0 to 1440, nothing for the closed days
    const rows = await t.db.select().from(businessHours).orderBy(businessHours.weekday, businessHours.opensMinute);
    expect(rows.map(({ weekday, opensMinute, closesMinute }) => [weekday, opensMinute, closesMinute])).toEqual([
      [0, 360, 480],
      [0, 1020, 1140],
      [1, 0, 1440],
      [3, 1200, 60],
      [4, 480, 1320],
      [5, 600, 1260],
    ]);
    expect(await t.db.$count(businessHoursExceptions)).toBe(4);
  });

  it("creates a business with its hours, and without them as hours not known", async () => {
    const withHours = await send("POST", "/api/admin/businesses", { ...form, name: "Bansuri Café", hours: fullWeek });
    expect(withHours.status).toBe(201);
    const created = BusinessSchema.parse(await withHours.json());
    expect(created.hours).toEqual(fullWeekAnswered);
    expect(created.hoursConfirmedAt).not.toBeNull();

    const without = BusinessSchema.parse(await (await send("POST", "/api/admin/businesses", form)).json());
    expect(without).toMatchObject({ hours: UNKNOWN_HOURS, hoursConfirmedAt: null });
  });

  it("keeps the stored hours when a PUT leaves them out, and forgets them when told they are not known", async () => {
    await send("PUT", "/api/admin/businesses/1", { ...form, hours: fullWeek });
    await send("PUT", "/api/admin/businesses/1", { ...form, name: "Kirtan Nights" });
    expect(await readBack()).toMatchObject({ name: "Kirtan Nights", hours: fullWeekAnswered });

    const unknown = await send("PUT", "/api/admin/businesses/1", { ...form, hours: { weekly: null } });
    expect(BusinessSchema.parse(await unknown.json()).hours).toEqual(UNKNOWN_HOURS);
    expect(await t.db.$count(businessHours)).toBe(0);
    expect(await t.db.$count(businessHoursExceptions)).toBe(0);
  });

  it("keeps a business's own time zone, and refuses one that is no zone", async () => {
    const saved = await send("PATCH", "/api/admin/businesses/1", {
      hours: { ...fullWeek, timeZone: "Asia/Kathmandu" },
    });
    expect(BusinessSchema.parse(await saved.json()).hours.timeZone).toBe("Asia/Kathmandu");
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, 1));
    expect(row).toMatchObject({ timeZone: "Asia/Kathmandu", hoursKnown: true });

    const refused = await send("PATCH", "/api/admin/businesses/1", { hours: { ...fullWeek, timeZone: "India/Goa" } });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ errors: { "hours.timeZone": INVALID_TIME_ZONE_MESSAGE } });
  });
});

describe("invalid hours", () => {
  const week = (day: OpeningHoursInput["weekly"] extends (infer Day)[] | null ? Day : never) =>
    Array.from({ length: 7 }, () => day);

  it.each([
    [
      "overlapping intervals",
      {
        weekly: week({
          mode: "hours",
          intervals: [
            { opens: "06:00", closes: "09:00" },
            { opens: "08:00", closes: "10:00" },
          ],
        }),
      },
      "hours.weekly.0.intervals",
      OVERLAPPING_INTERVALS_MESSAGE,
    ],
    [
      "a time that is none",
      { weekly: week({ mode: "hours", intervals: [{ opens: "7am", closes: "10:00" }] }) },
      "hours.weekly.0.intervals.0.opens",
      INVALID_TIME_MESSAGE,
    ],
    [
      "an open day without hours",
      { weekly: week({ mode: "hours", intervals: [] }) },
      "hours.weekly.0.intervals",
      HOURS_REQUIRED_MESSAGE,
    ],
    [
      "an exception ending before it starts",
      {
        weekly: null,
        exceptions: [{ kind: "holiday", label: "Diwali", startsOn: "2027-10-31", endsOn: "2027-10-29" }],
      },
      "hours.exceptions.0.endsOn",
      EXCEPTION_ENDS_BEFORE_START_MESSAGE,
    ],
  ] as const)("answer 422 with the schema's message at the field: %s", async (_case, hours, field, message) => {
    const response = await send("PUT", "/api/admin/businesses/1", { ...form, name: "Renamed", hours });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.errors[field]).toBe(message);
    expect(body.message).toBe(message);
  });

  it("write nothing: neither the business's other fields nor any hours", async () => {
    await send("PUT", "/api/admin/businesses/1", { ...form, hours: fullWeek });
    const before = await readBack();
    const response = await send("PUT", "/api/admin/businesses/1", {
      ...form,
      name: "Renamed",
      hours: { ...fullWeek, weekly: week({ mode: "hours", intervals: [{ opens: "25:00", closes: "26:00" }] }) },
    });
    expect(response.status).toBe(422);
    expect(await readBack()).toEqual(before);
    expect(await t.db.$count(auditLog)).toBe(1);
  });

  it("a failure while the hours are written rolls the whole save back", async () => {
    await send("PUT", "/api/admin/businesses/1", { ...form, hours: fullWeek });
    const before = await readBack();
    // the database refuses one exception's row, after the business's own row was updated
    await t.db.execute(sql`CREATE FUNCTION refuse_label() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.label = 'Refused' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$`);
    await t.db.execute(sql`CREATE TRIGGER refuse_label BEFORE INSERT ON business_hours_exceptions
      FOR EACH ROW EXECUTE FUNCTION refuse_label()`);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await send("PUT", "/api/admin/businesses/1", {
        ...form,
        name: "Renamed",
        hours: { ...fullWeek, exceptions: [{ ...fullWeek.exceptions[0]!, label: "Refused" }] },
      });
      expect(response.status).toBe(500);
      expect(logged).toHaveBeenCalledOnce();
      expect(await readBack()).toEqual(before);
      expect(await t.db.$count(auditLog)).toBe(1);
      expect(t.contentChanges).toHaveLength(1);
    } finally {
      logged.mockRestore();
      await t.db.execute(sql`DROP TRIGGER refuse_label ON business_hours_exceptions`);
      await t.db.execute(sql`DROP FUNCTION refuse_label()`);
    }
  });
});

describe("hoursConfirmedAt", () => {
  it("is the server's clock when the saved hours differ from the stored ones, audited with them", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-28T06:00:00Z") });
    const response = await send("PATCH", "/api/admin/businesses/1", { hours: fullWeek });
    expect(BusinessSchema.parse(await response.json()).hoursConfirmedAt).toBe("2026-11-28T06:00:00.000Z");
    const [entry] = await t.db.select().from(auditLog);
    expect(entry).toMatchObject({ entity: "business", entityId: "1", action: "update" });
    expect(entry!.changes).toEqual({
      hours: { from: UNKNOWN_HOURS, to: fullWeekAnswered },
      hoursConfirmedAt: { from: null, to: "2026-11-28T06:00:00.000Z" },
    });
    expect(t.contentChanges).toEqual([expect.objectContaining({ reason: "business 1: update" })]);
  });

  it("stays, with nothing audited or rebuilt, when the same hours are saved again in another order", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-28T06:00:00Z") });
    await send("PUT", "/api/admin/businesses/1", { ...form, hours: fullWeek });
    vi.setSystemTime(new Date("2026-12-05T06:00:00Z"));
    const reordered = { ...fullWeek, exceptions: [...fullWeek.exceptions].reverse() };
    const again = await send("PUT", "/api/admin/businesses/1", { ...form, hours: reordered });
    expect(BusinessSchema.parse(await again.json()).hoursConfirmedAt).toBe("2026-11-28T06:00:00.000Z");
    expect(await t.db.$count(auditLog)).toBe(1);
    expect(t.contentChanges).toHaveLength(1);
  });

  it("moves to now when the editor confirms the hours are still right, audited as that alone", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-28T06:00:00Z") });
    await send("PUT", "/api/admin/businesses/1", { ...form, hours: fullWeek });
    vi.setSystemTime(new Date("2026-12-05T06:00:00Z"));
    const confirmed = await send("PUT", "/api/admin/businesses/1", { ...form, hours: fullWeek, confirmHours: true });
    expect(BusinessSchema.parse(await confirmed.json()).hoursConfirmedAt).toBe("2026-12-05T06:00:00.000Z");
    const entries = await t.db.select().from(auditLog).orderBy(auditLog.id);
    expect(entries[1]!.changes).toEqual({
      hoursConfirmedAt: { from: "2026-11-28T06:00:00.000Z", to: "2026-12-05T06:00:00.000Z" },
    });
  });

  it("is never taken from the client", async () => {
    const response = await send("PUT", "/api/admin/businesses/1", {
      ...form,
      hoursConfirmedAt: "2020-01-01T00:00:00.000Z",
      confirmHours: false,
    });
    expect(response.status).toBe(200);
    expect(BusinessSchema.parse(await response.json()).hoursConfirmedAt).toBeNull();
    const created = await send("POST", "/api/admin/businesses", { ...form, hoursConfirmedAt: "2020-01-01" });
    expect(BusinessSchema.parse(await created.json()).hoursConfirmedAt).toBeNull();
    expect((await send("PATCH", "/api/admin/businesses/1", { confirmHours: "yes" })).status).toBe(422);
  });
});

describe("deleting a business", () => {
  it("removes its hours with it, and the audit keeps what they were", async () => {
    await send("PUT", "/api/admin/businesses/1", { ...form, hours: fullWeek });
    expect((await send("DELETE", "/api/admin/businesses/1")).status).toBe(204);
    expect(await t.db.$count(businessHours)).toBe(0);
    expect(await t.db.$count(businessHoursExceptions)).toBe(0);
    const [, removal] = await t.db.select().from(auditLog).orderBy(auditLog.id);
    expect(removal).toMatchObject({
      action: "delete",
      changes: { name: "Ganga Kirtan Nights", hours: fullWeekAnswered },
    });
  });
});
