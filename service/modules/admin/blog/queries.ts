import { desc, eq } from "drizzle-orm";
import type { BlogPostValues } from "../../../../shared/schemas/blog.ts";
import type { Database } from "../../../db/client.ts";
import { conflictOnDuplicate } from "../../../db/errors.ts";
import { blogPosts } from "../../../db/schema.ts";
import { notFound } from "../../../http.ts";
import { BLOG_POST_NOT_FOUND } from "../../blog/queries.ts";

export const BLOG_SLUG_TAKEN = "A blog post with this slug already exists";

/** Drafts included, newest first. */
export function listAllPosts(db: Database) {
  return db.select().from(blogPosts).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
}

export async function findPost(db: Database, id: number, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(blogPosts).where(eq(blogPosts.id, id));
  const [post] = await (options.forUpdate ? query.for("update") : query);
  if (!post) throw notFound(BLOG_POST_NOT_FOUND);
  return post;
}

export async function createPost(db: Database, values: BlogPostValues) {
  const [created] = await conflictOnDuplicate(db.insert(blogPosts).values(values).returning(), "slug", BLOG_SLUG_TAKEN);
  return created!;
}

export async function updatePost(db: Database, id: number, values: BlogPostValues) {
  const before = await findPost(db, id, { forUpdate: true });
  const [after] = await conflictOnDuplicate(
    db.update(blogPosts).set({ ...values, updatedAt: new Date() }).where(eq(blogPosts.id, id)).returning(),
    "slug",
    BLOG_SLUG_TAKEN,
  );
  return { before, after: after! };
}

export async function deletePost(db: Database, id: number) {
  const [removed] = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
  if (!removed) throw notFound(BLOG_POST_NOT_FOUND);
  return removed;
}
