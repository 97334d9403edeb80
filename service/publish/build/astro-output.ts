// Runs astro's build of a release in the warm build process (astro-process.ts) and reads its output: the pages it
// rendered and the pages it reused, from the line astro prints for each, for the build's progress, the staged pages
// to keep and the files to link; and, when the build fails, the record whose page broke it. That log is no interface
// of Astro's: a build whose log does not name its pages as Astro 7.3.5's does fails (misreadOutput), rather than
// going live with its reused pages taken for gone; so does one during which the cache links preload was not called
// where astro's log says it must have been.
import { readdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { BUILD_LOG_TAIL_LINES } from "../../../shared/schemas/build.ts";
import type { SiteSnapshot } from "../../../shared/schemas/snapshot.ts";
import { recordOfPage, recordPageCount } from "../../../site/lib/pages.ts";
import { CACHE_LINKS_REPORT, type CacheLinksReport, runAstro, stopAstro } from "./astro-process.ts";
import type { DataFolderLock } from "./data-folder-lock.ts";
import { projectRoot, type ReleasePaths } from "../paths.ts";

/** Pages done so far while astro runs, of the total the snapshot makes. */
export interface PagesProgress {
  rendered: number;
  reused: number;
  total: number;
}

/** What astro's build reports as it goes. */
export interface AstroProgress {
  log(text: string): void;
  /** During the render stage: at most every PAGES_PROGRESS_MS, one call at a time, and once at its end. */
  pages(pages: PagesProgress): Promise<void>;
}

/** How often the render stage reports its pages at most. */
const PAGES_PROGRESS_MS = 250;

/** astro's line for each page it made: `├─ /business/3/index.html (+12ms)`, or `(cached)`/`(restored)` when reused. */
const PAGE_LINE = /├─ (\/\S*) \((cached|restored|\+[^)]*|file not created[^)]*)\)/;
/** What astro adds to the line of a page that made no file (its response was empty). */
const NO_FILE = "file not created";
/** astro's line for a page that threw: `Caught error rendering /business/3: TypeError: …`. */
const RENDER_ERROR_LINE = /Caught error rendering (\/\S*?): (.*)$/;
// eslint-disable-next-line no-control-regex
const ANSI_CODES = /\u001b\[[0-9;]*m/g;

export interface AstroOutput {
  /** pages astro rendered into a file, as paths in the release ("business/3/index.html") */
  rendered: string[];
  /** pages astro reused from its cache (or found staged), the same way */
  reused: string[];
}

/** What the log says besides the pages: enough to tell whether it was read right. */
interface LogCounts {
  /** pages astro restored from its cache (not found staged): each one a call of the preload's copyFile */
  restored: number;
  /** pages whose response was empty, which made no file */
  empty: number;
  /** what the cache links preload did, as the worker reported it */
  cacheLinks?: CacheLinksReport;
}

/** The release's home page, which every build makes. */
const HOME_PAGE = "index.html";

/**
 * Builds the release into the staging folder with astro, running the site's code of version `code` (site-code.ts);
 * what it rendered and reused, or the failure's message. With `only` (an edit's build, changed-pages.ts), astro
 * renders those record pages and the pages without a key, and no other.
 */
export async function runAstroBuild(
  paths: ReleasePaths,
  snapshot: SiteSnapshot,
  code: string,
  progress: AstroProgress,
  lock: Pick<DataFolderLock, "recordGroup">,
  signal: AbortSignal,
  only?: { pages: string[]; file: string; unchanged: number },
): Promise<AstroOutput> {
  signal.throwIfAborted();
  const output: AstroOutput = { rendered: [], reused: [] };
  const counts: LogCounts = { restored: 0, empty: 0 };
  const total = recordPageCount(snapshot) + (await staticRouteCount());
  // the pages an edit's build leaves staged count as reused, as astro's reused ones do
  const pages = pagesReporter(progress, total, only?.unchanged ?? 0);
  const leastPages = only ? total - recordPageCount(snapshot) + only.pages.length : total;
  const tail: string[] = [];
  const onLine = (rawLine: string) => {
    if (rawLine.startsWith(CACHE_LINKS_REPORT)) {
      counts.cacheLinks = JSON.parse(rawLine.slice(CACHE_LINKS_REPORT.length)) as CacheLinksReport;
      return;
    }
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
    else counts.empty++;
    if (page[2] === "restored") counts.restored++;
    pages.update(output.rendered.length, output.reused.length);
  };
  const astro = runAstro(
    dirname(paths.staging),
    {
      RELEASE_DIR: paths.staging,
      BUILD_CACHE_DIR: paths.cache,
      SNAPSHOT_PATH: paths.snapshot,
      PUBLIC_URL: snapshot.siteUrl,
      SITE_CODE_DIGEST: code,
    },
    onLine,
    only?.file,
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
    const misread = misreadOutput(output, counts, leastPages, snapshot, only?.pages);
    if (misread) throw new Error(misread);
    await pages.finish(output.rendered.length, output.reused.length);
    return output;
  } finally {
    signal.removeEventListener("abort", stop);
    process.off("exit", stop);
  }
}
/** Reports pages to `progress` at most every PAGES_PROGRESS_MS and never two calls at once. */
function pagesReporter(progress: AstroProgress, total: number, staged: number) {
  let reporting: Promise<void> | undefined;
  let lastReport = 0;
  const report = (rendered: number, astroReused: number) => {
    const reused = astroReused + staged;
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

/**
 * Why the log of a build astro finished was not read right, or undefined. Each page it makes has a line (rendered,
 * reused or empty), so the lines must cover at least the pages the snapshot and the page files make, the home page
 * among them; and the cache links preload must have been called as the lines say astro did: each page rendered is
 * written into the output folder, each restored one copied from the cache, and a record's page rendered has its
 * copy written into the cache (the pages with a cacheKey, site/lib/pages.ts). A build of `only` some record pages
 * (astro without its cache) must have rendered each of them, and read or wrote nothing of the cache.
 */
export function misreadOutput(
  output: AstroOutput,
  { restored, empty, cacheLinks }: LogCounts,
  leastPages: number,
  snapshot: SiteSnapshot,
  only?: string[],
): string | undefined {
  const named = output.rendered.length + output.reused.length + empty;
  const problems: string[] = [];
  if (only) {
    const rendered = new Set(output.rendered);
    const missed = only.filter((page) => !rendered.has(page));
    if (missed.length > 0) {
      problems.push(
        `astro did not render ${missed.slice(0, 3).join(", ")}${missed.length > 3 ? ` and ${missed.length - 3} more` : ""}, which the build asked it for (RENDER_ONLY_PAGES, site/lib/pages.ts): a record page's file is named otherwise than its route makes it`,
      );
    }
  }
  if (named < leastPages) {
    problems.push(
      `astro's log named ${named} pages where the snapshot and site/pages make at least ${leastPages}: astro's log format changed, and astro-output.ts reads each page from a line like "├─ /business/3/index.html (+12ms)", "(cached)" or "(restored)"`,
    );
  } else if (!output.rendered.includes(HOME_PAGE) && !output.reused.includes(HOME_PAGE)) {
    problems.push(
      `astro's log did not name the home page as "/${HOME_PAGE}": astro's log names pages otherwise, and astro-output.ts takes each for its path in the release`,
    );
  }
  if (!cacheLinks) {
    problems.push("the build process did not report what the cache links preload did (astro-worker.ts)");
  } else {
    const calls = (count: number, what: string) =>
      `the cache links preload (astro-cache-links.ts) took ${count} ${what}`;
    if (cacheLinks.outputWrites < output.rendered.length) {
      problems.push(
        `astro rendered ${output.rendered.length} pages, but ${calls(cacheLinks.outputWrites, "fs.promises.writeFile calls into the output folder")}: astro writes its pages otherwise now, and a page rendered over a staged one would write into the file a live release holds`,
      );
    }
    if (cacheLinks.restores < restored) {
      problems.push(
        `astro restored ${restored} pages from its cache, but ${calls(cacheLinks.restores, "fs.promises.copyFile calls from the cache")}: astro restores them otherwise now, copying each`,
      );
    }
    const keyedPage =
      !only && cacheLinks.cachedCopies === 0 && output.rendered.find((page) => recordOfPage(snapshot, page));
    if (keyedPage) {
      problems.push(
        `astro rendered ${keyedPage}, which its cache keeps, but ${calls(0, "fs.promises.writeFile calls into the cache")}: astro writes its cached copies otherwise now, copying each`,
      );
    }
  }
  if (problems.length === 0) return undefined;
  return `Astro's output is not what the builder reads (Astro 7.3.5's, docs/decisions/0002-warm-astro-build.md): ${problems.join("; ")}`;
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
