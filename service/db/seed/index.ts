// Demo content for a fresh install: the nine built-in categories, listings with reviews, blog posts,
// testimonials and the home-page texts, and every listing's opening hours. Deterministic (dates count back from a fixed
// base date; hours exceptions are placed from the seed's day, which a caller may give) and idempotent: it writes only
// into a database that has no categories yet. The town's river, crossings and landmarks are not demo content but the
// town itself: they are written into any database that has no river course yet, an installation seeded before them
// included.
import { sql } from "drizzle-orm";
import { BUILT_IN_CATEGORIES } from "../../../shared/constants.ts";
import { type Bank, bankOf, metresFromCourse } from "../../../shared/geo/bank.ts";
import { LOCALITIES, type Locality } from "../../../shared/localities.ts";
import { DEFAULT_HOME_CONTENT } from "../../../shared/schemas/home-content.ts";
import { DEFAULT_TIME_ZONE, OpeningHoursSchema } from "../../../shared/schemas/hours.ts";
import { slugify } from "../../../shared/slug.ts";
import {
  HOME_CONTENT_ID,
  sourceText,
  TRANSLATION_LANGUAGES,
  type TranslatableEntity,
} from "../../../shared/schemas/translations.ts";
import { hashOfEnglish } from "../../modules/admin/translations/queries.ts";
import { hoursColumnsOf, insertOpeningHoursRows, openingHoursRows } from "../../modules/businesses/hours.ts";
import { recomputeBusinessRatings } from "../../modules/reviews/queries.ts";
import type { Database, Transaction } from "../client.ts";
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
import { DEMO_BLOG_POSTS } from "./blog-posts.ts";
import { DEMO_BUSINESSES, type DemoBusiness } from "./businesses.ts";
import { DEMO_CROSSINGS, DEMO_LANDMARKS, RIVER_COURSE } from "./geography.ts";
import { DEMO_HOURS } from "./hours.ts";
import { DEMO_REVIEWS, REVIEWERS } from "./reviews.ts";
import { DEMO_TESTIMONIALS } from "./testimonials.ts";
import {
  BLOG_POST_TRANSLATIONS,
  BUSINESS_TRANSLATIONS,
  CATEGORY_TRANSLATIONS,
  HOME_TRANSLATIONS,
} from "./translations.ts";

/** The demo content's "today": every date is this minus a fixed number of days. */
const SEED_BASE_DATE = new Date("2026-11-01T09:00:00Z");

/** Identifies the seed's advisory lock, so instances starting together against one database seed once. */
const SEED_LOCK_KEY = 741_982_306;

interface SeedCounts {
  categories: number;
  businesses: number;
  reviews: number;
  blogPosts: number;
  testimonials: number;
}

export type SeedResult = { seeded: true; inserted: SeedCounts } | { seeded: false };

/**
 * @param today the seed's day: the demo's hours exceptions are placed from it (seed/hours.ts), so a fresh demo always
 * has coming ones; everything else counts back from SEED_BASE_DATE
 */
export async function seedDemoContent(db: Database, today = new Date()): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await insertGeographyUnlessPresent(tx);
    const [anyCategory] = await tx.select({ id: categories.id }).from(categories).limit(1);
    if (anyCategory) return { seeded: false };

    const categoryIds = await insertCategories(tx);
    const businessIds = await insertBusinesses(tx, categoryIds, today);
    const reviewCount = await insertReviews(tx, businessIds);
    await recomputeBusinessRatings(tx);
    await insertBlogPosts(tx);
    await tx.insert(testimonials).values(
      DEMO_TESTIMONIALS.map((testimonial, index) => ({
        ...testimonial,
        sortOrder: index,
        ...timestamps(30 - index),
      })),
    );
    await insertHomeContentUnlessSaved(tx);
    await insertTranslations(tx, categoryIds, businessIds);

    return {
      seeded: true,
      inserted: {
        categories: categoryIds.size,
        businesses: businessIds.size,
        reviews: reviewCount,
        blogPosts: DEMO_BLOG_POSTS.length,
        testimonials: DEMO_TESTIMONIALS.length,
      },
    };
  });
}

