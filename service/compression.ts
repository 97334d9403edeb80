// Content coding and validators for every response the service sends: the encoding a client accepts
// (Accept-Encoding with its q-values), a strong ETag per representation with the 304 it earns, and the API's
// JSON compressed once it passes about a kilobyte. The public site's files are compressed at build time
// (publish/build/precompress.ts); API bodies here, when they are sent.
import { brotliCompressSync, constants as zlib } from "node:zlib";
import { Elysia } from "elysia";

export type Encoding = "br" | "gzip" | "identity";

/** Smallest first: the order the service prefers among encodings a client accepts equally. */
const PREFERRED: readonly Encoding[] = ["br", "gzip", "identity"];

/** Below this a compressed body saves less than its headers cost. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Brotli level for bodies compressed while a client waits: 5 gives most of level 11's size (a 45 KB page:
 * 9.2 KB against 8.3 KB) in 1 ms instead of 35 (docs/measurements.md, "Compression").
 */
const DYNAMIC_BROTLI_QUALITY = 5;

const JSON_TYPE = "application/json;charset=utf-8";

/** Accept-Encoding values seen so far; browsers send a handful, so this stays small (bounded all the same). */
const acceptedByHeader = new Map<string, readonly Encoding[]>();
const ACCEPTED_MEMO_LIMIT = 256;

/**
 * The encodings a client accepts, best first (RFC 9110 §12.5.3): higher q first, the service's preference
 * among equals; `*` stands for every coding not named; identity is acceptable unless refused by q=0. No header
 * means identity only, as a client that sends none may not decode anything else.
 */
export function acceptedEncodings(header: string | null): readonly Encoding[] {
  if (!header) return ["identity"];
  let accepted = acceptedByHeader.get(header);
  if (!accepted) {
    accepted = parseAcceptEncoding(header);
    if (acceptedByHeader.size >= ACCEPTED_MEMO_LIMIT) acceptedByHeader.clear();
    acceptedByHeader.set(header, accepted);
  }
  return accepted;
}

function parseAcceptEncoding(header: string): readonly Encoding[] {
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name === "x-gzip" ? "gzip" : name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) =>
    weights.get(encoding) ?? weights.get("*") ?? (encoding === "identity" ? 1 : 0);
  return PREFERRED.filter((encoding) => weightOf(encoding) > 0).sort((a, b) => weightOf(b) - weightOf(a));
}

/** The best encoding of those a body exists in; identity when the client refuses them all (RFC 9110 allows it). */
function chooseEncoding(request: Request, available: (encoding: Encoding) => boolean): Encoding {
  return acceptedEncodings(request.headers.get("accept-encoding")).find(available) ?? "identity";
}

/** A strong validator for one representation: its bytes' hash, with the coding named (RFC 9110 §8.8.3). */
export function etagOf(bytes: Uint8Array<ArrayBuffer>, encoding: Encoding): string {
  return `"${Bun.hash(bytes).toString(36)}${encoding === "identity" ? "" : `-${encoding}`}"`;
}

/** If-None-Match holds this ETag (or `*`); the comparison is the weak one that header uses. */
export function isNotModified(request: Request, etag: string): boolean {
  const header = request.headers.get("if-none-match");
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** Compresses a body for a client waiting for it (the build uses stronger settings, see precompress.ts). */
export function compress(bytes: Uint8Array<ArrayBuffer>, encoding: Encoding): Uint8Array<ArrayBuffer> {
  if (encoding === "gzip") return Bun.gzipSync(bytes);
  if (encoding === "br") {
    return brotliCompressSync(bytes, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      },
    });
  }
  return bytes;
}

/**
 * A response body kept in memory and compressed at most once per encoding, however often it is sent (the
 * read cache holds these). Its ETags come from the uncompressed bytes, so a 304 costs no compression.
 */
export class EncodableBody {
  readonly #hash: string;
  readonly #encoded = new Map<Encoding, Uint8Array<ArrayBuffer>>();

  constructor(
    readonly identity: Uint8Array<ArrayBuffer>,
    readonly contentType: string,
  ) {
    this.#hash = etagOf(identity, "identity").slice(1, -1);
  }

