// An edit's build renders only the pages it changes. Astro's incremental build renders the changed pages too, but it
// still walks every page it reuses (a check, a log line, its cache's manifest: about 4 s of an edit at 20,000 pages,
// three times that at 60,000). Here the builder tells astro which record pages to render, and astro never hears of
// the others:
// - after each release, the release's record pages and their cacheKeys are kept (page-keys.json), and its record
//   pages are linked into the next build's staging folder, off the edit's path (stageLivePages; its .staged-for
//   names the release once all are there);
// - an edit's build compares the snapshot's keys with the live release's (site/lib/pages.ts recordPageKeys): a page
//   whose key changed or is new is rendered (site/lib/render-only.ts), a page gone is removed from staging, and the
//   pages without a key (home, lists, sitemap, search…) are rendered by every build, as before;
// - only when all of that holds for the live release, built by this version of the code: after a deploy, a rollback,
//   a failed build or a staging not finished, the build is a full one (astro with its incremental cache).
// A page's key covers everything it shows (site/lib/pages.ts), as astro's cache already relies on, so a page whose
// key did not change is the live release's page byte for byte. Figures: npm run bench:publish (docs/measurements.md).
import { link, mkdir, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { ReleasePaths } from "../paths.ts";

/** Links made at once: a few keep the disk busy; more only take threads from the service's own file reads. */
const CONCURRENT_LINKS = 8;

/** What page-keys.json holds: for which release and code, each record page's file and key. */
interface PageKeys {
  release: string;
  code: string;
  keys: [string, string][];
}

/** The record pages an edit's build renders, and those it removes, against the live release's. */
export interface ChangedPages {
  /** record pages whose key changed or that are new: astro renders them */
  changed: string[];
  /** record pages the live release holds and the snapshot no longer makes */
  gone: string[];
}

/**
 * The record pages that differ between the live release (`live`, its real path) and `keys` (the snapshot's), or
 * undefined when this build cannot be sure of them and renders every page: no keys kept for that release and this
 * version of the code (`code`), or a staging folder not filled from it.
 */
export async function changedPages(
  paths: ReleasePaths,
  live: string | undefined,
  code: string,
  keys: Map<string, string>,
): Promise<ChangedPages | undefined> {
  if (!live) return undefined;
  const [kept, stagedFor] = await Promise.all([
    readFile(paths.pageKeys, "utf8")
      .then((text) => JSON.parse(text) as PageKeys)
      .catch(() => undefined),
    readFile(paths.stagedFor, "utf8").catch(() => undefined),
  ]);
  if (!kept || kept.release !== live || kept.code !== code || stagedFor !== live) return undefined;
  const previous = new Map(kept.keys);
  const changed = [...keys].filter(([file, key]) => previous.get(file) !== key).map(([file]) => file);
  const gone = [...previous.keys()].filter((file) => !keys.has(file));
  return { changed, gone };
}

/**
 * Keeps the record pages' keys of `release`, just made live: the next build compares its snapshot's with them.
 * Written whole (renamed into place); cleared first by forgetPageKeys at the start of every build.
 */
export async function keepPageKeys(paths: ReleasePaths, release: string, code: string, keys: Map<string, string>) {
  const kept: PageKeys = { release, code, keys: [...keys] };
  const temporary = `${paths.pageKeys}.tmp`;
  await writeFile(temporary, JSON.stringify(kept));
  await rename(temporary, paths.pageKeys);
}

/**
 * A build under way may leave the staging folder and the live release other than the kept keys say (it fails, is
 * killed): until it has made its release live and kept its own keys, no build takes the fast path.
 */
export async function forgetPageKeys(paths: ReleasePaths) {
  await rm(paths.stagedFor, { force: true });
  await rm(paths.pageKeys, { force: true });
}

/** The list of record pages astro renders for an edit's build, written where its build process reads it. */
export async function writeRenderOnly(paths: ReleasePaths, pages: string[]): Promise<string> {
  await mkdir(dirname(paths.renderOnly), { recursive: true });
  await writeFile(paths.renderOnly, JSON.stringify(pages));
  return paths.renderOnly;
}

/** Removes the pages of records gone from `staging`, and their folders once empty. */
export async function removeGonePages(staging: string, gone: string[]) {
  for (const page of gone) {
    await rm(join(staging, page), { force: true });
    await rmdir(dirname(join(staging, page))).catch(() => {});
  }
}

/**
 * Links each of `pages` (record pages of `release`) into `staging` at its path, then names `release` in its .staged-for:
 * the next edit's build finds every page it does not render already in place. Off the edit's path: after the swap.
 */
export async function stageLivePages(paths: ReleasePaths, release: string, pages: string[]): Promise<void> {
  await rm(paths.staging, { recursive: true, force: true });
  let next = 0;
  const linkPages = async () => {
    while (next < pages.length) {
      const page = pages[next++]!;
      const destination = join(paths.staging, page);
      // each page has a folder of its own (build.format "directory")
      await mkdir(dirname(destination), { recursive: true });
      await link(join(release, page), destination);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_LINKS }, linkPages));
  await writeFile(paths.stagedFor, release);
}
