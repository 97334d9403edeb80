// Brotli and gzip copies of a release's text files, written beside each file (`index.html.br`,
// `index.html.gz`) once at build time: the service sends them from memory (serve.ts), and nginx's gzip_static
// or a CDN upload can use the same files. Pagefind's index files are gzip already and are left alone. The build
// makes them just after the swap, so compressing never delays going live: until a file has its copies, the
// service compresses it itself (static-cache.ts).
import { linkSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join, relative } from "node:path";
import { brotliCompressSync, constants as zlib } from "node:zlib";
import { splitLanguage } from "../../../shared/i18n/languages.ts";

/** The suffix of each precompressed copy, by the Content-Encoding it is sent with. */
export const PRECOMPRESSED_SUFFIX = { br: ".br", gzip: ".gz" } as const;

const COMPRESSIBLE = /\.(html|css|js|mjs|json|xml|txt|svg|webmanifest|map)$/;
/** Text the build compresses: what is sent for such a file depends on Accept-Encoding. */
export const isCompressible = (path: string) => COMPRESSIBLE.test(path);
/** Smaller files gain less from compression than the Content-Encoding and Vary headers cost. */
const MIN_BYTES = 256;
/**
 * Brotli's quality by what a file is. Business pages are one a business in each language, and data files change with content:
 * at 10,000 businesses a first build compresses 30,000 pages (and 2,500 of categories' later pages), which brotli 5 does in 1-4 ms a page (a 54 KB page to
 * 18%). Brotli 10 takes 20-25 ms a page but makes a business page 8% smaller (15.6 -> 14.4 KB), and brotli 11, at
 * 80-150 ms a page, another 2.6% (14,227 -> 13,858 bytes for business 1 of the demo): with its photo's preview, the
 * page then fits the 14.6 KB a slow network's first round trip carries, headers included, with room to spare, where
 * at 5 it needs a second. An edit's build compresses the one or few business pages it changes, so they get 11; a
 * build with more than FEW_RECORD_PAGES of them gets 10, and one with more than MANY_RECORD_PAGES 5 (a first build of
 * a large site; each edit's build after it gives the pages it changes 11). The other pages (home, listings, blog: a
 * few hundred even then, and where most visits begin) get 10, which makes them another 7-9% smaller (a category page
 * 12.5 -> 11.5 KB, the home page 17.8 -> 16.2) for 20-60 ms a page. Scripts and styles are few and mostly unchanged
 * between builds (their copies are reused), so they get brotli's best, 11, another 5-10% for 40-250 ms a file. So do
 * the dozen front pages (the home page, /categories, /blog, /about…): 2% more off the page most visits begin on (home
 * 15.0 -> 14.7 KB) for 100 ms. gzip 6 is within 2% of 9, in half the time.
 * Where these were measured: docs/measurements.md, "Compression"; `npm run bench` prints the pages' bytes.
 */
const BROTLI_QUALITY = {
  data: 5,
  manyRecords: 5,
  records: 10,
  fewRecords: 11,
  page: 10,
  front: 11,
  asset: 11,
} as const;
/** At most this many record pages to compress in one build (an edit's, a demo site's first), and each gets 11. */
const FEW_RECORD_PAGES = 100;
/** More record pages than this to compress in one build, and each gets brotli 5: 1,000 at 10 is 12 s on 2 cores. */
const MANY_RECORD_PAGES = 1_000;
/** The home page and each section's first page (relative to the release, in English: see pageKind). */
const FRONT_PAGE = /^(?:[^/]+\/)?index\.html$/;
const GZIP_LEVEL = 6;
const DOCUMENT = /\.(html|xml|json|txt)$/;
/**
 * The pages there are more of as businesses are added: a business's own page (or the redirect from its old address)
 * and a category's pages after its first (relative to the release, in English: see pageKind).
 */
const RECORD_PAGE = /^(?:business(?:es)?\/|categories\/[^/]+\/page\/)/;

/** A page's name in the release without its language's folder: `hi/business/12/index.html` is a business page too. */
const pageKind = (name: string) => splitLanguage(`/${name}`).path.slice(1);
const isRecordPage = (name: string) => name.endsWith(".html") && RECORD_PAGE.test(pageKind(name));

/**
 * The brotli quality for a file at `name` in the release (see BROTLI_QUALITY), in a build that compresses
 * `recordPages` record pages (RECORD_PAGE).
 */
export function brotliQualityFor(name: string, recordPages = 1): number {
  if (!DOCUMENT.test(name)) return BROTLI_QUALITY.asset;
  if (!name.endsWith(".html")) return BROTLI_QUALITY.data;
  if (isRecordPage(name)) {
    if (recordPages > MANY_RECORD_PAGES) return BROTLI_QUALITY.manyRecords;
    return recordPages > FEW_RECORD_PAGES ? BROTLI_QUALITY.records : BROTLI_QUALITY.fewRecords;
  }
  return FRONT_PAGE.test(pageKind(name)) ? BROTLI_QUALITY.front : BROTLI_QUALITY.page;
}

export interface PrecompressResult {
  /** files compressed in this build */
  compressed: number;
  /** files whose copies were taken over (hard-linked) from the previous release, unchanged */
  reused: number;
}

