import { Elysia } from "elysia";
import { InquiryStatusUpdateSchema } from "../../../../shared/schemas/inquiry.ts";
import { requireAdmin } from "../../../auth/guard.ts";
import type { AppContext } from "../../../context.ts";
import { parseId, parseInput } from "../../../http.ts";
import { changedFields } from "../audit/queries.ts";
import { auditedWrite } from "../audited-write.ts";
import { changeInquiryStatus, INQUIRY_NOT_FOUND, listInquiries } from "./queries.ts";

export function adminInquiryRoutes(context: AppContext) {
  return new Elysia({ prefix: "/api/admin/inquiries" })
    .use(requireAdmin(context))
    .get("/", () => listInquiries(context.db))
    .patch("/:id", ({ params, body, admin }) => {
      const id = parseId(params.id, INQUIRY_NOT_FOUND);
      const { status } = parseInput(InquiryStatusUpdateSchema, body);
      return auditedWrite(context, admin, async (tx) => {
        const { before, after } = await changeInquiryStatus(tx, id, status);
        return { result: after, audit: { entity: "inquiry", entityId: id, action: "status", changes: changedFields(before, { status }) } };
      });
    });
}
