import { eq } from "drizzle-orm";
import type { z } from "zod";
import { CATEGORY_NOT_FOUND, CATEGORY_SLUG_TAKEN } from "../../../../shared/messages.ts";
import type { AdminCategoryListQuerySchema } from "../../../../shared/schemas/admin-lists.ts";
import type { CategoryValues } from "../../../../shared/schemas/category.ts";
import type { Database } from "../../../db/client.ts";
import { conflictOnDuplicate } from "../../../db/errors.ts";
import { claimSlug, keepSlugChange } from "../../moved-slugs/queries.ts";
import { businesses, categories } from "../../../db/schema.ts";
import { ConflictError, NotFoundError } from "../../../errors.ts";
import { listCategories } from "../../categories/queries.ts";
import { containsText } from "../text-search.ts";
import { changesNothing } from "../../../audit/queries.ts";
import { removeTranslations } from "../translations/queries.ts";

/**
 * Every category matching the search (they are few, so no paging), each with how many businesses use it,
 * listings awaiting approval included: the number that keeps it from being deleted.
 */
export async function listCategoriesWithUse(db: Database, query: z.output<typeof AdminCategoryListQuerySchema>) {
  const rows = await listCategories(db, {
    where: containsText(query.q, [categories.name, categories.description]),
    columns: { businessCount: db.$count(businesses, eq(businesses.categoryId, categories.id)) },
  });
  return { rows, total: rows.length };
}

/** Locks the row when `forUpdate`, so a change and the checks before it see the same category. */
export async function findCategory(db: Database, id: number, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(categories).where(eq(categories.id, id));
  const [category] = await (options.forUpdate ? query.for("update") : query);
  if (!category) throw new NotFoundError(CATEGORY_NOT_FOUND);
  return category;
}

export async function createCategory(db: Database, values: CategoryValues) {
  const [created] = await conflictOnDuplicate(
    db.insert(categories).values(values).returning(),
    "slug",
    CATEGORY_SLUG_TAKEN,
  );
  await claimSlug(db, "categories", created!.slug);
  return created!;
}

/** Writes the fields given; the others keep their stored value. */
export async function updateCategory(db: Database, id: number, changes: Partial<CategoryValues>) {
  const before = await findCategory(db, id, { forUpdate: true });
  if (changesNothing(before, changes)) return { before, after: before };
  const [after] = await conflictOnDuplicate(
    db
      .update(categories)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(categories.id, id))
      .returning(),
    "slug",
    CATEGORY_SLUG_TAKEN,
  );
  await keepSlugChange(db, { section: "categories", categoryId: id }, before.slug, after!.slug);
  return { before, after: after! };
}

/** Refuses while businesses use the category: they would be left without one. */
export async function deleteCategory(db: Database, id: number) {
  const category = await findCategory(db, id, { forUpdate: true });
  const users = await db.$count(businesses, eq(businesses.categoryId, id));
  if (users > 0) {
    throw new ConflictError(
      `This category is used by ${users} ${users === 1 ? "business" : "businesses"}; move or delete them first`,
    );
  }
  await db.delete(categories).where(eq(categories.id, id));
  await removeTranslations(db, "category", id);
  return category;
}
