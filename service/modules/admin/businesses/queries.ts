import { desc, eq } from "drizzle-orm";
import type { AdminBusinessValues } from "../../../../shared/schemas/business.ts";
import type { Database, Transaction } from "../../../db/client.ts";
import { businesses } from "../../../db/schema.ts";
import { notFound } from "../../../http.ts";
import { BUSINESS_NOT_FOUND, requireCategory, selectBusinessesWithCategory } from "../../businesses/queries.ts";

/** The admin's flags that POST /:id/approve and /:id/verify switch on. */
export type BusinessApprovalFlag = "isActive" | "isVerified";

/** Inactive (awaiting approval) ones included, newest first. */
export function listAllBusinesses(db: Database) {
  return selectBusinessesWithCategory(db).orderBy(desc(businesses.createdAt), desc(businesses.id));
}

/** Locks the business row (not its category) when `forUpdate`. */
export async function findBusiness(db: Database, id: number, options: { forUpdate?: boolean } = {}) {
  const query = selectBusinessesWithCategory(db).where(eq(businesses.id, id));
  const [business] = await (options.forUpdate ? query.for("update", { of: businesses }) : query);
  if (!business) throw notFound(BUSINESS_NOT_FOUND);
  return business;
}

export async function createBusiness(tx: Transaction, values: AdminBusinessValues) {
  await requireCategory(tx, values.categoryId);
  const [created] = await tx.insert(businesses).values(values).returning({ id: businesses.id });
  return findBusiness(tx, created!.id);
}

export async function updateBusiness(tx: Transaction, id: number, values: AdminBusinessValues) {
  const before = await findBusiness(tx, id, { forUpdate: true });
  await requireCategory(tx, values.categoryId);
  await tx.update(businesses).set({ ...values, updatedAt: new Date() }).where(eq(businesses.id, id));
  return { before, after: await findBusiness(tx, id) };
}

export async function deleteBusiness(db: Database, id: number) {
  const [removed] = await db.delete(businesses).where(eq(businesses.id, id)).returning();
  if (!removed) throw notFound(BUSINESS_NOT_FOUND);
  return removed;
}

export async function switchOnBusinessFlag(db: Database, id: number, flag: BusinessApprovalFlag) {
  const before = await findBusiness(db, id, { forUpdate: true });
  await db.update(businesses).set({ [flag]: true, updatedAt: new Date() }).where(eq(businesses.id, id));
  return { before, after: await findBusiness(db, id) };
}
