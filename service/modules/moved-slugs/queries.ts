// A category's or blog post's old addresses: when an editor changes a slug, links to the old address (bookmarks,
// shared links, search engines) still lead to the record. The build writes them into the release as `_redirects`
// (publish/build/builder.ts), and the service answers each with 301 to the record's address (publish/serve/serve.ts).
import { eq, and } from "drizzle-orm";
import type { MovedAddress } from "../../../shared/schemas/snapshot.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { blogPosts, categories, movedSlugs, type MovedSlugSection } from "../../db/schema.ts";
import { findCategoryBySlugOrId } from "../categories/queries.ts";

type MovedRecord = { section: "categories"; categoryId: number } | { section: "blog"; blogPostId: number };

/**
 * Keeps a record's slug change: its old slug leads to it from now on, and its new one, which may have led elsewhere
 * before, leads only to it. Nothing to keep when the slug stayed.
 */
export async function keepSlugChange(tx: Transaction | Database, record: MovedRecord, before: string, after: string) {
  if (before === after) return;
  await claimSlug(tx, record.section, after);
  const target =
    record.section === "categories" ? { categoryId: record.categoryId } : { blogPostId: record.blogPostId };
  await tx
    .insert(movedSlugs)
    .values({ section: record.section, slug: before, categoryId: null, blogPostId: null, ...target })
    .onConflictDoUpdate({
      target: [movedSlugs.section, movedSlugs.slug],
      set: { categoryId: null, blogPostId: null, ...target, createdAt: new Date() },
    });
}

/** A slug a record now has is its own address, no longer an old one of another record. */
export async function claimSlug(tx: Transaction | Database, section: MovedSlugSection, slug: string) {
  await tx.delete(movedSlugs).where(and(eq(movedSlugs.section, section), eq(movedSlugs.slug, slug)));
}

/**
 * The slug a category has now, found by that slug, by one it had before an editor changed it (a search link shared
 * before), or by its id (the API's category filter takes either); null when no category answers to it. A current
 * slug or id costs one query, an old or unknown slug two.
 */
export async function currentCategorySlug(db: Database, slugOrId: string): Promise<string | null> {
  const category = await findCategoryBySlugOrId(db, slugOrId);
  if (category) return category.slug;
  const [moved] = await db
    .select({ now: categories.slug })
    .from(movedSlugs)
    .innerJoin(categories, eq(categories.id, movedSlugs.categoryId))
    .where(and(eq(movedSlugs.section, "categories"), eq(movedSlugs.slug, slugOrId)));
  return moved?.now ?? null;
}

/** Every old address and the address its record has now (the snapshot keeps those whose record has a page). */
export async function listMovedAddresses(db: Database): Promise<MovedAddress[]> {
  const [toCategories, toPosts] = await Promise.all([
    db
      .select({ slug: movedSlugs.slug, now: categories.slug })
      .from(movedSlugs)
      .innerJoin(categories, eq(categories.id, movedSlugs.categoryId)),
    db
      .select({ slug: movedSlugs.slug, now: blogPosts.slug })
      .from(movedSlugs)
      .innerJoin(blogPosts, eq(blogPosts.id, movedSlugs.blogPostId)),
  ]);
  const address = (section: MovedSlugSection, slug: string) => `/${section}/${slug}`;
  return [
    ...toCategories.map(({ slug, now }) => ({ from: address("categories", slug), to: address("categories", now) })),
    ...toPosts.map(({ slug, now }) => ({ from: address("blog", slug), to: address("blog", now) })),
  ].sort((a, b) => a.from.localeCompare(b.from));
}
