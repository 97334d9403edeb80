// Every page the build renders (and every preview) is made to paint from its first response alone: it inlines
// the stylesheet rules it uses (site/lib/site-stylesheet.ts) and imports its bundled scripts after that first
// paint (site/lib/after-first-paint.ts).
import { defineMiddleware } from "astro/middleware";
import { deferModuleScripts } from "./lib/after-first-paint.ts";
import { withSiteStylesheet } from "./lib/site-stylesheet.ts";

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
  return new Response(deferModuleScripts(withSiteStylesheet(await response.text())), response);
});
