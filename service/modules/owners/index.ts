// The owner's API (issue 44), /api/owner/*: signing in with an emailed code, signing out, who is signed in and the
// businesses they manage. Every route after requireOwner answers 401 without a signed-in, non-suspended visitor;
// routes on one business go through ownedBusiness() (access.ts).
import { Elysia } from "elysia";
import { type OwnerProfile, SignInCodeRequestSchema, SignInWithCodeSchema } from "../../../shared/schemas/owners.ts";
import { clearSessionCookies, setSessionCookies } from "../../auth/sessions.ts";
import type { AppContext } from "../../context.ts";
import { parseInput } from "../../http.ts";
import { assertSameSite, clientAddress } from "../../request-source.ts";
import {
  createVisitorSession,
  invalidateVisitorSession,
  VISITOR_COOKIES,
  visitorSession,
} from "../visitor-auth/sessions.ts";
import { requireOwner } from "./access.ts";
import { listOwnedBusinesses } from "./queries.ts";
import { CODE_SENT_MESSAGE, sendSignInCode, signInWithCode } from "./sign-in.ts";

/** The profile the dashboard shows: the owner's name and address, and their businesses. */
async function ownerProfile(
  db: AppContext["db"],
  owner: { id: string; email: string | null; firstName: string | null; lastName: string | null },
): Promise<OwnerProfile> {
  const name = [owner.firstName, owner.lastName].filter(Boolean).join(" ");
  return { email: owner.email, name, businesses: await listOwnedBusinesses(db, owner.id) };
}

export function ownerRoutes(context: AppContext) {
  const { db, env } = context;
  return (
    new Elysia({ prefix: "/api/owner" })
      .use(visitorSession(context))
      // the same answer whether or not the address has an account (and whatever becomes of the email)
      .post("/sign-in/code", async ({ body, request, server, set }) => {
        assertSameSite(request, env);
        const { email } = parseInput(SignInCodeRequestSchema, body);
        await sendSignInCode(db, env, email, clientAddress(request, server, env));
        context.onMailQueued?.();
        set.status = 202;
        return { message: CODE_SENT_MESSAGE };
      })
      .post("/sign-in", async ({ body, request, server, cookie, visitorToken }) => {
        assertSameSite(request, env);
        const { email, code } = parseInput(SignInWithCodeSchema, body);
        const user = await signInWithCode(db, email, code, clientAddress(request, server, env));
        // whoever was signed in in this browser before is signed out
        if (visitorToken) await invalidateVisitorSession(db, visitorToken);
        const { token, expiresAt } = await createVisitorSession(db, user.id);
        setSessionCookies(cookie, env, VISITOR_COOKIES, token, expiresAt);
        return ownerProfile(db, user);
      })
      // the site's sign-out, answered in JSON for the app; open to a suspended owner too
      .post("/sign-out", async ({ request, visitorToken, cookie, set }) => {
        assertSameSite(request, env);
        if (visitorToken) await invalidateVisitorSession(db, visitorToken);
        clearSessionCookies(cookie, env, VISITOR_COOKIES);
        set.status = 204;
      })
      .use(requireOwner(context))
      .get("/me", ({ owner }) => ownerProfile(db, owner))
  );
}
