// An owner's claims (issue 44): what the claim screen shows of a listing, making a claim (a code to the listing's
// own email, or what they tell an editor), the code, their claims, and taking an open one back. Behind requireOwner: a signed-in visitor.
import { Elysia } from "elysia";
import { BUSINESS_NOT_FOUND } from "../../../../shared/messages.ts";
import { ClaimCodeSchema, ClaimStartSchema } from "../../../../shared/schemas/owners.ts";
import type { AppContext } from "../../../context.ts";
import { parseId, parseInput } from "../../../http.ts";
import { clientAddress } from "../../../request-source.ts";
import { requireOwner } from "../access.ts";
import {
  CLAIM_NOT_FOUND,
  claimableBusiness,
  listOwnClaims,
  startEmailClaim,
  submitEvidenceClaim,
  verifyClaimCode,
  withdrawClaim,
} from "./queries.ts";

export function ownerClaimRoutes(context: AppContext) {
  const { db, env } = context;
  return new Elysia({ prefix: "/api/owner/claims" })
    .use(requireOwner(context))
    .get("/", ({ owner }) => listOwnClaims(db, owner.id))
    .get("/businesses/:businessId", ({ owner, params }) =>
      claimableBusiness(db, owner.id, parseId(params.businessId, BUSINESS_NOT_FOUND)),
    )
    .post("/", async ({ owner, body, set }) => {
      const input = parseInput(ClaimStartSchema, body);
      const claim =
        input.method === "listing-email"
          ? await startEmailClaim(context, owner, input.businessId)
          : await submitEvidenceClaim(context, owner, input.businessId, input.evidence);
      set.status = 201;
      return claim;
    })
    .post("/:claimId/code", ({ owner, params, body, request, server }) => {
      const { code } = parseInput(ClaimCodeSchema, body);
      const claimId = parseId(params.claimId, CLAIM_NOT_FOUND);
      return verifyClaimCode(context, owner, claimId, code, clientAddress(request, server, env));
    })
    .post("/:claimId/withdraw", ({ owner, params }) =>
      withdrawClaim(context, owner, parseId(params.claimId, CLAIM_NOT_FOUND)),
    );
}
