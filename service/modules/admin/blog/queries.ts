import { avg, count, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { BLOG_POST_NOT_FOUND, BLOG_SLUG_TAKEN } from "../../../../shared/messages.ts";
import type { AdminBlogListQuerySchema, AdminBlogSummary } from "../../../../shared/schemas/admin-lists.ts";
import type { BlogPostValues } from "../../../../shared/schemas/blog.ts";
import type { Database } from "../../../db/client.ts";
import { conflictOnDuplicate } from "../../../db/errors.ts";
import { claimSlug, keepSlugChange } from "../../moved-slugs/queries.ts";
import { blogPosts } from "../../../db/schema.ts";
import { NotFoundError } from "../../../errors.ts";
import { containsText } from "../text-search.ts";
import { changesNothing } from "../../../audit/queries.ts";
import { removeTranslations } from "../translations/queries.ts";

/** One page of posts, drafts included, newest first; and how many match. */
export async function listPostsPage(db: Database, query: z.output<typeof AdminBlogListQuerySchema>) {
  const where = containsText(query.q, [blogPosts.title, blogPosts.category]);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
      .limit(query.limit)
      .offset(query.offset),
    db.$count(blogPosts, where),
  ]);
  return { rows, total };
}

/** The blog list's cards: counts over every post, and the average read time in whole minutes (0 without posts). */
export async function summarizePosts(db: Database): Promise<AdminBlogSummary> {
  const [summary] = await db
    .select({
      total: count(),
      published: sql<number>`count(*) filter (where ${blogPosts.isPublished})`.mapWith(Number),
      averageReadTime: sql<number>`coalesce(round(${avg(blogPosts.readTime)}), 0)`.mapWith(Number),
    })
    .from(blogPosts);
  const { total, published, averageReadTime } = summary!;
  return { total, published, drafts: total - published, averageReadTime };
}

export async function findPost(db: Database, id: number, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(blogPosts).where(eq(blogPosts.id, id));
  const [post] = await (options.forUpdate ? query.for("update") : query);
  if (!post) throw new NotFoundError(BLOG_POST_NOT_FOUND);
  return post;
}

export async function createPost(db: Database, values: BlogPostValues) {
  const [created] = await conflictOnDuplicate(db.insert(blogPosts).values(values).returning(), "slug", BLOG_SLUG_TAKEN);
  await claimSlug(db, "blog", created!.slug);
  return created!;
}

/** Writes the fields given; the others keep their stored value. */
export async function updatePost(db: Database, id: number, changes: Partial<BlogPostValues>) {
  const before = await findPost(db, id, { forUpdate: true });
  if (changesNothing(before, changes)) return { before, after: before };
  const [after] = await conflictOnDuplicate(
    db
      .update(blogPosts)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(blogPosts.id, id))
      .returning(),
    "slug",
    BLOG_SLUG_TAKEN,
  );
  await keepSlugChange(db, { section: "blog", blogPostId: id }, before.slug, after!.slug);
  return { before, after: after! };
}

export async function deletePost(db: Database, id: number) {
  const [removed] = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
  if (!removed) throw new NotFoundError(BLOG_POST_NOT_FOUND);
  await removeTranslations(db, "blog_post", id);
  return removed;
}
