// Serves the live release of the public site. It follows the `site` link on every request (so a
// rebuild's swap is picked up at once, unlike @elysiajs/static which lists files at start), keeps
// paths inside the release, and gives hashed /_astro/ assets an immutable cache.
import { stat } from "node:fs/promises";
import { join, normalize, sep } from "node:path";
import { Elysia } from "elysia";
import type { AppContext } from "../context.ts";
import { notFound, requestPath } from "../http.ts";
import { releasePaths } from "./paths.ts";

export const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

/** Detail routes whose unknown ids get their own not-found page rather than the generic 404. */
const NOT_FOUND_PAGES: [RegExp, string][] = [
  [/^\/business\/[^/]+\/?$/, "business/not-found/index.html"],
  [/^\/blog\/[^/]+\/?$/, "blog/not-found/index.html"],
];

const BUILDING_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>Soul of Rishikesh</title></head><body><main><h1>The site is being built</h1><p>This page refreshes itself in a few seconds.</p></main></body></html>`;

export function staticSiteRoutes({ env }: AppContext) {
  const liveRoot = releasePaths(env.dataDir).live;

  async function serve(pathname: string): Promise<Response> {
    if (pathname.startsWith("/api/")) throw notFound("Not found");
    // The admin inquiry card links to /businesses/{id}; the public page lives at /business/{id}.
    const legacy = /^\/businesses\/(\d+)\/?$/.exec(pathname);
    if (legacy) return Response.redirect(`/business/${legacy[1]}`, 301);

    if (!(await isDirectory(liveRoot))) {
      return new Response(BUILDING_PAGE, {
        status: 503,
        headers: { "content-type": "text/html; charset=utf-8", "retry-after": "5" },
      });
    }
    const file = await findFile(liveRoot, pathname);
    if (file) {
      const cache = pathname.startsWith("/_astro/") ? IMMUTABLE : REVALIDATE;
      return new Response(Bun.file(file), { headers: { "cache-control": cache } });
    }
    const fallback = NOT_FOUND_PAGES.find(([pattern]) => pattern.test(pathname))?.[1] ?? "404.html";
    return new Response(Bun.file(join(liveRoot, fallback)), {
      status: 404,
      headers: { "content-type": "text/html; charset=utf-8", "cache-control": REVALIDATE },
    });
  }

  return new Elysia()
    .get("/*", ({ request }) => serve(decodedPath(request)))
    .head("/*", async ({ request }) => {
      const response = await serve(decodedPath(request));
      return new Response(null, { status: response.status, headers: response.headers });
    });
}

function decodedPath(request: Request): string {
  const raw = requestPath(request);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Maps a URL path to a file inside root: the file itself, or index.html of a folder. */
export async function findFile(root: string, pathname: string): Promise<string | undefined> {
  if (pathname.includes("\0")) return undefined;
  const relativePath = normalize(pathname).replace(/^([/\\])+/, "");
  const candidate = join(root, relativePath);
  if (candidate !== root && !candidate.startsWith(root + sep)) return undefined;
  for (const path of [candidate, join(candidate, "index.html")]) {
    const info = await stat(path).catch(() => undefined);
    if (info?.isFile()) return path;
  }
  return undefined;
}

async function isDirectory(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isDirectory() ?? false;
}
