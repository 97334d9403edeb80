import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PRICE_FILTERS } from "../../../shared/constants.ts";
import { CountLine, EmptyState } from "./ResultsSummary.tsx";
import { priceFilterLabel } from "./texts.ts";

const countLine = (props: Parameters<typeof CountLine>[0]) => renderToStaticMarkup(createElement(CountLine, props));
const text = (markup: string) => markup.replace(/<[^>]+>/g, "").replaceAll("&quot;", '"');

describe("the count line", () => {
  it("reads in English as it always has, the number in bold", () => {
    expect(countLine({ language: "en", total: 1 })).toBe(
      'Found <span class="font-semibold text-stone-900">1</span> business',
    );
    expect(text(countLine({ language: "en", total: 12, q: "yoga", openNow: true, near: "ram-jhula" }))).toBe(
      'Found 12 businesses open now for "yoga", nearest on foot first',
    );
  });

  it("takes Hindi's forms, where nought and one are alike", () => {
    expect(text(countLine({ language: "hi", total: 0 }))).toBe("0 व्यवसाय मिला");
    expect(text(countLine({ language: "hi", total: 1 }))).toBe("1 व्यवसाय मिला");
    expect(text(countLine({ language: "hi", total: 7, q: "योग" }))).toBe('7 व्यवसाय मिले, "योग" के लिए');
    expect(text(countLine({ language: "hi", total: 7, openNow: true }))).toBe("अभी खुले 7 व्यवसाय मिले");
  });

  it("takes Hebrew's forms for one, two and more, with its digits grouped", () => {
    expect(text(countLine({ language: "he", total: 1 }))).toBe("נמצא עסק אחד");
    expect(text(countLine({ language: "he", total: 2 }))).toBe("נמצאו שני עסקים");
    expect(text(countLine({ language: "he", total: 1500, openNow: true }))).toBe("נמצאו 1,500 עסקים שפתוחים עכשיו");
  });
});

describe("what a traveller typed", () => {
  it("is marked as written on a Hindi or Hebrew page, and left as it was in English", () => {
    expect(countLine({ language: "hi", total: 7, q: "yoga" })).toContain('<span translate="no">yoga</span>');
    expect(countLine({ language: "en", total: 7, q: "yoga" })).not.toContain("translate");
  });
});

describe("the empty state", () => {
  it("links to the categories in the page's language", () => {
    expect(renderToStaticMarkup(createElement(EmptyState, { language: "he" }))).toContain('href="/he/categories"');
    expect(text(renderToStaticMarkup(createElement(EmptyState, { language: "en" })))).toBe(
      "No businesses found matching your criteriaTry adjusting your search terms or browse our categories",
    );
  });
});

describe("the price filters", () => {
  it("say in English what their labels have always said", () => {
    for (const filter of PRICE_FILTERS) expect(priceFilterLabel(filter.value, "en")).toBe(filter.label);
  });

  it("write the rupees as each language does", () => {
    expect(priceFilterLabel("moderate", "hi")).toBe("मध्यम (₹1,500-3,000)");
    expect(priceFilterLabel("luxury", "he")).toBe("יוקרתי (5,000 ₹ ומעלה)");
  });
});
