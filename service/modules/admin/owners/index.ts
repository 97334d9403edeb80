// The Owners screen's API (issue 44): GET who owns what and the claims waiting; an editor approves a claim on a
// listing nobody manages, transfers one someone manages (after the cooling-off), refuses one, revokes an ownership,
// suspends an owner or lets them back. Every decision is audited and emails whom it concerns, in one transaction.
import { Elysia } from "elysia";
import { BUSINESS_NOT_FOUND } from "../../../../shared/messages.ts";
import { ClaimDecisionSchema } from "../../../../shared/schemas/owners.ts";
import { requireAdmin } from "../../../auth/guard.ts";
import type { AppContext } from "../../../context.ts";
import { parseId, parseInput, parseTextId } from "../../../http.ts";
import { mailSettings } from "../../mail/settings.ts";
import { CLAIM_NOT_FOUND } from "../../owners/claims/queries.ts";
import { auditedWrite } from "../../../audit/audited-write.ts";
import {
  approveClaim,
  listOwnerships,
  listPendingClaims,
  OWNER_NOT_FOUND,
  refuseClaim,
  revokeOwnership,
  setSuspended,
  transferClaim,
} from "./queries.ts";

export function adminOwnerRoutes(context: AppContext) {
  const { db, env } = context;
  const decide = async <Result>(
    admin: Parameters<typeof auditedWrite>[1],
    write: (settings: Awaited<ReturnType<typeof mailSettings>>) => Parameters<typeof auditedWrite<Result>>[2],
  ) => {
    const settings = await mailSettings(db, env);
    const result = await auditedWrite(context, admin, write(settings));
    context.onMailQueued?.();
    return result;
  };
  return new Elysia({ prefix: "/api/admin/owners" })
    .use(requireAdmin(context))
    .get("/", async () => ({ owners: await listOwnerships(db), claims: await listPendingClaims(db) }))
    .post("/claims/:id/approve", ({ params, admin }) => {
      const id = parseId(params.id, CLAIM_NOT_FOUND);
      return decide(admin, (settings) => async (tx) => {
        const result = await approveClaim(tx, settings, id, admin.id);
        return { result, audit: { entity: "ownership_claim", entityId: id, action: "approve-claim", changes: result } };
      });
    })
    .post("/claims/:id/transfer", ({ params, admin }) => {
      const id = parseId(params.id, CLAIM_NOT_FOUND);
      return decide(admin, (settings) => async (tx) => {
        const result = await transferClaim(tx, settings, id, admin.id);
        return { result, audit: { entity: "ownership_claim", entityId: id, action: "transfer", changes: result } };
      });
    })
    .post("/claims/:id/refuse", ({ params, body, admin }) => {
      const id = parseId(params.id, CLAIM_NOT_FOUND);
      const { reason } = parseInput(ClaimDecisionSchema, body ?? {});
      return decide(admin, (settings) => async (tx) => {
        const result = await refuseClaim(tx, settings, id, admin.id, reason);
        const changes = { ...result, reason };
        return { result, audit: { entity: "ownership_claim", entityId: id, action: "refuse-claim", changes } };
      });
    })
    .post("/businesses/:id/revoke", ({ params, body, admin }) => {
      const businessId = parseId(params.id, BUSINESS_NOT_FOUND);
      const { reason } = parseInput(ClaimDecisionSchema, body ?? {});
      return decide(admin, (settings) => async (tx) => {
        const result = await revokeOwnership(tx, settings, businessId, admin.id, reason);
        const changes = { ...result, reason };
        return { result, audit: { entity: "business", entityId: businessId, action: "revoke", changes } };
      });
    })
    .post("/users/:id/suspend", ({ params, admin }) => {
      const userId = parseTextId(params.id, OWNER_NOT_FOUND);
      return auditedWrite(context, admin, async (tx) => {
        const result = await setSuspended(tx, userId, true);
        return { result, audit: { entity: "user", entityId: userId, action: "suspend", changes: result } };
      });
    })
    .post("/users/:id/unsuspend", ({ params, admin }) => {
      const userId = parseTextId(params.id, OWNER_NOT_FOUND);
      return auditedWrite(context, admin, async (tx) => {
        const result = await setSuspended(tx, userId, false);
        return { result, audit: { entity: "user", entityId: userId, action: "unsuspend", changes: result } };
      });
    });
}
