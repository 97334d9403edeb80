import { asc, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { PageQuery } from "../../../shared/schemas/paging.ts";
import type { Database } from "../../db/client.ts";
import { MAX_SERIAL_ID } from "../../db/ids.ts";
import { categories } from "../../db/schema.ts";
import { onePage } from "../paging.ts";

/**
 * Categories in id order: the public list as it is, and the admin's, which narrows it with `where` (its
 * search box) and adds `columns`; the public one pages (how many businesses use each category).
 */
export function listCategories<Columns extends SelectedFields = Record<never, never>>(
  db: Database,
  options: { where?: SQL; columns?: Columns; page?: PageQuery } = {},
) {
  const query = db
    .select({ ...getTableColumns(categories), ...(options.columns as Columns) })
    .from(categories)
    .where(options.where)
    .orderBy(asc(categories.id));
  return onePage(query.$dynamic(), options.page);
}

/** Finds a category by slug or numeric id (GET /api/businesses?category= accepts both). */
export async function findCategoryBySlugOrId(db: Database, slugOrId: string) {
  const isId = /^\d+$/.test(slugOrId);
  if (isId && Number(slugOrId) > MAX_SERIAL_ID) return undefined;
  const condition = isId ? eq(categories.id, Number(slugOrId)) : eq(categories.slug, slugOrId);
  const [category] = await db.select().from(categories).where(condition).limit(1);
  return category;
}
