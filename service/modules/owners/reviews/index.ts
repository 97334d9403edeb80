// The owner's reviews (issue 44), /api/owner/businesses/:businessId/reviews, behind ownedBusiness(): the business's
// published reviews with the owner's reply to each, and the reply itself, written (PUT), reworded (PUT again) or
// taken back (DELETE). The page shows the reply, so each change is audited as the owner's on the review and rebuilds it.
// (The admin module is reached as ../../../modules/admin: the linter reads ../../admin as the admin app.)
import { Elysia } from "elysia";
import { REVIEW_NOT_FOUND } from "../../../../shared/messages.ts";
import { ReviewListQuerySchema, ReviewReplyInputSchema } from "../../../../shared/schemas/review.ts";
import type { AppContext } from "../../../context.ts";
import { parseId, parseInput } from "../../../http.ts";
import { auditedOwner, updateAudit } from "../../../audit/queries.ts";
import { auditedWrite } from "../../../audit/audited-write.ts";
import { answerListing } from "../../paging.ts";
import { ownedBusiness } from "../access.ts";
import { listOwnerReviews, removeReply, writeReply } from "./queries.ts";

export function ownerReviewRoutes(context: AppContext) {
  return new Elysia({ prefix: "/api/owner/businesses/:businessId/reviews" })
    .use(ownedBusiness(context))
    .get("/", async ({ businessId, query, set }) =>
      answerListing(set, await listOwnerReviews(context.db, businessId, parseInput(ReviewListQuerySchema, query))),
    )
    .put("/:reviewId/reply", ({ businessId, owner, params, body }) => {
      const reviewId = parseId(params.reviewId, REVIEW_NOT_FOUND);
      const reply = parseInput(ReviewReplyInputSchema, body).body;
      return auditedWrite(context, auditedOwner(owner), async (tx) => {
        const { before, after } = await writeReply(tx, businessId, reviewId, owner.id, reply);
        return { result: after, audit: updateAudit("review", reviewId, { ownerReply: before }, { ownerReply: reply }) };
      });
    })
    .delete("/:reviewId/reply", async ({ businessId, owner, params, set }) => {
      const reviewId = parseId(params.reviewId, REVIEW_NOT_FOUND);
      await auditedWrite(context, auditedOwner(owner), async (tx) => {
        const removed = await removeReply(tx, businessId, reviewId);
        return { result: null, audit: updateAudit("review", reviewId, { ownerReply: removed }, { ownerReply: null }) };
      });
      set.status = 204;
    });
}
