// Every page the build renders (and every preview) is made to paint from its first response alone: it inlines
// the stylesheet rules it uses (site/lib/site-stylesheet.ts) and imports its bundled scripts and the island runtime
// after that first paint (site/lib/after-first-paint.ts, site/lib/island-runtime.ts). Its policy then lists the
// hashes of the inline scripts and styles it ends up with (site/lib/page-policy.ts).
import { defineMiddleware } from "astro/middleware";
import { deferModuleScripts } from "./lib/after-first-paint.ts";
import { deferIslandRuntime } from "./lib/island-runtime.ts";
import { withOwnHashes } from "./lib/page-policy.ts";
import { withSiteStylesheet } from "./lib/site-stylesheet.ts";

/** Runs `finish` over every HTML page rendered; it is given the rendered response's headers and the page's path too. */
export const finishingPages = (finish: (html: string, headers: Headers, page: string) => string) =>
  defineMiddleware(async (context, next) => {
    const response = await next();
    if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
    return new Response(finish(await response.text(), response.headers, context.url.pathname), response);
  });

/** A page with its stylesheet rules inline and its scripts after its first paint; `islands` says where the island
 * runtime comes from (see site/preview/middleware.ts), `page` is its path. */
export function finishPage(
  html: string,
  page: string,
  islands: "runtime after first paint" | "runtime inline",
): string {
  const deferred = deferModuleScripts(withSiteStylesheet(html));
  return withOwnHashes(islands === "runtime inline" ? deferred : deferIslandRuntime(deferred, page));
}

export const onRequest = finishingPages((html, _headers, page) => finishPage(html, page, "runtime after first paint"));
