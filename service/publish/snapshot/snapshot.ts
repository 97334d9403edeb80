// Writes the content snapshot the Astro build reads: every published, public record, validated by
// the shared schema and for what pages need; a record that fails is left out with a warning naming it
// (snapshot-checks.ts) rather than breaking a page or the build.
import { mkdir, rename, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import { REVIEW_PAGE } from "../../../shared/constants.ts";
import { type SiteSnapshot, SnapshotFrameSchema } from "../../../shared/schemas/snapshot.ts";
import type { Database } from "../../db/client.ts";
import { businesses, categories, reviews } from "../../db/schema.ts";
import { listPublishedPosts } from "../../modules/blog/queries.ts";
import { listMovedAddresses } from "../../modules/moved-slugs/queries.ts";
import { selectBusinessesWithCategory } from "../../modules/businesses/queries.ts";
import { bestRatedFirst } from "../../modules/businesses/search.ts";
import { readPublicHomeContent } from "../../modules/home-content/queries.ts";
import { publicReviewColumns } from "../../modules/reviews/queries.ts";
import { listPublicTestimonials } from "../../modules/testimonials/queries.ts";
import { siteCodeDigest } from "../build/site-code.ts";
import { routeGeography } from "../../../shared/geo/geography.ts";
import type { GeographyRecords } from "../../../shared/schemas/geo.ts";
import { readGeography } from "../../modules/landmarks/queries.ts";
import { readContentTranslations } from "../../modules/admin/translations/queries.ts";
import { HOME_CONTENT_ID } from "../../../shared/schemas/translations.ts";
import { type Warn, withoutBadRecords } from "./snapshot-checks.ts";
import { createWhereaboutsCache, type WhereaboutsCache } from "./whereabouts-cache.ts";

/** The whereabouts kept between this process's builds (whereabouts-cache.ts). */
const processWhereabouts = createWhereaboutsCache();

/** The previews made so far of some photos, by their address (modules/media). */
export type PhotoPreviews = (sources: string[]) => Promise<Map<string, string>>;

/**
 * Reads what the public sees through the same queries the public API answers with. A record a page could not show
 * is left out and named through `warn` (snapshot-checks.ts), so it cannot stop the build. Each business and post
 * carries its photo's preview where `previews` has one. The snapshot is marked with the version of the code that
 * checked it (validatedBy), so a build of that version does not check it again.
 */
export async function readSnapshot(
  db: Database,
  siteUrl: string,
  warn: Warn = console.warn,
  previews: PhotoPreviews = () => Promise.resolve(new Map<string, string>()),
  whereaboutsCache: WhereaboutsCache = processWhereabouts,
): Promise<SiteSnapshot> {
  const [geography, translationsOf] = await Promise.all([readGeography(db), readContentTranslations(db)]);
  const [categoryRows, businessRows, blogPosts, homeContent, testimonials, movedAddresses] = await Promise.all([
    listCategoriesWithCounts(db),
    readSnapshotBusinesses(db, "active", { geography, whereaboutsCache, translationsOf }),
    listPublishedPosts(db),
    readPublicHomeContent(db),
    listPublicTestimonials(db),
    listMovedAddresses(db),
  ]);

  const photoOf = {
    business: (business: (typeof businessRows)[number]) => business.images[0],
    post: (post: (typeof blogPosts)[number]) => post.imageUrl ?? undefined,
  };
  const made = await previews(
    [...businessRows.map(photoOf.business), ...blogPosts.map(photoOf.post)].filter((source) => source !== undefined),
  );
  const previewOf = (source: string | undefined) => (source === undefined ? undefined : made.get(source));
  const content = withoutBadRecords(
    {
      categories: categoryRows.map((category) => ({
        ...category,
        translations: translationsOf("category", category.id),
      })),
      businesses: businessRows.map((business) => ({
        ...business,
        photoPreview: previewOf(photoOf.business(business)),
      })),
      blogPosts: blogPosts.map((post) => ({
        ...post,
        photoPreview: previewOf(photoOf.post(post)),
        translations: translationsOf("blog_post", post.id),
      })),
      homeContent: { ...homeContent, translations: translationsOf("home_content", HOME_CONTENT_ID) },
      testimonials,
    },
    warn,
  );
  // the records were checked one by one (withoutBadRecords); the rest is checked here, once
  const { homeContent: keptHomeContent, ...lists } = content;
  const snapshot: SiteSnapshot = {
    ...SnapshotFrameSchema.parse({
      generatedAt: new Date().toISOString(),
      siteUrl,
      homeContent: keptHomeContent,
      stats: { totalBusinesses: content.businesses.length },
      movedAddresses,
      geography,
    }),
    ...lists,
  };
  const pages = pageAddresses(snapshot);
  return {
    ...snapshot,
    movedAddresses: snapshot.movedAddresses.filter(({ to }) => pages.has(to)),
    validatedBy: await siteCodeDigest(),
  };
}

/** The addresses of the category and post pages the snapshot makes: a moved address may lead to one of them only. */
function pageAddresses({ categories, blogPosts }: Pick<SiteSnapshot, "categories" | "blogPosts">) {
  return new Set([
    ...categories.map(({ slug }) => `/categories/${slug}`),
    ...blogPosts.map(({ slug }) => `/blog/${slug}`),
  ]);
}

/**
 * Businesses as the snapshot holds them, best rated first, each with its category, newest published reviews, bank and
 * nearest landmarks: every active one, or one by id whatever its status (an admin's preview of it,
 * modules/admin/preview).
 */
export async function readSnapshotBusinesses(
  db: Database,
  which: "active" | { id: number },
  {
    geography,
    whereaboutsCache = processWhereabouts,
    translationsOf,
  }: {
    geography?: GeographyRecords;
    whereaboutsCache?: WhereaboutsCache;
    /** the translations read for the whole snapshot; read here for a preview's one business */
    translationsOf?: Awaited<ReturnType<typeof readContentTranslations>>;
  } = {},
) {
  const records = geography ?? (await readGeography(db));
  const [businessRows, reviewRows, translationsOfRecord] = await Promise.all([
    selectBusinessesWithCategory(db)
      .where(which === "active" ? eq(businesses.isActive, true) : eq(businesses.id, which.id))
      .orderBy(...bestRatedFirst),
    listNewestReviews(db, REVIEW_PAGE.defaultLimit, which === "active" ? undefined : which.id),
    translationsOf ?? readContentTranslations(db),
  ]);
  const reviewsOf = new Map<number, typeof reviewRows>();
  for (const review of reviewRows)
    reviewsOf.set(review.businessId, [...(reviewsOf.get(review.businessId) ?? []), review]);
  const routes = routeGeography(records.river?.points ?? [], records.landmarks, records.crossings);
  const located = whereaboutsCache.of(businessRows, routes);
  return businessRows.map((business, index) => ({
    ...business,
    ...located[index]!,
    reviews: reviewsOf.get(business.id) ?? [],
    translations: translationsOfRecord("business", business.id),
    category: { ...business.category, translations: translationsOfRecord("category", business.categoryId) },
  }));
}

/**
 * The newest `limit` published reviews of each business (or of one), newest first: the first page its reviews
 * API answers.
 */
function listNewestReviews(db: Database, limit: number, businessId?: number) {
  const ofBusiness = businessId === undefined ? sql`` : sql` AND business_id = ${businessId}`;
  const newestIds = sql`(SELECT id FROM (
    SELECT id, row_number() OVER (PARTITION BY business_id ORDER BY created_at DESC, id DESC) AS place
    FROM ${reviews} WHERE status = 'published'${ofBusiness}) AS ranked WHERE place <= ${limit})`;
  return db
    .select(publicReviewColumns)
    .from(reviews)
    .where(inArray(reviews.id, newestIds))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/** Every category with how many active, and active verified, businesses it holds. */
function listCategoriesWithCounts(db: Database) {
  // count() skips nulls, so counting a CASE that is null for unverified rows counts the verified ones
  const verifiedId = sql<number | null>`case when ${businesses.isVerified} then ${businesses.id} end`;
  return db
    .select({ ...getTableColumns(categories), businessCount: count(businesses.id), verifiedCount: count(verifiedId) })
    .from(categories)
    .leftJoin(businesses, and(eq(businesses.categoryId, categories.id), eq(businesses.isActive, true)))
    .groupBy(categories.id)
    .orderBy(asc(categories.id));
}

/** Writes atomically (temp file + rename) so a build never reads a half-written snapshot. */
export async function writeSnapshot(path: string, snapshot: SiteSnapshot): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(snapshot));
  await rename(temporary, path);
}
