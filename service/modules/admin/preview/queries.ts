// The record a preview shows, in the shape the static build reads from the snapshot, whatever its status: a
// business awaiting approval or switched off, a draft post.
import { BUSINESS_NOT_FOUND } from "../../../../shared/messages.ts";
import { type BlogPost, BlogPostSchema } from "../../../../shared/schemas/blog.ts";
import { SiteSnapshotSchema } from "../../../../shared/schemas/snapshot.ts";
import type { Database } from "../../../db/client.ts";
import { NotFoundError } from "../../../errors.ts";
import { readSnapshotBusinesses } from "../../../publish/snapshot/snapshot.ts";
import { findPost } from "../blog/queries.ts";

export async function readPreviewBusiness(db: Database, id: number) {
  const [business] = await readSnapshotBusinesses(db, { id });
  if (!business) throw new NotFoundError(BUSINESS_NOT_FOUND);
  return SiteSnapshotSchema.shape.businesses.element.parse(business);
}

export async function readPreviewPost(db: Database, id: number): Promise<BlogPost> {
  return BlogPostSchema.parse(await findPost(db, id));
}
