import { desc, eq, sql } from "drizzle-orm";
import type { ReviewValues } from "../../../shared/schemas/review.ts";
import type { Database } from "../../db/client.ts";
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
    await tx
      .update(businesses)
      .set({
        rating: sql`(SELECT round(avg(${reviews.rating}), 2) FROM ${reviews} WHERE ${reviews.businessId} = ${businessId})`,
        reviewCount: sql`(SELECT count(*) FROM ${reviews} WHERE ${reviews.businessId} = ${businessId})`,
        updatedAt: sql`now()`,
      })
      .where(eq(businesses.id, businessId));
    return stored!;
  });
}
