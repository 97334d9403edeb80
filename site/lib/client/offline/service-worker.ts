// The site's service worker (served as /sw.js: site/pages/sw.js.ts), registered by every public page at the visitor's
// first touch or key (engaged.ts). It answers:
// - a page: from the network, and when the network fails or takes longer than NETWORK_TIMEOUT_MS, from the saved
//   places, the pages visited lately or the offline page and /saved, in that order; otherwise the offline page. A
//   saved place's page says under its name when it was saved, and that it may have changed since;
// - a release's script or stylesheet: from the assets cache, where every kept page's are, whichever release it came
//   from (a release's files are immutable, and a later release removes them from the server);
// - a photo: the saved places' copy, or when the network fails, any width of that photo kept;
// and leaves the admin app, the owners' pages and the API to the network: it never answers for them.
// A new worker waits until no tab runs the old one (no skipWaiting): an open tab keeps the worker it started with.
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
  SAVED_PAGE,
  SHELL_CACHE,
} from "./caches.ts";
import { savedOnText } from "./saved-places.ts";

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
  readonly clients: { claim(): Promise<void> };
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
      const shell = await caches.open(SHELL_CACHE);
      for (const path of [OFFLINE_PAGE, SAVED_PAGE]) {
        const response = await fetch(path, { cache: "no-cache" });
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        await shell.put(path, response.clone());
        await keepAssetsOf(await response.text());
      }
    })(),
  );
});

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
  event.waitUntil(fromNetwork.catch(() => undefined));
  const timedOut = new Promise<"timed out">((resolve) => setTimeout(() => resolve("timed out"), NETWORK_TIMEOUT_MS));
  const first = await Promise.race([fromNetwork, timedOut]).catch(() => "offline" as const);
  if (first instanceof Response) return first;
  const copy = await keptCopy(url);
  if (copy) return copy;
  if (first === "timed out") return fromNetwork.catch(() => offlinePage());
  return offlinePage();
}

/** The kept copy of a page: a saved place's first (its files are all kept), then a recent one's, then the shell's. */
async function keptCopy(url: URL): Promise<Response | undefined> {
  const path = pagePath(url);
  const saved = await (await caches.open(SAVED_CACHE)).match(path, { ignoreVary: true });
  if (saved) return withSavedOn(saved);
  const recent = await (await caches.open(RECENT_CACHE)).match(path + url.search, { ignoreVary: true });
  return recent ?? (await caches.open(SHELL_CACHE)).match(path, { ignoreVary: true });
}

async function offlinePage(): Promise<Response> {
  const offline = await (await caches.open(SHELL_CACHE)).match(OFFLINE_PAGE, { ignoreVary: true });
  return offline ?? Response.error();
}

/**
 * A saved business page with "Saved on 3 Oct · may have changed since" under its name, in the hero's light text (a
 * class pair the page's own rules carry): in the page itself, so that it shows from the first paint, script or not.
 */
async function withSavedOn(copy: Response): Promise<Response> {
  const savedAt = copy.headers.get(SAVED_AT_HEADER);
  const html = await copy.text();
  const note = savedAt ? `<p class="mt-2 text-stone-200">${savedOnText(savedAt)} · may have changed since</p>` : "";
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
