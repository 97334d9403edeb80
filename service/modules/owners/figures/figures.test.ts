import { describe, expect, it } from "vitest";
import { FIGURE_SPANS, OwnerFiguresSchema } from "../../../../shared/schemas/owner-figures.ts";
import { businessViewsDaily } from "../../../db/schema.ts";
import { useTestApp } from "../../../test-support/app.ts";
import { insertBusiness, insertCategory, insertInquiry, insertReview } from "../../../test-support/fixtures.ts";
import { insertOwner, requestAsOwner } from "../../../test-support/owner.ts";
import { ownerFigures } from "./queries.ts";

let mine = 0;
let theirs = 0;
const t = await useTestApp(async (db) => {
  const category = await insertCategory(db);
  mine = (await insertBusiness(db, { categoryId: category.id })).id;
  theirs = (await insertBusiness(db, { categoryId: category.id })).id;
  await insertOwner(db, { businessId: mine });
});

/** Wednesday 2025-03-12, 20:00 in Rishikesh (14:30 UTC). */
const NOW = new Date("2025-03-12T14:30:00Z");

describe("ownerFigures", () => {
  it("gives the page's views of each of the last 30 days on the business's clock, quiet days as 0", async () => {
    await t.db.insert(businessViewsDaily).values([
      { businessId: mine, day: "2025-03-12", views: 7 },
      { businessId: mine, day: "2025-02-11", views: 3 },
      { businessId: mine, day: "2025-02-10", views: 99 },
      { businessId: theirs, day: "2025-03-12", views: 50 },
    ]);
    const { viewsPerDay } = await ownerFigures(t.db, mine, NOW);
    expect(viewsPerDay).toHaveLength(FIGURE_SPANS.days);
    expect(viewsPerDay[0]).toEqual({ day: "2025-02-11", views: 3 });
    expect(viewsPerDay.at(-1)).toEqual({ day: "2025-03-12", views: 7 });
    expect(viewsPerDay.reduce((sum, { views }) => sum + views, 0)).toBe(10);
  });

  it("counts inquiries per week, Monday to Sunday on the business's clock, this week last", async () => {
    // Monday 10 March 00:30 in Rishikesh is still Sunday 9 March in UTC: it belongs to this week
    await insertInquiry(t.db, { businessId: mine, createdAt: new Date("2025-03-09T19:00:00Z") });
    await insertInquiry(t.db, { businessId: mine, createdAt: new Date("2025-03-09T12:00:00Z") });
    await insertInquiry(t.db, { businessId: mine, createdAt: new Date("2025-03-11T12:00:00Z") });
    await insertInquiry(t.db, { businessId: mine, createdAt: new Date("2024-12-01T12:00:00Z") });
    await insertInquiry(t.db, { businessId: theirs, createdAt: new Date("2025-03-11T12:00:00Z") });
    const { inquiriesPerWeek } = await ownerFigures(t.db, mine, NOW);
    expect(inquiriesPerWeek).toHaveLength(FIGURE_SPANS.weeks);
    expect(inquiriesPerWeek.slice(-2)).toEqual([
      { weekStart: "2025-03-03", inquiries: 1 },
      { weekStart: "2025-03-10", inquiries: 2 },
    ]);
    expect(inquiriesPerWeek[0]!.weekStart).toBe("2024-12-23");
    expect(inquiriesPerWeek.reduce((sum, week) => sum + week.inquiries, 0)).toBe(3);
  });

  it("gives the rating as it stood at each month's end, from every published review until then", async () => {
    await insertReview(t.db, { businessId: mine, rating: 5, createdAt: new Date("2023-06-01T00:00:00Z") });
    await insertReview(t.db, { businessId: mine, rating: 2, createdAt: new Date("2025-01-15T00:00:00Z") });
    await insertReview(t.db, { businessId: mine, rating: 4, createdAt: new Date("2025-03-01T00:00:00Z") });
    await insertReview(t.db, { businessId: mine, rating: 1, status: "hidden", createdAt: new Date("2025-03-02") });
    const { ratingByMonth } = await ownerFigures(t.db, mine, NOW);
    expect(ratingByMonth).toHaveLength(FIGURE_SPANS.months);
    expect(ratingByMonth[0]).toEqual({ month: "2024-04", rating: 5, reviews: 0 });
    expect(ratingByMonth.slice(-3)).toEqual([
      { month: "2025-01", rating: 3.5, reviews: 1 },
      { month: "2025-02", rating: 3.5, reviews: 0 },
      { month: "2025-03", rating: 3.67, reviews: 1 },
    ]);
  });

  it("has no rating before the first review", async () => {
    const { ratingByMonth } = await ownerFigures(t.db, mine, NOW);
    expect(ratingByMonth.every((month) => month.rating === null && month.reviews === 0)).toBe(true);
  });
});

describe("GET /api/owner/businesses/:businessId/figures", () => {
  const asOwner = requestAsOwner(t);

  it("answers the owner's figures of their business", async () => {
    const response = await asOwner("GET", `/api/owner/businesses/${mine}/figures`);
    expect(response.status).toBe(200);
    expect(OwnerFiguresSchema.parse(await response.json()).viewsPerDay).toHaveLength(FIGURE_SPANS.days);
  });

  it("refuses another business's figures (403) and anyone not signed in (401)", async () => {
    expect((await asOwner("GET", `/api/owner/businesses/${theirs}/figures`)).status).toBe(403);
    expect((await t.request("GET", `/api/owner/businesses/${mine}/figures`)).status).toBe(401);
  });
});
