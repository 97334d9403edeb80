import { and, eq, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { blogPosts, businesses, testimonials } from "../../db/schema.ts";

export type ContentImageKind = "photo" | "avatar";

const kind = (value: ContentImageKind) => ({ kind: sql<ContentImageKind>`${value}::text` });

/**
 * What the image at `source` is on the public site (an active business's or published post's photo, an active
 * testimonial's avatar), or undefined when no public record shows it: one query, asked on every /media request. The
 * service fetches only these: addresses an admin has let onto the site, never one a visitor typed into a listing
 * still awaiting approval.
 */
export async function publicImageKind(db: Database, source: string): Promise<ContentImageKind | undefined> {
  const [match] = await unionAll(
    db
      .select(kind("photo"))
      .from(businesses)
      .where(and(eq(businesses.isActive, true), sql`${source} = any(${businesses.images})`)),
    db
      .select(kind("photo"))
      .from(blogPosts)
      .where(and(eq(blogPosts.isPublished, true), eq(blogPosts.imageUrl, source))),
    db
      .select(kind("avatar"))
      .from(testimonials)
      .where(and(eq(testimonials.isActive, true), eq(testimonials.avatar, source))),
  ).limit(1);
  return match?.kind;
}
