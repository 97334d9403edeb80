// Writes the content snapshot the Astro build reads: every published, public record, validated by
// the shared schema, so a bad record fails here rather than as a broken page.
import { mkdir, rename, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { and, asc, count, eq, getTableColumns, sql } from "drizzle-orm";
import { type SiteSnapshot, SiteSnapshotSchema } from "../../shared/schemas/snapshot.ts";
import type { Database } from "../db/client.ts";
import { businesses, categories } from "../db/schema.ts";
import { listPublishedPosts } from "../modules/blog/queries.ts";
import { selectBusinessesWithCategory } from "../modules/businesses/queries.ts";
import { bestRatedFirst } from "../modules/businesses/search.ts";
import { readPublicHomeContent } from "../modules/home-content/queries.ts";
import { listPublicTestimonials } from "../modules/testimonials/queries.ts";

/** Reads what the public sees through the same queries the public API answers with. */
export async function readSnapshot(db: Database, siteUrl: string): Promise<SiteSnapshot> {
  const [categoryRows, businessRows, blogPosts, homeContent, testimonials] = await Promise.all([
    listCategoriesWithCounts(db),
    selectBusinessesWithCategory(db)
      .where(eq(businesses.isActive, true))
      .orderBy(...bestRatedFirst),
    listPublishedPosts(db),
    readPublicHomeContent(db),
    listPublicTestimonials(db),
  ]);

  return SiteSnapshotSchema.parse({
    generatedAt: new Date().toISOString(),
    siteUrl,
    categories: categoryRows,
    businesses: businessRows,
    blogPosts,
    homeContent,
    testimonials,
    stats: { totalBusinesses: businessRows.length },
  });
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
