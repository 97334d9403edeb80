// How the API answers errors: JSON `{ message, errors? }` with a fitting status, from one place. Query and
// rule code throws the domain errors of errors.ts; this file alone turns them into HTTP statuses.
import { Elysia } from "elysia";
import type { z } from "zod";
import { PHOTO_UPLOAD_LIMITS, REQUEST_BODY_LIMITS } from "../shared/constants.ts";
import { PHOTO_UPLOAD_PATHS } from "../shared/media.ts";
import { PHOTO_TOO_LARGE_MESSAGE } from "../shared/photo-uploads.ts";
import { type ApiErrorBody, toApiErrorBody } from "../shared/schemas/validation.ts";
import { MAX_SERIAL_ID } from "./db/ids.ts";
import {
  ChangedSinceReadError,
  ConflictError,
  NotFoundError,
  NotPermittedError,
  RuleViolationError,
} from "./errors.ts";

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

export const NOT_AN_OBJECT_MESSAGE = "The request body must be a JSON object of fields";
export const NUL_CHARACTER_MESSAGE = "Text must not contain a NUL character";

/**
 * Validates input with a shared schema; failures answer 422 with the schema's own messages. A NUL character anywhere
 * in it answers 400 first, whatever the schema says of the field: no text a person types holds one, and PostgreSQL
 * refuses it in text and JSON, so a field that reached the database with it (the login's username did) was a 500.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  // every payload is an object of fields: a list or a bare value has none, and zod's "expected object" is no answer
  if (input !== undefined && input !== null && (typeof input !== "object" || Array.isArray(input))) {
    throw new HttpError(422, NOT_AN_OBJECT_MESSAGE);
  }
  const withNul = fieldWithNul(input);
  if (withNul !== undefined) {
    throw new HttpError(400, NUL_CHARACTER_MESSAGE, { [withNul]: NUL_CHARACTER_MESSAGE });
  }
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const body = toApiErrorBody(result.error);
    throw new HttpError(422, body.message, body.errors);
  }
  return result.data;
}

/**
 * The field path (dot-joined, as in the error format) of a text in `input` that holds a NUL character, in a value
 * or a field's name. Walked without recursion: a body may nest as deep as its size allows.
 */
function fieldWithNul(input: unknown): string | undefined {
  const pending: { value: unknown; path: string }[] = [{ value: input, path: "" }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === "string" && value.includes("\0")) return path || "_";
    if (typeof value !== "object" || value === null) continue;
    for (const [name, item] of Object.entries(value)) {
      const itemPath = path ? `${path}.${name}` : name;
      if (name.includes("\0")) return itemPath;
      pending.push({ value: item, path: itemPath });
    }
  }
  return undefined;
}

/** Parses a path id; anything but a positive integer is treated as a record that does not exist. */
export function parseId(raw: string, notFoundMessage: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_SERIAL_ID || String(id) !== raw) throw notFound(notFoundMessage);
  return id;
}

/**
 * Ids stored as text (a visitor's account): PostgreSQL refuses a NUL byte in text, so such an id names no record; nor
 * does a segment whose percent-encoding does not decode ("%E0%A4%A"), which Elysia hands over as null.
 */
export function parseTextId(raw: string | null, notFoundMessage: string): string {
  if (typeof raw !== "string" || raw === "" || raw.length > MAX_TEXT_ID_LENGTH || raw.includes("\0")) {
    throw notFound(notFoundMessage);
  }
  return raw;
}

/** Longer than any id this service makes (a UUID is 36 characters, a provider's id well under this). */
const MAX_TEXT_ID_LENGTH = 255;

const INVALID_JSON_MESSAGE = "The request body is not valid JSON";

function jsonError(status: number, body: ApiErrorBody, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers });
}

/** A domain error's body: the message, and under `errors` too when it belongs to one form field. */
function fieldErrorBody(error: ConflictError | RuleViolationError): ApiErrorBody {
  return error.field
    ? { message: error.message, errors: { [error.field]: error.message } }
    : { message: error.message };
}

