// The owner's listing (issue 44), /api/owner/businesses/:businessId, behind ownedBusiness() (403 for anyone else's):
// GET the listing as stored; PATCH the fields that go live at once (with If-Match, audited, rebuilt as an editor's
// edit is; its photos too, those it holds and those the owner uploaded through owners/photos/); the proposals of the
// fields an editor approves first: GET, POST, and POST /:proposalId/withdraw.
// (The admin module is reached as ../../../modules/admin: the linter reads ../../admin as the admin app.)
import { Elysia } from "elysia";
import { OwnerListingEditSchema, OwnerProposalInputSchema } from "../../../../shared/schemas/owner-listing.ts";
import type { AppContext } from "../../../context.ts";
import { parseId, parseInput } from "../../../http.ts";
import { auditedOwner, updateAudit } from "../../../audit/queries.ts";
import { auditedWrite } from "../../../audit/audited-write.ts";
import { findBusiness } from "../../admin/businesses/queries.ts";
import { parseChanges, requireVersionRead } from "../../admin/crud-routes.ts";
import { ownedBusiness } from "../access.ts";
import { createOwnerUploads, ownerPhotoRoutes } from "../photos/index.ts";
import { editListing, listProposals, PROPOSAL_NOT_FOUND, proposeChanges, withdrawProposal } from "./queries.ts";

export function ownerListingRoutes(context: AppContext) {
  // the photos each owner uploaded, which they may add to their listing (owners/photos/)
  const uploads = createOwnerUploads();
  const listing = new Elysia({ prefix: "/api/owner/businesses/:businessId" })
    .use(ownedBusiness(context))
    .get("/", ({ businessId }) => findBusiness(context.db, businessId))
    .patch("/", ({ businessId, owner, body, request }) => {
      const changes = parseChanges(OwnerListingEditSchema, body, { partial: true });
      const uploaded = (source: string) => uploads.uploaded(owner.id, businessId, source);
      return auditedWrite(context, auditedOwner(owner), async (tx) => {
        const { before, after, written } = await editListing(tx, businessId, changes, uploaded);
        requireVersionRead(request, before, "business");
        return { result: after, audit: updateAudit("business", businessId, before, written) };
      });
    })
    .get("/proposals", ({ businessId }) => listProposals(context.db, businessId))
    .post("/proposals", async ({ businessId, owner, body, set }) => {
      const input = parseInput(OwnerProposalInputSchema, body);
      const proposal = await auditedWrite(context, auditedOwner(owner), async (tx) => {
        const { proposal, diff } = await proposeChanges(tx, businessId, owner.id, input);
        const changes = { proposalId: proposal.id, ...diff };
        return { result: proposal, audit: { entity: "business", entityId: businessId, action: "propose", changes } };
      });
      set.status = 201;
      return proposal;
    })
    .post("/proposals/:proposalId/withdraw", ({ businessId, owner, params }) => {
      const id = parseId(params.proposalId, PROPOSAL_NOT_FOUND);
      return auditedWrite(context, auditedOwner(owner), async (tx) => {
        const withdrawn = await withdrawProposal(tx, businessId, id);
        const audit = { entity: "business", entityId: businessId, action: "withdraw-proposal" } as const;
        return { result: withdrawn, audit: { ...audit, changes: { proposalId: id } } };
      });
    });
  return new Elysia().use(listing).use(ownerPhotoRoutes(context, uploads));
}
