// The admin lists' search box: a case-insensitive substring match over a few columns, done by the database.
import { type Column, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { businesses } from "../../db/schema.ts";
import { escapeLikePattern } from "../businesses/search.ts";

/** Rows where any of the columns contains the text, ignoring case; undefined (no filter) without text. */
export function containsText(text: string | undefined, columns: (Column | SQL)[]): SQL | undefined {
  if (!text) return undefined;
  const pattern = escapeLikePattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * Rows (inquiries, reviews) where any of their columns, or the name of the business they belong to, contains the
 * text. The name is matched in a subquery, so counting the matches needs no join.
 */
export function containsTextOrBusinessName(
  db: Database,
  text: string | undefined,
  columns: (Column | SQL)[],
  businessId: Column,
): SQL | undefined {
  if (!text) return undefined;
  const businessesNamed = db
    .select({ id: businesses.id })
    .from(businesses)
    .where(containsText(text, [businesses.name]));
  return or(containsText(text, columns), inArray(businessId, businessesNamed));
}
