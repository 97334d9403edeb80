import { z } from "zod";
import { BlogPostSchema } from "./blog.ts";
import { BusinessSchema } from "./business.ts";
import { CategorySchema } from "./category.ts";
import { PublicHomeContentSchema } from "./home-content.ts";
import { PublicStatsSchema } from "./stats.ts";
import { PublicTestimonialSchema } from "./testimonial.ts";

/**
 * The content snapshot: every published, public record, written by the service
 * (service/publish/snapshot.ts) and read by the Astro build (site/lib/snapshot.ts).
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
    }),
  ),
  /** active businesses only, by rating then name */
  businesses: z.array(BusinessSchema),
  /** published posts only, newest first */
  blogPosts: z.array(BlogPostSchema),
  /** the saved home texts and switches, or the defaults until an admin saves (as GET /api/home-content) */
  homeContent: PublicHomeContentSchema,
  /** active testimonials by sortOrder; empty means the site shows its three built-in samples */
  testimonials: z.array(PublicTestimonialSchema),
  stats: PublicStatsSchema,
});
export type SiteSnapshot = z.infer<typeof SiteSnapshotSchema>;
export type SnapshotCategory = SiteSnapshot["categories"][number];
