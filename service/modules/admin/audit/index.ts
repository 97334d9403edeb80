import { Elysia } from "elysia";
import { AuditQuerySchema } from "../../../../shared/schemas/admin.ts";
import { requireAdmin } from "../../../auth/guard.ts";
import type { AppContext } from "../../../context.ts";
import { parseInput } from "../../../http.ts";
import { answerListing } from "../crud-routes.ts";
import { listAuditEntries } from "../../../audit/queries.ts";

export function adminAuditRoutes(context: AppContext) {
  return new Elysia({ prefix: "/api/admin/audit" })
    .use(requireAdmin(context))
    .get("/", async ({ query, set }) =>
      answerListing(set, await listAuditEntries(context.db, parseInput(AuditQuerySchema, query))),
    );
}
