import { mkdir, mkdtemp, rename, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { gunzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { mediaUrl } from "../../../shared/media.ts";
import { SEARCH_TEXT_MAX_LENGTH } from "../../../shared/constants.ts";
import { OpeningHoursSchema } from "../../../shared/schemas/hours.ts";
import { businesses, categories } from "../../db/schema.ts";
import { RELEASE_CHECK_MS } from "../../publish/serve/static-cache.ts";
import { CONTENT_CHANGED_CHANNEL } from "../../read-cache.ts";
import { useTestApp } from "../../test-support/app.ts";
import { insertBusiness, insertCategory } from "../../test-support/fixtures.ts";
import { writeOpeningHours } from "../businesses/hours.ts";
import { keepSlugChange } from "../moved-slugs/queries.ts";
import { isSearchWithQuery } from "./index.ts";

const dataDir = await mkdtemp(join(tmpdir(), "sor-search-page-"));
const t = await useTestApp(
  async (db) => {
    const category = await insertCategory(db, { name: "Yoga & Meditation", slug: "yoga-meditation" });
    await insertBusiness(db, { categoryId: category.id, name: "Parmarth Yoga Niketan", rating: "4.8" });
    await insertBusiness(db, { categoryId: category.id, name: "Ganga View Cafe", rating: "4.2" });
  },
  // the photo preview's test serves its photos on loopback, which the photo fetcher reaches only when allowed
  { env: { DATA_DIR: dataDir, OUTBOUND_ALLOW_HOSTS: "127.0.0.1" } },
);

/**
 * The release's /search as the build writes it, cut down to what the service works with, in a language: its title
 * names the language, and its header has the language switcher's links.
 */
const searchPage = (release: string, language = "en") =>
  `<!doctype html><html lang="${language}"><title>Search (${release}${language === "en" ? "" : `, ${language}`})` +
  `</title><ul aria-label="Language"><li><a href="/search" hreflang="en" lang="en">English</a></li>` +
  `<li><a href="/hi/search" hreflang="hi" lang="hi">हिन्दी</a></li></ul>` +
  `<form role="search"><input type="search" name="q" value=""/>` +
  `<input type="checkbox" name="openNow" value="true"/></form>` +
  `<astro-island><section data-search-results><astro-slot><div data-rendered-search="" data-rendered-total="2">` +
  `every business</div></astro-slot></section></astro-island>`;

async function makeLive(release: string) {
  for (const [language, folder] of [
    ["en", "search"],
    ["hi", "hi/search"],
    ["he", "he/search"],
  ] as const) {
    const dir = join(dataDir, "releases", release, folder);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, "index.html"), searchPage(release, language));
  }
  await symlink(join("releases", release), join(dataDir, "site.next"));
  await rename(join(dataDir, "site.next"), join(dataDir, "site"));
  await sleep(RELEASE_CHECK_MS + 5);
}

const page = async (path: string) => (await t.request("GET", path)).text();

