// Uploaded photos no record holds any more are removed once they are older than a grace period: a photo uploaded into
// a form not saved yet is kept meanwhile, and so is every photo of a record whatever its state (a listing awaiting
// approval, a draft post, an inactive business, a hidden testimonial's avatar). A refused listing is deleted, and its
// photos go with the next sweep.
// The publisher runs it after each release (service/main.ts), beside the sweep of made /media files.
import { isNotNull, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { uploadedPhotoName } from "../../../shared/media.ts";
import type { Database } from "../../db/client.ts";
import { blogPosts, businesses, testimonials } from "../../db/schema.ts";
import type { PhotoOriginals } from "./originals.ts";

/** A day: an editor's form left open overnight still saves the photos uploaded into it. */
export const UNUSED_PHOTO_GRACE_MS = 24 * 60 * 60 * 1000;

/** The names of the uploaded photos some record holds: every business's images, post's image, testimonial's avatar. */
async function heldPhotoNames(db: Database): Promise<Set<string>> {
  const rows = await unionAll(
    db.select({ source: sql<string>`unnest(${businesses.images})` }).from(businesses),
    db
      .select({ source: sql<string>`${blogPosts.imageUrl}` })
      .from(blogPosts)
      .where(isNotNull(blogPosts.imageUrl)),
    db.select({ source: sql<string>`${testimonials.avatar}` }).from(testimonials),
  );
  return new Set(rows.map((row) => uploadedPhotoName(row.source)).filter((name) => name !== undefined));
}

/** Removes the kept photos no record holds that were stored before `now` less the grace; answers how many went. */
export async function sweepUnusedPhotos(db: Database, originals: PhotoOriginals, now = new Date()): Promise<number> {
  const held = await heldPhotoNames(db);
  const storedBefore = now.getTime() - UNUSED_PHOTO_GRACE_MS;
  const unused = (await originals.list()).filter(
    (photo) => !held.has(photo.name) && photo.storedAt.getTime() < storedBefore,
  );
  for (const photo of unused) await originals.remove(photo.name);
  return unused.length;
}
