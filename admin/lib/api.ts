// How the admin screens talk to the service: only over HTTP, through shared/api.ts (spec section 7's
// fetch rules). Lists page on the server and carry their total in X-Total-Count.
import { apiJson, apiRequest, getJson, type HttpMethod } from "../../shared/api.ts";
import { TOTAL_COUNT_HEADER } from "../../shared/constants.ts";

export { ApiError, errorMessage } from "../../shared/api.ts";
export { apiJson, getJson };

export interface Page<Item> {
  items: Item[];
  total: number;
}

type ParamValue = string | number | boolean | undefined | null;

/** A path with its query string; empty, null and undefined parameters are left out. */
export function withParams(path: string, params: Record<string, ParamValue>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === "") continue;
    search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** GET a list answered as a JSON array with its total in X-Total-Count. */
export async function getPage<Item>(url: string): Promise<Page<Item>> {
  const response = await apiRequest("GET", url);
  const items = (await response.json()) as Item[];
  const header = response.headers.get(TOTAL_COUNT_HEADER);
  return { items, total: header === null ? items.length : Number(header) };
}

export const send = <Result = unknown>(method: HttpMethod, url: string, body?: unknown) =>
  apiJson<Result>(method, url, body);
