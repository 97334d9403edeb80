import { Elysia } from "elysia";
import { TOTAL_COUNT_HEADER } from "../../../shared/constants.ts";
import { BUSINESS_NOT_FOUND, LISTING_SUBMITTED_MESSAGE } from "../../../shared/messages.ts";
import { BusinessSearchQuerySchema, BusinessSubmissionSchema } from "../../../shared/schemas/business.ts";
import type { AppContext } from "../../context.ts";
import { parseId, parseInput } from "../../http.ts";
import { findActiveBusiness, listFeaturedBusinesses, searchBusinesses, submitBusiness } from "./queries.ts";

export function businessRoutes({ db }: AppContext) {
  return new Elysia({ prefix: "/api/businesses" })
    .get("/", async ({ query, set }) => {
      const result = await searchBusinesses(db, parseInput(BusinessSearchQuerySchema, query));
      // The spec's client expects a plain array, so the total travels in a header.
      set.headers[TOTAL_COUNT_HEADER] = String(result.total);
      return result.businesses;
    })
    .get("/featured", () => listFeaturedBusinesses(db))
    .get("/:id", ({ params }) => findActiveBusiness(db, parseId(params.id, BUSINESS_NOT_FOUND)))
    .post("/", async ({ body, set }) => {
      const { id } = await submitBusiness(db, parseInput(BusinessSubmissionSchema, body));
      set.status = 201;
      return { id, message: LISTING_SUBMITTED_MESSAGE, status: "pending_review" };
    });
}
