import { z } from "zod";
import { BlogPostSchema } from "./blog.ts";
import { BusinessSchema } from "./business.ts";
import { CategorySchema } from "./category.ts";
import { DEFAULT_MAP_TILES } from "../map-tiles.ts";
import { GeographySchema, WhereaboutsFields } from "./geo.ts";
import { PublicHomeContentSchema } from "./home-content.ts";
import { PublicStatsSchema } from "./stats.ts";
import { ReviewSchema } from "./review.ts";
import { PublicTestimonialSchema } from "./testimonial.ts";
import { ContentTranslationsSchema } from "./translations.ts";

/**
 * The preview of a record's photo (its first), once the service has made it (service/modules/media): a data: URL the
 * page shows where the photo goes until the photo arrives.
 */
const PhotoPreviewSchema = z
  .string()
  .regex(/^data:image\/avif;base64,[A-Za-z0-9+/=]+$/)
  .optional();

/**
 * The content snapshot: every published, public record, written by the service
 * (service/publish/snapshot/snapshot.ts) and read by the Astro build (site/lib/snapshot.ts).
 * The build never opens the database.
 */
export const SiteSnapshotSchema = z.object({
  generatedAt: z.string(),
  /** absolute public origin, e.g. https://soulofrishikesh.com (no trailing slash) */
  siteUrl: z.string(),
  categories: z.array(
    CategorySchema.extend({
      /** active businesses in the category */
      businessCount: z.number().int(),
      /** active and verified businesses in the category */
      verifiedCount: z.number().int(),
      /** its name and description in Hindi and Hebrew, where an editor translated them */
      translations: ContentTranslationsSchema,
    }),
  ),
  /**
   * active businesses only, by rating then name; each with its newest published reviews, the first page the
   * reviews API answers (REVIEW_PAGE.defaultLimit), which its page shows as static HTML
   */
  businesses: z.array(
    BusinessSchema.extend({
      reviews: z.array(ReviewSchema),
      photoPreview: PhotoPreviewSchema,
      /** its bank and nearest landmarks on foot, with the crossing each walk takes (shared/geo/geography.ts) */
      riverBank: WhereaboutsFields.riverBank.default(null),
      nearestLandmarks: WhereaboutsFields.nearestLandmarks.default([]),
      /** its description, services and amenities in Hindi and Hebrew, where an editor translated them */
      translations: ContentTranslationsSchema,
      /** its category, with the category's translations (its page names it in the page's language) */
      category: z
        .object({ name: z.string(), slug: z.string(), color: z.string(), translations: ContentTranslationsSchema })
        .nullable(),
    }),
  ),
  /** published posts only, newest first */
  blogPosts: z.array(
    BlogPostSchema.extend({ photoPreview: PhotoPreviewSchema, translations: ContentTranslationsSchema }),
  ),
  /** the saved home texts and switches, or the defaults until an admin saves (as GET /api/home-content) */
  homeContent: PublicHomeContentSchema.extend({
    /** its sections' texts in Hindi and Hebrew, by the admin's field names (shared/schemas/translations.ts) */
    translations: ContentTranslationsSchema,
  }),
  /** active testimonials by sortOrder; empty means the site shows its three built-in samples */
  testimonials: z.array(PublicTestimonialSchema),
  stats: PublicStatsSchema,
  /** old addresses of categories and posts whose slug changed, each with the address its record has now */
  movedAddresses: z.array(z.object({ from: z.string(), to: z.string() })).default([]),
  /** the river's course, the crossings with their status and the landmarks, for the pages' maps */
  geography: GeographySchema.default({ river: null, landmarks: [], crossings: [] }),
  /** the interactive map's tiles and their attribution (MAP_TILES_URL, MAP_ATTRIBUTION), for the listing pages */
  mapTiles: z.object({ url: z.string(), attribution: z.string() }).default(DEFAULT_MAP_TILES),
  /**
   * The version of the site's code (service/publish/build/site-code.ts) whose schema the service checked this
   * snapshot with as it wrote it: a build of that same code reads it without checking it again (site/lib/snapshot.ts)
   */
  validatedBy: z.string().optional(),
});
export type SiteSnapshot = z.infer<typeof SiteSnapshotSchema>;
export type SnapshotCategory = SiteSnapshot["categories"][number];
export type SnapshotBusiness = SiteSnapshot["businesses"][number];
export type SnapshotBlogPost = SiteSnapshot["blogPosts"][number];
export type MovedAddress = SiteSnapshot["movedAddresses"][number];

/** The record lists of a snapshot, and how an editor would name one of their records. */
export const RECORD_LISTS = [
  { list: "businesses", kind: "business", title: "name" },
  { list: "blogPosts", kind: "blog post", title: "title" },
  { list: "categories", kind: "category", title: "name" },
  { list: "testimonials", kind: "testimonial", title: "name" },
] as const;

/**
 * Parses a snapshot. When content does not fit the schema, the error names the record to fix
 * ("Content error in business 12 (Ganga Yoga): email: Invalid email"), not only a path into the file.
 */
export function parseSiteSnapshot(data: unknown): SiteSnapshot {
  try {
    return SiteSnapshotSchema.parse(data);
  } catch (error) {
    throw findBadRecord(data) ?? error;
  }
}

function findBadRecord(data: unknown): Error | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  for (const { list, kind, title } of RECORD_LISTS) {
    const records: unknown = (data as Record<string, unknown>)[list];
    if (!Array.isArray(records)) continue;
    const schema: z.ZodType = SiteSnapshotSchema.shape[list].element;
    for (const record of records as Record<string, unknown>[]) {
      const problem = recordProblem(schema, record);
      if (problem)
        return new Error(`Content error in ${kind} ${String(record?.id)} (${String(record?.[title])}): ${problem}`);
    }
  }
  return undefined;
}

/** Why the schema refuses the record (a transform may throw rather than report), or undefined. */
function recordProblem(schema: z.ZodType, record: unknown): string | undefined {
  const checked = checkRecord(schema, record);
  return "problem" in checked ? checked.problem : undefined;
}

/** The record as the schema reads it, or why the schema refuses it (a transform may throw rather than report). */
export function checkRecord<Record>(
  schema: z.ZodType<Record>,
  record: unknown,
): { data: Record } | { problem: string } {
  try {
    const result = schema.safeParse(record);
    return result.success
      ? { data: result.data }
      : {
          problem: result.error.issues
            .map((issue) => `${issue.path.join(".") || "record"}: ${issue.message}`)
            .join("; "),
        };
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}

/** A snapshot's parts other than its record lists, which the service checks record by record (snapshot-checks.ts). */
export const SnapshotFrameSchema = SiteSnapshotSchema.omit({
  categories: true,
  businesses: true,
  blogPosts: true,
  testimonials: true,
});
