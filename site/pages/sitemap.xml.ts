import type { APIRoute } from "astro";
import { renderSitemap, sitemapEntries } from "../lib/sitemap.ts";
import { loadSnapshot } from "../lib/snapshot.ts";

export const GET: APIRoute = () =>
  new Response(renderSitemap(sitemapEntries(loadSnapshot())), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
