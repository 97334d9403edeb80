import { asc, eq } from "drizzle-orm";
import type { CategoryValues } from "../../../../shared/schemas/category.ts";
import type { Database } from "../../../db/client.ts";
import { conflictOnDuplicate } from "../../../db/errors.ts";
import { businesses, categories } from "../../../db/schema.ts";
import { HttpError, notFound } from "../../../http.ts";

export const CATEGORY_NOT_FOUND = "Category not found";
export const CATEGORY_SLUG_TAKEN = "A category with this slug already exists";

export function listAllCategories(db: Database) {
  return db.select().from(categories).orderBy(asc(categories.id));
}

/** Locks the row when `forUpdate`, so a change and the checks before it see the same category. */
export async function findCategory(db: Database, id: number, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(categories).where(eq(categories.id, id));
  const [category] = await (options.forUpdate ? query.for("update") : query);
  if (!category) throw notFound(CATEGORY_NOT_FOUND);
  return category;
}

export async function createCategory(db: Database, values: CategoryValues) {
  const [created] = await conflictOnDuplicate(
    db.insert(categories).values(values).returning(),
    "slug",
    CATEGORY_SLUG_TAKEN,
  );
  return created!;
}

export async function updateCategory(db: Database, id: number, values: CategoryValues) {
  const before = await findCategory(db, id, { forUpdate: true });
  const [after] = await conflictOnDuplicate(
    db.update(categories).set({ ...values, updatedAt: new Date() }).where(eq(categories.id, id)).returning(),
    "slug",
    CATEGORY_SLUG_TAKEN,
  );
  return { before, after: after! };
}

/** Refuses while businesses use the category: they would be left without one. */
export async function deleteCategory(db: Database, id: number) {
  const category = await findCategory(db, id, { forUpdate: true });
  const users = await db.$count(businesses, eq(businesses.categoryId, id));
  if (users > 0) {
    throw new HttpError(
      409,
      `This category is used by ${users} ${users === 1 ? "business" : "businesses"}; move or delete them first`,
    );
  }
  await db.delete(categories).where(eq(categories.id, id));
  return category;
}
