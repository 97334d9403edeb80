// Lists answer one page as a JSON array (what the spec's client reads) and the number of matching rows in all in
// the X-Total-Count header: GET /api/businesses, the other public lists and the admin lists alike.
import type { PgSelect } from "drizzle-orm/pg-core";
import { TOTAL_COUNT_HEADER } from "../../shared/constants.ts";
import type { PageQuery } from "../../shared/schemas/paging.ts";
import type { Read } from "../read-cache.ts";

/** One page of a list and how many rows match in all (answered in the X-Total-Count header). */
export interface Listing<Row> {
  rows: Row[];
  total: number;
}

/** Sends one page of a list, with the number of matches in all in the total-count header. */
export function answerListing<Row>(set: { headers: Record<string, unknown> }, { rows, total }: Listing<Row>): Row[] {
  set.headers[TOTAL_COUNT_HEADER] = String(total);
  return rows;
}

/** One page of a list as the read cache holds it (read-cache.ts): the rows, and their total in the header. */
export function listingRead<Row>({ rows, total }: Listing<Row>): Read {
  return { value: rows, headers: { [TOTAL_COUNT_HEADER]: String(total) } };
}

/** Narrows a query to one page; without a page it stays whole (the content snapshot reads every row). */
export function onePage<Query extends PgSelect>(query: Query, page: PageQuery | undefined): Query {
  return page ? query.limit(page.limit).offset(page.offset) : query;
}
