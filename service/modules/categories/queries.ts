import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { MAX_SERIAL_ID } from "../../db/ids.ts";
import { categories } from "../../db/schema.ts";

export function listCategories(db: Database) {
  return db.select().from(categories).orderBy(asc(categories.id));
}

/** Finds a category by slug or numeric id (GET /api/businesses?category= accepts both). */
export async function findCategoryBySlugOrId(db: Database, slugOrId: string) {
  const isId = /^\d+$/.test(slugOrId);
  if (isId && Number(slugOrId) > MAX_SERIAL_ID) return undefined;
  const condition = isId ? eq(categories.id, Number(slugOrId)) : eq(categories.slug, slugOrId);
  const [category] = await db.select().from(categories).where(condition).limit(1);
  return category;
}
