import { and, desc, eq } from "drizzle-orm";
import { BLOG_POST_NOT_FOUND } from "../../../shared/messages.ts";
import type { Database } from "../../db/client.ts";
import { blogPosts } from "../../db/schema.ts";
import { NotFoundError } from "../../errors.ts";

const isPublished = eq(blogPosts.isPublished, true);

export function listPublishedPosts(db: Database) {
  return db.select().from(blogPosts).where(isPublished).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
}

/** A draft is as invisible to the public as a post that does not exist. */
export async function findPublishedPost(db: Database, slug: string) {
  const [post] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublished))
    .limit(1);
  if (!post) throw new NotFoundError(BLOG_POST_NOT_FOUND);
  return post;
}
