import { Elysia } from "elysia";
import { HomeContentInputSchema } from "../../../../shared/schemas/home-content.ts";
import { requireAdmin } from "../../../auth/guard.ts";
import type { AppContext } from "../../../context.ts";
import { auditedWrite } from "../../../audit/audited-write.ts";
import { parseChanges } from "../crud-routes.ts";
import { updateAudit } from "../../../audit/queries.ts";
import { readHomeContent, saveHomeContent } from "./queries.ts";

/**
 * Admin field names here; GET /api/home-content keeps the public names. PUT takes any subset of the
 * fields (each tab of the editor sends its own) and keeps the rest.
 */
export function adminHomeContentRoutes(context: AppContext) {
  return new Elysia({ prefix: "/api/admin/home-content" })
    .use(requireAdmin(context))
    .get("/", () => readHomeContent(context.db))
    .put("/", ({ body, admin }) => {
      const changes = parseChanges(HomeContentInputSchema, body, { partial: true });
      return auditedWrite(context, admin, async (tx) => {
        const { before, after } = await saveHomeContent(tx, changes);
        const audit = before
          ? updateAudit("home_content", null, before, changes)
          : { entity: "home_content" as const, entityId: null, action: "create" as const, changes: after };
        return { result: after, audit };
      });
    });
}
