// The parts of a sitemap too big for one file (sitemap.xml is then their index); none while one file holds it.
import type { APIRoute, GetStaticPaths } from "astro";
import { renderSitemap, sitemapEntries, type SitemapEntry, splitSitemap } from "../lib/sitemap.ts";
import { loadSnapshot } from "../lib/snapshot.ts";

export const getStaticPaths = (() => {
  const parts = splitSitemap(sitemapEntries(loadSnapshot()));
  return parts.length === 1
    ? []
    : parts.map((entries, index) => ({ params: { part: String(index + 1) }, props: { entries } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ entries: SitemapEntry[] }> = ({ props }) =>
  new Response(renderSitemap(props.entries), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
