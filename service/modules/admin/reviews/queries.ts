import { and, desc, eq } from "drizzle-orm";
import type { ReviewStatus } from "../../../../shared/constants.ts";
import { REPLY_NOT_FOUND, REVIEW_NOT_FOUND } from "../../../../shared/messages.ts";
import type { z } from "zod";
import type { AdminReviewListQuerySchema } from "../../../../shared/schemas/admin-lists.ts";
import type { Database, Transaction } from "../../../db/client.ts";
import { businesses, reviewReplies, reviews } from "../../../db/schema.ts";
import { NotFoundError } from "../../../errors.ts";
import { recomputeBusinessRatings, reviewColumnsWithAnyReply } from "../../reviews/queries.ts";
import { containsTextOrBusinessName } from "../text-search.ts";

/** Reviews as the admin list reads them (AdminReviewSchema): each with its business's id and name, and any reply. */
function selectReviewsWithBusiness(db: Database) {
  return db
    .select({ ...reviewColumnsWithAnyReply, business: { id: businesses.id, name: businesses.name } })
    .from(reviews)
    .leftJoin(businesses, eq(businesses.id, reviews.businessId));
}

/** One page of reviews, newest first, and how many match the search and status in all. */
export async function listReviewsPage(db: Database, query: z.output<typeof AdminReviewListQuerySchema>) {
  // q: the reviewer's name, location, title or comment, or the business's name
  const mentioning = containsTextOrBusinessName(
    db,
    query.q,
    [reviews.customerName, reviews.customerLocation, reviews.title, reviews.comment],
    reviews.businessId,
  );
  const where = and(mentioning, query.status === "all" ? undefined : eq(reviews.status, query.status));
  const [rows, total] = await Promise.all([
    selectReviewsWithBusiness(db)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.limit)
      .offset(query.offset),
    db.$count(reviews, where),
  ]);
  return { rows, total };
}

/** Publishes or hides a review and recomputes its business's rating, which counts published reviews only. */
export async function moderateReview(tx: Transaction, id: number, status: ReviewStatus) {
  const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for("update");
  if (!before) throw new NotFoundError(REVIEW_NOT_FOUND);
  if (before.status !== status) {
    await tx.update(reviews).set({ status }).where(eq(reviews.id, id));
    await recomputeBusinessRatings(tx, before.businessId);
  }
  const [after] = await selectReviewsWithBusiness(tx).where(eq(reviews.id, id));
  return { before, after: after! };
}

/**
 * Hides the owner's reply to a review (it breaks the rules stated beside the owner's box) or shows it again. A
 * hidden reply stays hidden when its owner edits it: only an editor shows it again.
 */
export async function setReplyHidden(tx: Transaction, reviewId: number, hidden: boolean, adminId: number) {
  const [reply] = await tx.select().from(reviewReplies).where(eq(reviewReplies.reviewId, reviewId)).for("update");
  if (!reply) throw new NotFoundError(REPLY_NOT_FOUND);
  const wasHidden = reply.hiddenAt !== null;
  if (wasHidden !== hidden) {
    await tx
      .update(reviewReplies)
      .set(hidden ? { hiddenAt: new Date(), hiddenBy: adminId } : { hiddenAt: null, hiddenBy: null })
      .where(eq(reviewReplies.reviewId, reviewId));
  }
  const [after] = await selectReviewsWithBusiness(tx).where(eq(reviews.id, reviewId));
  return { wasHidden, after: after! };
}

/**
 * Deletes a review (a traveller asked for it, or it is spam) and recomputes its business's rating in the same
 * transaction. Answers what the audit keeps of it: who wrote it about which business, not what they wrote.
 */
export async function deleteReview(tx: Transaction, id: number) {
  const [removed] = await tx.delete(reviews).where(eq(reviews.id, id)).returning();
  if (!removed) throw new NotFoundError(REVIEW_NOT_FOUND);
  await recomputeBusinessRatings(tx, removed.businessId);
  const { customerName, businessId, rating, status } = removed;
  return { customerName, businessId, rating, status };
}
