// The query of a public list that pages: `limit` (a default, and a maximum one call may ask) and `offset`.
// Lists answer a JSON array of one page and the number of rows in all in the X-Total-Count header.
import { z } from "zod";
import { PUBLIC_LIST_PAGE } from "../constants.ts";
import { pageOffset } from "./fields.ts";

/** A query's parameters but the empty ones: `?priceRange=` means the filter is not set, as a form would mean it. */
export const withoutEmptyParams = (query: unknown) =>
  typeof query === "object" && query !== null
    ? Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ""))
    : query;

/** The paging fields of a list query, for lists that take more (a search, a filter). */
export function pageQueryFields(page: { defaultLimit: number; maxLimit: number }) {
  const limitMessage = `Limit must be a whole number from 1 to ${page.maxLimit}`;
  return {
    limit: z.coerce
      .number({ message: limitMessage })
      .int(limitMessage)
      .min(1, limitMessage)
      .max(page.maxLimit, `At most ${page.maxLimit} rows per page`)
      .default(page.defaultLimit),
    offset: pageOffset,
  };
}

export function pageQuerySchema(page: { defaultLimit: number; maxLimit: number }) {
  return z.preprocess(withoutEmptyParams, z.object(pageQueryFields(page)));
}
export type PageQuery = z.output<ReturnType<typeof pageQuerySchema>>;

/** GET /api/categories, /api/blog and /api/testimonials. */
export const PublicListQuerySchema = pageQuerySchema(PUBLIC_LIST_PAGE);
