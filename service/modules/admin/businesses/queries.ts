import { desc, eq, getTableColumns } from "drizzle-orm";
import type { AdminBusinessValues } from "../../../../shared/schemas/business.ts";
import type { Database } from "../../../db/client.ts";
import { businesses, categories } from "../../../db/schema.ts";
import { HttpError, notFound } from "../../../http.ts";
import { BUSINESS_NOT_FOUND, CATEGORY_REQUIRED } from "../../businesses/queries.ts";

/** The admin's flags that POST /:id/approve and /:id/verify switch on. */
export type BusinessApprovalFlag = "isActive" | "isVerified";

function selectBusinessesWithCategory(db: Database) {
  return db
    .select({
      ...getTableColumns(businesses),
      category: { name: categories.name, slug: categories.slug, color: categories.color },
    })
    .from(businesses)
    .innerJoin(categories, eq(categories.id, businesses.categoryId));
}

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

/** KEY SHARE keeps the category from being deleted until the business referring to it has committed. */
async function requireCategory(db: Database, categoryId: number) {
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).for("key share");
  if (!category) throw new HttpError(422, CATEGORY_REQUIRED, { categoryId: CATEGORY_REQUIRED });
}

export async function createBusiness(db: Database, values: AdminBusinessValues) {
  await requireCategory(db, values.categoryId);
  const [created] = await db.insert(businesses).values(values).returning({ id: businesses.id });
  return findBusiness(db, created!.id);
}

export async function updateBusiness(db: Database, id: number, values: AdminBusinessValues) {
  const before = await findBusiness(db, id, { forUpdate: true });
  await requireCategory(db, values.categoryId);
  await db.update(businesses).set({ ...values, updatedAt: new Date() }).where(eq(businesses.id, id));
  return { before, after: await findBusiness(db, id) };
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