/** What an error is answered with: its status, the error format's body and any headers (a 429's Retry-After). */
export interface ErrorAnswer {
  status: number;
  body: ApiErrorBody;
  headers?: Record<string, string> | undefined;
}

/** The answer to an error a route or hook threw; an unexpected one is logged (without its details) and is a 500. */
export function errorAnswer(code: string | number, error: unknown, request: Request, path: string): ErrorAnswer {
  // what requestGuards throws while reading a body arrives wrapped in Elysia's ParseError
  const parseCause =
    code === "PARSE" && error instanceof Error && error.cause instanceof HttpError ? error.cause : undefined;
  if (parseCause) return { status: parseCause.status, body: parseCause.toBody(), headers: parseCause.headers };
  if (error instanceof HttpError) return { status: error.status, body: error.toBody(), headers: error.headers };
  if (error instanceof NotFoundError) return { status: 404, body: { message: error.message } };
  if (error instanceof NotPermittedError) return { status: 403, body: { message: error.message } };
  if (error instanceof ConflictError) return { status: 409, body: fieldErrorBody(error) };
  if (error instanceof RuleViolationError) return { status: 422, body: fieldErrorBody(error) };
  if (error instanceof ChangedSinceReadError) return { status: 412, body: { message: error.message } };
  if (code === "PARSE") return { status: 400, body: { message: INVALID_JSON_MESSAGE } };
  if (code === "NOT_FOUND") return { status: 404, body: { message: "Not found" } };
  // no route declares an Elysia schema (every input goes through parseInput and the shared zod schemas), so
  // Elysia's own VALIDATION error cannot happen
  console.error(`Unhandled ${describeError(error)} on ${request.method} ${path}`);
  return { status: 500, body: { message: "Something went wrong on our side" } };
}

/** The app's error answers, for every route of the app that uses it. */
export const httpErrors = new Elysia({ name: "http-errors" }).onError(
  { as: "global" },
  ({ code, error, path, request }) => {
    const { status, body, headers } = errorAnswer(code, error, request, path);
    return jsonError(status, body, headers);
  },
);

/**
 * An unexpected error for the log: its name and the first line of its message, never the request's body or
 * parameters. A failed query's message carries the SQL and all its parameters (a 10 MB text logged three
 * times over), so for it the database's own error is told.
 */
export function describeError(error: unknown): string {
  const told = error instanceof Error && error.name === "DrizzleQueryError" && error.cause ? error.cause : error;
  if (!(told instanceof Error)) return typeof told;
  const firstLine = told.message.split("\n", 1)[0] ?? "";
  return `${told.name}: ${firstLine.slice(0, LOGGED_MESSAGE_MAX_LENGTH)}`;
}
const LOGGED_MESSAGE_MAX_LENGTH = 300;

/**
 * Where the path starts in a request's URL: after the origin's "//host", or at 0 for an HTTP/1.0 request without a
 * Host header, whose URL is the bare path. Read in place, without parsing: pages from memory ask it on each request.
 */
export function pathStartOf(url: string): number {
  return url.startsWith("/") ? 0 : url.indexOf("/", url.indexOf("//") + 2);
}

/** The URL of a request, for its path and query: an HTTP/1.0 request without a Host header has a bare path as its URL. */
export function requestUrl(request: Request): URL {
  return new URL(request.url, "http://localhost");
}

/** The path of a request (see requestUrl). */
export function requestPath(request: Request): string {
  return requestUrl(request).pathname;
}

/** A photo upload's body: one photo and the multipart framing around it (its part's headers, the boundaries). */
const PHOTO_UPLOAD_BODY_LIMIT = PHOTO_UPLOAD_LIMITS.maxBytes + 16 * 1024;

