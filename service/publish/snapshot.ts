// Writes the content snapshot the Astro build reads: every published, public record, validated by
// the shared schema, so a bad record fails here rather than as a broken page.
import { mkdir, rename, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { and, asc, count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { type SiteSnapshot, SiteSnapshotSchema } from "../../shared/schemas/snapshot.ts";
import { toPublicHomeContent } from "../../shared/schemas/home-content.ts";
import type { Database } from "../db/client.ts";
import { blogPosts, businesses, categories, homeContent, testimonials } from "../db/schema.ts";

export async function readSnapshot(db: Database, siteUrl: string): Promise<SiteSnapshot> {
  const [categoryRows, businessRows, postRows, [homeRow], testimonialRows] = await Promise.all([
    db
      .select({
        ...getTableColumns(categories),
        businessCount: count(businesses.id),
        // count() of a CASE that is null for unverified rows counts only the verified ones
        verifiedCount: count(sqlVerifiedId()),
      })
      .from(categories)
      .leftJoin(businesses, and(eq(businesses.categoryId, categories.id), eq(businesses.isActive, true)))
      .groupBy(categories.id)
      .orderBy(asc(categories.id)),
    db
      .select({
        ...getTableColumns(businesses),
        category: { name: categories.name, slug: categories.slug, color: categories.color },
      })
      .from(businesses)
      .innerJoin(categories, eq(businesses.categoryId, categories.id))
      .where(eq(businesses.isActive, true))
      .orderBy(desc(businesses.rating), asc(businesses.name)),
    db.select().from(blogPosts).where(eq(blogPosts.isPublished, true)).orderBy(desc(blogPosts.createdAt)),
    db.select().from(homeContent).orderBy(asc(homeContent.id)).limit(1),
    db
      .select()
      .from(testimonials)
      .where(eq(testimonials.isActive, true))
      .orderBy(asc(testimonials.sortOrder), asc(testimonials.id)),
  ]);

  return SiteSnapshotSchema.parse({
    generatedAt: new Date().toISOString(),
    siteUrl,
    categories: categoryRows,
    businesses: businessRows,
    blogPosts: postRows,
    homeContent: homeRow ? toPublicHomeContent(homeRow) : null,
    testimonials: testimonialRows.map((t) => ({
      id: t.id,
      content: t.comment,
      name: t.name,
      location: t.location,
      avatar: t.avatar,
    })),
    stats: { totalBusinesses: businessRows.length },
  });
}

function sqlVerifiedId() {
  return sql<number | null>`case when ${businesses.isVerified} then ${businesses.id} end`;
}

/** Writes atomically (temp file + rename) so a build never reads a half-written snapshot. */
export async function writeSnapshot(path: string, snapshot: SiteSnapshot): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(snapshot));
  await rename(temporary, path);
}
