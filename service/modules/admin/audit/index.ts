import { Elysia } from "elysia";
import { AuditQuerySchema } from "../../../../shared/schemas/admin.ts";
import { requireAdmin } from "../../../auth/guard.ts";
import type { AppContext } from "../../../context.ts";
import { parseInput } from "../../../http.ts";
import { listAuditEntries } from "./queries.ts";

export function adminAuditRoutes(context: AppContext) {
  return new Elysia({ prefix: "/api/admin/audit" })
    .use(requireAdmin(context))
    .get("/", ({ query }) => listAuditEntries(context.db, parseInput(AuditQuerySchema, query)));
}
