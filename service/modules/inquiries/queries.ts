import { sql } from "drizzle-orm";
import { DEFAULT_INQUIRY_STATUS } from "../../../shared/constants.ts";
import type { InquiryValues } from "../../../shared/schemas/inquiry.ts";
import { sentAgain } from "../../abuse/public-forms.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { inquiries } from "../../db/schema.ts";
import { requireActiveBusiness } from "../businesses/queries.ts";

type NewInquiry = Omit<InquiryValues, "homepage" | "fillTimeMs">;
type StoredInquiry = typeof inquiries.$inferSelect;

/**
 * Stores a visitor's inquiry for the business of the path (not the body's), always as a new, pending one. The
 * same inquiry sent again within REPEAT_WINDOW_MS (a double click, a retry) is not stored twice: the first one
 * is answered with `stored: false`. `queueMails` queues its emails in the same transaction, so a stored inquiry
 * always has them and a failed one none.
 */
export function sendInquiry(
  db: Database,
  businessId: number,
  inquiry: NewInquiry,
  /** the signed-in visitor sending it, from their session (never from the request body) */
  userId: string | null = null,
  queueMails?: (tx: Transaction, stored: StoredInquiry) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    await requireActiveBusiness(tx, businessId, "key share");
    // two copies sent at once queue here, so the second sees the first
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`inquiry:${businessId}:${inquiry.customerEmail}`}))`);
    const [repeated] = await tx
      .select()
      .from(inquiries)
      .where(
        sentAgain(inquiries.createdAt, [
          [inquiries.businessId, businessId],
          [inquiries.customerEmail, inquiry.customerEmail],
          [inquiries.customerName, inquiry.customerName],
          [inquiries.message, inquiry.message],
          [inquiries.subject, inquiry.subject],
        ]),
      )
      .limit(1);
    if (repeated) return { inquiry: repeated, stored: false };
    const [stored] = await tx
      .insert(inquiries)
      .values({ ...inquiry, businessId, status: DEFAULT_INQUIRY_STATUS, userId })
      .returning();
    await queueMails?.(tx, stored!);
    return { inquiry: stored!, stored: true };
  });
}
