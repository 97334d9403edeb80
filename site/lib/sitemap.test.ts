import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SiteSnapshotSchema } from "../../shared/schemas/snapshot.ts";
import { renderRobots, renderSitemap, sitemapEntries } from "./sitemap.ts";

const snapshot = SiteSnapshotSchema.parse(
  JSON.parse(readFileSync(new URL("./fixtures/snapshot.json", import.meta.url), "utf8")),
);
const origin = snapshot.siteUrl;

describe("sitemapEntries", () => {
  const entries = sitemapEntries(snapshot);
  const lastmodOf = (path: string) => entries.find((entry) => entry.loc === `${origin}${path}`)?.lastmod;

  it("lists every record page with its own updatedAt", () => {
    const business = snapshot.businesses[2]!;
    const post = snapshot.blogPosts[1]!;
    const category = snapshot.categories[0]!;
    expect(lastmodOf(`/business/${business.id}`)).toBe(business.updatedAt);
    expect(lastmodOf(`/blog/${post.slug}`)).toBe(post.updatedAt);
    expect(lastmodOf(`/categories/${category.slug}`)).toBe(category.updatedAt);
  });

  it("dates the pages without a record by the newest change in the content", () => {
    const newest = [...snapshot.businesses, ...snapshot.blogPosts, ...snapshot.categories]
      .map((record) => record.updatedAt)
      .sort()
      .at(-1);
    expect(lastmodOf("/")).toBe(newest);
    expect(lastmodOf("/about")).toBe(newest);
  });

  it("has one entry per page", () => {
    const pages = 7 + snapshot.categories.length + snapshot.businesses.length + snapshot.blogPosts.length;
    expect(entries).toHaveLength(pages);
    expect(new Set(entries.map((entry) => entry.loc)).size).toBe(pages);
  });

  it("falls back to the snapshot's date when there is no content at all", () => {
    const empty = { ...snapshot, categories: [], businesses: [], blogPosts: [] };
    expect(sitemapEntries(empty).map((entry) => entry.lastmod)).toEqual(Array(7).fill(snapshot.generatedAt));
  });
});

describe("renderSitemap", () => {
  it("escapes XML special characters in URLs", () => {
    const xml = renderSitemap([{ loc: "https://x.example/a?b=1&c=2", lastmod: "2025-01-01T00:00:00.000Z" }]);
    expect(xml).toContain("<loc>https://x.example/a?b=1&amp;c=2</loc>");
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });
});

describe("renderRobots", () => {
  it("keeps crawlers out of the admin and the API and points at the sitemap", () => {
    const robots = renderRobots("https://x.example");
    expect(robots).toContain("Disallow: /admin\n");
    expect(robots).toContain("Disallow: /api\n");
    expect(robots).toContain("Sitemap: https://x.example/sitemap.xml");
  });
});
