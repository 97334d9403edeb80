// Astro's incremental build cache as our builds keep it (experimental.incrementalBuild, in BUILD_CACHE_DIR): its
// manifest names the output file of every page it keyed, and its dist/ folder holds each one's last version, hard
// links to the files the releases hold (astro-cache-links.ts).
//
// A page astro reuses costs it two existence checks, a mkdir of the page's folder and a link (restoreOutputFile in
// astro's incremental.js), unless the page is already in its output folder: then it costs one check. At 10,000
// businesses that is 20,000 pages and about 4 s of every edit's build. So after each release the builder fills the
// next build's staging folder with the cached pages (stageCachedPages), off the edit's path; astro then renders only
// what changed, writing a page over its staged link without writing through it (astro-cache-links.ts), and the
// builder removes the staged pages astro did not make this time (a business deleted or switched off).
// The 4 s: npm run bench:publish (docs/measurements.md, "Building and publishing").
import { link, mkdir, readFile, rm } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** Under the cache folder: the last version of each keyed page, at its path in a release. */
export const CACHED_PAGES_DIR = "dist";
const MANIFEST_FILE = "incremental-build.json";
/** Links made at once: a few keep the disk busy; more only take threads from the service's own file reads. */
const CONCURRENT_LINKS = 8;

interface Manifest {
  routes?: Record<string, { paths?: Record<string, { outputFile?: string }> }>;
}

/** The pages astro's cache holds, as paths in a release ("business/3/index.html"); none without its manifest. */
export async function cachedPages(cacheDir: string): Promise<string[]> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(join(cacheDir, MANIFEST_FILE), "utf8")) as Manifest;
  } catch {
    return [];
  }
  // astro writes each output file as a URL relative to its dist folder ("caf%C3%A9/index.html")
  const dist = join(cacheDir, CACHED_PAGES_DIR);
  const distUrl = pathToFileURL(dist + sep);
  const pages: string[] = [];
  for (const route of Object.values(manifest.routes ?? {})) {
    for (const { outputFile } of Object.values(route.paths ?? {})) {
      if (!outputFile) continue;
      const page = relative(dist, fileURLToPath(new URL(outputFile, distUrl)));
      if (!page.startsWith("..")) pages.push(page);
    }
  }
  return pages;
}

/**
 * Links each page astro's cache holds into `staging` at its path in a release. A page whose cached copy is gone is
 * left for astro to render.
 */
export async function stageCachedPages(cacheDir: string, staging: string): Promise<void> {
  const pages = await cachedPages(cacheDir);
  let next = 0;
  const linkPages = async () => {
    while (next < pages.length) {
      const page = pages[next++]!;
      const destination = join(staging, page);
      // each page has a folder of its own (build.format "directory")
      await mkdir(dirname(destination), { recursive: true });
      await link(join(cacheDir, CACHED_PAGES_DIR, page), destination).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
      });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_LINKS }, linkPages));
}

/** Removes from `staging` each of `staged` (the pages stageCachedPages linked there) that astro did not make. */
export async function removeUnmadePages(staging: string, staged: string[], made: Set<string>): Promise<void> {
  for (const page of staged) if (!made.has(page)) await rm(join(staging, page), { force: true });
}
