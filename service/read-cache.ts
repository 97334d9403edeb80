// Public API reads held in memory, ready to send: the JSON serialized once and each encoding compressed once,
// so a repeated search costs a Map lookup instead of a query. Every content change empties it (the event that
// asks for a rebuild), and with several instances on one PostgreSQL the change reaches the others through
// NOTIFY, so a write on one instance is not answered stale by another for longer than a notification takes.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import {
  bodyHeaders,
  EncodableBody,
  encodingFor,
  isNotModified,
  type PendingHeaders,
  sendBody,
  withPendingHeaders,
} from "./compression.ts";
import type { DatabaseConnection } from "./db/client.ts";
import type { Env } from "./env.ts";
import { pathStartOf } from "./http.ts";
import { securityHeadersFor, servedOverHttps } from "./security-headers.ts";

/** Memory for cached reads; the least recently sent go first. */
const READ_CACHE_BYTES = 32 * 1024 * 1024;
/** The NOTIFY channel on which instances tell each other that content changed. */
export const CONTENT_CHANGED_CHANNEL = "sor_content_changed";

/**
 * What a route's read gives: the value sent as JSON, or a body of another type (a page), and headers that belong
 * to it (e.g. X-Total-Count).
 */
export type Read = ({ value: unknown } | { body: EncodableBody }) & { headers?: Record<string, string> };

interface CachedRead {
  body: EncodableBody;
  headers: Record<string, string>;
  /**
   * what the entry is counted as: its JSON, as much again for the compressed copies it may gain, and the bytes
   * of each answer made from it
   */
  bytes: number;
  /** its 200 answer per variant and encoding, made once by answer(): a copy costs a fifth of a new Response */
  answers: Map<string, HeldAnswer>;
}

interface HeldAnswer {
  headers: Record<string, string>;
  response: Response;
}

export interface ReadCache {
  /**
   * Answers `request` with the read stored for its path and query, loading it on a miss. Concurrent misses of
   * one read share one load; a load that overlapped a content change is answered but not kept. A read that
   * depends on more than the URL is stored under a `key` of its own, which answer() never finds.
   */
  send(request: Request, set: PendingHeaders, load: () => Promise<Read>, key?: string): Promise<Response>;
  /**
   * The answer to a GET the cache holds, without a load, carrying `everyAnswer()`'s headers (asked for once per
   * `variant` of them); undefined when it holds none (the route answers).
   */
  answer(request: Request, variant: string, everyAnswer: () => Record<string, string>): Response | undefined;
  /** Content changed through this instance: forget every read here, and tell the other instances. */
  contentChanged(): void;
  /** Forget every read here only (tests empty the database between cases). */
  clear(): void;
  /**
   * How many times it has been emptied, here or by another instance's change: something worked out from content (the
   * open-now hours index) may be kept while this stays the same.
   */
  contentVersion(): number;
  /** Stops listening for other instances' changes. */
  close(): Promise<void>;
}

/**
 * A cache for one instance. `tellOthers` is called on each content change made through it (see
 * createSharedReadCache); without it the cache is this process's alone, as in scripts and benchmarks.
 */
