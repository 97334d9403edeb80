import { Elysia } from "elysia";
import { BUSINESS_NOT_FOUND, OWN_BUSINESS_REVIEW_MESSAGE } from "../../../shared/messages.ts";
import { withoutFormGuard } from "../../../shared/schemas/form-guard.ts";
import { ReviewInputSchema, ReviewListQuerySchema } from "../../../shared/schemas/review.ts";
import { admitFormPost, decoyRow, looksAutomated, newReviewStatus } from "../../abuse/public-forms.ts";
import { clientAddress } from "../../request-source.ts";
import type { AppContext } from "../../context.ts";
import { answerPost, formSentAt } from "../../form-posts.ts";
import { reviews } from "../../db/schema.ts";
import { NotPermittedError } from "../../errors.ts";
import { parseId, parseInput } from "../../http.ts";
import { uncachedReads } from "../../read-cache.ts";
import { listingRead } from "../paging.ts";
import { findActiveBusiness } from "../businesses/queries.ts";
import { businessNameOf, queueHeldReview } from "../mail/notifications.ts";
import { mailSettings } from "../mail/settings.ts";
import { ownsBusiness } from "../owners/access.ts";
import { visitorSession } from "../visitor-auth/sessions.ts";
import { addReview, listReviews, publicReviewColumns } from "./queries.ts";

export function reviewRoutes(context: AppContext) {
  const { db, env, readCache = uncachedReads } = context;
  return (
    new Elysia({ prefix: "/api/businesses/:id/reviews" })
      .use(visitorSession(context))
      // public reads answer from the read cache, which every content change (a published review among them) empties
      .get("/", ({ params, query, request, set }) =>
        readCache.send(request, set, async () => {
          const businessId = parseId(params.id, BUSINESS_NOT_FOUND);
          return listingRead(await listReviews(db, businessId, parseInput(ReviewListQuerySchema, query)));
        }),
      )
      .post("/", async ({ params, body, set, request, server, visitor }) => {
        const businessId = parseId(params.id, BUSINESS_NOT_FOUND);
        const { guard, values } = withoutFormGuard(parseInput(ReviewInputSchema, body));
        // a listing's owner answers its reviews; a review from them would move its rating
        if (visitor && (await ownsBusiness(db, visitor.id, businessId))) {
          throw new NotPermittedError(OWN_BUSINESS_REVIEW_MESSAGE);
        }
        const admission = await admitFormPost(db, "review", {
          address: clientAddress(request, server, env),
          businessId,
        });
        set.status = 201;
        if (looksAutomated(guard)) {
          // answered as a person's first review is, and nothing is kept
          await findActiveBusiness(db, businessId);
          const decoy = await decoyRow(db, reviews, publicReviewColumns, {
            ...values,
            businessId,
            isVerified: false,
            status: "published",
            fromSignedInAccount: visitor !== undefined,
          });
          return answerPost(request, decoy, () => formSentAt.review(businessId, "published"));
        }
        const status = newReviewStatus(admission);
        const settings = await mailSettings(db, env);
        const { review, stored } = await addReview(db, businessId, values, status, visitor?.id ?? null, (tx, row) =>
          status === "held"
            ? businessNameOf(tx, businessId).then((businessName) =>
                queueHeldReview(tx, settings, { ...row, businessName }),
              )
            : Promise.resolve(),
        );
        if (stored && status === "held") context.onMailQueued?.();
        // The business page shows its reviews and rating, so the static site needs a rebuild; a held review shows
        // nowhere until an admin approves it (which asks for the rebuild then).
        if (stored && review.status === "published") {
          context.onContentChange({
            reason: `review on business ${businessId}`,
            label: `Review from ${review.customerName} posted`,
            requestedBy: "visitor",
          });
        }
        return answerPost(request, review, () => formSentAt.review(businessId, review.status));
      })
  );
}
