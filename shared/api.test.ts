import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ApiError, apiJson, apiRequest, errorMessage, queryFetcher } from "./api.ts";
import { NOT_SIGNED_IN_MESSAGE } from "./messages.ts";
import { INVALID_EMAIL_MESSAGE } from "./schemas/fields.ts";

const validationBody = { message: INVALID_EMAIL_MESSAGE, errors: { customerEmail: INVALID_EMAIL_MESSAGE } };

// A real HTTP server that echoes what it received, and answers errors on chosen paths.
let server: ReturnType<typeof Bun.serve>;
let base = "";
beforeAll(() => {
  server = Bun.serve({
    port: 0,
    async fetch(request) {
      const path = new URL(request.url).pathname;
      if (path === "/validation") {
        return Response.json(validationBody, { status: 422 });
      }
      if (path === "/empty-error") return new Response(null, { status: 404, statusText: "Not Found" });
      if (path === "/unauthorized") return new Response(NOT_SIGNED_IN_MESSAGE, { status: 401 });
      if (path === "/no-content") return new Response(null, { status: 204 });
      return Response.json({
        method: request.method,
        contentType: request.headers.get("content-type"),
        body: request.body ? await request.text() : null,
      });
    },
  });
  base = `http://localhost:${server.port}`;
});
afterAll(() => server.stop(true));

// Records what the wrapper hands to fetch, then lets the real fetch send it.
const realFetch = globalThis.fetch;
let sentInits: RequestInit[] = [];
beforeAll(() => {
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    sentInits.push(init ?? {});
    return realFetch(input, init);
  }) as typeof fetch;
});
afterEach(() => {
  sentInits = [];
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

describe("apiRequest", () => {
  it("always includes credentials", async () => {
    await apiRequest("GET", `${base}/echo`);
    await apiRequest("POST", `${base}/echo`, { a: 1 });
    expect(sentInits.map((init) => init.credentials)).toEqual(["include", "include"]);
  });

  it("sends a JSON content type only when there is a body", async () => {
    const withBody = await apiJson<{ contentType: string; body: string; method: string }>("POST", `${base}/echo`, {
      name: "Asha",
    });
    expect(withBody).toEqual({ method: "POST", contentType: "application/json", body: '{"name":"Asha"}' });
    const withoutBody = await apiJson<{ contentType: string | null }>("DELETE", `${base}/echo`);
    expect(withoutBody.contentType).toBeNull();
  });

  it("turns a non-OK answer into '<status>: <body text>'", async () => {
    const error = await apiRequest("POST", `${base}/validation`, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`422: ${JSON.stringify(validationBody)}`);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).serverMessage).toBe(INVALID_EMAIL_MESSAGE);
    expect((error as ApiError).fieldErrors).toEqual(validationBody.errors);
  });

  it("uses the status text when the error body is empty", async () => {
    await expect(apiRequest("GET", `${base}/empty-error`)).rejects.toThrow(/^404: Not Found$/);
  });

  it("answers undefined for 204 No Content", async () => {
    expect(await apiJson("DELETE", `${base}/no-content`)).toBeUndefined();
  });
});

describe("queryFetcher", () => {
  it("throws on 401 by default", async () => {
    await expect(queryFetcher(`${base}/unauthorized`)()).rejects.toThrow(`401: ${NOT_SIGNED_IN_MESSAGE}`);
  });

  it("yields null on 401 in the returnNull mode", async () => {
    expect(await queryFetcher(`${base}/unauthorized`, { on401: "returnNull" })()).toBeNull();
  });
});

describe("errorMessage", () => {
  it("prefers the server's message and falls back otherwise", async () => {
    const validation = await apiRequest("GET", `${base}/validation`).catch((e: unknown) => e);
    expect(errorMessage(validation, "Failed to save business")).toBe(INVALID_EMAIL_MESSAGE);
    const plain = await apiRequest("GET", `${base}/unauthorized`).catch((e: unknown) => e);
    expect(errorMessage(plain, "Failed to save business")).toBe("Failed to save business");
    expect(errorMessage(new Error("network down"), "Failed to save business")).toBe("Failed to save business");
  });
});
