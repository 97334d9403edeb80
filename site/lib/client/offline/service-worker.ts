// The site's service worker (served as /sw.js: site/pages/sw.js.ts), registered by every public page at the visitor's
// first touch or key (engaged.ts). It answers:
// - a page: from the network, and when the network fails or takes longer than NETWORK_TIMEOUT_MS, from the saved
//   places, the pages visited lately or the offline page and /saved, in that order; otherwise the offline page. A
//   saved place's page says under its name when it was saved, and that it may have changed since. Each in the page's
//   language: a Hindi page offline gets /hi/offline, /he/saved opens as /saved does, and a saved Hebrew page says it
//   in Hebrew. The worker keeps English's offline page and /saved, and those of each language the phone reads
//   (keepShellOf), so a reader of English never downloads Hindi's or Hebrew's;
// - a release's script or stylesheet: from the assets cache, where every kept page's are, whichever release it came
//   from (a release's files are immutable, and a later release removes them from the server);
// - a photo: the saved places' copy, or when the network fails, any width of that photo kept;
// and leaves the admin app, the owners' pages and the API to the network: it never answers for them.
// A new worker waits until no tab runs the old one (no skipWaiting): an open tab keeps the worker it started with.
import enSavedList from "../../../../shared/i18n/catalogues/en/savedList.json";
import heSavedList from "../../../../shared/i18n/catalogues/he/savedList.json";
import hiSavedList from "../../../../shared/i18n/catalogues/hi/savedList.json";
import { DEFAULT_LANGUAGE, type Language, localizedPath, splitLanguage } from "../../../../shared/i18n/languages.ts";
import { MEDIA_PATH_PREFIX } from "../../../../shared/media.ts";
import {
  ASSETS_CACHE,
  isReleaseAsset,
  keepAssetsOf,
  OFFLINE_PAGE,
  pruneAssets,
  RECENT_CACHE,
  RECENT_PAGES_KEPT,
  SAVED_AT_HEADER,
  SAVED_CACHE,
  SHELL_CACHE,
  shellPathsOf,
} from "./caches.ts";
import { savedOnNote, type SavedListTexts } from "./saved-on.ts";

const SAVED_LIST_TEXTS: Record<Language, SavedListTexts> = { en: enSavedList, hi: hiSavedList, he: heSavedList };

// The worker's own types, as far as it uses them: the webworker lib would clash with the DOM's in the one program.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
/** The install event where the browser has the static routing API (Chromium 123 on). */
interface InstallEvent extends ExtendableEvent {
  addRoutes?(routes: { condition: { urlPattern: string }; source: "network" }[]): Promise<void>;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<readonly { url: string }[]>;
  };
  addEventListener(type: "install", listener: (event: InstallEvent) => void): void;
  addEventListener(type: "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

/** How long a page waits for the network before a kept copy answers (the network's answer then refreshes the copy). */
const NETWORK_TIMEOUT_MS = 3000;
/** Pruning the assets reads every kept page: after the recent pages drop one, at most this often. */
const PRUNE_INTERVAL_MS = 10 * 60_000;

/** What the worker never answers for: the admin app, the owners' app, the API (the draft preview among it). */
const LEFT_TO_THE_NETWORK = /^\/(?:admin|owner|api)(?:\/|$)/;
const LEFT_TO_THE_NETWORK_PATTERNS = ["/admin", "/admin/*", "/owner", "/owner/*", "/api/*"];

const pagePath = (url: URL) => url.pathname.replace(/\/+$/, "") || "/";

worker.addEventListener("install", (event: InstallEvent) => {
  // where the browser allows, what the worker leaves to the network does not even start it
  const routes = LEFT_TO_THE_NETWORK_PATTERNS.map((urlPattern) => ({
    condition: { urlPattern },
    source: "network" as const,
  }));
  try {
    void event.addRoutes?.(routes).catch(() => undefined);
  } catch {
    // a browser that reads the routes otherwise: the fetch handler leaves these paths alone all the same
  }
  event.waitUntil(
    (async () => {
      // English's is the one a worker cannot do without (every language falls back to it); another's, when its
      // fetch fails, is fetched when a page in that language next is
      await keepShell(DEFAULT_LANGUAGE);
      for (const language of await shellLanguages()) {
        if (language !== DEFAULT_LANGUAGE) await keepShell(language).catch(() => undefined);
      }
    })(),
  );
});

/** Fetches a language's offline page and /saved into the shell's cache, with the files they need. */
async function keepShell(language: Language): Promise<void> {
  const shell = await caches.open(SHELL_CACHE);
  for (const path of shellPathsOf(language)) {
    const response = await fetch(path, { cache: "no-cache" });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    await shell.put(path, response.clone());
    await keepAssetsOf(await response.text());
  }
}

/**
 * The languages whose offline page and /saved a new worker fetches besides English's: those the worker before it kept,
 * and those of the pages open now (the one that registered it among them, before it controls that page).
 */
async function shellLanguages(): Promise<Set<Language>> {
  const kept = await (await caches.open(SHELL_CACHE)).keys();
  const open = await worker.clients.matchAll({ type: "window", includeUncontrolled: true });
  const urls = [...kept, ...open].map((entry) => new URL(entry.url));
  return new Set(urls.filter((url) => url.origin === worker.location.origin).map(languageOf));
}

const languageOf = (url: URL) => splitLanguage(url.pathname).language;

/** The languages this worker has found kept, or is keeping: checked once a language while it runs. */
const shellChecked = new Set<Language>();

/** A page in a language the shell lacks was fetched: keeps that language's offline page and /saved. */
async function keepShellOf(language: Language): Promise<void> {
  if (shellChecked.has(language)) return;
  shellChecked.add(language);
  const shell = await caches.open(SHELL_CACHE);
  const kept = await Promise.all(shellPathsOf(language).map((path) => shell.match(path, { ignoreVary: true })));
  if (kept.every(Boolean)) return;
  // tried again with the next page in that language
  await keepShell(language).catch(() => shellChecked.delete(language));
}

worker.addEventListener("activate", (event) => {
  event.waitUntil(Promise.all([worker.clients.claim(), pruneAssets()]));
});

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== worker.location.origin || LEFT_TO_THE_NETWORK.test(url.pathname))
    return;
  if (isReleaseAsset(url.pathname)) event.respondWith(asset(request, url.pathname));
  else if (url.pathname.startsWith(MEDIA_PATH_PREFIX)) event.respondWith(photo(request, url.pathname));
  else if (request.mode === "navigate") event.respondWith(page(event, url));
});

