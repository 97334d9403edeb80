// A business page's views per day, for its owner's figures (issue 44). The static page sends one bodiless POST once
// it has loaded (site/lib/client/page-view.ts), without cookies; nothing about the reader is stored: the view adds
// one to its business's row of the day. Bots are left out by their user agent (isbot, a maintained list), and one
// address counts within the limits of view-limits.ts. The answer is the same 204 whether the view counted or not,
// so a script learns nothing from it about the limits.
import { Elysia } from "elysia";
import { isbot } from "isbot";
import { BUSINESS_NOT_FOUND } from "../../../shared/messages.ts";
import type { AppContext } from "../../context.ts";
import { parseId } from "../../http.ts";
import { assertSameSite, clientAddress } from "../../request-source.ts";
import { countView } from "./queries.ts";
import { ViewLimits } from "./view-limits.ts";

export function pageViewRoutes(context: AppContext, limits = new ViewLimits()) {
  const { db, env } = context;
  return new Elysia().post("/api/businesses/:id/views", async ({ params, request, server, set }) => {
    // another site's page cannot count views of ours from its visitors' browsers
    assertSameSite(request, env);
    const businessId = parseId(params.id, BUSINESS_NOT_FOUND);
    set.status = 204;
    const agent = request.headers.get("user-agent");
    if (!agent || isbot(agent)) return;
    if (!limits.admit(clientAddress(request, server, env), businessId)) return;
    await countView(db, businessId);
  });
}
