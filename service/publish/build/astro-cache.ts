// Astro's incremental build cache as our builds keep it (experimental.incrementalBuild, in BUILD_CACHE_DIR): its
// manifest names the output file of every page it keyed, and its dist/ folder holds each one's last version, hard
// links to the files the releases hold (astro-cache-links.ts). A full build uses it (a first build after the cache
// was kept, a rollback); an edit's build leaves it alone and renders only the pages it changes (changed-pages.ts),
// so the cache may hold an older version of a page than the live release: astro takes a page from it only when its
// key is the cached copy's, which is then that page byte for byte.

/** Under the cache folder: the last version of each keyed page, at its path in a release. */
export const CACHED_PAGES_DIR = "dist";
