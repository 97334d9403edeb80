import { and, desc, eq, getTableColumns, notInArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { INQUIRY_NOT_FOUND } from "../../../../shared/messages.ts";
import {
  canTransitionInquiry,
  DEFAULT_INQUIRY_SUBJECT,
  INQUIRY_STATUSES,
  type InquiryStatus,
} from "../../../../shared/constants.ts";
import type { AdminInquiryListQuerySchema } from "../../../../shared/schemas/admin-lists.ts";
import type { MailStatus } from "../../../../shared/schemas/mail.ts";
import type { Database } from "../../../db/client.ts";
import { businesses, inquiries, mailOutbox } from "../../../db/schema.ts";
import { ConflictError, NotFoundError } from "../../../errors.ts";
import { containsTextOrBusinessName } from "../text-search.ts";

const STATUSES_BEYOND_PENDING = INQUIRY_STATUSES.filter((status) => status !== "pending");

/**
 * What a status filter keeps. A stored status the product does not know reads as pending in the
 * admin, so the pending filter finds it too.
 */
function withStatus(status: z.output<typeof AdminInquiryListQuerySchema>["status"]) {
  if (status === "all") return undefined;
  if (status === "pending") return notInArray(inquiries.status, STATUSES_BEYOND_PENDING);
  return eq(inquiries.status, status);
}

/** The newest email of this inquiry to its business (a resend is newer), or null when none was queued. */
const businessMail = sql<{ id: number; status: MailStatus; sentAt: string | null } | null>`(
  SELECT json_build_object('id', ${mailOutbox.id}, 'status', ${mailOutbox.status}, 'sentAt', ${mailOutbox.sentAt})
  FROM ${mailOutbox}
  WHERE ${mailOutbox.causeType} = 'inquiry' AND ${mailOutbox.causeId} = ${inquiries.id}
    AND ${mailOutbox.kind} = 'inquiry-to-business'
  ORDER BY ${mailOutbox.id} DESC LIMIT 1)`;

/**
 * Inquiries as the admin list reads them (AdminInquirySchema): each with its business's id, name and location, and
 * whether the business was emailed.
 */
function selectInquiriesWithBusiness(db: Database) {
  return db
    .select({
      ...getTableColumns(inquiries),
      business: { id: businesses.id, name: businesses.name, location: businesses.location },
      businessMail,
    })
    .from(inquiries)
    .leftJoin(businesses, eq(businesses.id, inquiries.businessId));
}

/**
 * Inquiries whose customer name, email, subject (as the admin shows it: DEFAULT_INQUIRY_SUBJECT when there is
 * none) or message, or whose business's name, contain the text.
 */
function mentioning(db: Database, text: string | undefined) {
  const shownSubject = sql`coalesce(nullif(trim(${inquiries.subject}), ''), ${DEFAULT_INQUIRY_SUBJECT})`;
  return containsTextOrBusinessName(
    db,
    text,
    [inquiries.customerName, inquiries.customerEmail, shownSubject, inquiries.message],
    inquiries.businessId,
  );
}

/**
 * One page of inquiries, newest first, and how many match the search and status in all; with `businessId`, only that
 * business's (its owner's list, issue 44).
 */
export async function listInquiriesPage(
  db: Database,
  query: z.output<typeof AdminInquiryListQuerySchema>,
  businessId?: number,
) {
  const where = and(
    mentioning(db, query.q),
    withStatus(query.status),
    businessId === undefined ? undefined : eq(inquiries.businessId, businessId),
  );
  const [rows, total] = await Promise.all([
    selectInquiriesWithBusiness(db)
      .where(where)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(query.limit)
      .offset(query.offset),
    db.$count(inquiries, where),
  ]);
  return { rows, total };
}

/**
 * Moves an inquiry along spec section 4's transitions only; anything else is a conflict. With `businessId`, an
 * inquiry to another business is not found (an owner moves only their own business's, issue 44).
 */
export async function changeInquiryStatus(db: Database, id: number, status: InquiryStatus, businessId?: number) {
  const [before] = await db
    .select()
    .from(inquiries)
    .where(and(eq(inquiries.id, id), businessId === undefined ? undefined : eq(inquiries.businessId, businessId)))
    .for("update");
  if (!before) throw new NotFoundError(INQUIRY_NOT_FOUND);
  if (!canTransitionInquiry(before.status, status)) {
    throw new ConflictError(`An inquiry that is ${before.status} cannot be marked ${status}`);
  }
  await db.update(inquiries).set({ status }).where(eq(inquiries.id, id));
  const [after] = await selectInquiriesWithBusiness(db).where(eq(inquiries.id, id));
  return { before, after: after! };
}

/**
 * Deletes an inquiry (a traveller asked for their data to be removed, or it is spam). Answers what the audit keeps
 * of it: who sent it to which business, not their address, phone or message.
 */
export async function deleteInquiry(db: Database, id: number) {
  const [removed] = await db.delete(inquiries).where(eq(inquiries.id, id)).returning();
  if (!removed) throw new NotFoundError(INQUIRY_NOT_FOUND);
  const { customerName, businessId, status } = removed;
  return { customerName, businessId, status };
}