/** The routes that take a photo (service/modules/photos/): they read their body themselves, after their checks. */
/** An owner's upload to their business, /api/owner/businesses/<id>/photos (owners/photos/). */
const OWNER_PHOTO_UPLOAD = /^\/api\/owner\/businesses\/[^/]+\/photos\/?$/;
export const isPhotoUpload = (pathname: string) =>
  (Object.values(PHOTO_UPLOAD_PATHS) as string[]).includes(pathname) || OWNER_PHOTO_UPLOAD.test(pathname);

/** The most a request to this path may send: a photo, an admin's long post, or a public form's few fields. */
export function bodyLimitFor(pathname: string): number {
  if (isPhotoUpload(pathname)) return PHOTO_UPLOAD_BODY_LIMIT;
  return pathname.startsWith("/api/admin/") ? REQUEST_BODY_LIMITS.admin : REQUEST_BODY_LIMITS.public;
}

const bodyTooLarge = (limit: number) =>
  new HttpError(
    413,
    limit === PHOTO_UPLOAD_BODY_LIMIT
      ? PHOTO_TOO_LARGE_MESSAGE
      : `The request body must be at most ${Math.round(limit / 1024)} KB`,
  );

/**
 * The public forms' writes: JSON, or the page's own form posted by a browser without JavaScript (urlencoded), which
 * form-posts.ts refuses from any other site. Plain text and multipart, which another site's form could also send,
 * are refused.
 */
export const PUBLIC_WRITE_ROUTE = /^\/api\/businesses(\/[^/]+\/(reviews|inquiries))?\/?$/;
export const JSON_ONLY_MESSAGE = "Send the request body as application/json";

function isJson(request: Request): boolean {
  return /^application\/json\s*(;|$)/i.test(request.headers.get("content-type") ?? "");
}

const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/** A browser's plain HTML form post (no JavaScript): urlencoded fields. */
export function isFormPost(request: Request): boolean {
  return request.method === "POST" && FORM_TYPE.test(request.headers.get("content-type") ?? "");
}

/**
 * Reads a request's body, refusing it (413) as soon as it passes the limit, whatever its Content-Length said: no more
 * than the limit is ever held. A body cut off on its way throws the stream's error.
 */
export async function readCappedBody(
  request: Request,
  limit = bodyLimitFor(requestPath(request)),
): Promise<Buffer<ArrayBuffer>> {
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > limit) throw bodyTooLarge(limit);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Refuses, before anything is parsed, a body over its route's limit (413) and a public write that is neither
 * JSON nor a form post (415). Every 413 is one of these: the server's own limit is out of reach (see listen()).
 */
export const requestGuards = new Elysia({ name: "request-guards" })
  .onRequest(({ request }) => {
    const path = requestPath(request);
    const limit = bodyLimitFor(path);
    if (Number(request.headers.get("content-length") ?? 0) > limit) throw bodyTooLarge(limit);
    if (request.method === "POST" && PUBLIC_WRITE_ROUTE.test(path) && !isJson(request) && !isFormPost(request)) {
      throw new HttpError(415, JSON_ONLY_MESSAGE);
    }
  })
  .onParse({ as: "global" }, async ({ request, contentType }) => {
    // a body with a length was checked above; one streamed without it is read here, whatever its type, up to the
    // limit (the server's own limit is out of reach: see listen())
    // a photo's route reads its own body, once it has checked who sends it
    if (isPhotoUpload(requestPath(request))) return null;
    const form = FORM_TYPE.test(contentType);
    if (!form && request.headers.has("content-length")) return;
    const text = new TextDecoder().decode(await readCappedBody(request));
    // a name sent twice counts once, as the last (Elysia's own parser would make it a list no schema expects)
    if (form) return Object.fromEntries(new URLSearchParams(text));
    // no route takes another type: its text reaches the route's schema, as from Elysia's plain-text parser
    if (!/^application\/json/i.test(contentType)) return text;
    if (text.trim() === "") return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new HttpError(400, INVALID_JSON_MESSAGE);
    }
  });
