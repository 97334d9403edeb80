import { Elysia } from "elysia";
import { describe, expect, it } from "vitest";
import { CATEGORY_REQUIRED_MESSAGE } from "../shared/schemas/business.ts";
import { ConflictError, NotFoundError, RuleViolationError } from "./errors.ts";
import { HttpError, httpErrors } from "./http.ts";

/** An app whose one route throws what the test gives it, answered through the httpErrors plugin. */
async function answerTo(error: Error) {
  const app = new Elysia().use(httpErrors).get("/", () => {
    throw error;
  });
  const response = await app.handle(new Request("http://localhost/"));
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

describe("httpErrors", () => {
  it("answers the domain errors with their statuses and the form field their message belongs to", async () => {
    expect(await answerTo(new NotFoundError("Business not found"))).toMatchObject({
      status: 404,
      body: { message: "Business not found" },
    });
    expect(await answerTo(new ConflictError("This slug is taken", "slug"))).toMatchObject({
      status: 409,
      body: { message: "This slug is taken", errors: { slug: "This slug is taken" } },
    });
    expect(await answerTo(new ConflictError("The category is in use"))).toMatchObject({
      status: 409,
      body: { message: "The category is in use" },
    });
    expect(await answerTo(new RuleViolationError(CATEGORY_REQUIRED_MESSAGE, "categoryId"))).toMatchObject({
      status: 422,
      body: { message: CATEGORY_REQUIRED_MESSAGE, errors: { categoryId: CATEGORY_REQUIRED_MESSAGE } },
    });
  });

  it("keeps an HttpError's status, field messages and headers", async () => {
    const answer = await answerTo(new HttpError(429, "Too many", undefined, { "Retry-After": "60" }));
    expect(answer).toMatchObject({ status: 429, body: { message: "Too many" } });
    expect(answer.headers.get("retry-after")).toBe("60");
  });

  it("logs an unexpected error by name, message and route, without the query's parameters", async () => {
    const logged: unknown[][] = [];
    const originalError = console.error;
    console.error = (...args: unknown[]) => logged.push(args);
    try {
      const queryError = new Error("Failed query: insert into reviews values ($1)\nparams: a-secret-10-MB-comment", {
        cause: Object.assign(new Error("string is too long for tsvector"), { name: "PostgresError" }),
      });
      queryError.name = "DrizzleQueryError";
      const app = new Elysia().use(httpErrors).post("/api/businesses/:id/reviews", () => {
        throw queryError;
      });
      const response = await app.handle(
        new Request("http://localhost/api/businesses/7/reviews?token=a-secret-query", { method: "POST" }),
      );
      expect(response.status).toBe(500);
    } finally {
      console.error = originalError;
    }
    expect(logged).toEqual([
      ["Unhandled PostgresError: string is too long for tsvector on POST /api/businesses/7/reviews"],
    ]);
  });

  it("hides anything else behind a 500 without its message", async () => {
    const originalError = console.error;
    console.error = () => {};
    try {
      expect(await answerTo(new Error("connection string with a password"))).toEqual({
        status: 500,
        headers: expect.any(Headers) as unknown,
        body: { message: "Something went wrong on our side" },
      });
    } finally {
      console.error = originalError;
    }
  });
});
