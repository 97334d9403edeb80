// The owner's figures (issue 44), GET /api/owner/businesses/:businessId/figures, behind ownedBusiness(): page views
// per day, inquiries per week, the rating month by month.
import { Elysia } from "elysia";
import type { AppContext } from "../../../context.ts";
import { ownedBusiness } from "../access.ts";
import { ownerFigures } from "./queries.ts";

export function ownerFigureRoutes(context: AppContext) {
  return new Elysia({ prefix: "/api/owner/businesses/:businessId/figures" })
    .use(ownedBusiness(context))
    .get("/", ({ businessId }) => ownerFigures(context.db, businessId));
}
