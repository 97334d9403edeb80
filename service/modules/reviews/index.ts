import { Elysia } from "elysia";
import { BUSINESS_NOT_FOUND } from "../../../shared/messages.ts";
import { ReviewInputSchema } from "../../../shared/schemas/review.ts";
import type { AppContext } from "../../context.ts";
import { parseId, parseInput } from "../../http.ts";
import { addReview, listReviews } from "./queries.ts";

export function reviewRoutes(context: AppContext) {
  const { db } = context;
  return new Elysia({ prefix: "/api/businesses/:id/reviews" })
    .get("/", ({ params }) => listReviews(db, parseId(params.id, BUSINESS_NOT_FOUND)))
    .post("/", async ({ params, body, set }) => {
      const businessId = parseId(params.id, BUSINESS_NOT_FOUND);
      const review = await addReview(db, businessId, parseInput(ReviewInputSchema, body));
      // The business page shows its reviews and rating, so the static site needs a rebuild.
      context.onContentChange({ reason: `review on business ${businessId}`, requestedBy: "visitor" });
      set.status = 201;
      return review;
    });
}