function daysAgo(days: number, hourOfDay = 9): Date {
  const date = new Date(SEED_BASE_DATE.getTime() - days * 86_400_000);
  date.setUTCHours(hourOfDay);
  return date;
}

function timestamps(days: number) {
  const at = daysAgo(days);
  return { createdAt: at, updatedAt: at };
}

function unsplashUrl(photoId: string): string {
  return `https://images.unsplash.com/photo-${photoId}?w=800&q=80`;
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Demo content refers to an unknown ${what}`);
  return value;
}

/** @returns category id by slug */
async function insertCategories(tx: Transaction): Promise<Map<string, number>> {
  const rows = await tx
    .insert(categories)
    .values(
      BUILT_IN_CATEGORIES.map(({ slug, name, description, icon, color }) => ({
        slug,
        name,
        description,
        icon,
        color,
        ...timestamps(500),
      })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/**
 * The bank each locality's listings are on: the side its addresses' PIN code lies (249304: Swarg Ashram, Jonk and
 * Ram Jhula's east end in Pauri Garhwal, the left bank; 249192 Tapovan and Laxman Jhula's market, 249137 Muni Ki Reti,
 * 249201 Rishikesh town: the right bank).
 */
const LOCALITY_BANKS: Record<string, Bank> = {
  Tapovan: "right",
  "Laxman Jhula": "right",
  "Ram Jhula": "left",
  "Swarg Ashram": "left",
  "Muni Ki Reti": "right",
  "High Bank": "right",
  "Triveni Ghat": "right",
  Shivpuri: "right",
  Neelkanth: "left",
  Jonk: "left",
  Kaudiyala: "right",
  Byasi: "right",
};
/** A listing this close to the river's centreline would stand in the water. */
const CLEAR_OF_RIVER_METRES = 90;
/** A locality further than this from the drawn course is beyond it: its listings' bank is stored, not read. */
const BEYOND_COURSE_METRES = 2500;

interface Placement {
  latitude: number;
  longitude: number;
  /** stored only where the river's course does not reach the locality */
  bank: Bank | null;
}

/**
 * Places a locality's listings on a golden-angle spiral 150 m-1.4 km around its centre, so map pins and distance
 * sorting are believable and no two listings share a point: each on its locality's bank and clear of the water, the
 * spiral's turns that fall across the river skipped. `step` is the spiral's next turn for this locality.
 */
function placeNear(locality: Locality, step: number): { placement: Placement; nextStep: number } {
  const bank = required(LOCALITY_BANKS[locality.name], `bank of "${locality.name}"`);
  const course = RIVER_COURSE.points;
  if (metresFromCourse(locality, course) > BEYOND_COURSE_METRES) {
    return { placement: { ...spiralPoint(locality, step), bank }, nextStep: step + 1 };
  }
  for (let turn = step; ; turn += 1) {
    const point = spiralPoint(locality, turn);
    if (bankOf(point, course) === bank && metresFromCourse(point, course) >= CLEAR_OF_RIVER_METRES) {
      return { placement: { ...point, bank: null }, nextStep: turn + 1 };
    }
  }
}

function spiralPoint(locality: Locality, turn: number): { latitude: number; longitude: number } {
  const distanceKm = 0.15 + 0.06 * turn;
  const angle = turn * 2.39996;
  const kmPerDegreeLatitude = 111.32;
  const kmPerDegreeLongitude = kmPerDegreeLatitude * Math.cos((locality.latitude * Math.PI) / 180);
  const round = (degrees: number) => Number(degrees.toFixed(5));
  return {
    latitude: round(locality.latitude + (distanceKm * Math.cos(angle)) / kmPerDegreeLatitude),
    longitude: round(locality.longitude + (distanceKm * Math.sin(angle)) / kmPerDegreeLongitude),
  };
}

function localityOf(business: DemoBusiness): Locality {
  return required(
    LOCALITIES.find((l) => l.name === business.locality),
    `locality "${business.locality}"`,
  );
}

function toBusinessRow(business: DemoBusiness, index: number, categoryId: number, placement: Placement) {
  const locality = localityOf(business);
  const reviewTotal = DEMO_REVIEWS[business.name]?.length ?? 0;
  // Approved listings joined over a year ago; pending submissions arrived in the last week.
  const ageInDays = business.awaitingApproval ? 1 + (index % 7) : 365 + (DEMO_BUSINESSES.length - index) * 2;
  return {
    name: business.name,
    description: business.description,
    categoryId,
    location: locality.name,
    ...placement,
    address: business.address,
    phone: business.phone,
    email: `hello@${business.handle}.example`,
    website: `https://${business.handle}.example`,
    whatsapp: business.onWhatsapp ? business.phone : null,
    priceRange: business.priceRange,
    images: business.photos.map(unsplashUrl),
    services: business.services,
    amenities: business.amenities,
    isVerified: business.isVerified,
    isActive: !business.awaitingApproval,
    isFeatured: business.isFeatured ?? false,
    viewCount: business.awaitingApproval ? 0 : 120 + ((index * 7919) % 1300) + reviewTotal * 45,
    ...timestamps(ageInDays),
  };
}

