import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AdminBusinessFilter } from "../../../../shared/constants.ts";
import { BUSINESS_NOT_FOUND } from "../../../../shared/messages.ts";
import type { AdminBusinessListQuerySchema, AdminBusinessSummary } from "../../../../shared/schemas/admin-lists.ts";
import { type AdminBusinessValues, photoAltMissingMessage } from "../../../../shared/schemas/business.ts";
import { altsOfPhotos, uploadedPhotoWithoutAlt } from "../../../../shared/media.ts";
import type { Database, Transaction } from "../../../db/client.ts";
import { businesses } from "../../../db/schema.ts";
import { NotFoundError, RuleViolationError } from "../../../errors.ts";
import { normalizeOpeningHours, sameOpeningHours, writeOpeningHours } from "../../businesses/hours.ts";
import {
  confirmedNow,
  requireCategory,
  selectBusinessesWithCategory,
  withPositionColumns,
} from "../../businesses/queries.ts";
import { containsText } from "../text-search.ts";
import { changesNothing } from "../../../audit/queries.ts";
import { removeTranslations } from "../translations/queries.ts";

/** The admin's flags that POST /:id/approve and /:id/verify switch on. */
export type BusinessApprovalFlag = "isActive" | "isVerified";

/** What each status filter of the list keeps; "pending" is a listing awaiting approval. */
const STATUS_FILTERS: Record<AdminBusinessFilter, SQL | undefined> = {
  all: undefined,
  pending: eq(businesses.isActive, false),
  active: eq(businesses.isActive, true),
  verified: eq(businesses.isVerified, true),
  unverified: eq(businesses.isVerified, false),
  featured: eq(businesses.isFeatured, true),
};

/** One page of businesses, inactive (awaiting approval) ones included, newest first; and how many match. */
export async function listBusinessesPage(db: Database, query: z.output<typeof AdminBusinessListQuerySchema>) {
  const where = and(containsText(query.q, [businesses.name, businesses.location]), STATUS_FILTERS[query.status]);
  const [rows, total] = await Promise.all([
    selectBusinessesWithCategory(db)
      .where(where)
      .orderBy(desc(businesses.createdAt), desc(businesses.id))
      .limit(query.limit)
      .offset(query.offset),
    db.$count(businesses, where),
  ]);
  return { rows, total };
}

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The list's summary cards, counted over every business in one pass. */
export async function summarizeBusinesses(db: Database): Promise<AdminBusinessSummary> {
  const [summary] = await db
    .select({
      total: count(),
      pending: countWhere(eq(businesses.isActive, false)),
      active: countWhere(eq(businesses.isActive, true)),
      verified: countWhere(eq(businesses.isVerified, true)),
      featured: countWhere(eq(businesses.isFeatured, true)),
    })
    .from(businesses);
  return summary!;
}

/** Locks the business row (not its category) when `forUpdate`. */
export async function findBusiness(db: Database, id: number, options: { forUpdate?: boolean } = {}) {
  const query = selectBusinessesWithCategory(db).where(eq(businesses.id, id));
  const [business] = await (options.forUpdate ? query.for("update", { of: businesses }) : query);
  if (!business) throw new NotFoundError(BUSINESS_NOT_FOUND);
  return business;
}

/**
 * The alt texts of the photos a business keeps; every uploaded photo needs one (issue 45), whatever a partial write
 * sent (a new order of the photos brings none, and the stored ones count).
 * @throws RuleViolationError (422) naming the first uploaded photo without one
 */
function photoAltsToKeep(images: readonly string[], alts: Record<string, string>) {
  const missing = uploadedPhotoWithoutAlt(images, alts);
  if (missing !== undefined) throw new RuleViolationError(photoAltMissingMessage(missing), "imageAlts");
  return altsOfPhotos(images, alts);
}

/** A new business, its hours (not known when the form leaves them out) written in the same transaction. */
export async function createBusiness(tx: Transaction, input: AdminBusinessValues) {
  const { hours, confirmHours, ...values } = withPositionColumns(input);
  await requireCategory(tx, values.categoryId);
  const confirmed = confirmHours ? { hoursConfirmedAt: new Date() } : confirmedNow(hours);
  const [created] = await tx
    .insert(businesses)
    .values({ ...values, imageAlts: photoAltsToKeep(values.images, values.imageAlts ?? {}), ...confirmed })
    .returning({ id: businesses.id });
  if (hours) await writeOpeningHours(tx, created!.id, hours);
  return findBusiness(tx, created!.id);
}

/**
 * Writes the fields given; the others keep their stored value. Hours are written whole when they differ from the
 * stored ones, and then, or when `confirmHours` says they are still right, hoursConfirmedAt becomes now. Answers what
 * it wrote (`written`, hoursConfirmedAt included, confirmHours not: it is no field), which the audit records.
 */
export async function updateBusiness(tx: Transaction, id: number, changes: Partial<AdminBusinessValues>) {
  const { hours, confirmHours, ...fields } = withPositionColumns(changes);
  const before = await findBusiness(tx, id, { forUpdate: true });
  const now = new Date();
  const hoursChange = hours && !sameOpeningHours(before.hours, hours) ? { hours: normalizeOpeningHours(hours) } : {};
  // the alt texts of the photos it keeps, whichever of the two was sent
  const altsChange =
    fields.images || fields.imageAlts
      ? { imageAlts: photoAltsToKeep(fields.images ?? before.images, fields.imageAlts ?? before.imageAlts) }
      : {};
  const written = {
    ...fields,
    ...altsChange,
    ...hoursChange,
    ...(hoursChange.hours || confirmHours ? { hoursConfirmedAt: now } : {}),
  };
  if (changesNothing(before, written)) return { before, after: before, written };
  if (fields.categoryId !== undefined) await requireCategory(tx, fields.categoryId);
  const { hours: _hours, ...columns } = written;
  await tx
    .update(businesses)
    .set({ ...columns, updatedAt: now })
    .where(eq(businesses.id, id));
  if (hoursChange.hours) await writeOpeningHours(tx, id, hoursChange.hours);
  return { before, after: await findBusiness(tx, id), written };
}

/** Deletes a business and its hours (their rows cascade); answers the row with its hours, which the audit keeps. */
export async function deleteBusiness(tx: Transaction, id: number) {
  const stored = await findBusiness(tx, id, { forUpdate: true });
  await tx.delete(businesses).where(eq(businesses.id, id));
  await removeTranslations(tx, "business", id);
  return stored;
}

export async function switchOnBusinessFlag(db: Database, id: number, flag: BusinessApprovalFlag) {
  const before = await findBusiness(db, id, { forUpdate: true });
  await db
    .update(businesses)
    .set({ [flag]: true, updatedAt: new Date() })
    .where(eq(businesses.id, id));
  return { before, after: await findBusiness(db, id) };
}
