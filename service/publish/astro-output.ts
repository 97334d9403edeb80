// Runs astro's build of a release in the warm build process (astro-process.ts) and reads its output: the pages it
// rendered and the pages it reused, from the line astro prints for each, for the build's progress, the staged pages
// to keep and the files to link; and, when the build fails, the record whose page broke it.
import { readdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { BUILD_LOG_TAIL_LINES } from "../../shared/schemas/build.ts";
import type { SiteSnapshot } from "../../shared/schemas/snapshot.ts";
import { recordOfPage, recordPageCount } from "../../site/lib/pages.ts";
import { runAstro, stopAstro } from "./astro-process.ts";
import type { DataFolderLock } from "./data-folder-lock.ts";
import { projectRoot, type ReleasePaths } from "./paths.ts";

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

/** Builds the release into the staging folder with astro; what it rendered and reused, or the failure's message. */
export async function runAstroBuild(
  paths: ReleasePaths,
  snapshot: SiteSnapshot,
  progress: AstroProgress,
  lock: Pick<DataFolderLock, "recordGroup">,
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
function pagesReporter(progress: AstroProgress, total: number) {
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
