import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LISTING_PAGE_SIZE } from "../../shared/constants.ts";
import { parseSiteSnapshot, type SiteSnapshot } from "../../shared/schemas/snapshot.ts";
import {
  blogPostPages,
  businessPages,
  categoryMorePages,
  categoryPages,
  recordOfPage,
  recordPageCount,
} from "./pages.ts";

const fixture = parseSiteSnapshot(
  JSON.parse(readFileSync(fileURLToPath(new URL("./fixtures/snapshot.json", import.meta.url)), "utf8")),
);

/** The fixture with its first business changed by `change`. */
function withFirstBusiness(change: (business: SiteSnapshot["businesses"][number]) => object): SiteSnapshot {
  const [first, ...rest] = fixture.businesses;
  return { ...fixture, businesses: [{ ...first!, ...change(first!) }, ...rest] };
}

/** The keys of the English pages, in the snapshot's order (each record's page in Hindi and Hebrew follows the same). */
const keysOf = (pages: { cacheKey: string; props: { language: string } }[]) =>
  pages.filter((page) => page.props.language === "en").map((page) => page.cacheKey);

describe("record pages", () => {
  it("change a business page's key when the walk to one of its landmarks changes (a bridge closed), and only its", () => {
    const walk = { slug: "sivananda-ashram", name: "Sivananda Ashram", kind: "ashram", meters: 310, minutes: 4 };
    const byRamJhula = withFirstBusiness(() => ({
      nearestLandmarks: [{ ...walk, crossing: { slug: "ram-jhula", name: "Ram Jhula" } }],
    }));
    const byJankiSetu = withFirstBusiness(() => ({
      nearestLandmarks: [{ ...walk, meters: 2300, minutes: 31, crossing: { slug: "janki-setu", name: "Janki Setu" } }],
    }));
    const before = keysOf(businessPages(byRamJhula));
    const after = keysOf(businessPages(byJankiSetu));

    expect(after[0]).not.toBe(before[0]);
    expect(after.slice(1)).toEqual(before.slice(1));
  });

  it("give each business page a key that changes with what the page shows, and only that page's key", () => {
    const before = keysOf(businessPages(fixture));
    const renamed = keysOf(businessPages(withFirstBusiness((b) => ({ name: `${b.name} Renamed` }))));
    const reviewed = keysOf(businessPages(withFirstBusiness((b) => ({ reviewCount: b.reviewCount + 1 }))));
    const recategorised = keysOf(
      businessPages(withFirstBusiness((b) => ({ category: { ...b.category!, name: "Other" } }))),
    );
    for (const after of [renamed, reviewed, recategorised]) {
      expect(after[0]).not.toBe(before[0]);
      expect(after.slice(1)).toEqual(before.slice(1));
    }
  });

  it("change the key of a business page whose map shows a crossing when it closes, and of no page that does not", () => {
    const bridge = {
      id: 1,
      slug: "ram-jhula",
      name: "Ram Jhula",
      kind: "bridge" as const,
      openOnFoot: true,
      statusNote: "Open",
      statusDate: "2026-01-01",
      statusSource: "test",
      leftBank: { latitude: 30.1199, longitude: 78.3172 },
      rightBank: { latitude: 30.1203, longitude: 78.316 },
      coordinatesSource: "test",
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    };
    const river = {
      name: "Ganga",
      source: "test",
      points: [
        { latitude: 30.127, longitude: 78.33 },
        { latitude: 30.12, longitude: 78.3166 },
        { latitude: 30.104, longitude: 78.3 },
      ],
    };
    const withBridge = (openOnFoot: boolean) =>
      businessPages({ ...fixture, geography: { river, landmarks: [], crossings: [{ ...bridge, openOnFoot }] } });
    const english = (pages: ReturnType<typeof businessPages>) => pages.filter((page) => page.props.language === "en");
    const open = english(withBridge(true));
    const closed = english(withBridge(false));
    const atSwargAshram = fixture.businesses.findIndex((business) => business.location === "Swarg Ashram");
    const atShivpuri = fixture.businesses.findIndex((business) => business.location === "Shivpuri");

    expect(open[atSwargAshram]!.props.map?.crossings).toEqual([expect.objectContaining({ open: true })]);
    expect(closed[atSwargAshram]!.cacheKey).not.toBe(open[atSwargAshram]!.cacheKey);
    expect(closed[atShivpuri]!.cacheKey).toBe(open[atShivpuri]!.cacheKey);
  });

  it("change the category pages' keys when the map's tiles change, which their Map view uses", () => {
    const before = keysOf(categoryPages(fixture));
    const retiled = { ...fixture, mapTiles: { url: "https://tiles.example.com/{z}/{x}/{y}.png", attribution: "©" } };
    keysOf(categoryPages(retiled)).forEach((key, index) => expect(key).not.toBe(before[index]));
    expect(keysOf(businessPages(retiled))).toEqual(keysOf(businessPages(fixture)));
  });

  it("change a business page's key when one of its hours' exceptions has ended, and no other page's", () => {
    const inIndia = (local: string) => new Date(`${local}:00+05:30`);
    const clinic = fixture.businesses.findIndex((business) => business.hours.exceptions.length > 0);
    const lastDayOfDiwali = keysOf(businessPages(fixture, inIndia("2025-10-22T23:00")));
    expect(keysOf(businessPages(fixture, inIndia("2025-10-21T09:00")))).toEqual(lastDayOfDiwali);
    const after = keysOf(businessPages(fixture, inIndia("2025-10-23T00:30")));
    expect(after[clinic]).not.toBe(lastDayOfDiwali[clinic]);
    expect(after.filter((_, index) => index !== clinic)).toEqual(
      lastDayOfDiwali.filter((_, index) => index !== clinic),
    );
    expect(businessPages(fixture, inIndia("2025-10-23T00:30"))[clinic]!.props.business.hours.exceptions).toEqual([]);
  });

  it("make each record's page once per language, at its language's address, each with a key of its own", () => {
    const pages = businessPages(fixture).filter((page) => page.params.id === String(fixture.businesses[0]!.id));
    expect(pages.map((page) => [page.params.lang, page.props.language])).toEqual([
      [undefined, "en"],
      ["hi", "hi"],
      ["he", "he"],
    ]);
    expect(new Set(pages.map((page) => page.cacheKey)).size).toBe(3);
  });

  it("change a business page's key in the language of a translation that changes, and in no other language", () => {
    const keysIn = (snapshot: SiteSnapshot, language: string) =>
      businessPages(snapshot)
        .filter((page) => page.props.language === language)
        .map((page) => page.cacheKey);
    const hindi = withFirstBusiness(() => ({ translations: { hi: { description: "नदी के किनारे" } } }));
    expect(keysIn(hindi, "hi")[0]).not.toBe(keysIn(fixture, "hi")[0]);
    expect(keysIn(hindi, "hi").slice(1)).toEqual(keysIn(fixture, "hi").slice(1));
    expect(keysIn(hindi, "en")).toEqual(keysIn(fixture, "en"));
    expect(keysIn(hindi, "he")).toEqual(keysIn(fixture, "he"));
  });

  it("change every page's key when the site-wide content the layout shows changes", () => {
    const moved = { ...fixture, siteUrl: "https://elsewhere.example" };
    for (const pages of [businessPages, categoryPages, blogPostPages]) {
      const before = keysOf(pages(fixture));
      expect(before.length).toBeGreaterThan(0);
      keysOf(pages(moved)).forEach((key, index) => expect(key).not.toBe(before[index]));
    }
  });

  it("re-key every category page when any category changes, since each lists them all in its search box", () => {
    const [first, ...rest] = fixture.categories;
    const renamed = { ...fixture, categories: [{ ...first!, name: "Renamed" }, ...rest] };
    const before = keysOf(categoryPages(fixture));
    keysOf(categoryPages(renamed)).forEach((key, index) => expect(key).not.toBe(before[index]));
  });

  it("count the pages the records make as the routes list them, a category's later listing pages included", () => {
    const [first] = fixture.businesses;
    const many = {
      ...fixture,
      businesses: Array.from({ length: 3 * LISTING_PAGE_SIZE }, (_, index) => ({ ...first!, id: 1000 + index })),
    };
    const routes = [businessPages, categoryPages, categoryMorePages, blogPostPages];
    for (const snapshot of [fixture, many]) {
      const listed = routes.reduce((sum, pages) => sum + pages(snapshot).length, 0);
      expect(recordPageCount(snapshot)).toBe(listed);
    }
    // two later pages of the one category, in three languages
    expect(categoryMorePages(many)).toHaveLength(2 * 3);
  });
});

