import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BLOG_CATEGORIES, BUILT_IN_CATEGORIES } from "../../../shared/constants.ts";
import { LOCALITIES } from "../../../shared/localities.ts";
import { BlogPostInputSchema } from "../../../shared/schemas/blog.ts";
import { BusinessSubmissionSchema } from "../../../shared/schemas/business.ts";
import { DEFAULT_HOME_CONTENT } from "../../../shared/schemas/home-content.ts";
import { type OpeningHours, OpeningHoursSchema } from "../../../shared/schemas/hours.ts";
import { ReviewInputSchema } from "../../../shared/schemas/review.ts";
import { TestimonialInputSchema } from "../../../shared/schemas/testimonial.ts";
import { isSlug } from "../../../shared/slug.ts";
import { useTestApp } from "../../test-support/app.ts";
import { insertCategory } from "../../test-support/fixtures.ts";
import {
  blogPosts,
  businesses,
  categories,
  contentTranslations,
  crossings,
  homeContent,
  landmarks,
  reviews,
  riverCourses,
  testimonials,
} from "../schema.ts";
import { bankOf } from "../../../shared/geo/bank.ts";
import { DEMO_CROSSINGS, DEMO_LANDMARKS, RIVER_COURSE } from "./geography.ts";
import { businessHoursField } from "../../modules/businesses/hours.ts";
import { seedDemoContent } from "./index.ts";
import { listTranslations } from "../../modules/admin/translations/queries.ts";
import { DEMO_BUSINESSES } from "./businesses.ts";
import { DEMO_HOURS, FESTIVAL_DATES, nextFestival, nextMonsoon } from "./hours.ts";

const t = await useTestApp();

async function tableCounts() {
  const tables = { categories, businesses, reviews, blogPosts, testimonials, homeContent };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await t.db.select({ total: count() }).from(table);
      return [name, row!.total] as const;
    }),
  );
  return Object.fromEntries(entries);
}

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

/** Distance in km between two points (equirectangular: exact enough across a town). */
function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const x = (b.longitude - a.longitude) * Math.cos((((a.latitude + b.latitude) / 2) * Math.PI) / 180);
  const y = b.latitude - a.latitude;
  return Math.hypot(x, y) * 111.32;
}

