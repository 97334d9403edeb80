// The release's search index (Pagefind). Pagefind cannot update an index, only write a new one from every page
// (about 12 CPU seconds at 10,000 businesses), so a new release goes live carrying the live release's index
// (carrySearchIndex), and the build then indexes it and adds the new index to it, switching with one rename of
// pagefind-entry.json (indexSearch). A tab opened before either switch still finds the index files it loaded: each
// release keeps its predecessor's. A build that a newer one is waiting for leaves the index to it, within
// SEARCH_INDEX_MAX_LAG_MS (watchForNewerBuild). The times quoted here: npm run bench:publish (docs/measurements.md,
// "Building and publishing").
import { link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import * as pagefind from "pagefind";
import { PRECOMPRESSED_SUFFIX, precompressRelease } from "./precompress.ts";
import { sameBytes } from "./release-links.ts";

/**
 * How far behind the site its search index may fall while one build follows another. Each leaves the index to the
 * next (at 10,000 businesses it takes 13 s, which the next edit would otherwise wait for) until the index is this
 * old; then one build makes it while the edits wait. Figures: npm run bench:publish (docs/measurements.md).
 */
export const SEARCH_INDEX_MAX_LAG_MS = 60_000;

/** How often a build making the search index asks whether a newer build waits. */
const NEWER_BUILD_POLL_MS = 250;

/** In a release's pagefind folder: the hashed files of its own search index, which its tabs may still fetch. */
const SEARCH_INDEX_FILES = "index-files.json";

/**
 * Indexes a live release's pages for instant search, in `workDir`, then adds the new index to the release's
 * pagefind folder: the new files first (their names are new), the list of them (SEARCH_INDEX_FILES), and last
 * pagefind-entry.json, whose rename switches searches to the new index at once.
 */
export async function indexSearch(releaseDir: string, workDir: string, signal: AbortSignal) {
  signal.throwIfAborted();
  await rm(workDir, { recursive: true, force: true });
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`pagefind failed to start: ${errors.join("; ")}`);
  const closeOnAbort = () => void pagefind.close();
  signal.addEventListener("abort", closeOnAbort);
  try {
    signal.throwIfAborted();
    const added = await index.addDirectory({ path: releaseDir });
    if (added.errors.length) throw new Error(`pagefind: ${added.errors.join("; ")}`);
    const written = await index.writeFiles({ outputPath: workDir });
    if (written.errors.length) throw new Error(`pagefind: ${written.errors.join("; ")}`);
  } catch (error) {
    // closed on abort, Pagefind fails with "backend closed": the reason says more
    signal.throwIfAborted();
    throw error;
  } finally {
    signal.removeEventListener("abort", closeOnAbort);
    await pagefind.close();
  }
  // from here on the index is moved in whole: an abort no longer stops it half way
  signal.throwIfAborted();
  const searchDir = join(releaseDir, "pagefind");
  const files = (await readdir(workDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(workDir, join(entry.parentPath, entry.name)));
  // the release's compressed copies were made before this index existed: the new files bring their own
  await precompressRelease(workDir);
  for (const file of files.filter((name) => name !== SEARCH_ENTRY)) {
    const target = join(searchDir, file);
    if (await sameBytes(join(workDir, file), target)) continue;
    await mkdir(dirname(target), { recursive: true });
    await moveWithCopies(join(workDir, file), target);
  }
  await writeFile(join(workDir, SEARCH_INDEX_FILES), JSON.stringify(files.filter(isHashedSearchFile)));
  await moveWithCopies(join(workDir, SEARCH_INDEX_FILES), join(searchDir, SEARCH_INDEX_FILES));
  await moveWithCopies(join(workDir, SEARCH_ENTRY), join(searchDir, SEARCH_ENTRY));
}

/**
 * Aborts once `newerBuildWaits` says a newer build waits: asked at once (a build already waiting means no index is
 * started) and then every NEWER_BUILD_POLL_MS, while the index the release went live with is younger than
 * SEARCH_INDEX_MAX_LAG_MS. Never aborts for a release without an index.
 */
export async function watchForNewerBuild(releaseDir: string, newerBuildWaits?: () => Promise<boolean>) {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let watching = true;
  async function ask(waits: () => Promise<boolean>) {
    const index = await stat(join(releaseDir, "pagefind", SEARCH_ENTRY)).catch(() => undefined);
    if (!watching || !index || Date.now() - index.mtimeMs > SEARCH_INDEX_MAX_LAG_MS) return;
    if (await waits().catch(() => false)) {
      controller.abort(new Error("a newer build is waiting, and indexes its own release"));
    } else if (watching) {
      timer = setTimeout(() => void ask(waits), NEWER_BUILD_POLL_MS);
    }
  }
  if (newerBuildWaits) await ask(newerBuildWaits);
  return {
    signal: controller.signal,
    dispose() {
      watching = false;
      clearTimeout(timer);
    },
  };
}

/**
 * Renames a file over `target` with its .br and .gz copies, copies first; a copy `target` had and the new file
 * lacks is removed, so nginx or a bucket never sends a stale one.
 */
async function moveWithCopies(file: string, target: string) {
  for (const suffix of Object.values(PRECOMPRESSED_SUFFIX)) {
    await rename(file + suffix, target + suffix).catch(() => rm(target + suffix, { force: true }));
  }
  await rename(file, target);
}

/** The file a search loads first; it names the index (metadata, chunks, fragments) the search then fetches. */
const SEARCH_ENTRY = "pagefind-entry.json";

/** Index chunks, fragments, filters and metadata carry a hash in their names; a new index writes new ones. */
function isHashedSearchFile(file: string): boolean {
  return /^(fragment|index|filter)\/|\.pf_meta$/.test(file);
}

/**
 * Links the live release's search index into `target`, for the new release: its script and entry files, and the
 * index files of its own (listed in SEARCH_INDEX_FILES; not those it kept of its predecessor, so old files are
 * carried one release, not forever). The new release goes live with it, and keeps it for tabs opened before the
 * swap. False when the live release has no search index.
 */
export async function carrySearchIndex(live: string, target: string): Promise<boolean> {
  const liveSearch = join(live, "pagefind");
  let own: Set<string>;
  try {
    own = new Set(JSON.parse(await readFile(join(liveSearch, SEARCH_INDEX_FILES), "utf8")) as string[]);
  } catch {
    return false;
  }
  const entries = await readdir(liveSearch, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = relative(liveSearch, join(entry.parentPath, entry.name));
    if (isHashedSearchFile(file) && !own.has(file)) continue;
    await mkdir(dirname(join(target, file)), { recursive: true });
    await link(join(liveSearch, file), join(target, file));
  }
  return true;
}
