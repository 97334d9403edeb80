import { Elysia } from "elysia";
import { INQUIRY_NOT_FOUND } from "../../../../shared/messages.ts";
import { AdminInquiryListQuerySchema } from "../../../../shared/schemas/admin-lists.ts";
import { InquiryStatusUpdateSchema } from "../../../../shared/schemas/inquiry.ts";
import { requireAdmin } from "../../../auth/guard.ts";
import type { AppContext } from "../../../context.ts";
import { parseId, parseInput } from "../../../http.ts";
import { auditedWrite } from "../../../audit/audited-write.ts";
import { answerListing, auditedDelete } from "../crud-routes.ts";
import { updateAudit } from "../../../audit/queries.ts";
import { changeInquiryStatus, deleteInquiry, listInquiriesPage } from "./queries.ts";

export function adminInquiryRoutes(context: AppContext) {
  return new Elysia({ prefix: "/api/admin/inquiries" })
    .use(requireAdmin(context))
    .get("/", async ({ query, set }) =>
      answerListing(set, await listInquiriesPage(context.db, parseInput(AdminInquiryListQuerySchema, query))),
    )
    .patch("/:id", ({ params, body, admin }) => {
      const id = parseId(params.id, INQUIRY_NOT_FOUND);
      const { status } = parseInput(InquiryStatusUpdateSchema, body);
      return auditedWrite(context, admin, async (tx) => {
        const { before, after } = await changeInquiryStatus(tx, id, status);
        return { result: after, audit: updateAudit("inquiry", id, before, { status }, "status") };
      });
    })
    .delete("/:id", ({ params, admin, set }) =>
      auditedDelete(context, admin, set, {
        entity: "inquiry",
        id: parseId(params.id, INQUIRY_NOT_FOUND),
        remove: deleteInquiry,
      }),
    );
}
