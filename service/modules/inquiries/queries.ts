import { DEFAULT_INQUIRY_STATUS } from "../../../shared/constants.ts";
import type { InquiryValues } from "../../../shared/schemas/inquiry.ts";
import type { Database } from "../../db/client.ts";
import { inquiries } from "../../db/schema.ts";
import { requireActiveBusiness } from "../businesses/queries.ts";

/** Stores a visitor's inquiry for the business of the path (not the body's), always as a new, pending one. */
export function sendInquiry(db: Database, businessId: number, inquiry: InquiryValues) {
  return db.transaction(async (tx) => {
    await requireActiveBusiness(tx, businessId, "key share");
    const [stored] = await tx
      .insert(inquiries)
      .values({ ...inquiry, businessId, status: DEFAULT_INQUIRY_STATUS })
      .returning();
    return stored!;
  });
}
