// Review moderation: the reviews held by the spam brakes (service/abuse) wait here for an admin, who publishes
// or hides them; any review can be hidden or deleted. Each change is audited and asks for a rebuild (the rating
// moved).
import { Elysia } from "elysia";
import { REVIEW_NOT_FOUND } from "../../../../shared/messages.ts";
import { AdminReviewListQuerySchema } from "../../../../shared/schemas/admin-lists.ts";
import { ReplyVisibilitySchema, ReviewModerationSchema } from "../../../../shared/schemas/review.ts";
import { requireAdmin } from "../../../auth/guard.ts";
import type { AppContext } from "../../../context.ts";
import { parseId, parseInput } from "../../../http.ts";
import { auditedWrite } from "../../../audit/audited-write.ts";
import { answerListing, auditedDelete } from "../crud-routes.ts";
import { updateAudit } from "../../../audit/queries.ts";
import { deleteReview, listReviewsPage, moderateReview, setReplyHidden } from "./queries.ts";

export function adminReviewRoutes(context: AppContext) {
  return (
    new Elysia({ prefix: "/api/admin/reviews" })
      .use(requireAdmin(context))
      .get("/", async ({ query, set }) =>
        answerListing(set, await listReviewsPage(context.db, parseInput(AdminReviewListQuerySchema, query))),
      )
      .patch("/:id", ({ params, body, admin }) => {
        const id = parseId(params.id, REVIEW_NOT_FOUND);
        const { status } = parseInput(ReviewModerationSchema, body);
        return auditedWrite(context, admin, async (tx) => {
          const { before, after } = await moderateReview(tx, id, status);
          return { result: after, audit: updateAudit("review", id, before, { status }, "status") };
        });
      })
      // the owner's reply (issue 44): the review's page shows it, so the change is audited on the review and rebuilds it
      .patch("/:id/reply", ({ params, body, admin }) => {
        const id = parseId(params.id, REVIEW_NOT_FOUND);
        const { hidden } = parseInput(ReplyVisibilitySchema, body);
        return auditedWrite(context, admin, async (tx) => {
          const { wasHidden, after } = await setReplyHidden(tx, id, hidden, admin.id);
          return {
            result: after,
            audit: updateAudit("review", id, { ownerReplyHidden: wasHidden }, { ownerReplyHidden: hidden }),
          };
        });
      })
      .delete("/:id", ({ params, admin, set }) =>
        auditedDelete(context, admin, set, {
          entity: "review",
          id: parseId(params.id, REVIEW_NOT_FOUND),
          remove: deleteReview,
        }),
      )
  );
}
