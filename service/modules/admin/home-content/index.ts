import { Elysia } from "elysia";
import { HomeContentInputSchema } from "../../../../shared/schemas/home-content.ts";
import { requireAdmin } from "../../../auth/guard.ts";
import type { AppContext } from "../../../context.ts";
import { parseInput } from "../../../http.ts";
import { changedFields } from "../audit/queries.ts";
import { auditedWrite } from "../audited-write.ts";
import { readHomeContent, saveHomeContent } from "./queries.ts";

/** Admin field names here; GET /api/home-content keeps the public names. */
export function adminHomeContentRoutes(context: AppContext) {
  return new Elysia({ prefix: "/api/admin/home-content" })
    .use(requireAdmin(context))
    .get("/", () => readHomeContent(context.db))
    .put("/", ({ body, admin }) => {
      const values = parseInput(HomeContentInputSchema, body);
      return auditedWrite(context, admin, async (tx) => {
        const { before, after } = await saveHomeContent(tx, values);
        const audit = before
          ? { entity: "home_content" as const, entityId: null, action: "update" as const, changes: changedFields(before, values) }
          : { entity: "home_content" as const, entityId: null, action: "create" as const, changes: values };
        return { result: after, audit };
      });
    });
}