/**
 * Writes `.br` and `.gz` beside every text file of the release. A file identical to the same path in
 * `previousDir` (the release that was live before: hard-linked by an incremental build, or the same bytes)
 * gets that release's copies hard-linked instead of compressing it again. The files are shared among worker
 * threads, one a core, which check and compress them with blocking calls: at 20,000 pages the checks alone
 * are 100,000 file system calls, and zlib's async calls gain nothing in Bun (they cost more and run one at a time).
 */
export async function precompressRelease(releaseDir: string, previousDir?: string): Promise<PrecompressResult> {
  const entries = await readdir(releaseDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && isCompressible(entry.name))
    .map((entry) => relative(releaseDir, join(entry.parentPath, entry.name)));
  const workers = Math.min(availableParallelism(), Math.ceil(files.length / FILES_PER_WORKER_AT_LEAST));
  const results = await Promise.all(
    Array.from({ length: workers }, (_, n) =>
      inWorker({ releaseDir, previousDir, files: files.filter((_, i) => i % workers === n), shares: workers }),
    ),
  );
  return results.reduce(
    (sum, result) => ({
      compressed: sum.compressed + result.compressed,
      reused: sum.reused + result.reused,
    }),
    { compressed: 0, reused: 0 },
  );
}

/** Starting a thread costs a few milliseconds: fewer files than this are not worth another one. */
const FILES_PER_WORKER_AT_LEAST = 50;

/** What one worker thread is given: files relative to the release. */
export interface PrecompressJob {
  releaseDir: string;
  previousDir?: string;
  files: string[];
  /** how many workers share the release's files, each an even share (so a share's count times this is the build's) */
  shares: number;
}

function inWorker(job: PrecompressJob): Promise<PrecompressResult> {
  const worker = new Worker(new URL("./precompress-worker.ts", import.meta.url).href);
  return new Promise<PrecompressResult>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<PrecompressResult | { error: string }>) => {
      void worker.terminate();
      if ("error" in event.data) reject(new Error(`precompress: ${event.data.error}`));
      else resolve(event.data);
    };
    worker.onerror = (event) => {
      void worker.terminate();
      reject(new Error(`precompress: ${event.message}`));
    };
    worker.postMessage(job);
  });
}

/** A worker's share: each file's copies taken over from the previous release, or made. */
export function precompressFiles({ releaseDir, previousDir, files, shares }: PrecompressJob): PrecompressResult {
  const result: PrecompressResult = { compressed: 0, reused: 0 };
  const toCompress: string[] = [];
  for (const name of files) {
    const file = join(releaseDir, name);
    const info = statSync(file);
    if (info.size < MIN_BYTES) continue;
    const previous = previousDir && join(previousDir, name);
    if (previous && isSameFile(file, info, previous) && linkCopies(previous, file)) result.reused++;
    else toCompress.push(name);
  }
  const recordPages = toCompress.filter(isRecordPage).length * shares;
  for (const name of toCompress) compressFile(join(releaseDir, name), brotliQualityFor(name, recordPages));
  result.compressed = toCompress.length;
  return result;
}

/** Writes a file's brotli and gzip copies, each only when it is smaller (else the file itself is sent). */
function compressFile(file: string, quality: number) {
  const bytes = readFileSync(file);
  const br = brotliCompressSync(bytes, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: quality,
      [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
    },
  });
  const gz = Bun.gzipSync(bytes, { level: GZIP_LEVEL });
  if (br.byteLength < bytes.byteLength) replaceFile(file + PRECOMPRESSED_SUFFIX.br, br);
  if (gz.byteLength < bytes.byteLength) replaceFile(file + PRECOMPRESSED_SUFFIX.gzip, gz);
}

/**
 * Puts a file at `path` whole: written under a temporary name and renamed into place, so a live release never
 * shows a half-written copy, and a file already there (a hard link shared with an older release) is replaced
 * rather than written into.
 */
function replaceFile(path: string, bytes: Uint8Array) {
  const temporary = `${path}.tmp`;
  // never written into: one left by a stopped build might be a link into an older release
  rmSync(temporary, { force: true });
  writeFileSync(temporary, bytes);
  renameSync(temporary, path);
}

/** The same inode (an incremental build's hard link), or a file of the same bytes. */
function isSameFile(file: string, info: { ino: number; dev: number; size: number }, previous: string): boolean {
  const other = statSync(previous, { throwIfNoEntry: false });
  if (!other || other.size !== info.size) return false;
  if (other.ino === info.ino && other.dev === info.dev) return true;
  return readFileSync(file).equals(readFileSync(previous));
}

/**
 * Hard-links the previous release's copies (a link appears whole, so no temporary name is needed). A copy it
 * lacks saved nothing there and would save nothing here; with none at all (a release from before
 * precompression), false: the file is compressed instead.
 */
function linkCopies(previous: string, file: string): boolean {
  let linked = false;
  for (const suffix of Object.values(PRECOMPRESSED_SUFFIX)) {
    const source = statSync(previous + suffix, { throwIfNoEntry: false });
    if (!source) continue;
    const present = statSync(file + suffix, { throwIfNoEntry: false });
    // carried over by the build already (the search index's scripts): the same file, nothing to do
    if (present?.ino !== source.ino || present.dev !== source.dev) {
      if (present) rmSync(file + suffix);
      linkSync(previous + suffix, file + suffix);
    }
    linked = true;
  }
  return linked;
}
