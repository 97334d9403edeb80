// Serves the live release of the public site from memory: each file in the best encoding the client takes
// (the build's brotli and gzip copies), with a strong ETag and 304s, Vary: Accept-Encoding on text, and an
// immutable cache only for hashed /_astro/ assets. It follows the `site` link (a rebuild's swap is seen within
// RELEASE_CHECK_MS, unlike @elysiajs/static which lists files at start) and keeps paths inside the release.
import { stat } from "node:fs/promises";
import { join, normalize, relative, sep } from "node:path";
import { Elysia } from "elysia";
import { DEFAULT_LANGUAGE, splitLanguage } from "../../../shared/i18n/languages.ts";
import {
  acceptedEncodings,
  type Encoding,
  isNotModified,
  type PendingHeaders,
  withPendingHeaders,
} from "../../compression.ts";
import type { AppContext } from "../../context.ts";
import { notFound, pathStartOf } from "../../http.ts";
import { securityHeadersFor, servedOverHttps } from "../../security-headers.ts";
import { releasePaths } from "../paths.ts";
import { REDIRECTS_FILE, redirectsOf } from "./redirects.ts";
import {
  createLiveRelease,
  type HeldAnswer,
  type Located,
  REVALIDATE,
  type ReleaseFiles,
  type Representation,
} from "./static-cache.ts";

export { cacheControlFor, IMMUTABLE } from "./static-cache.ts";

/** Detail routes whose unknown ids get their own not-found page rather than the generic 404. */
const NOT_FOUND_PAGES: [RegExp, string][] = [
  [/^\/business\/[^/]+\/?$/, "business/not-found/index.html"],
  [/^\/blog\/[^/]+\/?$/, "blog/not-found/index.html"],
];

/**
 * The not-found page of a path, in the path's language: /hi/business/<unknown> gets the Hindi business not-found page,
 * any other unknown /he/… the Hebrew 404 (site/pages/[...lang]/404.astro), and English addresses English's.
 */
function notFoundPageOf(pathname: string): string {
  const { language, path } = splitLanguage(pathname);
  const page = NOT_FOUND_PAGES.find(([pattern]) => pattern.test(path))?.[1];
  if (language === DEFAULT_LANGUAGE) return page ?? "404.html";
  return `${language}/${page ?? "404/index.html"}`;
}

