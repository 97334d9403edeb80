import type { AdminProfile } from "../../../../shared/schemas/admin.ts";
import { AdminBusinessInputSchema } from "../../../../shared/schemas/business.ts";
import type { AppContext } from "../../../context.ts";
import { parseId } from "../../../http.ts";
import { BUSINESS_NOT_FOUND } from "../../businesses/queries.ts";
import { type AuditAction, changedFields } from "../audit/queries.ts";
import { auditedWrite } from "../audited-write.ts";
import { adminCollectionRoutes } from "../crud-routes.ts";
import {
  type BusinessApprovalFlag,
  createBusiness,
  deleteBusiness,
  findBusiness,
  listAllBusinesses,
  switchOnBusinessFlag,
  updateBusiness,
} from "./queries.ts";

/**
 * Besides the collection routes: POST /:id/approve puts a submitted listing live (isActive) and
 * POST /:id/verify gives it the Verified badge (isVerified). Each is audited as its own action.
 */
export function adminBusinessRoutes(context: AppContext) {
  const switchOn = (admin: AdminProfile, rawId: string, action: AuditAction, flag: BusinessApprovalFlag) => {
    const id = parseId(rawId, BUSINESS_NOT_FOUND);
    return auditedWrite(context, admin, async (tx) => {
      const { before, after } = await switchOnBusinessFlag(tx, id, flag);
      return { result: after, audit: { entity: "business", entityId: id, action, changes: changedFields(before, { [flag]: true }) } };
    });
  };
  return adminCollectionRoutes(context, {
    prefix: "/api/admin/businesses",
    entity: "business",
    input: AdminBusinessInputSchema,
    notFoundMessage: BUSINESS_NOT_FOUND,
    queries: {
      list: listAllBusinesses,
      find: (db, id) => findBusiness(db, id),
      create: createBusiness,
      update: updateBusiness,
      remove: deleteBusiness,
    },
  })
    .post("/:id/approve", ({ params, admin }) => switchOn(admin, params.id, "approve", "isActive"))
    .post("/:id/verify", ({ params, admin }) => switchOn(admin, params.id, "verify", "isVerified"));
}
