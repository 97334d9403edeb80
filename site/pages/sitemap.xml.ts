import type { APIRoute } from "astro";
import { renderSitemapRoot } from "../lib/sitemap.ts";
import { loadSnapshot } from "../lib/snapshot.ts";

export const GET: APIRoute = () =>
  new Response(renderSitemapRoot(loadSnapshot()), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
