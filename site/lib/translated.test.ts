import { describe, expect, it } from "vitest";
import { choiceName, photoAltMarks, translated, translatedList, withTranslationsIn } from "./translated.ts";

const business = {
  description: "Rooms by the river.",
  services: ["Rooms", "Yoga"],
  translations: { hi: { description: "नदी किनारे कमरे।", services: "कमरे\nयोग" } },
  category: { name: "Stays", translations: { he: { name: "לינה" } } },
};

describe("translated", () => {
  it("gives the page's language's translation where an editor made one", () => {
    expect(translated(business, "description", business.description, "hi")).toEqual({
      text: "नदी किनारे कमरे।",
      untranslated: false,
    });
    expect(translatedList(business, "services", business.services, "hi")).toEqual({
      items: ["कमरे", "योग"],
      untranslated: false,
    });
  });

  it("falls back to the English, flagged, where there is none in that language", () => {
    expect(translated(business, "description", business.description, "he")).toEqual({
      text: "Rooms by the river.",
      untranslated: true,
    });
    expect(translatedList(business, "amenities", ["Wi-Fi"], "he")).toEqual({ items: ["Wi-Fi"], untranslated: true });
    // nothing to mark in an empty list or field
    expect(translatedList(business, "amenities", [], "he").untranslated).toBe(false);
    expect(translated(business, "excerpt", null, "he")).toBeNull();
  });

  it("never flags English on English pages", () => {
    expect(translated(business, "description", business.description, "en")).toEqual({
      text: "Rooms by the river.",
      untranslated: false,
    });
  });
});

describe("names to choose from and photos' alt texts", () => {
  it("name a choice in the page's language, its English marked where there is no translation", () => {
    expect(choiceName(business.category, "he")).toEqual({ name: "לינה" });
    expect(choiceName(business.category, "hi")).toEqual({ name: "Stays", lang: "en" });
    expect(choiceName(business.category, "en")).toEqual({ name: "Stays" });
  });

  it("mark a photo's written alt text as English and the business's name standing in for one as written", () => {
    const photos = { imageAlts: { "a.jpg": "The rooftop at sunrise" } };
    expect(photoAltMarks(photos, "a.jpg", "hi")).toEqual({ lang: "en" });
    expect(photoAltMarks(photos, "b.jpg", "he")).toEqual({ translate: "no" });
    expect(photoAltMarks(photos, "b.jpg", "en")).toEqual({});
  });
});

describe("withTranslationsIn", () => {
  it("keeps only the page's language's translations, a nested category's too", () => {
    const props = withTranslationsIn({ business, map: null, language: "he" as const }, "he");
    expect(props.business.translations).toBeUndefined();
    expect(props.business.category.translations).toEqual({ he: { name: "לינה" } });
    expect(withTranslationsIn({ business }, "hi").business.translations).toEqual(business.translations);
  });

  it("cuts each record of a list among the props (the search box's categories) the same way", () => {
    const categories = [business.category, { name: "Food" }];
    expect(withTranslationsIn({ categories }, "he").categories).toEqual([
      { name: "Stays", translations: { he: { name: "לינה" } } },
      { name: "Food" },
    ]);
    expect(JSON.stringify(withTranslationsIn({ categories }, "en"))).toBe(
      JSON.stringify({ categories: [{ name: "Stays" }, { name: "Food" }] }),
    );
  });

  it("leaves an English page's props as they were before translations, so its key is too", () => {
    const { translations: _business, category, ...english } = business;
    const { translations: _category, ...englishCategory } = category;
    expect(JSON.stringify(withTranslationsIn({ business }, "en"))).toBe(
      JSON.stringify({ business: { ...english, category: englishCategory } }),
    );
  });
});
