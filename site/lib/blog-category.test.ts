import { describe, expect, it } from "vitest";
import { BLOG_CATEGORIES } from "../../shared/constants.ts";
import { blogCategoryLabel } from "./blog-category.ts";

describe("blogCategoryLabel", () => {
  it("names every category in Hindi and Hebrew, and in English as the pages always have", () => {
    for (const category of BLOG_CATEGORIES) {
      expect(blogCategoryLabel(category, "en").text).toBe(category.charAt(0).toUpperCase() + category.slice(1));
      for (const language of ["hi", "he"] as const) {
        expect(blogCategoryLabel(category, language).untranslated, `${category} in ${language}`).toBe(false);
      }
    }
    expect(blogCategoryLabel("travel", "hi").text).toBe("यात्रा");
  });

  it("shows a category it has no word for in English, flagged as such", () => {
    expect(blogCategoryLabel("festivals", "he")).toEqual({ text: "Festivals", untranslated: true });
    expect(blogCategoryLabel("festivals", "en")).toEqual({ text: "Festivals", untranslated: false });
  });
});