describe("seedDemoContent", () => {
  it("seeds an empty database once; a second run changes nothing", async () => {
    const first = await seedDemoContent(t.db);
    const afterFirst = await tableCounts();
    const second = await seedDemoContent(t.db);

    expect(first.seeded).toBe(true);
    expect(second).toEqual({ seeded: false });
    expect(await tableCounts()).toEqual(afterFirst);
    expect(afterFirst).toMatchObject({ categories: 9, homeContent: 1 });
    const { homeContent: _homeRow, ...insertedTables } = afterFirst;
    expect(first).toEqual({ seeded: true, inserted: insertedTables });
  });

  it("seeds once when two instances start at the same time", async () => {
    const results = await Promise.all([seedDemoContent(t.db), seedDemoContent(t.db)]);

    expect(results.map((result) => result.seeded).sort()).toEqual([false, true]);
    expect(await tableCounts()).toMatchObject({ categories: 9, homeContent: 1 });
  });

  it("leaves a database that already has categories untouched", async () => {
    await insertCategory(t.db, { slug: "my-own-category" });

    expect(await seedDemoContent(t.db)).toEqual({ seeded: false });
    expect(await tableCounts()).toMatchObject({ categories: 1, businesses: 0, blogPosts: 0, homeContent: 0 });
  });

  it("translates every category and the home page, four listings and three posts, none of it needing an update", async () => {
    await seedDemoContent(t.db);
    const rows = await t.db.select().from(contentTranslations);
    const records = (entity: string) =>
      new Set(rows.filter((row) => row.entity === entity).map((row) => row.entityId)).size;
    expect([records("category"), records("home_content"), records("business"), records("blog_post")]).toEqual([
      BUILT_IN_CATEGORIES.length,
      1,
      4,
      3,
    ]);
    const translated = new Map(rows.map(({ entity, entityId }) => [`${entity} ${entityId}`, { entity, entityId }]));
    for (const { entity, entityId } of translated.values()) {
      const record = await listTranslations(t.db, entity, entityId);
      for (const field of [...record.languages.hi, ...record.languages.he]) {
        expect(field.translation?.needsUpdate ?? false, `${entity} ${entityId} ${field.field}`).toBe(false);
      }
    }
    // every translated record is translated whole, in both languages
    expect(rows.filter((row) => row.entity === "business")).toHaveLength(4 * 3 * 2);
  });

  it("creates the nine built-in categories with their names, icons and colours", async () => {
    await seedDemoContent(t.db);
    const rows = await t.db.select().from(categories).orderBy(categories.id);

    expect(rows.map(({ slug, name, icon, color }) => ({ slug, name, icon, color }))).toEqual(
      BUILT_IN_CATEGORIES.map(({ slug, name, icon, color }) => ({ slug, name, icon, color })),
    );
    expect(rows.every((row) => isSlug(row.slug))).toBe(true);
  });

  it("lists at least 40 businesses over every category, each placed near its Rishikesh locality", async () => {
    await seedDemoContent(t.db);
    const rows = await t.db
      .select({ business: businesses, categorySlug: categories.slug })
      .from(businesses)
      .innerJoin(categories, eq(businesses.categoryId, categories.id));
    const perCategory = groupBy(rows, (row) => row.categorySlug);

    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect([...perCategory.keys()].sort()).toEqual(BUILT_IN_CATEGORIES.map((c) => c.slug).sort());
    expect(Math.min(...[...perCategory.values()].map((group) => group.length))).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((row) => row.business.location)).size).toBeGreaterThanOrEqual(5);
    for (const { business } of rows) {
      const locality = LOCALITIES.find((l) => l.name === business.location);
      expect(locality, business.name).toBeDefined();
      const position = { latitude: business.latitude!, longitude: business.longitude! };
      expect(distanceKm(locality!, position), business.name).toBeLessThan(1.5);
    }
    const positions = rows.map(({ business }) => `${business.latitude},${business.longitude}`);
    expect(new Set(positions).size).toBe(rows.length);
  });

  it("seeds the town's river, crossings and landmarks, with their sources, even where content is already stored", async () => {
    await insertCategory(t.db, { slug: "my-own-category" });
    await seedDemoContent(t.db);

    const [river] = await t.db.select().from(riverCourses);
    expect(river?.points).toEqual(RIVER_COURSE.points);
    const crossingRows = await t.db.select().from(crossings);
    expect(crossingRows.map(({ slug, openOnFoot }) => ({ slug, openOnFoot }))).toEqual(
      DEMO_CROSSINGS.map(({ slug, openOnFoot }) => ({ slug, openOnFoot })),
    );
    const landmarkRows = await t.db.select().from(landmarks);
    expect(landmarkRows).toHaveLength(DEMO_LANDMARKS.length);
    expect([...crossingRows, ...landmarkRows].every((row) => ("source" in row ? row.source : row.statusSource))).toBe(
      true,
    );
    expect(landmarkRows.find(({ slug }) => slug === "ram-jhula")?.crossingId).toBe(
      crossingRows.find(({ slug }) => slug === "ram-jhula")?.id,
    );
  });

  it("puts each listing on its locality's side of the river", async () => {
    await seedDemoContent(t.db);
    const rows = await t.db.select().from(businesses);
    const sideOf = (name: string) => {
      const row = rows.find((business) => business.name === name)!;
      return row.bank ?? bankOf({ latitude: row.latitude!, longitude: row.longitude! }, RIVER_COURSE.points);
    };

    expect(sideOf("Marma Touch Therapy")).toBe("left"); // "east end of Ram Jhula"
    expect(sideOf("Himalayan Stillness Meditation Hall")).toBe("left"); // Swarg Ashram
    expect(sideOf("Ganga Prana Yoga Shala")).toBe("right"); // Tapovan
    expect(sideOf("Dhanvantari Ayurveda Kendra")).toBe("right"); // Muni Ki Reti
  });

  it("mixes verified, featured and pending listings the way a live directory would", async () => {
    await seedDemoContent(t.db);
    const rows = await t.db.select().from(businesses);
    const pending = rows.filter((b) => !b.isActive);
    const featured = rows.filter((b) => b.isFeatured);
    const verifiedShare = rows.filter((b) => b.isVerified).length / rows.length;

    expect(pending.length).toBeGreaterThanOrEqual(2);
    expect(pending.length).toBeLessThanOrEqual(3);
    expect(pending.every((b) => !b.isVerified && !b.isFeatured && b.reviewCount === 0)).toBe(true);
    expect(featured.length).toBeGreaterThanOrEqual(8);
    expect(featured.length).toBeLessThanOrEqual(10);
    expect(featured.every((b) => b.isActive && b.isVerified)).toBe(true);
    expect(verifiedShare).toBeGreaterThan(0.6);
    expect(verifiedShare).toBeLessThan(0.8);
    expect(rows.some((b) => b.images.length === 0)).toBe(true);
    expect(rows.some((b) => b.whatsapp === null) && rows.some((b) => b.whatsapp !== null)).toBe(true);
  });

  it("gives every business details that pass the public listing form's validation", async () => {
    await seedDemoContent(t.db);
    const rows = await t.db.select().from(businesses);

    for (const business of rows) {
      const result = BusinessSubmissionSchema.safeParse(business);
      expect(result.error?.issues, business.name).toBeUndefined();
      expect(business.phone!.length, business.name).toBeGreaterThanOrEqual(10);
      expect(business.website, business.name).toMatch(/^https:\/\/[a-z0-9-]+\.example$/);
      for (const image of business.images)
        expect(image).toMatch(/^https:\/\/images\.unsplash\.com\/photo-[\w-]+\?w=800&q=80$/);
    }
    expect(new Set(rows.map((b) => b.name)).size).toBe(rows.length);
  });

  it("sets each business's rating and review count to exactly the aggregate of its reviews", async () => {
    await seedDemoContent(t.db);
    const [rows, allReviews] = await Promise.all([t.db.select().from(businesses), t.db.select().from(reviews)]);
    const reviewsByBusiness = groupBy(allReviews, (review) => review.businessId);

    for (const business of rows) {
      const ratings = (reviewsByBusiness.get(business.id) ?? []).map((review) => review.rating);
      const average = ratings.length ? ratings.reduce((sum, r) => sum + r, 0) / ratings.length : 0;
      expect(business.reviewCount, business.name).toBe(ratings.length);
      expect(Number(business.rating), business.name).toBe(Math.round(average * 100) / 100);
    }
    expect(rows.filter((b) => b.isActive && b.reviewCount === 0).length).toBeGreaterThan(0);
    expect(rows.filter((b) => b.reviewCount >= 2).length).toBeGreaterThan(rows.length / 2);
  });

  it("writes reviews from many reviewers, with valid ratings, spread over the past year", async () => {
    await seedDemoContent(t.db);
    const rows = await t.db.select().from(reviews);
    const yearBeforeBase = new Date("2025-11-01T00:00:00Z");

    expect(new Set(rows.map((r) => r.customerName)).size).toBeGreaterThanOrEqual(40);
    expect(new Set(rows.map((r) => r.rating))).toEqual(new Set([3, 4, 5]));
    for (const review of rows) {
      expect(ReviewInputSchema.safeParse(review).success, review.title ?? "").toBe(true);
      expect(review.createdAt.getTime()).toBeGreaterThan(yearBeforeBase.getTime());
      expect(review.createdAt.getTime()).toBeLessThanOrEqual(new Date("2026-11-01T23:59:59Z").getTime());
    }
    const months = new Set(rows.map((r) => r.createdAt.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(10);
  });

  it("publishes blog posts in all six categories and keeps a few drafts", async () => {
    await seedDemoContent(t.db);
    const rows = await t.db.select().from(blogPosts);
    const published = rows.filter((post) => post.isPublished);
    const drafts = rows.filter((post) => !post.isPublished);

    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(new Set(published.map((post) => post.category))).toEqual(new Set(BLOG_CATEGORIES));
    expect(drafts.length).toBeGreaterThanOrEqual(2);
    expect(drafts.length).toBeLessThanOrEqual(3);
    expect(new Set(rows.map((post) => post.createdAt.getTime())).size).toBe(rows.length);
    for (const post of rows) {
      expect(isSlug(post.slug), post.slug).toBe(true);
      expect(BlogPostInputSchema.safeParse(post).error?.issues, post.slug).toBeUndefined();
      expect(post.tags.length).toBeGreaterThanOrEqual(3);
      expect(post.tags.length).toBeLessThanOrEqual(5);
      expect(post.content.split("\n\n").length, post.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it("adds testimonials in display order, one hidden, and the default home-page texts", async () => {
    await seedDemoContent(t.db);
    const rows = await t.db.select().from(testimonials).orderBy(testimonials.sortOrder);
    const [home] = await t.db.select().from(homeContent);

    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((row) => !row.isActive)).toHaveLength(1);
    expect(rows.map((row) => row.sortOrder)).toEqual(rows.map((_, index) => index));
    for (const row of rows) expect(TestimonialInputSchema.safeParse(row).success, row.name).toBe(true);
    expect(home).toMatchObject(DEFAULT_HOME_CONTENT);
    expect(home).toMatchObject({ ctaText: "Explore Rishikesh", ctaLink: "/search" });
  });
});

/** The hours the seed stored, by business name, read as the API reads them. */
async function storedHours(): Promise<Map<string, { hours: OpeningHours; confirmedAt: Date | null }>> {
  const rows = await t.db
    .select({ name: businesses.name, hours: businessHoursField, confirmedAt: businesses.hoursConfirmedAt })
    .from(businesses);
  return new Map(rows.map(({ name, ...stored }) => [name, stored]));
}

const SEEDED_ON = new Date("2026-11-28T06:30:00Z");

describe("the demo's opening hours", () => {
  it("gives every demo business hours the shared schema accepts, confirmed unless unknown", async () => {
    await seedDemoContent(t.db, SEEDED_ON);
    const stored = await storedHours();

    expect(Object.keys(DEMO_HOURS).sort()).toEqual(DEMO_BUSINESSES.map((business) => business.name).sort());
    expect(stored.size).toBe(DEMO_BUSINESSES.length);
    for (const [name, { hours, confirmedAt }] of stored) {
      expect(OpeningHoursSchema.parse(hours), name).toEqual(hours);
      expect(hours.timeZone, name).toBe("Asia/Kolkata");
      if (hours.weekly) expect(confirmedAt!.getTime(), name).toBeLessThan(SEEDED_ON.getTime());
      else expect(confirmedAt, name).toBeNull();
    }
    const unknown = [...stored].filter(([, { hours }]) => hours.weekly === null).map(([name]) => name);
    expect(unknown.sort()).toEqual(["Full Moon Satsang Garden", "Moonlight Ghat Meditation"]);
  });

  it("shows every case the issue lists: split days, past midnight, 24 hours, closures and special hours", async () => {
    await seedDemoContent(t.db, SEEDED_ON);
    const stored = await storedHours();
    const hoursOf = (name: string) => stored.get(name)!.hours;

    // a split-day meditation hall
    expect(hoursOf("Himalayan Stillness Meditation Hall").weekly![0]).toEqual({
      mode: "hours",
      intervals: [
        { opens: "06:00", closes: "08:00" },
        { opens: "17:00", closes: "19:00" },
      ],
    });
    // a café 8 am to 10 pm
    for (const day of hoursOf("Bansuri Riverside Café").weekly!) {
      expect(day).toEqual({ mode: "hours", intervals: [{ opens: "08:00", closes: "22:00" }] });
    }
    // an evening kirtan that runs past midnight
    expect(hoursOf("Ganga Kirtan Nights").weekly![0]).toEqual({
      mode: "hours",
      intervals: [{ opens: "20:00", closes: "01:00" }],
    });
    // a 24-hour taxi service
    expect(hoursOf("Ganga Valley Taxi Service").weekly!.every((day) => day.mode === "24h")).toBe(true);
    // a rafting company closed for the monsoon, the coming one
    expect(hoursOf("White Water Wallahs Rafting").exceptions).toEqual([
      { kind: "seasonal", label: "the monsoon", startsOn: "2027-07-01", endsOn: "2027-09-30", intervals: [] },
    ]);
    // a shop closed for Diwali, on the festival's coming date
    expect(hoursOf("Kailash Handloom & Rudraksha Store").exceptions).toEqual([
      { kind: "holiday", label: "Diwali", startsOn: "2027-10-29", endsOn: "2027-10-31", intervals: [] },
    ]);
    // shops have a day off
    expect(hoursOf("Kailash Handloom & Rudraksha Store").weekly![1]!.mode).toBe("closed");
    // special hours on Ganga Dussehra
    expect(hoursOf("Triveni Aarti Circle Walks").exceptions).toEqual([
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
    ]);
    // temporarily closed since a few days, with the day it reopens after
    expect(hoursOf("Pedal Himalaya Cycle Tours").exceptions).toEqual([
      { kind: "temporary", label: "Fleet servicing", startsOn: "2026-11-24", endsOn: "2026-12-07", intervals: [] },
    ]);
    // a stay's reception never closes
    expect(hoursOf("Parvat Vista Boutique Stay").weekly!.every((day) => day.mode === "24h")).toBe(true);
  });

  it("places exceptions from the seed's day, so a demo seeded any day has coming ones", () => {
    for (const today of ["2027-08-15", "2027-10-30", "2035-12-01"]) {
      const exceptions = Object.values(DEMO_HOURS).flatMap(
        (hoursOn) => OpeningHoursSchema.parse(hoursOn({ today })).exceptions,
      );
      expect(exceptions.length, today).toBeGreaterThanOrEqual(7);
      for (const exception of exceptions) expect(exception.endsOn >= today, today).toBe(true);
    }
    expect(nextMonsoon("2027-08-15")).toEqual({ startsOn: "2027-07-01", endsOn: "2027-09-30" });
    expect(nextMonsoon("2027-10-01")).toEqual({ startsOn: "2028-07-01", endsOn: "2028-09-30" });
    // the last day of a festival's closure still counts as coming; the table's end gives none
    expect(nextFestival("Diwali", "2027-10-31", 3)).toBe("2027-10-29");
    expect(nextFestival("Diwali", "2027-11-01", 3)).toBe("2028-10-17");
    expect(nextFestival("Diwali", "2036-01-01")).toBeUndefined();
    for (const dates of Object.values(FESTIVAL_DATES)) expect([...dates].sort()).toEqual(dates);
  });
});
