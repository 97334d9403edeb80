import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { businessViewsDaily } from "../../db/schema.ts";
import { TEST_ORIGIN, useTestApp } from "../../test-support/app.ts";
import { insertBusiness, insertCategory } from "../../test-support/fixtures.ts";
import { countView } from "./queries.ts";
import { VIEW_REPEAT_MS, ViewLimits, VIEWS_PER_ADDRESS_PER_HOUR } from "./view-limits.ts";

const CHROME =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

let businessId = 0;
let inactiveId = 0;
const t = await useTestApp(
  async (db) => {
    const category = await insertCategory(db);
    businessId = (await insertBusiness(db, { categoryId: category.id })).id;
    inactiveId = (await insertBusiness(db, { categoryId: category.id, isActive: false })).id;
  },
  { env: { TRUST_PROXY: "true" } },
);

/** The app's limits are kept for the life of the app: each test views from addresses of its own. */
let nextAddress = 1;
const newAddress = () => `198.51.100.${nextAddress++}`;

function view(id: number, address: string, headers: Record<string, string> = {}) {
  return t.request("POST", `/api/businesses/${id}/views`, {
    headers: { origin: TEST_ORIGIN, "user-agent": CHROME, "x-forwarded-for": address, ...headers },
  });
}

const storedViews = async (id = businessId) =>
  (await t.db.select().from(businessViewsDaily).where(eq(businessViewsDaily.businessId, id))).reduce(
    (sum, row) => sum + row.views,
    0,
  );

describe("POST /api/businesses/:id/views", () => {
  it("counts a reader's view in its business's row of the day, and answers 204 with nothing", async () => {
    const response = await view(businessId, newAddress());
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    await view(businessId, newAddress());
    const rows = await t.db.select().from(businessViewsDaily);
    expect(rows).toEqual([{ businessId, day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), views: 2 }]);
  });

  it("cannot be inflated from one address: its views of a business count once, the rest answered alike", async () => {
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: 20 }, () => view(businessId, address)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(204));
    expect(await storedViews()).toBe(1);
    // another address still counts
    await view(businessId, newAddress());
    expect(await storedViews()).toBe(2);
  });

  it.each([
    ["Googlebot", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
    ["a headless browser", "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0 Safari/537.36"],
    ["Lighthouse", "Mozilla/5.0 (Linux; Android 11) Chrome/131.0 Mobile Safari/537.36 Chrome-Lighthouse"],
    ["curl", "curl/8.5.0"],
    ["no user agent", ""],
  ])("leaves out %s", async (_, agent) => {
    expect((await view(businessId, newAddress(), { "user-agent": agent })).status).toBe(204);
    expect(await storedViews()).toBe(0);
  });

  it("counts nothing for a business whose page is not public, or that does not exist", async () => {
    expect((await view(inactiveId, newAddress())).status).toBe(204);
    expect((await view(9999, newAddress())).status).toBe(204);
    expect(await t.db.$count(businessViewsDaily)).toBe(0);
  });

  it("refuses a view sent from another site's page (403) and counts nothing", async () => {
    const response = await view(businessId, newAddress(), { origin: "https://elsewhere.example" });
    expect(response.status).toBe(403);
    expect(await storedViews()).toBe(0);
  });
});

describe("countView", () => {
  it("counts on the business's own clock: 20:00 UTC is the next day in Rishikesh", async () => {
    await countView(t.db, businessId, new Date("2025-01-01T20:00:00Z"));
    await countView(t.db, businessId, new Date("2025-01-01T18:00:00Z"));
    const rows = await t.db.select().from(businessViewsDaily).orderBy(businessViewsDaily.day);
    expect(rows.map((row) => [row.day, row.views])).toEqual([
      ["2025-01-01", 1],
      ["2025-01-02", 1],
    ]);
  });

  it("adds every one of many concurrent views", async () => {
    await Promise.all(Array.from({ length: 25 }, () => countView(t.db, businessId)));
    expect(await storedViews()).toBe(25);
  });
});

describe("ViewLimits", () => {
  const start = Date.UTC(2025, 0, 1, 10, 0);

  it("counts one address's view of a business again only after VIEW_REPEAT_MS", () => {
    const limits = new ViewLimits();
    expect(limits.admit("203.0.113.7", 1, start)).toBe(true);
    expect(limits.admit("203.0.113.7", 1, start + VIEW_REPEAT_MS - 1)).toBe(false);
    expect(limits.admit("203.0.113.7", 2, start + 1)).toBe(true);
    expect(limits.admit("203.0.113.8", 1, start + 1)).toBe(true);
    expect(limits.admit("203.0.113.7", 1, start + VIEW_REPEAT_MS)).toBe(true);
  });

  it(`counts at most ${VIEWS_PER_ADDRESS_PER_HOUR} views an hour from one address, whatever the businesses`, () => {
    const limits = new ViewLimits();
    const admitted = Array.from({ length: VIEWS_PER_ADDRESS_PER_HOUR + 10 }, (_, id) =>
      limits.admit("203.0.113.7", id, start + id),
    ).filter(Boolean);
    expect(admitted).toHaveLength(VIEWS_PER_ADDRESS_PER_HOUR);
    expect(limits.admit("203.0.113.8", 1, start + 100)).toBe(true);
    // the next hour starts afresh
    expect(limits.admit("203.0.113.7", 999, start + 60 * 60 * 1000)).toBe(true);
  });
});
