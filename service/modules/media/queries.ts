import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { blogPosts, businesses, testimonials } from "../../db/schema.ts";

export type ContentImageKind = "photo" | "avatar";

/**
 * What the image at `source` is on the public site (an active business's or published post's photo, an active
 * testimonial's avatar), or undefined when no public record shows it. The service fetches only these: addresses an
 * admin has let onto the site, never one a visitor typed into a listing still awaiting approval.
 */
export async function publicImageKind(db: Database, source: string): Promise<ContentImageKind | undefined> {
  const [business] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.isActive, true), sql`${source} = any(${businesses.images})`))
    .limit(1);
  if (business) return "photo";
  const [post] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.isPublished, true), eq(blogPosts.imageUrl, source)))
    .limit(1);
  if (post) return "photo";
  const [testimonial] = await db
    .select({ id: testimonials.id })
    .from(testimonials)
    .where(and(eq(testimonials.isActive, true), eq(testimonials.avatar, source)))
    .limit(1);
  return testimonial ? "avatar" : undefined;
}
