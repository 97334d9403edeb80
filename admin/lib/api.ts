// How the admin screens talk to the service: only over HTTP, through shared/api.ts (spec section 7's
// fetch rules). Lists page on the server and carry their total in X-Total-Count.
import { apiJson, getJson, type HttpMethod } from "../../shared/api.ts";

export { ApiError, errorMessage, getPage } from "../../shared/api.ts";
export { getJson };

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

export const send = <Result = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
) => apiJson<Result>(method, url, body, headers);