/** The demo listing's hours, checked by the shared schema, and when they were last confirmed (days before `today`). */
function demoHours(business: DemoBusiness, index: number, today: Date) {
  const hoursOf = required(DEMO_HOURS[business.name], `hours of "${business.name}"`);
  const hours = OpeningHoursSchema.parse(hoursOf({ today: calendarDay(today, DEFAULT_TIME_ZONE) }));
  const confirmedDaysAgo = 3 + ((index * 37) % 240);
  return {
    hours,
    columns: {
      ...hoursColumnsOf(hours),
      hoursConfirmedAt: hours.weekly ? new Date(today.getTime() - confirmedDaysAgo * 86_400_000) : null,
    },
  };
}

/** The calendar day ("YYYY-MM-DD") of an instant in a time zone. */
function calendarDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/** @returns business id by name */
async function insertBusinesses(
  tx: Transaction,
  categoryIds: Map<string, number>,
  today: Date,
): Promise<Map<string, number>> {
  const spiralSteps = new Map<string, number>();
  const listings = DEMO_BUSINESSES.map((business, index) => {
    const { placement, nextStep } = business.position
      ? { placement: { ...business.position, bank: null }, nextStep: spiralSteps.get(business.locality) ?? 0 }
      : placeNear(localityOf(business), spiralSteps.get(business.locality) ?? 0);
    spiralSteps.set(business.locality, nextStep);
    const categoryId = required(categoryIds.get(business.categorySlug), `category "${business.categorySlug}"`);
    const { hours, columns } = demoHours(business, index, today);
    return { hours, row: { ...toBusinessRow(business, index, categoryId, placement), ...columns } };
  });
  const inserted = await tx
    .insert(businesses)
    .values(listings.map(({ row }) => row))
    .returning({ id: businesses.id, name: businesses.name });
  // rows come back in the order they were given
  await insertOpeningHoursRows(
    tx,
    inserted.map(({ id }, index) => openingHoursRows(id, listings[index]!.hours)),
  );
  return new Map(inserted.map((row) => [row.name, row.id]));
}

async function insertReviews(tx: Transaction, businessIds: Map<string, number>): Promise<number> {
  let reviewIndex = 0;
  const rows = Object.entries(DEMO_REVIEWS).flatMap(([businessName, businessReviews], businessIndex) => {
    const businessId = required(businessIds.get(businessName), `business "${businessName}" in reviews`);
    return businessReviews.map((review, nth) => {
      // A stride of 7 through the reviewer list spreads each traveller's reviews across the directory
      // and never repeats a reviewer on one listing.
      const reviewer = REVIEWERS[(reviewIndex * 7) % REVIEWERS.length]!;
      const isVerified = reviewIndex % 3 !== 2;
      reviewIndex += 1;
      return {
        businessId,
        customerName: reviewer.name,
        customerLocation: reviewer.location,
        rating: review.rating,
        title: review.title,
        comment: review.comment,
        isVerified,
        createdAt: daysAgo(1 + ((businessIndex * 41 + nth * 67) % 355), 7 + ((businessIndex + nth * 3) % 13)),
      };
    });
  });
  await tx.insert(reviews).values(rows);
  return rows.length;
}