  static json(value: unknown): EncodableBody {
    return new EncodableBody(Buffer.from(JSON.stringify(value)), JSON_TYPE);
  }

  get compressible(): boolean {
    return this.identity.byteLength >= COMPRESS_MIN_BYTES;
  }

  etag(encoding: Encoding): string {
    return `"${this.#hash}${encoding === "identity" ? "" : `-${encoding}`}"`;
  }

  bytes(encoding: Encoding): Uint8Array<ArrayBuffer> {
    if (encoding === "identity") return this.identity;
    let encoded = this.#encoded.get(encoding);
    if (!encoded) {
      encoded = compress(this.identity, encoding);
      this.#encoded.set(encoding, encoded);
    }
    return encoded;
  }

  /** Bytes held, the compressed copies made so far included (what a bounded cache counts). */
  get size(): number {
    let size = this.identity.byteLength;
    for (const encoded of this.#encoded.values()) size += encoded.byteLength;
    return size;
  }
}

/**
 * Answers with the body in the best encoding the client takes. A read (GET/HEAD) with status 200 carries the
 * ETag and gets a 304 without a body when If-None-Match holds it. `headers` (e.g. X-Total-Count) come along;
 * headers set on the route's `set` are merged in by Elysia.
 */
export function sendBody(
  request: Request,
  body: EncodableBody,
  { status = 200, headers = {} }: { status?: number; headers?: Record<string, string> } = {},
): Response {
  const encoding = encodingFor(request, body);
  const sent: Record<string, string> = { ...headers, ...bodyHeaders(body, encoding) };
  if (status === 200 && (request.method === "GET" || request.method === "HEAD")) {
    sent.etag = body.etag(encoding);
    if (isNotModified(request, sent.etag)) return new Response(null, { status: 304, headers: sent });
  }
  // to a HEAD too: Elysia answers it by running the GET route, and sends the body's length without the body
  return new Response(body.bytes(encoding), { status, headers: sent });
}

/** The encoding `body` goes to `request` in: the best the client takes, identity when too small to compress. */
export function encodingFor(request: Request, body: EncodableBody): Encoding {
  return body.compressible ? chooseEncoding(request, () => true) : "identity";
}

/** The headers that describe `body` sent in `encoding` (without its validator). */
export function bodyHeaders(body: EncodableBody, encoding: Encoding): Record<string, string> {
  const headers: Record<string, string> = { "content-type": body.contentType };
  if (body.compressible) headers.vary = "Accept-Encoding";
  if (encoding !== "identity") headers["content-encoding"] = encoding;
  return headers;
}

/** The part of Elysia's per-request `set` that holds the headers hooks and routes have set so far. */
export interface PendingHeaders {
  headers: Record<string, unknown>;
}

/**
 * `headers` with those set so far on the request (the security headers, a total count, …) moved into them.
 * Elysia copies a Response handed back while `set.headers` holds anything, to merge them in, and turns its
 * body into a stream on the way: for a page sent from memory that copy costs about a third of the time.
 * Cookies stay where they are (Elysia serializes them).
 */
export function withPendingHeaders(set: PendingHeaders, headers: Record<string, string>): Record<string, string> {
  if ("set-cookie" in set.headers) return headers;
  const merged: Record<string, string> = {};
  for (const [name, value] of Object.entries(set.headers)) merged[name] = String(value);
  set.headers = {};
  return Object.assign(merged, headers);
}

/** What a route returned that Elysia would send as JSON: a plain object or array. */
function isJsonValue(value: unknown): value is object {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return Array.isArray(value) || prototype === Object.prototype || prototype === null;
}

/**
 * The API's JSON answers, compressed and validated by sendBody. Responses a route builds itself (the public
 * site's files, the read cache's bodies, errors) pass through untouched.
 */
export const apiCompression = new Elysia({ name: "api-compression" }).mapResponse(
  { as: "global" },
  ({ request, responseValue, set }) => {
    if (!isJsonValue(responseValue)) return;
    const status = typeof set.status === "number" ? set.status : 200;
    return sendBody(request, EncodableBody.json(responseValue), { status, headers: withPendingHeaders(set, {}) });
  },
);