describe("recordOfPage", () => {
  it("names the record a page shows, from its address or its output file", () => {
    const business = fixture.businesses[0]!;
    const post = fixture.blogPosts[0]!;
    const category = fixture.categories[0]!;
    expect(recordOfPage(fixture, `/business/${business.id}`)).toBe(`business ${business.id} (${business.name})`);
    expect(recordOfPage(fixture, `/business/${business.id}/index.html`)).toBe(
      `business ${business.id} (${business.name})`,
    );
    expect(recordOfPage(fixture, `/blog/${post.slug}/`)).toBe(`blog post ${post.id} (${post.title})`);
    expect(recordOfPage(fixture, `/categories/${category.slug}`)).toBe(`category ${category.id} (${category.name})`);
    expect(recordOfPage(fixture, `/categories/${category.slug}/page/2/index.html`)).toBe(
      `category ${category.id} (${category.name})`,
    );
    expect(recordOfPage(fixture, `/he/business/${business.id}/index.html`)).toBe(
      `business ${business.id} (${business.name})`,
    );
  });

  it("names nothing for pages that are not one record's", () => {
    expect(recordOfPage(fixture, "/")).toBeUndefined();
    expect(recordOfPage(fixture, "/business/not-found")).toBeUndefined();
    expect(recordOfPage(fixture, "/business/999999")).toBeUndefined();
  });
});
