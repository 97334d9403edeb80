// The query of a public list that pages: `limit` (a default, and a maximum one call may ask) and `offset`.
// Lists answer a JSON array of one page and the number of rows in all in the X-Total-Count header.
import { z } from "zod";
import { PUBLIC_LIST_PAGE } from "../constants.ts";
import { withoutEmptyParams } from "./business.ts";
import { pageOffset } from "./fields.ts";

/** The paging fields of a list query, for lists that take more (a search, a filter). */
export function pageQueryFields(page: { defaultLimit: number; maxLimit: number }) {
  return {
    limit: z.coerce
      .number()
      .int()
      .min(1)
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
