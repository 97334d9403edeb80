// Builds one release of the public site: snapshot → astro build → release folder → atomic swap → search index.
//
// Only what changed: an edit's build renders the record pages whose cacheKey changed and the pages without a key, and
// takes every other record page from the live release, linked into its staging folder after that release went live
// (changed-pages.ts). A full build (the first, after a deploy, or whenever the builder cannot be sure of what the live
// release holds) runs astro's incremental build: astro renders into build/staging with its cache in build/cache
// (outside any release), a page whose cacheKey and code did not change is reused (site/lib/pages.ts), and
// astro-cache-links.ts makes each reuse a hard link. Either way a release shares every unchanged page with the
// releases before it, and other unchanged files (assets, pages without a cacheKey) are linked to the live release's
// before the swap (release-links.ts). Both serve only the version of the site's code that made them
// (keepCacheForThisCode).
//
// Live first, then search: Pagefind cannot update an index, only write a new one from every page (about 12 CPU seconds
// at 10,000 businesses), so the new release goes live carrying the live release's search index, and the build then
// indexes it and adds the new index to it, switching with one rename of pagefind-entry.json. A tab opened before either
// switch still finds the index files it loaded: each release keeps its predecessor's. A build that a newer one is
// waiting for leaves the index to it, within SEARCH_INDEX_MAX_LAG_MS (search-index.ts). The times quoted here:
// npm run bench:publish (docs/measurements.md, "Building and publishing").
//
// Safe: one build per data folder at a time (build.lock, data-folder-lock.ts); astro runs in a process group of its
// own, kept warm between builds of a small site (astro-process.ts; a large one's search index is made without
// it, INDEX_BESIDE_ASTRO_MAX_PAGES), which a timeout, an abort or a failure kills; a build that fails or
// is stopped before the swap leaves the live release untouched and clears the staging folder and the cache (a killed
// build may have left the cache half updated); after the swap only the search index can fail, and the release keeps the
// index it went live with. A build that fails on a page names the record the page shows, read from astro's output
// (astro-output.ts), so an editor knows what to fix.
import { mkdir, readFile, realpath, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { BuildStage } from "../../../shared/schemas/build.ts";
import type { SiteSnapshot } from "../../../shared/schemas/snapshot.ts";
import { missingSpliceMarkers } from "../../modules/search-page/splice-markers.ts";
import { recordPageKeys } from "../../../site/lib/pages.ts";
import { type AstroProgress, runAstroBuild } from "./astro-output.ts";
import { stopAstro } from "./astro-process.ts";
import { type DataFolderLock, takeDataFolderLock } from "./data-folder-lock.ts";
import { releasePaths, type ReleasePaths } from "../paths.ts";
import { precompressRelease } from "./precompress.ts";
import { linkUnchangedFiles } from "./release-links.ts";
import { pruneReleases, swapLiveRelease } from "../releases.ts";
import { carrySearchIndex, indexSearch, watchForNewerBuild } from "./search-index.ts";
import {
  changedPages,
  forgetPageKeys,
  keepPageKeys,
  removeGonePages,
  stageLivePages,
  writeRenderOnly,
} from "./changed-pages.ts";
import { siteCodeDigest } from "./site-code.ts";
import { writeRedirects } from "../serve/redirects.ts";
import { writeSnapshot } from "../snapshot/snapshot.ts";

export interface BuildResult {
  releaseId: string;
  /** pages the release holds: rendered + reused */
  pages: number;
  pagesRendered: number;
  pagesReused: number;
  durationMs: number;
  stages: { astroMs: number; pagefindMs: number; swapMs: number };
}

/** What a build reports as it goes; the publisher writes it to the build's row. */
export interface BuildProgress extends AstroProgress {
  stage(stage: BuildStage): Promise<void>;
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
  /** INDEX_BESIDE_ASTRO_MAX_PAGES unless said (tests say) */
  indexBesideAstroMaxPages?: number;
}

/**
 * Above this many pages, astro's warm process is stopped before the search index is made, and the next build starts
 * a fresh one (about 3 s more at 10,000 businesses). Pagefind needs about 50 KB a page as it writes the index (500 MB
 * at 10,000 businesses), and astro's process holds 450-550 MB there: together with the service they passed 1 GB.
 * Below it, both are small and the warm process saves an edit two thirds of its time. Figures: npm run
 * bench:publish (docs/measurements.md, "Building and publishing").
 */
const INDEX_BESIDE_ASTRO_MAX_PAGES = 2_000;

const silent: BuildProgress = { stage: () => Promise.resolve(), log: () => {}, pages: () => Promise.resolve() };

export async function buildRelease(
  snapshot: SiteSnapshot,
  dataDir: string,
  progress: BuildProgress = silent,
  options: BuildOptions = {},
): Promise<BuildResult> {
  const started = performance.now();
  const paths = releasePaths(dataDir);
  const lock = await takeDataFolderLock(paths, () => discardBuild(paths));
  const stop = stopWhen(options);
  try {
    const live = await makeLive(snapshot, paths, progress, lock, stop.signal).catch(async (error: unknown) => {
      await discardBuild(paths);
      throw stop.signal.aborted ? stop.signal.reason : error;
    });
    // The release is live: what follows cannot fail the build, only leave a warning in its log.
    // named by its real path, as the next build reads the live link (changed-pages.ts)
    const staging = realpath(live.releaseDir)
      .then(async (release) => {
        await keepPageKeys(paths, release, live.code, live.keys);
        await stageLivePages(paths, release, [...live.keys.keys()]);
      })
      .catch(async (error: unknown) => {
        progress.log(`Next build's pages not staged (it renders every page): ${errorText(error)}`);
        await forgetPageKeys(paths);
        await rm(paths.staging, { recursive: true, force: true });
      });
    await precompressRelease(live.releaseDir, live.previousDir).catch((error: unknown) =>
      progress.log(`Compressed copies not all made (the service compresses what lacks one): ${errorText(error)}`),
    );
    await pruneReleases(paths, live.releaseId).catch((error: unknown) =>
      progress.log(`Old releases not pruned: ${errorText(error)}`),
    );
    const pages = live.pagesRendered + live.pagesReused;
    if (pages > (options.indexBesideAstroMaxPages ?? INDEX_BESIDE_ASTRO_MAX_PAGES)) await stopAstro();
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
      pages,
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
  paths: ReleasePaths,
  progress: BuildProgress,
  lock: DataFolderLock,
  signal: AbortSignal,
) {
  const code = await siteCodeDigest();
  const cacheKept = await keepCacheForThisCode(paths, code);
  const live = await realpath(paths.live).catch(() => undefined);
  // An edit's build renders only the record pages it changes (changed-pages.ts); any other renders every page.
  const keys = recordPageKeys(snapshot);
  const edit = cacheKept ? await changedPages(paths, live, code, keys) : undefined;
  await forgetPageKeys(paths);
  if (!edit) await rm(paths.staging, { recursive: true, force: true });
  await rm(paths.search, { recursive: true, force: true });
  await mkdir(paths.releases, { recursive: true });
  await writeSnapshot(paths.snapshot, snapshot);
  // Linked aside while astro renders (astro empties its output folder when it starts), moved in after.
  const carriedSearch = join(paths.search, "pagefind");
  const carrying = live ? carrySearchIndex(live, carriedSearch) : Promise.resolve(false);
  carrying.catch(() => {});

  await progress.stage("render");
  const astroStarted = performance.now();
  const only = edit && {
    pages: edit.changed,
    file: await writeRenderOnly(paths, edit.changed),
    unchanged: keys.size - edit.changed.length,
  };
  const astro = await runAstroBuild(paths, snapshot, code, progress, lock, signal, only);
  const astroMs = performance.now() - astroStarted;
  // an edit's build leaves the unchanged record pages staged, where astro never sees them
  const pagesReused = edit ? keys.size - edit.changed.length : astro.reused.length;
  progress.log(`Pages: ${astro.rendered.length} rendered, ${pagesReused} reused`);

  signal.throwIfAborted();
  await checkSearchPage(paths.staging);
  if (edit) await removeGonePages(paths.staging, edit.gone);
  await rm(paths.stagedFor, { force: true });
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
    pagesReused,
    astroMs,
    code,
    keys,
    swapMs: performance.now() - swapStarted,
  };
}

/**
 * The service puts a search's results into the live release's /search page (service/modules/search-page), where
 * Astro wrote the search island's children: a release whose page has no place for them does not go live.
 */
async function checkSearchPage(staging: string) {
  const missing = missingSpliceMarkers(await readFile(join(staging, SEARCH_PAGE), "utf8").catch(() => ""));
  if (missing.length > 0) {
    throw new Error(
      `The release's /search page has no ${missing.join(" and no ")}, where the service puts a search's results (service/modules/search-page/splice-markers.ts): Astro writes a React island's children otherwise now, or the page changed`,
    );
  }
}

/** The search page's file in a release. */
const SEARCH_PAGE = join("search", "index.html");

/**
 * Astro reuses a cached page when the modules the page imports did not change. It does not see the middleware that
 * finishes every page (site/middleware.ts: the stylesheet's rules inline, scripts after the first paint, the
 * policy's hashes), so a new version of that code would go live beside pages finished by the old one, linking a
 * stylesheet the release no longer has. The cache is kept only for the code that filled it: after a deploy, every
 * page is rendered afresh once. `code` is the version of the site's code this build runs (site-code.ts). Answers
 * whether the cache was kept.
 */
async function keepCacheForThisCode(paths: ReleasePaths, code: string): Promise<boolean> {
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
async function discardBuild(paths: ReleasePaths) {
  await stopAstro();
  await forgetPageKeys(paths);
  await rm(paths.staging, { recursive: true, force: true });
  await rm(paths.search, { recursive: true, force: true });
  await rm(paths.cache, { recursive: true, force: true });
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

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
