// sitemap.xml and robots.txt: every public page of the route table in each language it is made in, lastmod the time
// the page last changed, and each translated page's addresses in all three languages and x-default (the xhtml:link
// alternates search engines read as they read a page's hreflang links). A site past a sitemap file's limits (50,000
// URLs or 50 MB) gets a sitemap index instead, pointing at /sitemap-{n}.xml.
import { LANGUAGES } from "../../shared/i18n/languages.ts";
import type { SiteSnapshot, SnapshotBusiness } from "../../shared/schemas/snapshot.ts";
import { paginate } from "./pagination.ts";
import {
  absoluteUrl,
  blogPostPath,
  businessPath,
  categoryPath,
  type LanguageAlternate,
  languageAlternates,
  pageUrl,
} from "./seo.ts";

export interface SitemapEntry {
  loc: string;
  lastmod: string;
  /** the page in every language, itself among them */
  alternates?: LanguageAlternate[];
}

/**
 * Pages that show no single record, made in every language (site/pages/[...lang]/); their lastmod is the newest change
 * anywhere in the content.
 */
const LISTING_PAGE_PATHS = ["/", "/categories", "/search", "/list-business", "/blog", "/about", "/contact"] as const;

/** What one sitemap file may hold (sitemaps.org). */
const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 } as const;

const newest = (dates: readonly string[]): string =>
  dates.reduce((latest, date) => (date > latest ? date : latest), "");

/** A business page changes with the business and with each review it shows (the newest come first). */
export function businessLastModified(business: SnapshotBusiness): string {
  return newest([business.updatedAt, business.reviews[0]?.createdAt ?? ""]);
}

export function sitemapEntries(snapshot: SiteSnapshot): SitemapEntry[] {
  const categoryPages = snapshot.categories.flatMap((category) => {
    const listed = snapshot.businesses.filter((business) => business.categoryId === category.id);
    // a listing page shows its businesses' names, ratings and review counts
    return paginate(listed).map((listing) => ({
      path: categoryPath(category.slug, listing.page),
      updatedAt: newest([category.updatedAt, ...listing.items.map(businessLastModified)]),
    }));
  });
  const records = [
    ...categoryPages,
    ...snapshot.businesses.map((business) => ({
      path: businessPath(business),
      updatedAt: businessLastModified(business),
    })),
    ...snapshot.blogPosts.map((post) => ({ path: blogPostPath(post), updatedAt: post.updatedAt })),
  ];
  const fallback = newest(records.map((record) => record.updatedAt)) || snapshot.generatedAt;
  const { siteUrl } = snapshot;
  return [...LISTING_PAGE_PATHS.map((path) => ({ path, updatedAt: fallback })), ...records].flatMap(
    ({ path, updatedAt }) => {
      const alternates = languageAlternates(siteUrl, path);
      return LANGUAGES.map((language) => ({ loc: pageUrl(siteUrl, path, language), lastmod: updatedAt, alternates }));
    },
  );
}

const URLSET_OPEN =
  `<?xml version="1.0" encoding="UTF-8"?>\n` +
  `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
const URLSET_CLOSE = `</urlset>\n`;
const alternateLink = ({ hreflang, href }: LanguageAlternate) =>
  `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;
const urlLine = (entry: SitemapEntry) =>
  `  <url><loc>${escapeXml(entry.loc)}</loc><lastmod>${entry.lastmod}</lastmod>` +
  `${(entry.alternates ?? []).map(alternateLink).join("")}</url>\n`;

/** The entries in as few files as the limits allow, in order. */
export function splitSitemap(
  entries: readonly SitemapEntry[],
  limits: { urls: number; bytes: number } = SITEMAP_LIMITS,
): SitemapEntry[][] {
  const frame = Buffer.byteLength(URLSET_OPEN + URLSET_CLOSE);
  const parts: SitemapEntry[][] = [[]];
  let bytes = frame;
  for (const entry of entries) {
    const size = Buffer.byteLength(urlLine(entry));
    const current = parts.at(-1)!;
    if (current.length > 0 && (current.length >= limits.urls || bytes + size > limits.bytes)) {
      parts.push([entry]);
      bytes = frame + size;
    } else {
      current.push(entry);
      bytes += size;
    }
  }
  return parts;
}

/** Where part n (1-based) of a split sitemap lives. */
const sitemapPartPath = (part: number) => `/sitemap-${part}.xml`;

export function renderSitemap(entries: readonly SitemapEntry[]): string {
  return `${URLSET_OPEN}${entries.map(urlLine).join("")}${URLSET_CLOSE}`;
}

/** The index of a split sitemap: each part with the newest lastmod in it. */
export function renderSitemapIndex(siteUrl: string, parts: readonly SitemapEntry[][]): string {
  const sitemaps = parts
    .map((part, index) => {
      const loc = escapeXml(absoluteUrl(siteUrl, sitemapPartPath(index + 1)));
      return `  <sitemap><loc>${loc}</loc><lastmod>${newest(part.map((entry) => entry.lastmod))}</lastmod></sitemap>\n`;
    })
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps}</sitemapindex>\n`;
}

/** What /sitemap.xml answers: the whole sitemap, or the index of its parts once it is too big for one file. */
export function renderSitemapRoot(snapshot: SiteSnapshot): string {
  const parts = splitSitemap(sitemapEntries(snapshot));
  return parts.length === 1 ? renderSitemap(parts[0]!) : renderSitemapIndex(snapshot.siteUrl, parts);
}

/**
 * Crawlers stay out of the admin app, the admin API and the sign-in round trips. Nothing a public page needs is
 * blocked: pages carry their content in their HTML, and the public API reads the islands make stay open, so a
 * crawler that runs scripts sees what a traveller sees.
 */
export function renderRobots(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/admin",
    "Disallow: /api/auth",
    "Disallow: /api/login",
    "Disallow: /api/logout",
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