async function asset(request: Request, path: string): Promise<Response> {
  const assets = await caches.open(ASSETS_CACHE);
  const cached = await assets.match(path);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await assets.put(path, response.clone());
  return response;
}

async function photo(request: Request, path: string): Promise<Response> {
  const saved = await caches.open(SAVED_CACHE);
  const cached = await saved.match(path, { ignoreVary: true });
  if (cached) return cached;
  try {
    return await fetch(request);
  } catch (offline) {
    // the page asks for the width its screen wants; the saved places keep the smallest
    const photoAddress = path.replace(/^\/media\/\d+\//, "");
    const otherWidth = (await saved.keys()).find(
      (key) => new URL(key.url).pathname.replace(/^\/media\/\d+\//, "") === photoAddress,
    );
    if (otherWidth) return (await saved.match(otherWidth, { ignoreVary: true }))!;
    throw offline;
  }
}

/** A page from the network, kept among the recent pages; from a kept copy when the network fails or is slow. */
async function page(event: FetchEvent, url: URL): Promise<Response> {
  const fromNetwork = fetch(event.request).then(async (response) => {
    if (response.ok && response.headers.get("content-type")?.startsWith("text/html")) {
      await keepRecent(url, response.clone());
    }
    return response;
  });
  event.waitUntil(
    fromNetwork.then((response) => (response.ok ? keepShellOf(languageOf(url)) : undefined)).catch(() => undefined),
  );
  const timedOut = new Promise<"timed out">((resolve) => setTimeout(() => resolve("timed out"), NETWORK_TIMEOUT_MS));
  const first = await Promise.race([fromNetwork, timedOut]).catch(() => "offline" as const);
  if (first instanceof Response) return first;
  const copy = await keptCopy(url);
  if (copy) return copy;
  if (first === "timed out") return fromNetwork.catch(() => offlinePage(url));
  return offlinePage(url);
}

/**
 * The kept copy of a page: a saved place's first (its files are all kept), then a recent one's, then the shell's (a
 * language's /saved, or English's where the phone has not kept that language's).
 */
async function keptCopy(url: URL): Promise<Response | undefined> {
  const path = pagePath(url);
  const saved = await (await caches.open(SAVED_CACHE)).match(path, { ignoreVary: true });
  if (saved) return withSavedOn(saved, languageOf(url));
  const recent = await (await caches.open(RECENT_CACHE)).match(path + url.search, { ignoreVary: true });
  return recent ?? inShell(path);
}

/** The offline page in the language of the page asked for (English's where the phone has not kept that language's). */
async function offlinePage(url: URL): Promise<Response> {
  return (await inShell(localizedPath(OFFLINE_PAGE, languageOf(url)))) ?? Response.error();
}

/** A shell page, or its English one where the phone has not kept the language's. */
async function inShell(path: string): Promise<Response | undefined> {
  const shell = await caches.open(SHELL_CACHE);
  return (
    (await shell.match(path, { ignoreVary: true })) ??
    (await shell.match(splitLanguage(path).path, { ignoreVary: true }))
  );
}

/**
 * A saved business page with "Saved on 3 Oct · may have changed since" under its name, in the page's language and
 * the hero's light text (a class pair the page's own rules carry): in the page itself, so that it shows from the first
 * paint, script or not.
 */
async function withSavedOn(copy: Response, language: Language): Promise<Response> {
  const savedAt = copy.headers.get(SAVED_AT_HEADER);
  const html = await copy.text();
  const note = savedAt
    ? `<p class="mt-2 text-stone-200">${savedOnNote(savedAt, language, SAVED_LIST_TEXTS[language])}</p>`
    : "";
  const headers = new Headers(copy.headers);
  headers.delete("content-length");
  headers.delete("content-encoding");
  return new Response(
    html.replace("</h1>", () => `</h1>${note}`),
    { status: copy.status, headers },
  );
}

let lastPruned = 0;

/** Keeps `response` as the newest recent page, dropping the oldest past RECENT_PAGES_KEPT. */
async function keepRecent(url: URL, response: Response): Promise<void> {
  const recent = await caches.open(RECENT_CACHE);
  const key = pagePath(url) + url.search;
  // deleted first, so that the keys' order stays the order of visits
  await recent.delete(key);
  await recent.put(key, response);
  const keys = await recent.keys();
  const dropped = keys.slice(0, Math.max(0, keys.length - RECENT_PAGES_KEPT));
  await Promise.all(dropped.map((key) => recent.delete(key)));
  if (dropped.length > 0 && Date.now() - lastPruned > PRUNE_INTERVAL_MS) {
    lastPruned = Date.now();
    await pruneAssets();
  }
}
