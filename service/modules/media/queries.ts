import { and, eq, isNotNull, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { blogPosts, businesses, testimonials } from "../../db/schema.ts";

export type ContentImageKind = "photo" | "avatar";

const kind = (value: ContentImageKind) => ({ kind: sql<ContentImageKind>`${value}::text` });

/** The records whose images the public site shows: active businesses, published posts, active testimonials. */
const SHOWN = {
  businesses: eq(businesses.isActive, true),
  blogPosts: eq(blogPosts.isPublished, true),
  testimonials: eq(testimonials.isActive, true),
};

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
      .where(and(SHOWN.businesses, sql`${source} = any(${businesses.images})`)),
    db
      .select(kind("photo"))
      .from(blogPosts)
      .where(and(SHOWN.blogPosts, eq(blogPosts.imageUrl, source))),
    db
      .select(kind("avatar"))
      .from(testimonials)
      .where(and(SHOWN.testimonials, eq(testimonials.avatar, source))),
  ).limit(1);
  return match?.kind;
}

/** Every image address the public site shows now: the ones publicImageKind answers for. */
export async function publicImageSources(db: Database): Promise<string[]> {
  const rows = await unionAll(
    db
      .select({ source: sql<string>`unnest(${businesses.images})` })
      .from(businesses)
      .where(SHOWN.businesses),
    db
      .select({ source: sql<string>`${blogPosts.imageUrl}` })
      .from(blogPosts)
      .where(and(SHOWN.blogPosts, isNotNull(blogPosts.imageUrl))),
    db
      .select({ source: sql<string>`${testimonials.avatar}` })
      .from(testimonials)
      .where(SHOWN.testimonials),
  );
  return rows.map((row) => row.source);
}