export function createReadCache(maxBytes = READ_CACHE_BYTES, tellOthers?: () => void): ReadCache {
  const entries = new Map<string, CachedRead>();
  const loading = new Map<string, Promise<CachedRead>>();
  let bytes = 0;
  /** bumped by every change: a load that began before it must not be kept */
  let generation = 0;

  function clear() {
    generation++;
    entries.clear();
    loading.clear();
    bytes = 0;
  }

  function keep(key: string, entry: CachedRead) {
    if (entry.bytes > maxBytes) return;
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const [oldestKey, oldest] of entries) {
      if (bytes <= maxBytes || oldest === entry) break;
      entries.delete(oldestKey);
      bytes -= oldest.bytes;
    }
  }

  /** A held read, now the most recently used. */
  function held(key: string): CachedRead | undefined {
    const cached = entries.get(key);
    if (cached) {
      entries.delete(key);
      entries.set(key, cached);
    }
    return cached;
  }

  function read(key: string, load: () => Promise<Read>): Promise<CachedRead> {
    const cached = held(key);
    if (cached) return Promise.resolve(cached);
    let pending = loading.get(key);
    if (!pending) {
      const startedIn = generation;
      pending = load().then(
        (read) => {
          const body = "body" in read ? read.body : EncodableBody.json(read.value);
          const headers = read.headers ?? {};
          const entry = { body, headers, bytes: 2 * body.identity.byteLength + key.length, answers: new Map() };
          if (generation === startedIn) {
            loading.delete(key);
            keep(key, entry);
          }
          return entry;
        },
        (error: unknown) => {
          if (generation === startedIn) loading.delete(key);
          throw error;
        },
      );
      loading.set(key, pending);
    }
    return pending;
  }

  const respond = (request: Request, set: PendingHeaders, { body, headers }: CachedRead) =>
    sendBody(request, body, { headers: withPendingHeaders(set, { ...headers }) });

  return {
    async send(request, set, load, key = pathAndQuery(request.url)) {
      return respond(request, set, await read(key, load));
    },
    answer(request, variant, everyAnswer) {
      if (request.method !== "GET" || entries.size === 0) return undefined;
      const cached = held(pathAndQuery(request.url));
      if (!cached) return undefined;
      const encoding = encodingFor(request, cached.body);
      const answerKey = `${variant} ${encoding}`;
      let answer = cached.answers.get(answerKey);
      if (!answer) {
        const { body } = cached;
        const headers = {
          ...everyAnswer(),
          ...cached.headers,
          ...bodyHeaders(body, encoding),
          etag: body.etag(encoding),
        };
        const sent = body.bytes(encoding);
        answer = { headers, response: new Response(sent, { headers }) };
        cached.answers.set(answerKey, answer);
        // a Response holds a copy of its body: counted, and the next read kept drops the oldest to make room
        cached.bytes += sent.byteLength;
        bytes += sent.byteLength;
      }
      if (isNotModified(request, answer.headers.etag!))
        return new Response(null, { status: 304, headers: answer.headers });
      return answer.response.clone();
    },
    contentChanged() {
      clear();
      tellOthers?.();
    },
    clear,
    contentVersion: () => generation,
    close: () => Promise.resolve(),
  };
}

/**
 * Answers the GETs a cache holds ahead of Elysia (app.ts puts it in front of the app's handler, as it does the
 * pages held in memory), with the headers every answer carries: a repeated search then skips Elysia's context,
 * hooks and routing, which cost about as much again.
 */
export function readCacheHits(cache: ReadCache | undefined, env: Env) {
  return (request: Request): Response | undefined =>
    cache?.answer(request, servedOverHttps(request, env) ? "https" : "http", () => securityHeadersFor(request, env));
}

/** Reads that go to the database every time: a cache with no room. */
export const uncachedReads = createReadCache(0);

/**
 * A cache that tells the other instances on the same database of its content changes (NOTIFY) and forgets
 * everything when one of them tells of theirs (LISTEN).
 */
export async function createSharedReadCache(
  connection: Pick<DatabaseConnection, "db" | "listen">,
  maxBytes = READ_CACHE_BYTES,
): Promise<ReadCache> {
  const instance = randomUUID();
  const cache = createReadCache(maxBytes, () => {
    connection.db
      .execute(sql`SELECT pg_notify(${CONTENT_CHANGED_CHANNEL}, ${instance})`)
      .catch((error: unknown) => console.error("Could not tell other instances of a content change.\n", error));
  });
  // A change here reaches this instance's own listener too: its id in the payload lets it skip that one.
  // A (re)connected listener may have missed notifications while it was away, so it forgets everything.
  const unlisten = await connection.listen(
    CONTENT_CHANGED_CHANNEL,
    (payload) => payload !== instance && cache.clear(),
    () => cache.clear(),
  );
  return { ...cache, close: unlisten };
}

/** The URL without its origin: a read is the same from any host name the service is reached by. */
export function pathAndQuery(url: string): string {
  return url.slice(pathStartOf(url));
}
