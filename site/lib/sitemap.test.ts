import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SiteSnapshotSchema } from "../../shared/schemas/snapshot.ts";
import {
  businessLastModified,
  renderRobots,
  renderSitemap,
  renderSitemapIndex,
  renderSitemapRoot,
  sitemapEntries,
  splitSitemap,
} from "./sitemap.ts";

const snapshot = SiteSnapshotSchema.parse(
  JSON.parse(readFileSync(new URL("./fixtures/snapshot.json", import.meta.url), "utf8")),
);
const origin = snapshot.siteUrl;

describe("sitemapEntries", () => {
  const entries = sitemapEntries(snapshot);
  const lastmodOf = (path: string) => entries.find((entry) => entry.loc === `${origin}${path}`)?.lastmod;

  it("lists every record page with the time it last changed", () => {
    const business = snapshot.businesses.find((candidate) => candidate.reviews.length === 0)!;
    const post = snapshot.blogPosts[1]!;
    expect(lastmodOf(`/business/${business.id}`)).toBe(business.updatedAt);
    expect(lastmodOf(`/blog/${post.slug}`)).toBe(post.updatedAt);
  });

  it("moves a business's lastmod when a review newer than the business arrives on its page", () => {
    const reviewed = snapshot.businesses.find((candidate) => candidate.reviews.length > 0)!;
    const newestReview = reviewed.reviews[0]!.createdAt;
    expect(newestReview > reviewed.updatedAt).toBe(true);
    expect(lastmodOf(`/business/${reviewed.id}`)).toBe(newestReview);
    const later = { ...reviewed.reviews[0]!, id: 999, createdAt: "2026-01-01T00:00:00.000Z" };
    expect(businessLastModified({ ...reviewed, reviews: [later, ...reviewed.reviews] })).toBe(later.createdAt);
  });

  it("dates a category's listing by the newest change to the category or a business it lists", () => {
    const category = snapshot.categories.find((candidate) =>
      snapshot.businesses.some((business) => business.categoryId === candidate.id && business.reviews.length > 0),
    )!;
    const listed = snapshot.businesses.filter((business) => business.categoryId === category.id);
    const newest = [category.updatedAt, ...listed.map(businessLastModified)].sort().at(-1);
    expect(lastmodOf(`/categories/${category.slug}`)).toBe(newest);
  });

  it("dates the pages without a record by the newest change in the content", () => {
    const newest = [
      ...snapshot.businesses.map(businessLastModified),
      ...[...snapshot.blogPosts, ...snapshot.categories].map((record) => record.updatedAt),
    ]
      .sort()
      .at(-1);
    expect(lastmodOf("/")).toBe(newest);
    expect(lastmodOf("/about")).toBe(newest);
  });

  it("has one entry per page and language: every page in English, Hindi and Hebrew", () => {
    const translated = 7 + snapshot.categories.length + snapshot.businesses.length + snapshot.blogPosts.length;
    const pages = 3 * translated;
    expect(entries).toHaveLength(pages);
    expect(new Set(entries.map((entry) => entry.loc)).size).toBe(pages);
    expect(entries.filter((entry) => entry.loc.startsWith(`${origin}/hi/`))).toHaveLength(translated);
    expect(entries.filter((entry) => entry.loc.startsWith(`${origin}/he/`))).toHaveLength(translated);
  });

  it("names each page's three languages and x-default (English) beside every one of them", () => {
    const business = snapshot.businesses[0]!;
    const versions = entries.filter((entry) => entry.loc.endsWith(`/business/${business.id}`));
    expect(versions.map((entry) => entry.loc)).toEqual([
      `${origin}/business/${business.id}`,
      `${origin}/hi/business/${business.id}`,
      `${origin}/he/business/${business.id}`,
    ]);
    for (const version of versions) {
      expect(version.lastmod).toBe(businessLastModified(business));
      expect(version.alternates).toEqual([
        { hreflang: "en", href: `${origin}/business/${business.id}` },
        { hreflang: "hi", href: `${origin}/hi/business/${business.id}` },
        { hreflang: "he", href: `${origin}/he/business/${business.id}` },
        { hreflang: "x-default", href: `${origin}/business/${business.id}` },
      ]);
    }
    // every translated entry's own address is among its alternates
    for (const entry of entries.filter((candidate) => candidate.alternates)) {
      expect(entry.alternates!.map((alternate) => alternate.href)).toContain(entry.loc);
    }
  });

  it("gives the home page its slash in every language, and the contact page its three languages", () => {
    expect(entries.find((entry) => entry.loc === `${origin}/hi/`)?.alternates?.map((a) => a.href)).toEqual([
      `${origin}/`,
      `${origin}/hi/`,
      `${origin}/he/`,
      `${origin}/`,
    ]);
    expect(entries.find((entry) => entry.loc === `${origin}/he/contact`)?.alternates?.map((a) => a.href)).toEqual([
      `${origin}/contact`,
      `${origin}/hi/contact`,
      `${origin}/he/contact`,
      `${origin}/contact`,
    ]);
  });

  it("falls back to the snapshot's date when there is no content at all", () => {
    const empty = { ...snapshot, categories: [], businesses: [], blogPosts: [] };
    expect(sitemapEntries(empty).map((entry) => entry.lastmod)).toEqual(Array(21).fill(snapshot.generatedAt));
  });
});

