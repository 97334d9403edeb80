import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import SearchBox from "../../../site/islands/SearchBox.tsx";
import { DEFAULT_SEARCH, type SearchParams } from "../../../site/islands/search/params.ts";
import { withSearchResults } from "./render.tsx";

const categories = [
  { slug: "yoga-meditation", name: "Yoga & Meditation" },
  { slug: "eat-unwind", name: "Eat & Unwind" },
];
/** The search box as React renders it showing `initial`: what the prebuilt page holds, with the defaults. */
const box = (initial: Partial<SearchParams>) => renderToStaticMarkup(createElement(SearchBox, { categories, initial }));
const page = `<!doctype html><main>${box({})}<astro-slot><p>every business</p></astro-slot></main>`;
const noResults = { businesses: [], total: 0 };

/** The box of the page sent for a search. */
const boxShowing = (params: SearchParams) => {
  const html = withSearchResults(page, params, noResults)!;
  return html.slice(html.indexOf("<form"), html.indexOf("</form>") + "</form>".length);
};

describe("the search box of a search's page", () => {
  it.each<[string, Partial<SearchParams>]>([
    ["the text", { q: "yoga & meditation" }],
    ["the category", { category: "eat-unwind" }],
    ["every filter, with the advanced ones open", { location: "Tapovan", radius: 3, priceRange: "budget" }],
    ["the radius alone", { radius: 12 }],
    ["text and category together", { q: "cafe", category: "yoga-meditation", priceRange: "premium" }],
    ["Open now", { openNow: true }],
    ["Open now with a category and the advanced filters", { category: "eat-unwind", radius: 3, openNow: true }],
  ])("shows %s as React renders it", (_, search) => {
    const params = { ...DEFAULT_SEARCH, ...search };
    expect(boxShowing(params)).toBe(box(params));
  });

  it("keeps All Categories for a category the page does not offer", () => {
    expect(boxShowing({ ...DEFAULT_SEARCH, category: "nope" })).toBe(box({}));
  });

  it("escapes what was typed", () => {
    const shown = boxShowing({ ...DEFAULT_SEARCH, q: '"><script>alert(1)</script>' });
    expect(shown).not.toContain("<script>");
    expect(shown).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });
});

describe("the results of a search's page", () => {
  const withResults = (images: string[][]) =>
    withSearchResults(page, DEFAULT_SEARCH, {
      total: images.length,
      businesses: images.map((photos, index) => ({
        id: index + 1,
        name: `Ashram ${index + 1}`,
        description: "Hatha yoga by the river",
        category: { name: "Yoga & Meditation", slug: "yoga-meditation", color: "#f97316" },
        location: "Tapovan",
        rating: "4.50",
        priceRange: "$$",
        images: photos,
        isVerified: true,
      })),
    })!;

  it("carry no preloads of the photos that follow them, which the browser finds as soon", () => {
    const html = withResults([["https://example.com/a.jpg"], [], ["https://example.com/b.jpg"]]);
    expect(html).toContain('<img src="/media/800/');
    expect(html).toContain('src="/images/fallback-business.svg"');
    expect(html).not.toContain("<link");
  });
});

describe("the cards of a search's page", () => {
  const business = {
    id: 1,
    name: "Ganga Cafe",
    description: "Chai by the river",
    location: "Tapovan",
    priceRange: "₹",
    images: [],
    isVerified: false,
    rating: "4.5",
    category: null,
    hours: {
      timeZone: "Asia/Kolkata",
      weekly: Array.from({ length: 7 }, () => ({
        mode: "hours" as const,
        intervals: [{ opens: "08:00", closes: "22:00" }],
      })),
      exceptions: [],
    },
  };
  const cards = (at: string) =>
    withSearchResults(page, DEFAULT_SEARCH, { businesses: [business], total: 1 }, new Date(at))!;

  it("carry each card's status line at the request's moment, on the business's clock", () => {
    // 12:00 in Rishikesh, 06:30 UTC
    expect(cards("2026-11-30T06:30:00Z")).toMatch(/data-state="open"[^>]*>Open · closes 10\u00a0pm</);
    // 21:15 in Rishikesh: within the hour
    expect(cards("2026-11-30T15:45:00Z")).toMatch(/data-state="closing"[^>]*>Closes soon</);
    // 23:00 in Rishikesh
    expect(cards("2026-11-30T17:30:00Z")).toMatch(/data-state="closed"[^>]*>Closed · opens 8\u00a0am tomorrow</);
  });
});
