// The deploy webhooks and S3 uploads sent after each release, for the admin's Publishing screen.
import { Elysia } from "elysia";
import { AdminDeliveryListQuerySchema } from "../../../../shared/schemas/admin-lists.ts";
import { requireAdmin } from "../../../auth/guard.ts";
import type { AppContext } from "../../../context.ts";
import { parseInput } from "../../../http.ts";
import { answerListing } from "../crud-routes.ts";
import { listDeliveries } from "./queries.ts";

export function adminDeliveryRoutes(context: AppContext) {
  return new Elysia({ prefix: "/api/admin/webhook-deliveries" })
    .use(requireAdmin(context))
    .get("/", async ({ query, set }) =>
      answerListing(set, await listDeliveries(context.db, parseInput(AdminDeliveryListQuerySchema, query))),
    );
}