const BUILDING_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>Soul of Rishikesh</title></head><body><main><h1>The site is being built</h1><p>This page refreshes itself in a few seconds.</p></main></body></html>`;

/**
 * The public site: `answerFromMemory` answers a page asked for before, ahead of the app's routing (app.ts puts it in
 * front of Elysia's handler, which costs a page as much again); `routes` answer every other path no API route claims,
 * and only those paths are remembered.
 */
export function staticSite({ env }: AppContext) {
  const liveRelease = createLiveRelease(releasePaths(env.dataDir).live, locate);

  /** What answers `request` when it is all in memory, as it is for every page asked for before. */
  function held(request: Request) {
    return liveRelease()?.heldFor(request.url, request.headers.get("accept-encoding") ?? "", decodedPath);
  }

  function serve(request: Request, set: PendingHeaders): Response | Promise<Response> {
    const inMemory = held(request);
    if (inMemory) return send(request, inMemory, withPendingHeaders(set, inMemory.sent.headers));
    const accepted = acceptedEncodings(request.headers.get("accept-encoding"));
    return look(request, set, decodedPath(request.url), accepted, liveRelease());
  }

  async function look(
    request: Request,
    set: PendingHeaders,
    pathname: string,
    accepted: readonly Encoding[],
    release: ReleaseFiles | null,
  ): Promise<Response> {
    if (pathname.startsWith("/api/")) throw notFound("Not found");
    // The admin inquiry card links to /businesses/{id}; the public page lives at /business/{id}.
    const legacy = /^\/businesses\/(\d+)\/?$/.exec(pathname);
    if (legacy) return Response.redirect(`/business/${legacy[1]}`, 301);
    if (!release) {
      return new Response(BUILDING_PAGE, {
        status: 503,
        headers: { "content-type": "text/html; charset=utf-8", "retry-after": "5" },
      });
    }
    const located = await release.find(pathname);
    if (!located) return new Response("Not found", { status: 404, headers: { "cache-control": REVALIDATE } });
    if (located.status === 301) return movedTo(located.location, request);
    const sent = await release.representation(located.file, accepted);
    return send(request, { located, sent }, withPendingHeaders(set, sent.headers));
  }

  return {
    /** The live release's folder (each release has its own), null while there is none. */
    liveRelease: (): string | null => liveRelease()?.dir ?? null,
    /** The live release's page at `pathname` as text, for pages the service completes; null when it has none. */
    livePage: async (pathname: string): Promise<string | null> => {
      const release = liveRelease();
      const located = await release?.find(pathname);
      if (!release || located?.status !== 200) return null;
      const { body } = await release.representation(located.file, ["identity"]);
      return new Response(body).text();
    },
    /** Answers `request` from the live release, as any path no API route claims is. */
    serve,
    /** A page held in memory, with the headers every answer carries; undefined for anything else. */
    answerFromMemory: (request: Request): Response | undefined => {
      // a HEAD goes through Elysia, which runs the GET route and sends the body's length without the body
      if (request.method !== "GET") return undefined;
      const inMemory = held(request);
      if (!inMemory) return undefined;
      // Every path the site answers gets the same security headers but for HSTS, so the representation keeps
      // its headers with them added, and its whole answer, once per scheme.
      const { located, sent } = inMemory;
      const scheme = servedOverHttps(request, env) ? "https" : "http";
      const answer = (sent.answers[scheme] ??= answerOf(sent, {
        ...securityHeadersFor(request, env),
        ...sent.headers,
      }));
      if (!answer.response || located.status !== 200) {
        return send(request, inMemory, answer.headers);
      }
      if (sent.etag && isNotModified(request, sent.etag)) {
        return new Response(null, { status: 304, headers: answer.headers });
      }
      // a copy shares the body and headers made once: a fifth of the cost of a new Response with its headers
      return answer.response.clone();
    },
    routes: new Elysia().get("/*", ({ request, set }) => serve(request, set)),
  };
}

/** A representation's headers with those every answer carries, and its 200 answer when its bytes are held. */
function answerOf(sent: Representation, headers: Record<string, string>): HeldAnswer {
  return { headers, response: sent.body instanceof Uint8Array ? new Response(sent.body, { headers }) : undefined };
}

/**
 * 301 to where a page moved, with the query the request carried. Asked for again each time (no lasting cache): the
 * old address may become a page again.
 */
function movedTo(location: string, request: Request): Response {
  const query = request.url.indexOf("?");
  const headers = { location: query < 0 ? location : location + request.url.slice(query), "cache-control": REVALIDATE };
  return new Response(null, { status: 301, headers });
}

/** `sent` with `headers` (its own and those every answer carries), or 304, or as the not-found page. */
function send(
  request: Request,
  { located, sent }: { located: Located; sent: Representation },
  headers: Readonly<Record<string, string>>,
): Response {
  if (located.status !== 200) {
    // a not-found page is no representation of the path asked for: no validator
    const { etag: _etag, ...withoutValidator } = headers;
    return new Response(sent.body, { status: located.status, headers: withoutValidator });
  }
  if (sent.etag && isNotModified(request, sent.etag)) return new Response(null, { status: 304, headers });
  return new Response(sent.body, { headers });
}

/**
 * A path's file in a release, or the address it moved to (redirects.ts), or the not-found page that answers it with
 * 404 (null when there is none).
 */
async function locate(releaseDir: string, pathname: string): Promise<Located | null> {
  const file = await findFile(releaseDir, pathname);
  if (file) return { file: relative(releaseDir, file), status: 200 };
  const location = (await redirectsOf(releaseDir))(pathname);
  if (location) return { status: 301, location };
  // the page of the path's language and kind first; then English's of its kind (a release built before the languages
  // has English's only), then the generic one
  for (const fallback of [notFoundPageOf(pathname), notFoundPageOf(splitLanguage(pathname).path), "404.html"]) {
    if (await isFile(join(releaseDir, fallback))) return { file: fallback, status: 404 };
  }
  return null;
}

/**
 * A request URL's path, decoded. Sliced from the URL Bun has already normalized (parsing it again costs more than the
 * rest of a page from memory).
 */
function decodedPath(url: string): string {
  const start = pathStartOf(url);
  if (start < 0) return "/";
  const end = url.indexOf("?", start);
  const raw = end < 0 ? url.slice(start) : url.slice(start, end);
  if (!raw.includes("%")) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

const COMPRESSED_COPY = /\.(br|gz)$/;

/** Maps a URL path to a file inside root: the file itself, or index.html of a folder. */
export async function findFile(root: string, pathname: string): Promise<string | undefined> {
  // a page's brotli and gzip copies beside it are sent for the page's own address, by Accept-Encoding, not for theirs
  if (pathname.includes("\0") || COMPRESSED_COPY.test(pathname)) return undefined;
  const relativePath = normalize(pathname).replace(/^([/\\])+/, "");
  const candidate = join(root, relativePath);
  if (candidate !== root && !candidate.startsWith(root + sep)) return undefined;
  // the release's redirects are answered (locate), not shown
  if (candidate === join(root, REDIRECTS_FILE)) return undefined;
  for (const path of [candidate, join(candidate, "index.html")]) {
    if (await isFile(path)) return path;
  }
  return undefined;
}

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() ?? false;
}
