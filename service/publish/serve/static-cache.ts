// The live release's files held in memory, each encoding as the build compressed it (precompress.ts), so a
// page is answered without touching the disk. Entries are kept per release: when the `site` link names another
// release (checked at most every RELEASE_CHECK_MS, and at once after a swap this process made), the next request
// starts from an empty cache of the new one, and a file read for the old release can never land in it.
import { readlinkSync, statSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { acceptedEncodings, COMPRESS_MIN_BYTES, compress, type Encoding, etagOf } from "../../compression.ts";
import { isCompressible, PRECOMPRESSED_SUFFIX } from "../build/precompress.ts";
import { swapListeners } from "../releases.ts";

/** How stale the live release may be: a swap is seen by the first request this long after it. */
export const RELEASE_CHECK_MS = 25;
/** Memory for the live release's files; the least recently sent are dropped first. */
const STATIC_CACHE_BYTES = 64 * 1024 * 1024;
/**
 * Files a live release may change: the build adds a new search index to the release after the swap and switches
 * to it by renaming pagefind-entry.json (builder.ts). They are small and read each time.
 */
const CHANGES_WHILE_LIVE = /^pagefind\/pagefind-entry\.json$/;
/**
 * Paths whose files the build may add to a live release: the search index (search-index.ts), the whole of it on a
 * fresh service's first release. Where nothing answers one yet is not remembered, so that it is found once it lands.
 */
const ADDED_WHILE_LIVE = /^\/pagefind\//;
/**
 * A copy compressed here, because the build had not written its own yet (it writes them just after a release goes
 * live), is sent for this long before the build's smaller copy is looked for again.
 */
export const PROVISIONAL_COPY_MS = 1000;
/** Paths remembered (the file each maps to, or that none does); unknown ones are unbounded, hence a cap. */
const ROUTES_KEPT = 20_000;
/** Accept-Encoding headers remembered per URL: browsers send one or two; anything past that is looked up each time. */
const HEADERS_KEPT_PER_URL = 4;

/** Where a request path leads inside a release: a file (relative to it) sent with this status, or another address. */
export type Located = { file: string; status: 200 | 404 } | { status: 301; location: string };

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";

/** Files named by their content (/_astro/, the whole stylesheet under /styles/, the island runtime under /scripts/)
 * never change under their name; everything else is asked for again each time. */
const NAMED_BY_CONTENT = /^\/(?:_astro|styles|scripts)\//;
export const cacheControlFor = (pathname: string) => (NAMED_BY_CONTENT.test(pathname) ? IMMUTABLE : REVALIDATE);

/** One encoding of a file as it is sent. `body` is a Blob (read from disk each time) only past the size cap. */
export interface Representation {
  body: Uint8Array<ArrayBuffer> | Blob;
  encoding: Encoding;
  /** absent for files too large to hold */
  etag?: string;
  /** set on a copy compressed here: when to look again for the build's own (performance.now()) */
  recheckAt?: number;
  /** the headers it is sent with (made once): type, cache, Vary for text, its encoding and ETag */
  headers: Readonly<Record<string, string>>;
  /** how it is answered from memory, made on first use per scheme (serve.ts) */
  answers: Partial<Record<"http" | "https", HeldAnswer>>;
}

/** `headers` with those every answer carries, and the 200 answer that each one sent is a copy of. */
export interface HeldAnswer {
  headers: Readonly<Record<string, string>>;
  /** absent for a file too large to hold */
  response: Response | undefined;
}

/** A file's representation, its headers made once for all the times it is sent. */
function represent(
  file: string,
  body: Representation["body"],
  encoding: Encoding,
  contentType: string,
  etag?: string,
): Representation {
  const headers: Record<string, string> = { "content-type": contentType, "cache-control": cacheControlFor(`/${file}`) };
  const empty = (body instanceof Uint8Array ? body.byteLength : body.size) === 0;
  if (isCompressible(file) && !empty) headers.vary = "Accept-Encoding";
  if (encoding !== "identity") headers["content-encoding"] = encoding;
  if (etag) headers.etag = etag;
  return { body, encoding, etag, headers, answers: {} };
}

interface CachedFile {
  /** undefined: not read yet; null: no such copy */
  variants: Partial<Record<Encoding, Representation | null>>;
  bytes: number;
}

/** What answers a request from memory: where its path leads, and the representation sent. */
export interface HeldFile {
  located: Located;
  sent: Representation;
}

/** The files of one release that have been asked for: a bounded LRU (a Map keeps insertion order). */
export class ReleaseFiles {
  readonly #routes = new Map<string, Located | null>();
  /**
   * #held()'s answers by the request's URL and Accept-Encoding as sent, so that a page asked for again is found
   * without cutting its path out of the URL or reading the header's codings. Emptied when a file leaves memory.
   */
  readonly #heldByRequest = new Map<string, Map<string, HeldFile>>();
  readonly #files = new Map<string, CachedFile>();
  #bytes = 0;

  constructor(
    readonly dir: string,
    private readonly locate: (releaseDir: string, pathname: string) => Promise<Located | null>,
    private readonly maxBytes: number,
  ) {}

  /**
   * #held() for a request's `url` and Accept-Encoding header (empty when it sent none), remembered for the next time;
   * `pathOf` gives the decoded path of a URL not seen before.
   */
  heldFor(url: string, acceptEncoding: string, pathOf: (url: string) => string): HeldFile | undefined {
    const byHeader = this.#heldByRequest.get(url);
    const remembered = byHeader?.get(acceptEncoding);
    if (remembered && !isDue(remembered.sent)) return remembered;
    const found = this.#held(pathOf(url), acceptedEncodings(acceptEncoding));
    if (!found) return undefined;
    if (!byHeader) {
      if (this.#heldByRequest.size >= ROUTES_KEPT) this.#heldByRequest.delete(this.#heldByRequest.keys().next().value!);
      this.#heldByRequest.set(url, new Map([[acceptEncoding, found]]));
    } else if (byHeader.size < HEADERS_KEPT_PER_URL || byHeader.has(acceptEncoding)) {
      byHeader.set(acceptEncoding, found);
    }
    return found;
  }

  /**
   * What a request path is answered with when all of it is in memory: where it leads and the first of `accepted`
   * encodings the file has. Undefined when something must be looked up or read first (find, representation).
   */
  #held(pathname: string, accepted: readonly Encoding[]): HeldFile | undefined {
    const located = this.#routes.get(pathname);
    if (!located || located.status === 301) return undefined;
    const entry = this.#files.get(located.file);
    if (!entry) return undefined;
    for (const encoding of accepted) {
      const sent = entry.variants[encoding];
      if (sent === undefined || isDue(sent)) return undefined;
      if (sent) return { located, sent };
    }
    return entry.variants.identity ? { located, sent: entry.variants.identity } : undefined;
  }

  /** Where a request path leads in this release; null when nothing does (not even a 404 page). */
  async find(pathname: string): Promise<Located | null> {
    let located = this.#routes.get(pathname);
    if (located === undefined) {
      located = await this.locate(this.dir, pathname);
      if ((located === null || located.status === 404) && ADDED_WHILE_LIVE.test(pathname)) return located;
      if (this.#routes.size >= ROUTES_KEPT) this.#routes.delete(this.#routes.keys().next().value!);
      this.#routes.set(pathname, located);
    }
    return located;
  }

  /** The file in the first of `accepted` it exists in (identity always does), from memory when it can. */
  async representation(file: string, accepted: readonly Encoding[]): Promise<Representation> {
    const cached = this.#files.get(file);
    if (cached) {
      // most recently used last
      this.#files.delete(file);
      this.#files.set(file, cached);
    }
    const entry = cached ?? { variants: {}, bytes: 0 };
    if (!cached) this.#files.set(file, entry);
    for (const encoding of accepted) {
      const variant = await this.#read(file, encoding, entry);
      if (variant) return variant;
    }
    return (await this.#read(file, "identity", entry))!;
  }

  async #read(file: string, encoding: Encoding, entry: CachedFile): Promise<Representation | null> {
    const held = entry.variants[encoding];
    if (held !== undefined && !isDue(held)) return held;
    const variant =
      encoding === "identity" ? await this.#readFile(file) : await this.#readCopy(file, encoding, entry, held);
    if (CHANGES_WHILE_LIVE.test(file)) return variant;
    entry.variants[encoding] = variant;
    const replaced = held?.body instanceof Uint8Array ? held.body.byteLength : 0;
    this.#account(file, entry, (variant?.body instanceof Uint8Array ? variant.body.byteLength : 0) - replaced);
    return variant;
  }

  async #readFile(file: string): Promise<Representation> {
    const path = resolve(this.dir, file);
    const info = await stat(path).catch(() => undefined);
    const contentType = Bun.file(path).type;
    // removed since it was located: a release is never changed, so only by hand; answer it empty
    if (!info?.isFile()) return represent(file, new Uint8Array(0), "identity", contentType);
    if (info.size > this.maxBytes / 8) return represent(file, Bun.file(path), "identity", contentType);
    const body: Uint8Array<ArrayBuffer> = await readFile(path);
    return represent(file, body, "identity", contentType, etagOf(body, "identity"));
  }

  /**
   * The build's compressed copy, unless it is older than the file (made for an earlier version of it, such as a
   * search script Pagefind rewrote after the swap); without a usable one, text is compressed here, once, and the
   * build's copy is looked for again every PROVISIONAL_COPY_MS.
   */
  async #readCopy(
    file: string,
    encoding: Exclude<Encoding, "identity">,
    entry: CachedFile,
    provisional: Representation | null | undefined,
  ) {
    if (!isCompressible(file)) return null;
    const path = resolve(this.dir, file);
    const copyPath = path + PRECOMPRESSED_SUFFIX[encoding];
    const [original, copy] = await Promise.all([
      stat(path).catch(() => undefined),
      stat(copyPath).catch(() => undefined),
    ]);
    const identity = entry.variants.identity ?? (await this.#read(file, "identity", entry));
    if (!identity) return null;
    const contentType = identity.headers["content-type"]!;
    if (copy?.isFile() && original && copy.mtimeMs >= original.mtimeMs && copy.size <= this.maxBytes / 8) {
      const body: Uint8Array<ArrayBuffer> = await readFile(copyPath);
      return represent(file, body, encoding, contentType, etagOf(body, encoding));
    }
    if (!(identity.body instanceof Uint8Array) || identity.body.byteLength < COMPRESS_MIN_BYTES) return null;
    if (!provisional) {
      const body = compress(identity.body, encoding);
      provisional = represent(file, body, encoding, contentType, etagOf(body, encoding));
    }
    provisional.recheckAt = performance.now() + PROVISIONAL_COPY_MS;
    return provisional;
  }

  #account(file: string, entry: CachedFile, bytes: number) {
    // dropped while it was being read: sent this once, not kept
    if (this.#files.get(file) !== entry) return;
    entry.bytes += bytes;
    this.#bytes += bytes;
    for (const [file, oldest] of this.#files) {
      if (this.#bytes <= this.maxBytes || oldest === entry) break;
      this.#files.delete(file);
      this.#bytes -= oldest.bytes;
      this.#heldByRequest.clear();
    }
  }

  get bytesHeld(): number {
    return this.#bytes;
  }
}

/** A copy compressed here whose time to look for the build's own has come. */
const isDue = (variant: Representation | null) =>
  variant?.recheckAt !== undefined && performance.now() >= variant.recheckAt;

/** Follows the `site` link: the live release's files, or null before the first build. */
export function createLiveRelease(
  liveLink: string,
  locate: (releaseDir: string, pathname: string) => Promise<Located | null>,
  { maxBytes = STATIC_CACHE_BYTES, checkMs = RELEASE_CHECK_MS } = {},
) {
  let live: ReleaseFiles | null = null;
  let target: string | null = null;
  let checkDue = true;
  swapListeners.add(() => (checkDue = true));

  return function liveRelease(): ReleaseFiles | null {
    if (!checkDue) return live;
    // due again once checkMs has passed: a timer set at each look, not a clock read on every request
    checkDue = false;
    setTimeout(() => (checkDue = true), checkMs).unref();
    const current = readLink(liveLink);
    if (current !== target) {
      target = current;
      const dir = current === null ? null : resolve(dirname(liveLink), current);
      live = dir !== null && isDirectory(dir) ? new ReleaseFiles(dir, locate, maxBytes) : null;
      if (live === null) target = null; // a link to a missing folder is looked at again next time
    }
    return live;
  };
}

function readLink(path: string): string | null {
  try {
    return readlinkSync(path);
  } catch (error) {
    // not a link: a release folder put there by hand is served as it is, and followed by path
    if ((error as NodeJS.ErrnoException).code === "EINVAL") return path;
    return null;
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
