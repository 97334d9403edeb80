// The changes owners propose to the fields an editor approves first (issue 44), on the Owners screen's Pending edits:
// GET the pending ones with the listing's values now; POST /:id/approve writes them to the listing (audited, rebuilt)
// and POST /:id/refuse answers with a reason; either way the owner is emailed, in the same transaction.
import { Elysia } from "elysia";
import { ProposalRefusalSchema } from "../../../../shared/schemas/owner-listing.ts";
import { requireAdmin } from "../../../auth/guard.ts";
import type { AppContext } from "../../../context.ts";
import { parseId, parseInput } from "../../../http.ts";
import { mailSettings } from "../../mail/settings.ts";
import { queueProposalDecided } from "../../mail/notifications.ts";
import {
  approveProposal,
  listPendingProposals,
  PROPOSAL_NOT_FOUND,
  refuseProposal,
} from "../../owners/listing/queries.ts";
import { changedFields } from "../../../audit/queries.ts";
import { auditedWrite } from "../../../audit/audited-write.ts";

export function adminOwnerProposalRoutes(context: AppContext) {
  const { db, env } = context;
  return new Elysia({ prefix: "/api/admin/owner-proposals" })
    .use(requireAdmin(context))
    .get("/", () => listPendingProposals(db))
    .post("/:id/approve", async ({ params, admin }) => {
      const id = parseId(params.id, PROPOSAL_NOT_FOUND);
      const settings = await mailSettings(db, env);
      return auditedWrite(context, admin, async (tx) => {
        const { proposal, before, written } = await approveProposal(tx, id, admin.id);
        await queueProposalDecided(tx, settings, proposal);
        const changes = { proposalId: id, ...changedFields(before, written) };
        return {
          result: proposal,
          audit: { entity: "business", entityId: proposal.businessId, action: "approve-proposal", changes },
        };
      });
    })
    .post("/:id/refuse", async ({ params, body, admin }) => {
      const id = parseId(params.id, PROPOSAL_NOT_FOUND);
      const { reason } = parseInput(ProposalRefusalSchema, body);
      const settings = await mailSettings(db, env);
      return auditedWrite(context, admin, async (tx) => {
        const proposal = await refuseProposal(tx, id, admin.id, reason);
        await queueProposalDecided(tx, settings, proposal);
        const changes = { proposalId: id, reason };
        return {
          result: proposal,
          audit: { entity: "business", entityId: proposal.businessId, action: "refuse-proposal", changes },
        };
      });
    });
}
