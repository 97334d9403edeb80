// The owner's API (issue 44), /api/owner/*: who is signed in and the businesses they manage. Every route after
// requireOwner answers 401 without a signed-in, non-suspended visitor; routes on one business go through
// ownedBusiness() (access.ts).
import { Elysia } from "elysia";
import type { OwnerProfile } from "../../../shared/schemas/owners.ts";
import { clearSessionCookies } from "../../auth/sessions.ts";
import type { AppContext } from "../../context.ts";
import { assertSameSite } from "../../request-source.ts";
import { invalidateVisitorSession, VISITOR_COOKIES, visitorSession } from "../visitor-auth/sessions.ts";
import { requireOwner } from "./access.ts";
import { listOwnedBusinesses } from "./queries.ts";

export function ownerRoutes(context: AppContext) {
  const { db, env } = context;
  return (
    new Elysia({ prefix: "/api/owner" })
      .use(visitorSession(context))
      // the site's sign-out, answered in JSON for the app; open to a suspended owner too
      .post("/sign-out", async ({ request, visitorToken, cookie, set }) => {
        assertSameSite(request, env);
        if (visitorToken) await invalidateVisitorSession(db, visitorToken);
        clearSessionCookies(cookie, env, VISITOR_COOKIES);
        set.status = 204;
      })
      .use(requireOwner(context))
      .get("/me", async ({ owner }): Promise<OwnerProfile> => {
        const name = [owner.firstName, owner.lastName].filter(Boolean).join(" ");
        return { email: owner.email, name, businesses: await listOwnedBusinesses(db, owner.id) };
      })
  );
}
