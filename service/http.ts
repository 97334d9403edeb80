// How the API answers errors: JSON `{ message, errors? }` with a fitting status, from one place. Query and
// rule code throws the domain errors of errors.ts; this file alone turns them into HTTP statuses.
import { Elysia } from "elysia";
import type { z } from "zod";
import { type ApiErrorBody, toApiErrorBody } from "../shared/schemas/validation.ts";
import { MAX_SERIAL_ID } from "./db/ids.ts";
import { ConflictError, NotFoundError, RuleViolationError } from "./errors.ts";

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** extra response headers, e.g. Retry-After */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }

  toBody(): ApiErrorBody {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

export const notFound = (message: string) => new HttpError(404, message);

/** Validates input with a shared schema; failures answer 422 with the schema's own messages. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const body = toApiErrorBody(result.error);
    throw new HttpError(422, body.message, body.errors);
  }
  return result.data;
}

/** Parses a path id; anything but a positive integer is treated as a record that does not exist. */
export function parseId(raw: string, notFoundMessage: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_SERIAL_ID || String(id) !== raw) throw notFound(notFoundMessage);
  return id;
}

function jsonError(status: number, body: ApiErrorBody, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers });
}

/** A domain error's body: the message, and under `errors` too when it belongs to one form field. */
function fieldErrorBody(error: ConflictError | RuleViolationError): ApiErrorBody {
  return error.field
    ? { message: error.message, errors: { [error.field]: error.message } }
    : { message: error.message };
}

/** The app's error answers, for every route of the app that uses it. */
export const httpErrors = new Elysia({ name: "http-errors" }).onError({ as: "global" }, ({ code, error }) => {
  if (error instanceof HttpError) return jsonError(error.status, error.toBody(), error.headers);
  if (error instanceof NotFoundError) return jsonError(404, { message: error.message });
  if (error instanceof ConflictError) return jsonError(409, fieldErrorBody(error));
  if (error instanceof RuleViolationError) return jsonError(422, fieldErrorBody(error));
  if (code === "PARSE") return jsonError(400, { message: "The request body is not valid JSON" });
  if (code === "NOT_FOUND") return jsonError(404, { message: "Not found" });
  if (code === "VALIDATION") return jsonError(422, { message: "Invalid request" });
  console.error(error);
  return jsonError(500, { message: "Something went wrong on our side" });
});
