// The owner's side of their business's reviews (issue 44): the published reviews, each with the owner's reply as
// the owner sees it (hidden by an editor or not), and the one reply per review they write, edit or take back.
import { and, desc, eq } from "drizzle-orm";
import { REVIEW_NOT_FOUND, REPLY_NOT_FOUND } from "../../../../shared/messages.ts";
import type { PageQuery } from "../../../../shared/schemas/paging.ts";
import type { Database, Transaction } from "../../../db/client.ts";
import { reviewReplies, reviews } from "../../../db/schema.ts";
import { NotFoundError } from "../../../errors.ts";
import { reviewColumnsWithAnyReply } from "../../reviews/queries.ts";

/** The reviews an owner can answer: their business's published ones, which its page shows. */
const answerable = (businessId: number) => and(eq(reviews.businessId, businessId), eq(reviews.status, "published"));

/** One page of the business's published reviews, newest first, with the owner's reply to each. */
export async function listOwnerReviews(db: Database, businessId: number, page: PageQuery) {
  const [rows, total] = await Promise.all([
    db
      .select(reviewColumnsWithAnyReply)
      .from(reviews)
      .where(answerable(businessId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.limit)
      .offset(page.offset),
    db.$count(reviews, answerable(businessId)),
  ]);
  return { rows, total };
}

/** The review with the owner's reply as it is now; 404 unless it is a published review of this business. */
async function answerableReview(tx: Transaction, businessId: number, reviewId: number) {
  const [review] = await tx
    .select(reviewColumnsWithAnyReply)
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), answerable(businessId)));
  if (!review) throw new NotFoundError(REVIEW_NOT_FOUND);
  return review;
}

/**
 * Writes the owner's reply to a review, or their new wording of it. A reply an editor hid stays hidden: rewording it
 * does not put it back on the page, an editor does.
 */
export async function writeReply(tx: Transaction, businessId: number, reviewId: number, userId: string, body: string) {
  const before = await answerableReview(tx, businessId, reviewId);
  if (before.ownerReply?.body !== body) {
    await tx
      .insert(reviewReplies)
      .values({ reviewId, userId, body })
      .onConflictDoUpdate({ target: reviewReplies.reviewId, set: { body, userId, updatedAt: new Date() } });
  }
  return { before: before.ownerReply?.body ?? null, after: await answerableReview(tx, businessId, reviewId) };
}

/** Takes the owner's reply back; what it said is answered for the audit. */
export async function removeReply(tx: Transaction, businessId: number, reviewId: number) {
  await answerableReview(tx, businessId, reviewId);
  const [removed] = await tx.delete(reviewReplies).where(eq(reviewReplies.reviewId, reviewId)).returning();
  if (!removed) throw new NotFoundError(REPLY_NOT_FOUND);
  return removed.body;
}
