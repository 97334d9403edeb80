import { describe, expect, it } from "vitest";
import { formatLongDate, formatRupees } from "./format.ts";
import { localizedPath, splitLanguage } from "./languages.ts";
import { fillCount, fillText, translator } from "./translate.ts";

describe("fillText", () => {
  it("fills placeholders and leaves an unknown one as written", () => {
    expect(fillText("{count} reviews of {name}", "en", { count: 3 })).toBe("3 reviews of {name}");
  });

  it("picks a plural form by the language's own rules", () => {
    const reviews = { one: "{count} review", other: "{count} reviews" };
    expect(fillText(reviews, "en", { count: 1 })).toBe("1 review");
    expect(fillText(reviews, "en", { count: 0 })).toBe("0 reviews");
    // Hindi counts 0 and 1 as "one"
    expect(fillText({ one: "{count} समीक्षा", other: "{count} समीक्षाएँ" }, "hi", { count: 0 })).toBe("0 समीक्षा");
    const hebrew = { one: "ביקורת אחת", two: "שתי ביקורות", other: "{count} ביקורות" };
    expect(translator({ reviews: hebrew }, "he")("reviews", { count: 2 })).toBe("שתי ביקורות");
    expect(translator({ reviews: hebrew }, "he")("reviews", { count: 5 })).toBe("5 ביקורות");
  });
});

describe("addresses in a language", () => {
  it("prefixes every language but English, the home page included", () => {
    expect(localizedPath("/business/12", "en")).toBe("/business/12");
    expect(localizedPath("/business/12", "hi")).toBe("/hi/business/12");
    expect(localizedPath("/", "he")).toBe("/he/");
  });

  it("reads a path's language back, and leaves a path that only starts like one in English", () => {
    expect(splitLanguage("/he/blog/x")).toEqual({ language: "he", path: "/blog/x" });
    expect(splitLanguage("/hi")).toEqual({ language: "hi", path: "/" });
    expect(splitLanguage("/hi/")).toEqual({ language: "hi", path: "/" });
    expect(splitLanguage("/hiking")).toEqual({ language: "en", path: "/hiking" });
  });
});

describe("Intl formats", () => {
  it("writes dates and rupees in each language's way", () => {
    expect(formatLongDate("2026-11-28T00:00:00Z", "en")).toBe("November 28, 2026");
    expect(formatLongDate("2026-11-28T00:00:00Z", "hi")).toBe("28 नवंबर 2026");
    expect(formatRupees(150000, "hi")).toBe("₹1,50,000");
  });
});

describe("fillCount", () => {
  it("picks the count's form and writes the count as the language writes numbers", () => {
    const businesses = { one: "{count} business", other: "{count} businesses" };
    expect(fillCount(businesses, "en", 1)).toBe("1 business");
    expect(fillCount(businesses, "en", 1234)).toBe("1,234 businesses");
    expect(fillCount({ one: "{count} व्यवसाय मिला", other: "{count} व्यवसाय मिले" }, "hi", 150000)).toBe(
      "1,50,000 व्यवसाय मिले",
    );
    const hebrew = { one: "עסק אחד", two: "שני עסקים", other: "{count} עסקים" };
    expect(fillCount(hebrew, "he", 2)).toBe("שני עסקים");
    expect(fillCount(hebrew, "he", 1000)).toBe("1,000 עסקים");
  });
});
