// The admin lists' search box: a case-insensitive substring match over a few columns, done by the database.
import { type Column, ilike, or, type SQL } from "drizzle-orm";
import { escapeLikePattern } from "../businesses/search.ts";

/** Rows where any of the columns contains the text, ignoring case; undefined (no filter) without text. */
export function containsText(text: string | undefined, columns: Column[]): SQL | undefined {
  if (!text) return undefined;
  const pattern = escapeLikePattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}
