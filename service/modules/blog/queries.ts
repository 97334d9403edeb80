import { and, desc, eq } from "drizzle-orm";
import { BLOG_POST_NOT_FOUND } from "../../../shared/messages.ts";
import type { PageQuery } from "../../../shared/schemas/paging.ts";
import type { Database } from "../../db/client.ts";
import { blogPosts } from "../../db/schema.ts";
import { slugField } from "../../../shared/schemas/fields.ts";
import { NotFoundError } from "../../errors.ts";
import { onePage } from "../paging.ts";

const isPublished = eq(blogPosts.isPublished, true);

/** Published posts, newest first: one page of them, or all without a page. */
export function listPublishedPosts(db: Database, page?: PageQuery) {
  const query = db.select().from(blogPosts).where(isPublished).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
  return onePage(query.$dynamic(), page);
}

export const countPublishedPosts = (db: Database) => db.$count(blogPosts, isPublished);

/**
 * A draft is as invisible to the public as a post that does not exist, and so is a path that no slug could be
 * (a NUL byte in it would not even reach the database's text comparison).
 */
export async function findPublishedPost(db: Database, slug: string) {
  if (!slugField.safeParse(slug).success) throw new NotFoundError(BLOG_POST_NOT_FOUND);
  const [post] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublished))
    .limit(1);
  if (!post) throw new NotFoundError(BLOG_POST_NOT_FOUND);
  return post;
}
