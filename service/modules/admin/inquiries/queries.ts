import { desc, eq, getTableColumns } from "drizzle-orm";
import { canTransitionInquiry, type InquiryStatus } from "../../../../shared/constants.ts";
import type { Database } from "../../../db/client.ts";
import { businesses, inquiries } from "../../../db/schema.ts";
import { HttpError, notFound } from "../../../http.ts";

export const INQUIRY_NOT_FOUND = "Inquiry not found";

/** Inquiries as the admin list reads them (AdminInquirySchema): each with its business's id, name and location. */
function selectInquiriesWithBusiness(db: Database) {
  return db
    .select({
      ...getTableColumns(inquiries),
      business: { id: businesses.id, name: businesses.name, location: businesses.location },
    })
    .from(inquiries)
    .leftJoin(businesses, eq(businesses.id, inquiries.businessId));
}

export function listInquiries(db: Database) {
  return selectInquiriesWithBusiness(db).orderBy(desc(inquiries.createdAt), desc(inquiries.id));
}

/** Moves an inquiry along spec section 4's transitions only; anything else is a 409. */
export async function changeInquiryStatus(db: Database, id: number, status: InquiryStatus) {
  const [before] = await db.select().from(inquiries).where(eq(inquiries.id, id)).for("update");
  if (!before) throw notFound(INQUIRY_NOT_FOUND);
  if (!canTransitionInquiry(before.status, status)) {
    throw new HttpError(409, `An inquiry that is ${before.status} cannot be marked ${status}`);
  }
  await db.update(inquiries).set({ status }).where(eq(inquiries.id, id));
  const [after] = await selectInquiriesWithBusiness(db).where(eq(inquiries.id, id));
  return { before, after: after! };
}
