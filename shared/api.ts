// The fetch wrapper every browser caller uses (islands and the admin SPA), with spec section 7's rules:
// credentials always included, a JSON content type only when a body is sent, and non-OK answers
// turned into errors reading "<status>: <body text, or status text when the body is empty>".
import { TOTAL_COUNT_HEADER } from "./constants.ts";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** the raw response text, usually our `{ message, errors? }` JSON */
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
  }

  /** The server's `message` field when the body is our JSON error, else undefined. */
  get serverMessage(): string | undefined {
    return this.parsedBody?.message;
  }

  /** Field errors of a validation failure, keyed by field name. */
  get fieldErrors(): Record<string, string> {
    return this.parsedBody?.errors ?? {};
  }

  private get parsedBody(): { message?: string; errors?: Record<string, string> } | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      return typeof parsed === "object" && parsed !== null ? parsed : undefined;
    } catch {
      return undefined;
    }
  }
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Sends one request and returns the raw Response; throws ApiError for non-OK statuses. */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? headers : { ...headers, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  return response;
}

/** Sends a request and parses the JSON answer (undefined for 204 No Content). */
export async function apiJson<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<T> {
  const response = await apiRequest(method, url, body, headers);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const getJson = <T>(url: string) => apiJson<T>("GET", url);

/** One page of a list and how many items it holds in all. */
export interface Page<Item> {
  items: Item[];
  total: number;
}

/** GET a list answered as a JSON array of one page, with the total in X-Total-Count. */
export async function getPage<Item>(url: string): Promise<Page<Item>> {
  const response = await apiRequest("GET", url);
  const items = (await response.json()) as Item[];
  const header = response.headers.get(TOTAL_COUNT_HEADER);
  return { items, total: header === null ? items.length : Number(header) };
}

/**
 * A query function for @tanstack/react-query. With on401 "returnNull" an unauthenticated answer
 * yields null instead of throwing (spec section 7: "a mode where it yields an empty result").
 */
export function queryFetcher<T>(url: string, options: { on401?: "throw" | "returnNull" } = {}) {
  return async (): Promise<T | null> => {
    try {
      return await getJson<T>(url);
    } catch (error) {
      if (options.on401 === "returnNull" && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

/** The message a form shows for a failed call: the server's own message, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;
}
