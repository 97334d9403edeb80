import { Elysia } from "elysia";
import { requireAdmin } from "../../../auth/guard.ts";
import type { AppContext } from "../../../context.ts";
import { readAdminStats } from "./queries.ts";

export function adminStatsRoutes(context: AppContext) {
  return new Elysia({ prefix: "/api/admin/stats" })
    .use(requireAdmin(context))
    .get("/", () => readAdminStats(context.db));
}
