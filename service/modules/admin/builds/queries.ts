import { desc, eq } from "drizzle-orm";
import { BUILD_NOT_FOUND } from "../../../../shared/messages.ts";
import type { Database } from "../../../db/client.ts";
import { siteBuilds } from "../../../db/schema.ts";
import { NotFoundError } from "../../../errors.ts";

/** One page of the builds, newest first, and how many there are in all. */
export async function listBuilds(db: Database, page: { limit: number; offset: number }) {
  const [rows, total] = await Promise.all([
    db.select().from(siteBuilds).orderBy(desc(siteBuilds.id)).limit(page.limit).offset(page.offset),
    db.$count(siteBuilds),
  ]);
  return { rows, total };
}

export async function findBuild(db: Database, id: number) {
  const [row] = await db.select().from(siteBuilds).where(eq(siteBuilds.id, id));
  if (!row) throw new NotFoundError(BUILD_NOT_FOUND);
  return row;
}
