// The owner's inquiries (issue 44), /api/owner/businesses/:businessId/inquiries, behind ownedBusiness(): their
// business's inquiries, listed and moved through the spec's statuses as the admin does (the admin's queries, kept to
// the one business), each move audited as the owner's.
// (The admin module is reached as ../../../modules/admin: the linter reads ../../admin as the admin app.)
import { Elysia } from "elysia";
import { INQUIRY_NOT_FOUND } from "../../../../shared/messages.ts";
import { AdminInquiryListQuerySchema } from "../../../../shared/schemas/admin-lists.ts";
import { InquiryStatusUpdateSchema } from "../../../../shared/schemas/inquiry.ts";
import type { AppContext } from "../../../context.ts";
import { parseId, parseInput } from "../../../http.ts";
import { auditedOwner, updateAudit } from "../../../audit/queries.ts";
import { auditedWrite } from "../../../audit/audited-write.ts";
import { changeInquiryStatus, listInquiriesPage } from "../../admin/inquiries/queries.ts";
import { answerListing } from "../../paging.ts";
import { ownedBusiness } from "../access.ts";

export function ownerInquiryRoutes(context: AppContext) {
  return new Elysia({ prefix: "/api/owner/businesses/:businessId/inquiries" })
    .use(ownedBusiness(context))
    .get("/", async ({ businessId, query, set }) =>
      answerListing(
        set,
        await listInquiriesPage(context.db, parseInput(AdminInquiryListQuerySchema, query), businessId),
      ),
    )
    .patch("/:inquiryId", ({ businessId, owner, params, body }) => {
      const id = parseId(params.inquiryId, INQUIRY_NOT_FOUND);
      const { status } = parseInput(InquiryStatusUpdateSchema, body);
      return auditedWrite(context, auditedOwner(owner), async (tx) => {
        const { before, after } = await changeInquiryStatus(tx, id, status, businessId);
        return { result: after, audit: updateAudit("inquiry", id, before, { status }, "status") };
      });
    });
}
