// The builds of the public site for the admin: the list (newest first, paged), one build, and Publish now; and
// the kept releases with Roll back.
import { Elysia } from "elysia";
import { BUILD_NOT_FOUND } from "../../../../shared/messages.ts";
import { AdminBuildListQuerySchema } from "../../../../shared/schemas/admin-lists.ts";
import { PUBLISH_NOW_REASON } from "../../../../shared/schemas/build.ts";
import { requireAdmin } from "../../../auth/guard.ts";
import type { AppContext } from "../../../context.ts";
import { parseId, parseInput } from "../../../http.ts";
import { answerListing } from "../crud-routes.ts";
import { findBuild, listBuilds } from "./queries.ts";
import { listReleases, rollBack } from "./releases.ts";

export function adminBuildRoutes(context: AppContext) {
  return new Elysia({ prefix: "/api/admin/builds" })
    .use(requireAdmin(context))
    .get("/", async ({ query, set }) =>
      answerListing(set, await listBuilds(context.db, parseInput(AdminBuildListQuerySchema, query))),
    )
    .get("/:id", ({ params }) => findBuild(context.db, parseId(params.id, BUILD_NOT_FOUND)))
    .post("/", ({ admin, set }) => {
      context.onContentChange({ reason: PUBLISH_NOW_REASON, requestedBy: `admin:${admin.username}` });
      set.status = 202;
      return { message: "A rebuild of the site is queued" };
    });
}

export function adminReleaseRoutes(context: AppContext) {
  return new Elysia({ prefix: "/api/admin/releases" })
    .use(requireAdmin(context))
    .get("/", () => listReleases(context.db, context.env.dataDir))
    .post("/:id/rollback", ({ admin, params }) => rollBack(context, admin, params.id));
}
