import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LISTING_PAGE_SIZE } from "../../../shared/constants.ts";
import { PRESS_REMEMBERED_ATTRIBUTE } from "../../lib/client/engaged-directive.ts";
import type { BusinessCardData } from "../business/BusinessCard.tsx";
import { DEFAULT_SEARCH, type SearchParams } from "./params.ts";
import { RenderedResults } from "./RenderedResults.tsx";

const business = (id: number): BusinessCardData => ({
  id,
  name: `Ashram ${id}`,
  description: "Hatha yoga by the river",
  category: { name: "Yoga & Meditation", slug: "yoga-meditation", color: "#f97316" },
  location: "Tapovan",
  rating: "4.50",
  priceRange: "$$",
  images: [],
  isVerified: true,
});

const firstPage = Array.from({ length: LISTING_PAGE_SIZE }, (_, index) => business(index + 1));
const rendered = (total: number, businesses: BusinessCardData[], search: Partial<SearchParams> = {}) =>
  renderToStaticMarkup(
    createElement(RenderedResults, { params: { ...DEFAULT_SEARCH, q: "yoga", ...search }, total, businesses }),
  );
/** The count line's text. */
const countLine = (html: string) => /<p role="status"[^>]*>(.*?)<\/p>/.exec(html)![1]!.replace(/<[^>]+>/g, "");

describe("a search's first page as static HTML", () => {
  it("ends with a Show more the island answers when the search finds more than the page holds", () => {
    const html = rendered(LISTING_PAGE_SIZE + 1, firstPage);
    expect(html).toContain(`${PRESS_REMEMBERED_ATTRIBUTE}=""`);
    expect(html).toContain(">Show more businesses</button>");
  });

  it("has no Show more when the page holds every business the search finds", () => {
    expect(rendered(LISTING_PAGE_SIZE, firstPage)).not.toContain("Show more");
    expect(rendered(2, firstPage.slice(0, 2))).not.toContain("Show more");
    expect(rendered(0, [])).not.toContain("Show more");
  });

  it("says the businesses are open now when the search asks only for those, and marks which search it answers", () => {
    const open = rendered(2, firstPage.slice(0, 2), { openNow: true });
    expect(countLine(open)).toBe("Found 2 businesses open now for &quot;yoga&quot;");
    expect(open).toContain('data-rendered-search="q=yoga&amp;openNow=true"');
    expect(countLine(rendered(1, firstPage.slice(0, 1), { q: "", openNow: true }))).toBe("Found 1 business open now");
    expect(countLine(rendered(2, firstPage.slice(0, 2)))).toBe("Found 2 businesses for &quot;yoga&quot;");
  });
});