beforeAll(() => makeLive("r1"));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("a /search with a query", () => {
  it("carries the first page of that search's results in place of the prebuilt ones", async () => {
    const response = await t.request("GET", "/search?q=yoga");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const html = await response.text();
    expect(html).toContain("<title>Search (r1)</title>");
    expect(html).toContain('data-rendered-search="q=yoga" data-rendered-total="1"');
    expect(html).toContain("Parmarth Yoga Niketan");
    expect(html).not.toContain("Ganga View Cafe");
    expect(html).not.toContain("every business");
    expect(html).toMatch(/<p role="status"[^>]*>Found <span[^>]*>1<\/span> business for &quot;yoga&quot;<\/p>/);
    // the box shows what was searched for
    expect(html).toContain('name="q" value="yoga"');
  });

  it("applies every filter of the URL", async () => {
    const html = await page("/search?category=yoga-meditation&priceRange=luxury");
    expect(html).toContain('data-rendered-search="category=yoga-meditation&amp;priceRange=luxury"');
    expect(html).toContain("No businesses found matching your criteria");
  });

  it("shows the empty state when nothing matches", async () => {
    const html = await page("/search?q=bungee");
    expect(html).toContain('data-rendered-search="q=bungee" data-rendered-total="0"');
    expect(html).toContain("No businesses found matching your criteria");
  });

  it("writes the query into the page as text, never as markup", async () => {
    const html = await page(`/search?q=${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain('name="q" value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it("is compressed, and a repeat with its ETag gets 304", async () => {
    const first = await t.request("GET", "/search?q=yoga", { headers: { "accept-encoding": "gzip" } });
    expect(first.headers.get("content-encoding")).toBe("gzip");
    expect(first.headers.get("vary")).toBe("Accept-Encoding");
    expect(gunzipSync(Buffer.from(await first.arrayBuffer())).toString()).toContain("Parmarth Yoga Niketan");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await t.request("GET", "/search?q=yoga", {
      headers: { "accept-encoding": "gzip", "if-none-match": etag! },
    });
    expect(again.status).toBe(304);
  });

  it("is held until content changes, and follows a new release", async () => {
    expect(await page("/search?q=ganga")).toContain('data-rendered-total="1"');
    const category = await insertCategory(t.db);
    await insertBusiness(t.db, { categoryId: category.id, name: "Ganga Beach Camp" });
    // written straight to the database: no content change yet, so the held page is answered
    expect(await page("/search?q=ganga")).toContain('data-rendered-total="1"');

    // another instance's change, as it arrives through PostgreSQL
    await t.db.execute(sql`SELECT pg_notify(${CONTENT_CHANGED_CHANNEL}, 'another-instance')`);
    await expect.poll(() => page("/search?q=ganga")).toContain('data-rendered-total="2"');

    await makeLive("r2");
    const html = await page("/search?q=ganga");
    expect(html).toContain("<title>Search (r2)</title>");
    expect(html).toContain("Ganga Beach Camp");
  });

  it("draws the first card's photo preview once the photo has been made, as a prebuilt listing does", async () => {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#0e7490" } })
      .jpeg()
      .toBuffer();
    const host = Bun.serve({
      port: 0,
      hostname: "127.0.0.1",
      fetch: () => new Response(photo, { headers: { "content-type": "image/jpeg" } }),
    });
    try {
      const category = await insertCategory(t.db);
      const at = (name: string) => `http://127.0.0.1:${host.port}/${name}.jpg`;
      await insertBusiness(t.db, { categoryId: category.id, name: "Ganga Ashram", rating: "4.9", images: [at("a")] });
      await insertBusiness(t.db, { categoryId: category.id, name: "Ganga Homestay", rating: "4.5", images: [at("b")] });
      const cards = async () => (await page("/search?q=ganga")).split("<article").slice(1);
      expect((await cards()).join("")).not.toContain("data:image/avif");

      for (const name of ["a", "b"]) expect((await t.request("GET", mediaUrl(at(name), 400))).status).toBe(200);
      // making a preview is a content change: the held page goes
      const [first, second, third] = await cards();
      expect(first).toContain("Ganga Ashram");
      expect(first).toMatch(/<img[^>]*fetchPriority="low"[^>]*style="background-image:url\(data:image\/avif;base64,/i);
      expect(second).toContain("Ganga Homestay");
      expect(second).not.toContain("data:image/avif");
      expect(third).not.toContain("data:image/avif");
    } finally {
      await host.stop(true);
    }
  });
});

describe("an Open now search", () => {
  /** Ganga View Cafe keeps 08:00-22:00 every day in Rishikesh; Parmarth's hours are not known, so never open. */
  async function cafeHours() {
    const [cafe] = await t.db.select().from(businesses).where(eq(businesses.name, "Ganga View Cafe"));
    const hours = OpeningHoursSchema.parse({
      weekly: Array.from({ length: 7 }, () => ({ mode: "hours", intervals: [{ opens: "08:00", closes: "22:00" }] })),
    });
    await t.db.transaction((tx) => writeOpeningHours(tx, cafe!.id, hours));
  }

  /** The service's clock at `instant` (its Date only: the release check's timers run as ever). */
  const clockAt = (instant: string) => vi.useFakeTimers({ toFake: ["Date"], now: new Date(instant) });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("carries the businesses open at the request's moment, with the box's Open now checked", async () => {
    await cafeHours();
    // Monday 21:59 in Rishikesh
    clockAt("2026-11-30T16:29:00Z");
    const response = await t.request("GET", "/search?openNow=true");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const html = await response.text();
    expect(html).toContain('data-rendered-search="openNow=true" data-rendered-total="1"');
    expect(html).toContain("Ganga View Cafe");
    expect(html).not.toContain("Parmarth Yoga Niketan");
    expect(html).toMatch(/<p role="status"[^>]*>Found <span[^>]*>1<\/span> business open now<\/p>/);
    expect(html).toContain('<input type="checkbox" name="openNow" checked="" value="true"/>');
    // the API answers the same at the same moment
    const api = await t.request("GET", "/api/businesses?openNow=true");
    expect((await api.json()).map((business: { name: string }) => business.name)).toEqual(["Ganga View Cafe"]);
  });

  it("is worked out again at each request, never held from a minute before", async () => {
    await cafeHours();
    clockAt("2026-11-30T16:29:00Z");
    expect(await page("/search?category=yoga-meditation&openNow=true")).toContain("Ganga View Cafe");
    // 22:00 in Rishikesh: the café has closed, and the same address says so
    clockAt("2026-11-30T16:30:00Z");
    const html = await page("/search?category=yoga-meditation&openNow=true");
    expect(html).toContain('data-rendered-search="category=yoga-meditation&amp;openNow=true" data-rendered-total="0"');
    expect(html).not.toContain("Ganga View Cafe");
    expect(html).toContain("No businesses found matching your criteria");
    // the same search without Open now is held as ever, and finds both
    expect(await page("/search?category=yoga-meditation")).toContain('data-rendered-total="2"');
  });

  it("leaves Open now unchecked, and the box as built, for a search without it", async () => {
    const html = await page("/search?q=yoga");
    expect(html).toContain('<input type="checkbox" name="openNow" value="true"/>');
  });
});

const askedAgainEachTime = "public, max-age=0, must-revalidate";

async function expectMoved(path: string, location: string) {
  const response = await t.request("GET", path);
  expect(response.status).toBe(301);
  expect(response.headers.get("location")).toBe(location);
  expect(response.headers.get("cache-control")).toBe(askedAgainEachTime);
}

describe("a /search not written as the search box writes it", () => {
  it("leads a plain form's submission, every default in it, to the search's tidy address", async () => {
    await expectMoved("/search?q=yoga&category=all&location=&radius=5&priceRange=all", "/search?q=yoga");
    await expectMoved("/search/?q=yoga&category=all&location=&radius=5&priceRange=all", "/search/?q=yoga");
  });

  it("keeps every value that narrows the search, and what else the link carries", async () => {
    await expectMoved(
      "/search?q=yoga&category=yoga-meditation&location=Tapovan&radius=5&priceRange=all&utm_source=newsletter",
      "/search?q=yoga&category=yoga-meditation&location=Tapovan&utm_source=newsletter",
    );
  });

  it("writes a filter the box would show otherwise as the box shows it", async () => {
    // a hand-written link: the radius past the slider's end, the price as stored, the text with spaces around it
    await expectMoved(
      "/search?q=%20yoga%20&radius=50&priceRange=%24%24",
      "/search?q=yoga&radius=20&priceRange=moderate",
    );
  });

  it("answers a search written as the box writes it with its page, in whatever order its values come", async () => {
    const response = await t.request("GET", "/search?utm_source=newsletter&radius=10&location=Tapovan&q=yoga");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('data-rendered-search="q=yoga&amp;location=Tapovan&amp;radius=10"');
  });

  it("leaves Open now out of the address when it is off, as the box does", async () => {
    await expectMoved("/search?q=yoga&openNow=false", "/search?q=yoga");
    await expectMoved("/search?openNow=on", "/search");
    await expectMoved(
      "/search?q=&category=yoga-meditation&location=&radius=5&priceRange=all&openNow=true",
      "/search?category=yoga-meditation&openNow=true",
    );
  });

  it("leads a submission that narrows nothing to the prebuilt /search", async () => {
    await expectMoved("/search?q=&category=all&location=&radius=5&priceRange=all", "/search");
  });
});

describe("a /search naming a category by anything but its slug", () => {
  /** "Daily Essentials", once "local-essentials". */
  async function renamedCategory() {
    const category = await insertCategory(t.db, { name: "Daily Essentials", slug: "daily-essentials" });
    await keepSlugChange(
      t.db,
      { section: "categories", categoryId: category.id },
      "local-essentials",
      "daily-essentials",
    );
    return category;
  }

  it("leads a link with a renamed category's old slug to its slug now, keeping the rest of the search", async () => {
    const category = await renamedCategory();
    await insertBusiness(t.db, { categoryId: category.id, name: "Ganga Chai Stall", priceRange: "$" });

    await expectMoved(
      "/search?q=chai&category=local-essentials&priceRange=budget",
      "/search?q=chai&category=daily-essentials&priceRange=budget",
    );
    const html = await page("/search?q=chai&category=daily-essentials&priceRange=budget");
    expect(html).toContain("Ganga Chai Stall");
  });

  it("leads a plain form's submission naming an old slug to the tidy search with its slug now, in one step", async () => {
    await renamedCategory();
    await expectMoved(
      "/search?q=chai&category=local-essentials&location=&radius=5&priceRange=all",
      "/search?q=chai&category=daily-essentials",
    );
  });

  it("leads a link with a category's id to its slug", async () => {
    const [yoga] = await t.db.select().from(categories).where(eq(categories.slug, "yoga-meditation"));
    await expectMoved(`/search?category=${yoga!.id}`, "/search?category=yoga-meditation");
  });

  it("leads a link with a slug no category has to the same search without a category", async () => {
    await expectMoved("/search?q=yoga&category=bogus&radius=10", "/search?q=yoga&radius=10");
    // the spec's dropdown offers these, the categories do not have them
    await expectMoved("/search?category=wellness-spa", "/search");
    await expectMoved("/search?category=shopping-crafts&location=Tapovan", "/search?location=Tapovan");
  });
});

describe("a /hi/search or /he/search with a query", () => {
  it("carries that search's results in its own language's prebuilt page", async () => {
    for (const language of ["hi", "he"]) {
      const response = await t.request("GET", `/${language}/search?q=yoga`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${language}"><title>Search (r2, ${language})</title>`);
      expect(html).toContain('data-rendered-search="q=yoga" data-rendered-total="1"');
      expect(html).toContain("Parmarth Yoga Niketan");
      expect(html).not.toContain("every business");
      expect(html).toContain('name="q" value="yoga"');
    }
  });

  it("is led to the tidy address in its own language", async () => {
    const response = await t.request("GET", "/he/search?q=yoga&category=all&priceRange=all&radius=5");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/he/search?q=yoga");
  });

  it("is the prebuilt page of its language without a query", async () => {
    expect(await page("/hi/search")).toContain("<title>Search (r2, hi)</title>");
    expect(await page("/hi/search?utm_source=newsletter")).toContain("every business");
  });

  it("keeps the search in the language switcher's links, so a reader changing language sees the same results", async () => {
    const html = await page("/hi/search?q=yoga&category=yoga-meditation");
    expect(html).toContain('<a href="/search?q=yoga&amp;category=yoga-meditation" hreflang="en"');
    expect(html).toContain('<a href="/hi/search?q=yoga&amp;category=yoga-meditation" hreflang="hi"');
  });
});

describe("what stays the prebuilt page", () => {
  it("a plain /search", async () => {
    expect(await page("/search")).toContain("every business");
    expect(await page("/search?")).toContain("every business");
  });

  it("a query that narrows nothing", async () => {
    expect(await page("/search?utm_source=newsletter")).toContain("every business");
  });

  it("a search the API would refuse, whose error the island then shows", async () => {
    const tooLong = "a".repeat(SEARCH_TEXT_MAX_LENGTH + 1);
    expect(await page(`/search?q=${tooLong}`)).toContain("every business");
  });
});

describe("which addresses the search page completes", () => {
  it("a /search with a query, from any host or none", () => {
    const searches = [
      "/search?q=yoga",
      "/search/?q=yoga",
      "http://localhost:4321/search?q=yoga",
      "https://soulofrishikesh.com/search/?category=food",
      "/hi/search?q=yoga",
      "http://localhost/he/search/?q=יוגה",
    ];
    for (const url of searches) expect(isSearchWithQuery(url), url).toBe(true);
  });

  it("not a plain /search, nor another page whose address holds the word", () => {
    const pages = [
      "/search",
      "/search?",
      "http://localhost/search/",
      "http://localhost/searching?q=yoga",
      "http://localhost/blog/search?q=yoga",
      "http://localhost/search/yoga?page=2",
      "http://localhost/search//?q=yoga",
      "http://localhost/?next=/search?q=yoga",
      "/hi/search",
      "http://localhost/hiking/search?q=yoga",
      "http://localhost/fr/search?q=yoga",
      "http://localhost/he?q=yoga",
    ];
    for (const url of pages) expect(isSearchWithQuery(url), url).toBe(false);
  });
});
