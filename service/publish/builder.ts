// Builds one release of the public site: snapshot → astro build → release folder → atomic swap → search index.
//
// Incremental: astro renders into build/staging with its incremental cache in build/cache (outside any release),
// so a page whose cacheKey and code did not change is reused (site/lib/pages.ts); astro-cache-links.ts makes each
// reuse a hard link, so a release shares every unchanged page with the cache and the releases before it. Other
// unchanged files (assets, pages without a cacheKey) are linked to the live release's before the swap. The cache
// serves only the version of the site's code that filled it (keepCacheForThisCode). After each release the next
// build's staging folder is filled with the cached pages (astro-cache.ts), so an edit's build finds its unchanged
// pages already in place.
//
// Live first, then search: Pagefind cannot update an index, only write a new one from every page (about 12 CPU
// seconds at 10,000 businesses), so the new release goes live carrying the live release's search index, and the
// build then indexes it and adds the new index to it, switching with one rename of pagefind-entry.json. A tab
// opened before either switch still finds the index files it loaded: each release keeps its predecessor's. A
// build that a newer one is waiting for leaves the index to it, within SEARCH_INDEX_MAX_LAG_MS. The times quoted
// here: npm run bench:publish (docs/measurements.md, "Building and publishing").
//
// Safe: one build per data folder at a time (build.lock); astro runs in a process group of its own, kept warm
// between builds (astro-process.ts), which a timeout, an abort or a failure kills; a build that fails or is stopped before the swap leaves the live release untouched and clears the
// staging folder and the cache (a killed build may have left the cache half updated); after the swap only the
// search index can fail, and the release keeps the index it went live with. A build that fails on a page names
// the record the page shows, so an editor knows what to fix.
import { readFileSync } from "node:fs";
import { link, mkdir, readdir, readFile, realpath, rename, rm, stat, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import { dirname, join, relative } from "node:path";
import * as pagefind from "pagefind";
import { BUILD_LOG_TAIL_LINES, type BuildStage } from "../../shared/schemas/build.ts";
import type { SiteSnapshot } from "../../shared/schemas/snapshot.ts";
import { recordOfPage, recordPageCount } from "../../site/lib/pages.ts";
import { cachedPages, removeUnmadePages, stageCachedPages } from "./astro-cache.ts";
import { ASTRO_WORKER, killGroup, runAstro, stopAstro } from "./astro-process.ts";
import { projectRoot, releasePaths } from "./paths.ts";
import { PRECOMPRESSED_SUFFIX, precompressRelease } from "./precompress.ts";
import { pruneReleases, swapLiveRelease } from "./releases.ts";
import { siteCodeDigest } from "./site-code.ts";
import { writeRedirects } from "./redirects.ts";
import { writeSnapshot } from "./snapshot.ts";

export interface BuildResult {
  releaseId: string;
  /** pages the release holds: rendered + reused */
  pages: number;
  pagesRendered: number;
  pagesReused: number;
  durationMs: number;
  stages: { astroMs: number; pagefindMs: number; swapMs: number };
}

/** Pages done so far while astro runs, of the total the snapshot makes. */
export interface PagesProgress {
  rendered: number;
  reused: number;
  total: number;
}

/** What a build reports as it goes; the publisher writes it to the build's row. */
export interface BuildProgress {
  stage(stage: BuildStage): Promise<void>;
  log(text: string): void;
  /** During the render stage: at most every PAGES_PROGRESS_MS, one call at a time, and once at its end. */
  pages(pages: PagesProgress): Promise<void>;
}

/**
 * Stopping a build fails it before the swap; after the swap, the release stays live with the search index it went
 * live with.
 */
export interface BuildOptions {
  /** Stop the build after this long (BUILD_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Stop the build when aborted. */
  signal?: AbortSignal;
  /**
   * Asked while the search index is made: whether a newer build waits for this one. That build indexes its own
   * release, so this one leaves the index to it (the release keeps the index it went live with), unless that
   * index is already SEARCH_INDEX_MAX_LAG_MS old.
   */
  newerBuildWaits?: () => Promise<boolean>;
}

/**
 * How far behind the site its search index may fall while one build follows another. Each leaves the index to the
 * next (at 10,000 businesses it takes 13 s, which the next edit would otherwise wait for) until the index is this
 * old; then one build makes it while the edits wait. Figures: npm run bench:publish (docs/measurements.md).
 */
export const SEARCH_INDEX_MAX_LAG_MS = 60_000;

/** How often a build making the search index asks whether a newer build waits. */
const NEWER_BUILD_POLL_MS = 250;

/** How often the render stage reports its pages at most. */
export const PAGES_PROGRESS_MS = 250;

/** In a release's pagefind folder: the hashed files of its own search index, which its tabs may still fetch. */
const SEARCH_INDEX_FILES = "index-files.json";

const silent: BuildProgress = { stage: () => Promise.resolve(), log: () => {}, pages: () => Promise.resolve() };

export async function buildRelease(
  snapshot: SiteSnapshot,
  dataDir: string,
  progress: BuildProgress = silent,
  options: BuildOptions = {},
): Promise<BuildResult> {
  const started = performance.now();
  const paths = releasePaths(dataDir);
  const lock = await takeBuildLock(paths);
  const stop = stopWhen(options);
  try {
    const live = await makeLive(snapshot, paths, progress, lock, stop.signal).catch(async (error: unknown) => {
      await discardBuild(paths);
      throw stop.signal.aborted ? stop.signal.reason : error;
    });
    // The release is live: what follows cannot fail the build, only leave a warning in its log.
    const staging = stageCachedPages(paths.cache, paths.staging).catch(async (error: unknown) => {
      progress.log(`Next build's pages not staged (it restores them itself): ${errorText(error)}`);
      await rm(paths.staging, { recursive: true, force: true });
    });
    await precompressRelease(live.releaseDir, live.previousDir).catch((error: unknown) =>
      progress.log(`Compressed copies not all made (the service compresses what lacks one): ${errorText(error)}`),
    );
    await pruneReleases(paths, live.releaseId).catch((error: unknown) =>
      progress.log(`Old releases not pruned: ${errorText(error)}`),
    );
    await progress.stage("index");
    const pagefindStarted = performance.now();
    const newerBuild = await watchForNewerBuild(live.releaseDir, options.newerBuildWaits);
    try {
      // stopping the build leaves at once; a newer build waits until this one has left its index folder as it was
      const leave = AbortSignal.any([stop.signal, newerBuild.signal]);
      await unlessStopped(indexSearch(live.releaseDir, paths.search, leave), stop.signal);
    } catch (error) {
      progress.log(`Search index not updated (search shows the previous one): ${errorText(error)}`);
    } finally {
      newerBuild.dispose();
      await rm(paths.search, { recursive: true, force: true });
    }
    const pagefindMs = performance.now() - pagefindStarted;
    await staging;
    return {
      releaseId: live.releaseId,
      pages: live.pagesRendered + live.pagesReused,
      pagesRendered: live.pagesRendered,
      pagesReused: live.pagesReused,
      durationMs: performance.now() - started,
      stages: { astroMs: live.astroMs, pagefindMs, swapMs: live.swapMs },
    };
  } finally {
    stop.dispose();
    await lock.release();
  }
}

/**
 * Renders the release into the staging folder (which holds the pages the last build staged, or nothing), links what
 * did not change, and swaps it live with the live release's search index.
 */
async function makeLive(
  snapshot: SiteSnapshot,
  paths: BuildPaths,
  progress: BuildProgress,
  lock: BuildLock,
  signal: AbortSignal,
) {
  // Read before astro rewrites the manifest: the pages the staging folder may hold.
  const staged = (await keepCacheForThisCode(paths)) ? await cachedPages(paths.cache) : [];
  if (staged.length === 0) await rm(paths.staging, { recursive: true, force: true });
  await rm(paths.search, { recursive: true, force: true });
  await mkdir(paths.releases, { recursive: true });
  await writeSnapshot(paths.snapshot, snapshot);
  const live = await realpath(paths.live).catch(() => undefined);
  // Linked aside while astro renders (astro empties its output folder when it starts), moved in after.
  const carriedSearch = join(paths.search, "pagefind");
  const carrying = live ? carrySearchIndex(live, carriedSearch) : Promise.resolve(false);
  carrying.catch(() => {});

  await progress.stage("render");
  const astroStarted = performance.now();
  const astro = await runAstroBuild(paths, snapshot, progress, lock, signal);
  const astroMs = performance.now() - astroStarted;
  progress.log(`Pages: ${astro.rendered.length} rendered, ${astro.reused.length} reused`);

  signal.throwIfAborted();
  await removeUnmadePages(paths.staging, staged, new Set([...astro.rendered, ...astro.reused]));
  await progress.stage("swap");
  const swapStarted = performance.now();
  if (live) await linkUnchangedFiles(live, paths.staging, astro.rendered);
  if (await carrying) await rename(carriedSearch, join(paths.staging, "pagefind"));
  await writeRedirects(paths.staging, snapshot.movedAddresses);
  signal.throwIfAborted();
  const releaseId = new Date().toISOString().replace(/[:.]/g, "-");
  const releaseDir = join(paths.releases, releaseId);
  await rename(paths.staging, releaseDir);
  await swapLiveRelease(releaseDir, paths.live);
  progress.log(`Live: release ${releaseId}`);
  return {
    releaseId,
    releaseDir,
    previousDir: live,
    pagesRendered: astro.rendered.length,
    pagesReused: astro.reused.length,
    astroMs,
    swapMs: performance.now() - swapStarted,
  };
}

/**
 * Astro reuses a cached page when the modules the page imports did not change. It does not see the middleware that
 * finishes every page (site/middleware.ts: the stylesheet's rules inline, scripts after the first paint, the
 * policy's hashes), so a new version of that code would go live beside pages finished by the old one, linking a
 * stylesheet the release no longer has. The cache is kept only for the code that filled it: after a deploy, every
 * page is rendered afresh once. Answers whether the cache was kept.
 */
async function keepCacheForThisCode(paths: BuildPaths): Promise<boolean> {
  const code = await siteCodeDigest();
  if ((await readFile(paths.cacheCode, "utf8").catch(() => undefined)) === code) return true;
  await rm(paths.cache, { recursive: true, force: true });
  await mkdir(dirname(paths.cacheCode), { recursive: true });
  await writeFile(paths.cacheCode, code);
  return false;
}

/**
 * The staging folders and the cache, which a failed or killed build may have left half written, and astro's warm
 * process, which the next build starts afresh.
 */
async function discardBuild(paths: BuildPaths) {
  await stopAstro();
  await rm(paths.staging, { recursive: true, force: true });
  await rm(paths.search, { recursive: true, force: true });
  await rm(paths.cache, { recursive: true, force: true });
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

type BuildPaths = ReturnType<typeof releasePaths>;

/** One signal for the timeout and the caller's abort, whose reason says why the build stopped. */
function stopWhen({ timeoutMs, signal }: BuildOptions) {
  const controller = new AbortController();
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(
          () =>
            controller.abort(new Error(`Build stopped: it ran longer than ${timeoutMs / 1000} s (BUILD_TIMEOUT_MS)`)),
          timeoutMs,
        );
  const onAbort = () => controller.abort(new Error(`Build stopped: ${String(signal?.reason ?? "aborted")}`));
  if (signal?.aborted) onAbort();
  signal?.addEventListener("abort", onAbort);
  return {
    signal: controller.signal,
    dispose() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    },
  };
}

/** `work`, or the signal's reason as soon as it is aborted (the work is being stopped meanwhile). */
function unlessStopped<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    if (signal.aborted) onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// One build per data folder at a time

/** Lock files this process holds: a second build here waits for nothing, it fails. */
const locksHeld = new Set<string>();

interface BuildLock {
  /** Notes the process group astro runs in, so a later build can stop it if this process dies. */
  recordGroup(group: number): Promise<void>;
  release(): Promise<void>;
}

interface LockContent {
  host: string;
  pid: number;
  group?: number;
}

/**
 * Takes build.lock. A lock whose process is gone was left by a killed build: what that build left running is
 * stopped and its staging folder and cache are cleared before this build starts. A lock from another host (a data
 * folder on a shared volume) cannot be checked from here; the publisher's PostgreSQL lock already keeps builders
 * on several hosts apart, so one found here was left by a builder that died.
 */
async function takeBuildLock(paths: BuildPaths): Promise<BuildLock> {
  if (locksHeld.has(paths.lock)) throw new Error("Another build of this site is running in this process");
  locksHeld.add(paths.lock);
  const write = (content: LockContent, flag: "wx" | "w") => writeFile(paths.lock, JSON.stringify(content), { flag });
  try {
    await mkdir(dirname(paths.lock), { recursive: true });
    for (;;) {
      try {
        await write({ host: hostname(), pid: process.pid }, "wx");
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const held = await readLock(paths.lock);
      const here = held?.host === hostname();
      // Our own pid in a lock this process does not hold: a container restarted us with the same pid.
      if (held && here && held.pid !== process.pid && isRunning(held.pid)) {
        throw new Error(`Another build of this site is running (process ${held.pid})`);
      }
      if (here && held?.group) stopAstroGroup(held.group);
      await discardBuild(paths);
      await rm(paths.lock, { force: true });
    }
  } catch (error) {
    locksHeld.delete(paths.lock);
    throw error;
  }
  return {
    recordGroup: (group) => write({ host: hostname(), pid: process.pid, group }, "w"),
    async release() {
      await rm(paths.lock, { force: true });
      locksHeld.delete(paths.lock);
    },
  };
}

async function readLock(path: string): Promise<LockContent | undefined> {
  try {
    return JSON.parse(await readFile(path, "utf8")) as LockContent;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Kills an astro build's process group, if that group is still an astro build process (pids are reused). */
function stopAstroGroup(group: number) {
  let commandLine: string;
  try {
    commandLine = readFileSync(`/proc/${group}/cmdline`, "utf8");
  } catch {
    return;
  }
  if (commandLine.includes(ASTRO_WORKER)) killGroup(group);
}

// ---------------------------------------------------------------------------------------------------------------
// astro build

/** astro's line for each page it made: `├─ /business/3/index.html (+12ms)`, or `(cached)`/`(restored)` when reused. */
const PAGE_LINE = /├─ (\/\S*) \((cached|restored|\+[^)]*|file not created[^)]*)\)/;
/** What astro adds to the line of a page that made no file (its response was empty). */
const NO_FILE = "file not created";
/** astro's line for a page that threw: `Caught error rendering /business/3: TypeError: …`. */
const RENDER_ERROR_LINE = /Caught error rendering (\/\S*?): (.*)$/;
// eslint-disable-next-line no-control-regex
const ANSI_CODES = /\u001b\[[0-9;]*m/g;

interface AstroOutput {
  /** pages astro rendered into a file, as paths in the release ("business/3/index.html") */
  rendered: string[];
  /** pages astro reused from its cache (or found staged), the same way */
  reused: string[];
}

async function runAstroBuild(
  paths: BuildPaths,
  snapshot: SiteSnapshot,
  progress: BuildProgress,
  lock: BuildLock,
  signal: AbortSignal,
): Promise<AstroOutput> {
  signal.throwIfAborted();
  const output: AstroOutput = { rendered: [], reused: [] };
  const pages = pagesReporter(progress, recordPageCount(snapshot) + (await staticRouteCount()));
  const tail: string[] = [];
  const onLine = (rawLine: string) => {
    const line = rawLine.replace(ANSI_CODES, "").trimEnd();
    const page = PAGE_LINE.exec(line);
    if (!page) {
      if (!line.trim()) return;
      tail.push(line);
      tail.splice(0, Math.max(0, tail.length - BUILD_LOG_TAIL_LINES));
      progress.log(line);
      return;
    }
    const file = page[1]!.replace(/^\//, "");
    if (page[2] === "cached" || page[2] === "restored") output.reused.push(file);
    else if (!line.includes(NO_FILE)) output.rendered.push(file);
    pages.update(output.rendered.length, output.reused.length);
  };
  const astro = runAstro(
    dirname(paths.staging),
    {
      RELEASE_DIR: paths.staging,
      BUILD_CACHE_DIR: paths.cache,
      SNAPSHOT_PATH: paths.snapshot,
      PUBLIC_URL: snapshot.siteUrl,
    },
    onLine,
  );
  const stop = () => void stopAstro();
  signal.addEventListener("abort", stop);
  // A service that exits (process.exit on SIGTERM) takes its build with it; one that is killed leaves the group
  // in build.lock for the next build to stop.
  process.on("exit", stop);
  try {
    await lock.recordGroup(astro.group);
    const exitCode = await astro.exitCode;
    signal.throwIfAborted();
    if (exitCode !== 0) throw new Error(astroFailure(exitCode, tail, snapshot));
    await pages.finish(output.rendered.length, output.reused.length);
    return output;
  } finally {
    signal.removeEventListener("abort", stop);
    process.off("exit", stop);
  }
}

/** Reports pages to `progress` at most every PAGES_PROGRESS_MS and never two calls at once. */
function pagesReporter(progress: BuildProgress, total: number) {
  let reporting: Promise<void> | undefined;
  let lastReport = 0;
  const report = (rendered: number, reused: number) => {
    lastReport = performance.now();
    reporting = progress
      .pages({ rendered, reused, total: Math.max(total, rendered + reused) })
      .catch(() => {})
      .finally(() => (reporting = undefined));
    return reporting;
  };
  return {
    update(rendered: number, reused: number) {
      if (!reporting && performance.now() - lastReport >= PAGES_PROGRESS_MS) void report(rendered, reused);
    },
    async finish(rendered: number, reused: number) {
      await reporting;
      await report(rendered, reused);
    },
  };
}

/** The failure an editor reads: the page and the record it shows when a page threw, else astro's last lines. */
function astroFailure(exitCode: number, tail: string[], snapshot: SiteSnapshot): string {
  const details = tail.join("\n");
  const pageError = tail.map((line) => RENDER_ERROR_LINE.exec(line)).find(Boolean);
  if (pageError) {
    const [, page, error] = pageError;
    const record = recordOfPage(snapshot, page!);
    return `Page ${page} failed${record ? ` for ${record}` : ""}: ${error}\n${details}`;
  }
  const contentError = tail.find((line) => line.includes("Content error in "));
  if (contentError) return `${contentError.slice(contentError.indexOf("Content error in "))}\n${details}`;
  return `astro build failed (exit ${exitCode}):\n${details}`;
}

let staticRoutes: Promise<number> | undefined;

/**
 * Pages without getStaticPaths: one page each. Astro routes by file, so they are the files under site/pages
 * whose path has no [parameter] (and no _private part).
 */
function staticRouteCount(): Promise<number> {
  staticRoutes ??= readdir(join(projectRoot, "site", "pages"), { recursive: true }).then(
    (files) => files.filter((file) => /\.(astro|ts|js|md|mdx|html)$/.test(file) && !/\[|(^|\/)_/.test(file)).length,
  );
  return staticRoutes;
}

// ---------------------------------------------------------------------------------------------------------------
// Search index

/**
 * Indexes a live release's pages for instant search, in `workDir`, then adds the new index to the release's
 * pagefind folder: the new files first (their names are new), the list of them (SEARCH_INDEX_FILES), and last
 * pagefind-entry.json, whose rename switches searches to the new index at once.
 */
async function indexSearch(releaseDir: string, workDir: string, signal: AbortSignal) {
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
async function watchForNewerBuild(releaseDir: string, newerBuildWaits?: () => Promise<boolean>) {
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
async function carrySearchIndex(live: string, target: string): Promise<boolean> {
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

// ---------------------------------------------------------------------------------------------------------------
// Sharing unchanged files with the live release

/**
 * Replaces each staged file astro did not take from its cache (rendered pages, bundled assets, the public folder's
 * files) that has the same bytes as the live release's file at the same path by a link to that file, so releases
 * hold only what changed. Listing these rather than walking the release skips a folder per reused page.
 */
async function linkUnchangedFiles(live: string, staging: string, renderedPages: string[]) {
  const filesIn = async (dir: string) =>
    (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []))
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
  const assets = (await filesIn(join(staging, ASSETS_DIR))).map((file) => join(ASSETS_DIR, file));
  const publicFiles = await filesIn(join(projectRoot, "site", "public"));
  for (const file of [...renderedPages, ...assets, ...publicFiles]) {
    const path = join(staging, file);
    const previous = join(live, file);
    if (await sameBytes(path, previous)) {
      const temporary = `${path}.link`;
      await link(previous, temporary);
      await rename(temporary, path);
    }
  }
}

/** Where astro puts bundled scripts, styles and images (its build.assets default). */
const ASSETS_DIR = "_astro";

async function sameBytes(a: string, b: string): Promise<boolean> {
  const [infoA, infoB] = await Promise.all([stat(a).catch(() => undefined), stat(b).catch(() => undefined)]);
  if (!infoA?.isFile() || !infoB?.isFile() || infoA.size !== infoB.size) return false;
  if (infoA.ino === infoB.ino && infoA.dev === infoB.dev) return false;
  const [bytesA, bytesB] = await Promise.all([readFile(a), readFile(b)]);
  return bytesA.equals(bytesB);
}