const lastmodOfAbout = () => sitemapEntries(snapshot).find((entry) => entry.loc === `${origin}/about`)!.lastmod;

describe("renderSitemap", () => {
  it("escapes XML special characters in URLs", () => {
    const xml = renderSitemap([{ loc: "https://x.example/a?b=1&c=2", lastmod: "2025-01-01T00:00:00.000Z" }]);
    expect(xml).toContain("<loc>https://x.example/a?b=1&amp;c=2</loc>");
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  });

  it("writes a page's languages as xhtml:link alternates, in the namespace it declares", () => {
    const xml = renderSitemap(sitemapEntries(snapshot));
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      `<url><loc>${origin}/he/about</loc><lastmod>${lastmodOfAbout()}</lastmod>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${origin}/about"/>` +
        `<xhtml:link rel="alternate" hreflang="hi" href="${origin}/hi/about"/>` +
        `<xhtml:link rel="alternate" hreflang="he" href="${origin}/he/about"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/about"/></url>`,
    );
  });
});

describe("splitSitemap", () => {
  const entries = Array.from({ length: 5 }, (_, index) => ({
    loc: `https://x.example/business/${index + 1}`,
    lastmod: `2025-01-0${index + 1}T00:00:00.000Z`,
  }));

  it("keeps a sitemap within the limits in one file, which sitemap.xml is", () => {
    expect(splitSitemap(entries)).toEqual([entries]);
    expect(renderSitemapRoot(snapshot)).toContain("<urlset");
  });

  it("splits past the URL limit or the byte limit, in order, losing no entry", () => {
    expect(splitSitemap(entries, { urls: 2, bytes: 1_000_000 }).map((part) => part.length)).toEqual([2, 2, 1]);
    const oneFile = renderSitemap(entries.slice(0, 2));
    const byBytes = splitSitemap(entries, { urls: 100, bytes: Buffer.byteLength(oneFile) });
    expect(byBytes.flat()).toEqual(entries);
    for (const part of byBytes) expect(Buffer.byteLength(renderSitemap(part))).toBeLessThanOrEqual(oneFile.length);
  });

  it("indexes the parts, each dated by its newest page", () => {
    const index = renderSitemapIndex("https://x.example", splitSitemap(entries, { urls: 3, bytes: 1_000_000 }));
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).toContain(
      "<sitemap><loc>https://x.example/sitemap-1.xml</loc><lastmod>2025-01-03T00:00:00.000Z</lastmod></sitemap>",
    );
    expect(index).toContain(
      "<sitemap><loc>https://x.example/sitemap-2.xml</loc><lastmod>2025-01-05T00:00:00.000Z</lastmod></sitemap>",
    );
  });
});

describe("renderRobots", () => {
  const robots = renderRobots("https://x.example");

  it("keeps crawlers out of the admin app, the admin API and the sign-in round trips, and points at the sitemap", () => {
    for (const path of ["/admin", "/api/admin", "/api/auth", "/api/login", "/api/logout"]) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).toContain("Sitemap: https://x.example/sitemap.xml");
  });

  it("leaves the public API reads the islands make open", () => {
    expect(robots).not.toContain("Disallow: /api\n");
  });
});
