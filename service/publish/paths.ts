import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { SNAPSHOT_FILE } from "../../shared/constants.ts";

/** The project root (where astro.config.mjs lives). */
export const projectRoot = resolve(fileURLToPath(new URL("../..", import.meta.url)));

/** Astro 7 refuses Node 20 at its CLI, so it always runs on Bun's runtime: the binary running us, or npm's bun. */
export const bunBinary = process.versions.bun ? process.execPath : join(projectRoot, "node_modules", ".bin", "bun");
export const astroCli = join(projectRoot, "node_modules", "astro", "bin", "astro.mjs");

/**
 * Where releases live under the data folder; `site` is a symlink to the live release. A build works in `build/`:
 * astro writes into `staging` (renamed into `releases/` when complete) and keeps its incremental cache in `cache`,
 * `search` holds the search index carried over from the live release, then the new one Pagefind writes, on their
 * way into the release; `page-keys.json`, `staging/.staged-for` and `render-only.json` let an edit's build render only the
 * pages it changes (build/changed-pages.ts); `build.lock` marks a build in progress; `discarded` holds pruned releases being removed.
 */
export function releasePaths(dataDir: string) {
  return {
    releases: join(dataDir, "releases"),
    live: join(dataDir, "site"),
    snapshot: join(dataDir, SNAPSHOT_FILE),
    staging: join(dataDir, "build", "staging"),
    cache: join(dataDir, "build", "cache"),
    /** the version of the site's code (site-code.ts) that filled `cache` */
    cacheCode: join(dataDir, "build", "cache-code"),
    search: join(dataDir, "build", "search"),
    lock: join(dataDir, "build", "build.lock"),
    /** the live release's record pages and their cacheKeys, for the next edit's build (changed-pages.ts) */
    pageKeys: join(dataDir, "build", "page-keys.json"),
    /**
     * in `staging`, the release whose record pages it holds as links, once all are there (changed-pages.ts): inside
     * it, so a staging folder removed takes it along; removed before the folder becomes a release
     */
    stagedFor: join(dataDir, "build", "staging", ".staged-for"),
    /** the record pages an edit's build renders, for astro's build process (site/lib/render-only.ts) */
    renderOnly: join(dataDir, "build", "render-only.json"),
    /** releases pruned, until they are removed (releases.ts) */
    discarded: join(dataDir, "build", "discarded"),
  };
}

export type ReleasePaths = ReturnType<typeof releasePaths>;
