// sitemap.xml: every public page of the route table, lastmod from the record the page shows.
import type { SiteSnapshot } from "../../shared/schemas/snapshot.ts";
import { absoluteUrl, blogPostPath, businessPath } from "./seo.ts";

export interface SitemapEntry {
  loc: string;
  lastmod: string;
}

/** Pages that show no single record; their lastmod is the newest change anywhere in the content. */
export const LISTING_PAGE_PATHS = [
  "/",
  "/categories",
  "/search",
  "/list-business",
  "/blog",
  "/about",
  "/contact",
] as const;

export function sitemapEntries(snapshot: SiteSnapshot): SitemapEntry[] {
  const records = [
    ...snapshot.categories.map((category) => ({ path: `/categories/${category.slug}`, updatedAt: category.updatedAt })),
    ...snapshot.businesses.map((business) => ({ path: businessPath(business), updatedAt: business.updatedAt })),
    ...snapshot.blogPosts.map((post) => ({ path: blogPostPath(post), updatedAt: post.updatedAt })),
  ];
  const newest = records.reduce((latest, record) => (record.updatedAt > latest ? record.updatedAt : latest), "");
  const fallback = newest || snapshot.generatedAt;
  return [...LISTING_PAGE_PATHS.map((path) => ({ path, updatedAt: fallback })), ...records].map(
    ({ path, updatedAt }) => ({ loc: absoluteUrl(snapshot.siteUrl, path), lastmod: updatedAt }),
  );
}

export function renderSitemap(entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map((entry) => `  <url><loc>${escapeXml(entry.loc)}</loc><lastmod>${entry.lastmod}</lastmod></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function renderRobots(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api",
    "",
    `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
