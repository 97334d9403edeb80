import { desc, eq, sql } from "drizzle-orm";
import type { ReviewValues } from "../../../shared/schemas/review.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { businesses, reviews } from "../../db/schema.ts";
import { findActiveBusiness, requireActiveBusiness } from "../businesses/queries.ts";

export async function listReviews(db: Database, businessId: number) {
  await findActiveBusiness(db, businessId);
  return db
    .select()
    .from(reviews)
    .where(eq(reviews.businessId, businessId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/**
 * Adds a visitor's review and recomputes the business's rating and review count from the reviews
 * table in the same transaction. The business row stays locked until commit, so concurrent reviews
 * each see every review committed before them and the last recompute counts them all.
 */
export function addReview(db: Database, businessId: number, review: ReviewValues) {
  return db.transaction(async (tx) => {
    await requireActiveBusiness(tx, businessId, "update");
    // A visitor cannot vouch for their own review: only an admin verifies.
    const [stored] = await tx
      .insert(reviews)
      .values({ ...review, businessId, isVerified: false })
      .returning();
    await recomputeBusinessRatings(tx, businessId);
    return stored!;
  });
}

/**
 * Sets a business's rating (the average of its reviews, 2 decimals; 0 without any) and review count from
 * the reviews table, for one business or, without an id, for all (the seed). Its page changed when its
 * newest review arrived, so `updatedAt` (the sitemap's lastmod) moves up to that review's date.
 */
export async function recomputeBusinessRatings(tx: Transaction, businessId?: number) {
  const ofThisBusiness = sql`${reviews.businessId} = ${businesses.id}`;
  const newestReviewDate = sql`(SELECT max(${reviews.createdAt}) FROM ${reviews} WHERE ${ofThisBusiness})`;
  await tx
    .update(businesses)
    .set({
      rating: sql`coalesce((SELECT round(avg(${reviews.rating}), 2) FROM ${reviews} WHERE ${ofThisBusiness}), 0)`,
      reviewCount: sql`(SELECT count(*) FROM ${reviews} WHERE ${ofThisBusiness})`,
      updatedAt: sql`greatest(${businesses.updatedAt}, ${newestReviewDate})`,
    })
    .where(businessId === undefined ? undefined : eq(businesses.id, businessId));
}