async function insertBlogPosts(tx: Transaction): Promise<void> {
  await tx.insert(blogPosts).values(
    DEMO_BLOG_POSTS.map(({ photo, daysAgo: age, ...post }) => ({
      ...post,
      slug: slugify(post.title),
      imageUrl: unsplashUrl(photo),
      ...timestamps(age),
    })),
  );
}

/** Keeps home-page texts an admin may already have saved; otherwise starts from the shared defaults. */
async function insertHomeContentUnlessSaved(tx: Transaction): Promise<void> {
  const [saved] = await tx.select({ id: homeContent.id }).from(homeContent).limit(1);
  if (!saved) await tx.insert(homeContent).values({ ...DEFAULT_HOME_CONTENT, ...timestamps(400) });
}

/**
 * The demo's Hindi and Hebrew (seed/translations.ts), each against the English it translates, so none reads as
 * needing an update.
 */
async function insertTranslations(
  tx: Transaction,
  categoryIds: Map<string, number>,
  businessIds: Map<string, number>,
): Promise<void> {
  const rows: (typeof contentTranslations.$inferInsert)[] = [];
  const add = (entity: TranslatableEntity, entityId: number, texts: typeof HOME_TRANSLATIONS, english: object) => {
    for (const language of TRANSLATION_LANGUAGES) {
      for (const [field, value] of Object.entries(texts[language])) {
        const source = sourceText((english as Record<string, string | string[] | null>)[field]);
        rows.push({ entity, entityId, language, field, value, sourceHash: hashOfEnglish(source), ...timestamps(20) });
      }
    }
  };
  for (const category of BUILT_IN_CATEGORIES) {
    const texts = CATEGORY_TRANSLATIONS[category.slug];
    if (texts)
      add("category", required(categoryIds.get(category.slug), `category "${category.slug}"`), texts, category);
  }
  for (const business of DEMO_BUSINESSES) {
    const texts = BUSINESS_TRANSLATIONS[business.name];
    if (texts)
      add("business", required(businessIds.get(business.name), `business "${business.name}"`), texts, business);
  }
  const posts = await tx.select({ id: blogPosts.id, slug: blogPosts.slug }).from(blogPosts);
  for (const post of DEMO_BLOG_POSTS) {
    const texts = BLOG_POST_TRANSLATIONS[post.title];
    const id = posts.find(({ slug }) => slug === slugify(post.title))?.id;
    if (texts) add("blog_post", required(id, `blog post "${post.title}"`), texts, post);
  }
  const [home] = await tx.select().from(homeContent).limit(1);
  add("home_content", HOME_CONTENT_ID, HOME_TRANSLATIONS, home ?? DEFAULT_HOME_CONTENT);
  await tx.insert(contentTranslations).values(rows);
}

/** The town's river course, crossings and landmarks (seed/geography.ts), unless a river course is already stored. */
async function insertGeographyUnlessPresent(tx: Transaction): Promise<void> {
  const [river] = await tx.select({ id: riverCourses.id }).from(riverCourses).limit(1);
  if (river) return;
  await tx.insert(riverCourses).values({ ...RIVER_COURSE, points: [...RIVER_COURSE.points] });
  const crossingRows = await tx
    .insert(crossings)
    .values(
      DEMO_CROSSINGS.map(({ leftBank, rightBank, ...crossing }) => ({
        ...crossing,
        leftLatitude: leftBank.latitude,
        leftLongitude: leftBank.longitude,
        rightLatitude: rightBank.latitude,
        rightLongitude: rightBank.longitude,
      })),
    )
    .returning({ id: crossings.id, slug: crossings.slug });
  const crossingIds = new Map(crossingRows.map(({ id, slug }) => [slug, id]));
  await tx.insert(landmarks).values(
    DEMO_LANDMARKS.map(({ bank, bankStored, crossing, ...landmark }) => ({
      ...landmark,
      bank: bankStored ? bank : null,
      crossingId: crossing === undefined ? null : required(crossingIds.get(crossing), `crossing "${crossing}"`),
    })),
  );
}
