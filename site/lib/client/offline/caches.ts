// What the phone keeps of the site to read it offline, in the browser's Cache Storage. The service worker
// (service-worker.ts) answers from these caches; a page saving a place (save-place.ts) fills them itself. A page kept
// for offline reading names scripts and a stylesheet by content (/_astro/, /scripts/, /styles/), and a later release
// removes them from the server: so whenever a page is kept, the files it needs are kept with it, in a cache no
// release empties, and dropped only once no kept page needs them (pruneAssets).
import { type Language, localizedPath } from "../../../../shared/i18n/languages.ts";

/** Saved places' business pages and their photos' small sizes: only removing a place removes its files. */
export const SAVED_CACHE = "saved-places";
/** The pages visited lately, the newest RECENT_PAGES_KEPT of them, each answered when the network does not. */
export const RECENT_CACHE = "recent-pages";
/** The scripts and stylesheets the kept pages name, whichever release they came from. */
export const ASSETS_CACHE = "page-assets";
/** The offline page and /saved of each language the phone reads, fetched again by every new worker. */
export const SHELL_CACHE = "offline-shell";

export const RECENT_PAGES_KEPT = 30;

/** When a saved place's page was kept: a header of its copy in SAVED_CACHE, for the worker to tell. */
export const SAVED_AT_HEADER = "x-saved-at";

export const OFFLINE_PAGE = "/offline";
export const SAVED_PAGE = "/saved";

/** A language's offline page and /saved, kept together: /offline and /saved, /hi/offline and /hi/saved, … */
export const shellPathsOf = (language: Language) => [
  localizedPath(OFFLINE_PAGE, language),
  localizedPath(SAVED_PAGE, language),
];

/** A release's files named by their content: the same address never changes, and a later release may drop it. */
export const isReleaseAsset = (path: string) => /^\/(?:_astro|scripts|styles)\//.test(path);

const NAMED_ASSET = /\/(?:_astro|scripts|styles)\/[\w.-]+\.(?:js|css)/g;
/** How Vite's chunks name the chunks they import: beside themselves, or from the site's root (preload lists). */
const IMPORTED_CHUNK = /["'`](?:\.\/|\/?_astro\/)([\w.-]+\.js)["'`]/g;

/** The scripts and stylesheets a page's HTML names: its modules, the island runtime, its islands, the whole sheet. */
export const assetsNamedBy = (html: string): string[] => [...new Set(html.match(NAMED_ASSET))];

/** The chunks a bundled script imports, statically or when it needs them (all of them: offline, nothing comes later). */
export const chunksImportedBy = (script: string): string[] => [
  ...new Set([...script.matchAll(IMPORTED_CHUNK)].map((match) => `/_astro/${match[1]}`)),
];

/**
 * Every asset `html` needs, its chunks' chunks included, each read with `read` (from the network or a cache, which
 * keeps it; null when it cannot be had): the set kept with a page, and what pruneAssets keeps.
 */
export async function assetsNeededBy(
  html: string,
  read: (path: string) => Promise<string | null>,
): Promise<Set<string>> {
  const needed = new Set<string>();
  const pending = assetsNamedBy(html);
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    if (needed.has(path)) continue;
    needed.add(path);
    const text = await read(path);
    if (text !== null && path.endsWith(".js")) pending.push(...chunksImportedBy(text));
  }
  return needed;
}

/** Text of a cached response, or null. */
async function cachedText(cache: Cache, path: string): Promise<string | null> {
  const response = await cache.match(path);
  return response ? response.text() : null;
}

/**
 * Keeps every asset `html` needs in ASSETS_CACHE, fetching those not yet there from the release that is live now,
 * the one the page came from. Answers what it needs; an asset the network does not answer is left out.
 */
export async function keepAssetsOf(html: string): Promise<Set<string>> {
  const assets = await caches.open(ASSETS_CACHE);
  return assetsNeededBy(html, async (path) => {
    const cached = await assets.match(path);
    if (cached) return cached.text();
    const response = await fetch(path).catch(() => null);
    if (!response?.ok) return null;
    await assets.put(path, response.clone());
    return response.text();
  });
}

/** Removes from ASSETS_CACHE what no kept page needs any more (after a release, and when pages are dropped). */
export async function pruneAssets(): Promise<void> {
  const assets = await caches.open(ASSETS_CACHE);
  const needed = new Set<string>();
  for (const name of [SAVED_CACHE, RECENT_CACHE, SHELL_CACHE]) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      if (!response?.headers.get("content-type")?.startsWith("text/html")) continue;
      const html = await response.text();
      for (const path of await assetsNeededBy(html, (asset) => cachedText(assets, asset))) needed.add(path);
    }
  }
  for (const request of await assets.keys()) {
    if (!needed.has(new URL(request.url).pathname)) await assets.delete(request);
  }
}
