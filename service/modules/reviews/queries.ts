import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { ReviewStatus } from "../../../shared/constants.ts";
import type { PageQuery } from "../../../shared/schemas/paging.ts";
import type { OwnerReply, ReplyForEditors, ReviewValues } from "../../../shared/schemas/review.ts";
import { sentAgain } from "../../abuse/public-forms.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { businesses, reviewReplies, reviews } from "../../db/schema.ts";
import { findActiveBusiness, requireActiveBusiness } from "../businesses/queries.ts";

/** Only published reviews are public: held ones wait for an admin, hidden ones were taken down. */
const isPublished = eq(reviews.status, "published");

/**
 * The owner's reply to the review selected beside it, as one JSON value (null without one): a subquery, so every
 * query that selects reviews carries it without a join of its own. `shownOnly` leaves out a reply an editor hid.
 */
function ownerReplyOfReview(shownOnly: boolean) {
  const shown = shownOnly ? sql` AND ${reviewReplies.hiddenAt} IS NULL` : sql``;
  return sql<unknown>`(SELECT json_build_object('body', ${reviewReplies.body}, 'repliedAt', ${reviewReplies.updatedAt}, 'hidden', ${reviewReplies.hiddenAt} IS NOT NULL) FROM ${reviewReplies} WHERE ${reviewReplies.reviewId} = ${reviews.id}${shown})`;
}

/** A reply's JSON as the drivers answer it (PGlite parses json, postgres.js may hand its text), its date in ISO. */
function readReplyJson(value: unknown): ReplyForEditors {
  const reply = (typeof value === "string" ? JSON.parse(value) : value) as ReplyForEditors;
  return { body: reply.body, repliedAt: new Date(reply.repliedAt).toISOString(), hidden: reply.hidden };
}

const { userId: reviewUserId, ...reviewColumns } = getTableColumns(reviews);
/**
 * A review as anyone may see it: who wrote it stays private, only whether they were signed in shows; the owner's
 * reply unless an editor hid it.
 */
export const publicReviewColumns = {
  ...reviewColumns,
  fromSignedInAccount: sql<boolean>`${reviewUserId} IS NOT NULL`,
  ownerReply: ownerReplyOfReview(true).mapWith((value): OwnerReply | null => {
    const { body, repliedAt } = readReplyJson(value);
    return { body, repliedAt };
  }),
};

/** A review as editors and its business's owner see it: the owner's reply hidden or not, marked. */
export const reviewColumnsWithAnyReply = {
  ...publicReviewColumns,
  ownerReply: ownerReplyOfReview(false).mapWith((value): ReplyForEditors | null => readReplyJson(value)),
};

/** One page of a public business's published reviews, newest first, and how many it has in all. */
export async function listReviews(db: Database, businessId: number, page: PageQuery) {
  await findActiveBusiness(db, businessId);
  const where = and(eq(reviews.businessId, businessId), isPublished);
  const [rows, total] = await Promise.all([
    db
      .select(publicReviewColumns)
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.limit)
      .offset(page.offset),
    db.$count(reviews, where),
  ]);
  return { rows, total };
}

type NewReview = Omit<ReviewValues, "homepage" | "fillTimeMs">;

/**
 * Adds a visitor's review with the status moderation gave it and recomputes the business's rating and review
 * count from the published reviews in the same transaction. The business row stays locked until commit, so
 * concurrent reviews each see every review committed before them, and the last recompute counts them all.
 * The same review sent again within REPEAT_WINDOW_MS (a double click, a retry) is not stored twice: the first
 * one is answered with `stored: false`. `queueMails` queues the emails it calls for in the same transaction.
 */
export function addReview(
  db: Database,
  businessId: number,
  review: NewReview,
  status: ReviewStatus,
  /** the signed-in visitor writing it, from their session (never from the request body) */
  userId: string | null = null,
  queueMails?: (
    tx: Transaction,
    stored: { id: number; customerName: string; rating: number; comment: string },
  ) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    await requireActiveBusiness(tx, businessId, "update");
    const [repeated] = await tx
      .select(publicReviewColumns)
      .from(reviews)
      .where(
        sentAgain(reviews.createdAt, [
          [reviews.businessId, businessId],
          [reviews.customerName, review.customerName],
          [reviews.rating, review.rating],
          [reviews.comment, review.comment],
          [reviews.title, review.title],
          [reviews.customerLocation, review.customerLocation],
        ]),
      )
      .limit(1);
    if (repeated) {
      // The same post sent twice at once (a double tap): the second was admitted as its address's second post and
      // held, and may reach this lock first. The post is one, admitted as published by its first sending.
      if (repeated.status !== "held" || status !== "published") return { review: repeated, stored: false };
      const [published] = await tx
        .update(reviews)
        .set({ status })
        .where(eq(reviews.id, repeated.id))
        .returning(publicReviewColumns);
      await recomputeBusinessRatings(tx, businessId);
      return { review: published!, stored: true };
    }
    // A visitor cannot vouch for their own review: only an admin verifies.
    const [stored] = await tx
      .insert(reviews)
      .values({ ...review, businessId, isVerified: false, status, userId })
      .returning(publicReviewColumns);
    await recomputeBusinessRatings(tx, businessId);
    await queueMails?.(tx, stored!);
    return { review: stored!, stored: true };
  });
}

/**
 * Sets a business's rating (the average of its published reviews, 2 decimals; 0 without any) and review count
 * from the reviews table, for one business or, without an id, for all (the seed). Its page changed when its
 * newest published review arrived, so `updatedAt` (the sitemap's lastmod) moves up to that review's date.
 */
export async function recomputeBusinessRatings(tx: Transaction, businessId?: number) {
  const ofThisBusiness = sql`${reviews.businessId} = ${businesses.id} AND ${isPublished}`;
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
