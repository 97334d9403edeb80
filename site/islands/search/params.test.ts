import { describe, expect, it } from "vitest";
import {
  DEFAULT_SEARCH,
  fromSearchParams,
  radiusLabel,
  radiusText,
  toBusinessesApiQuery,
  toSearchQueryString,
  toSearchUrl,
} from "./params.ts";

describe("toSearchQueryString", () => {
  it("writes nothing for the default search", () => {
    expect(toSearchQueryString(DEFAULT_SEARCH)).toBe("");
    expect(toSearchUrl(DEFAULT_SEARCH, "en")).toBe("/search");
  });

  it("writes the radius only when it differs from 5", () => {
    expect(toSearchQueryString({ ...DEFAULT_SEARCH, location: "Tapovan", radius: 5 })).toBe("location=Tapovan");
    expect(toSearchQueryString({ ...DEFAULT_SEARCH, location: "Tapovan", radius: 12 })).toBe(
      "location=Tapovan&radius=12",
    );
  });

  it("writes the price range only when set and not 'all'", () => {
    expect(toSearchQueryString({ ...DEFAULT_SEARCH, priceRange: "all" })).toBe("");
    expect(toSearchQueryString({ ...DEFAULT_SEARCH, priceRange: "premium" })).toBe("priceRange=premium");
  });

  it("writes the category only when not 'all'", () => {
    expect(toSearchQueryString({ ...DEFAULT_SEARCH, category: "all" })).toBe("");
    expect(toSearchQueryString({ ...DEFAULT_SEARCH, category: "yoga-meditation" })).toBe("category=yoga-meditation");
  });

  it("trims the free text and leaves out blank text", () => {
    expect(toSearchQueryString({ ...DEFAULT_SEARCH, q: "  hatha yoga ", location: "   " })).toBe("q=hatha+yoga");
  });

  it("writes openNow=true only when Open now is on", () => {
    expect(toSearchQueryString({ ...DEFAULT_SEARCH, openNow: false })).toBe("");
    expect(toSearchUrl({ ...DEFAULT_SEARCH, openNow: true }, "en")).toBe("/search?openNow=true");
    expect(toSearchUrl({ ...DEFAULT_SEARCH, category: "eat-unwind", openNow: true }, "en")).toBe(
      "/search?category=eat-unwind&openNow=true",
    );
  });

  it("orders the params q, category, location, radius, priceRange, openNow, near", () => {
    const url = toSearchUrl(
      {
        q: "yoga",
        category: "stays-retreats",
        location: "Tapovan",
        radius: 3,
        priceRange: "budget",
        openNow: true,
        near: "ram-jhula",
      },
      "en",
    );
    expect(url).toBe(
      "/search?q=yoga&category=stays-retreats&location=Tapovan&radius=3&priceRange=budget&openNow=true&near=ram-jhula",
    );
  });
});

describe("a search in Hindi or Hebrew", () => {
  it("stays on the page's language", () => {
    expect(toSearchUrl(DEFAULT_SEARCH, "hi")).toBe("/hi/search");
    expect(toSearchUrl({ ...DEFAULT_SEARCH, q: "yoga" }, "he")).toBe("/he/search?q=yoga");
  });

  it("says the radius in the language, English as it always did", () => {
    expect(radiusLabel(5)).toBe("Radius: 5 km");
    expect(radiusText(12, "en")).toBe("12 km");
    expect(radiusLabel(5, "hi")).toBe("दायरा: 5 कि॰मी॰");
    expect(radiusLabel(12, "he")).toBe("רדיוס: 12 ק״מ");
  });
});

describe("fromSearchParams", () => {
  it("reads back what toSearchQueryString wrote", () => {
    const params = {
      q: "sound healing",
      category: "ayurveda-healing",
      location: "Laxman Jhula",
      radius: 9,
      priceRange: "luxury" as const,
      openNow: true,
      near: "30.123,78.314",
    };
    expect(fromSearchParams(toSearchQueryString(params))).toEqual(params);
    expect(fromSearchParams(toSearchQueryString({ ...params, openNow: false }))).toEqual({ ...params, openNow: false });
  });

  it("falls back to the defaults for missing params", () => {
    expect(fromSearchParams("")).toEqual(DEFAULT_SEARCH);
  });

  it("clamps the radius to 1-20 and ignores a radius that is not a whole number", () => {
    expect(fromSearchParams("radius=50").radius).toBe(20);
    expect(fromSearchParams("radius=0").radius).toBe(1);
    expect(fromSearchParams("radius=abc").radius).toBe(5);
    expect(fromSearchParams("radius=2.5").radius).toBe(5);
  });

  it("ignores an unknown price range and maps a stored symbol onto its filter", () => {
    expect(fromSearchParams("priceRange=cheap").priceRange).toBe("all");
    expect(fromSearchParams("priceRange=%24%24").priceRange).toBe("moderate");
  });

  it("reads Open now as on only from openNow=true, as the box's checkbox sends it", () => {
    expect(fromSearchParams("openNow=true").openNow).toBe(true);
    expect(fromSearchParams("category=eat-unwind&openNow=true", "eat-unwind")).toEqual({
      ...DEFAULT_SEARCH,
      category: "eat-unwind",
      openNow: true,
    });
    for (const off of ["", "openNow=false", "openNow=", "openNow=on", "openNow=TRUE", "openNow=1"]) {
      expect(fromSearchParams(off).openNow, off).toBe(false);
    }
  });

  it("pre-selects the category from the path, over the query's", () => {
    expect(fromSearchParams("", "eat-unwind").category).toBe("eat-unwind");
    expect(fromSearchParams("category=yoga-meditation", "eat-unwind").category).toBe("eat-unwind");
    expect(fromSearchParams("category=yoga-meditation").category).toBe("yoga-meditation");
  });
});

describe("toBusinessesApiQuery", () => {
  it("asks for the nearest first when walks are measured from somewhere", () => {
    const query = new URLSearchParams(toBusinessesApiQuery({ ...DEFAULT_SEARCH, near: "30.123,78.314" }, "en"));
    expect(Object.fromEntries(query)).toEqual({ near: "30.123,78.314", sort: "distance" });
  });

  it("sends every filter to the API, with the radius whenever a location is set", () => {
    const query = new URLSearchParams(
      toBusinessesApiQuery(
        {
          q: "yoga",
          category: "yoga-meditation",
          location: "Tapovan",
          radius: 5,
          priceRange: "moderate",
          openNow: true,
          near: "",
        },
        "en",
      ),
    );
    expect(Object.fromEntries(query)).toEqual({
      q: "yoga",
      category: "yoga-meditation",
      location: "Tapovan",
      radius: "5",
      priceRange: "moderate",
      openNow: "true",
    });
  });

  it("sends no radius without a location, and no openNow when Open now is off", () => {
    expect(toBusinessesApiQuery({ ...DEFAULT_SEARCH, q: "cafe" }, "en")).toBe("q=cafe");
  });

  it("asks a Hindi or Hebrew page's search in its language, so the editors' translations match too", () => {
    expect(toBusinessesApiQuery({ ...DEFAULT_SEARCH, q: "योग" }, "hi")).toBe("q=%E0%A4%AF%E0%A5%8B%E0%A4%97&lang=hi");
    expect(new URLSearchParams(toBusinessesApiQuery({ ...DEFAULT_SEARCH, q: "יוגה" }, "he")).get("lang")).toBe("he");
  });
});
