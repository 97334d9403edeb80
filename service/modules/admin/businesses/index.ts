import { BUSINESS_NOT_FOUND } from "../../../../shared/messages.ts";
import { AdminBusinessListQuerySchema } from "../../../../shared/schemas/admin-lists.ts";
import type { AdminProfile } from "../../../../shared/schemas/admin.ts";
import { AdminBusinessInputSchema } from "../../../../shared/schemas/business.ts";
import type { AppContext } from "../../../context.ts";
import { parseId } from "../../../http.ts";
import type { AuditAction } from "../../../audit/queries.ts";
import { auditedWrite } from "../../../audit/audited-write.ts";
import { mailSettings } from "../../mail/settings.ts";
import { grantSubmittedListing } from "../owners/queries.ts";
import { adminCollectionRoutes } from "../crud-routes.ts";
import { updateAudit } from "../../../audit/queries.ts";
import {
  type BusinessApprovalFlag,
  createBusiness,
  deleteBusiness,
  findBusiness,
  listBusinessesPage,
  summarizeBusinesses,
  switchOnBusinessFlag,
  updateBusiness,
} from "./queries.ts";

/**
 * Besides the collection routes: GET /summary counts for the list's cards; POST /:id/approve puts a
 * submitted listing live (isActive) and POST /:id/verify gives it the Verified badge (isVerified), each
 * audited as its own action. Featured is switched with PATCH /:id { isFeatured }.
 */
export function adminBusinessRoutes(context: AppContext) {
  const switchOn = async (admin: AdminProfile, rawId: string, action: AuditAction, flag: BusinessApprovalFlag) => {
    const id = parseId(rawId, BUSINESS_NOT_FOUND);
    const settings = await mailSettings(context.db, context.env);
    const result = await auditedWrite(context, admin, async (tx) => {
      const { before, after } = await switchOnBusinessFlag(tx, id, flag);
      // a listing sent signed in becomes its sender's once it is live (issue 44)
      if (flag === "isActive") await grantSubmittedListing(tx, settings, id);
      return { result: after, audit: updateAudit("business", id, before, { [flag]: true }, action) };
    });
    context.onMailQueued?.();
    return result;
  };
  return adminCollectionRoutes(context, {
    prefix: "/api/admin/businesses",
    entity: "business",
    noun: "business",
    input: AdminBusinessInputSchema,
    listQuery: AdminBusinessListQuerySchema,
    notFoundMessage: BUSINESS_NOT_FOUND,
    queries: {
      list: listBusinessesPage,
      find: (db, id) => findBusiness(db, id),
      create: createBusiness,
      update: updateBusiness,
      remove: deleteBusiness,
    },
  })
    .get("/summary", () => summarizeBusinesses(context.db))
    .post("/:id/approve", ({ params, admin }) => switchOn(admin, params.id, "approve", "isActive"))
    .post("/:id/verify", ({ params, admin }) => switchOn(admin, params.id, "verify", "isVerified"));
}
