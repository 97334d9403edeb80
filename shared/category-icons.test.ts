import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { CATEGORY_ICONS, categoryIconToDraw, findCategoryIcon, lucideFileName } from "./category-icons.ts";
import { BUILT_IN_CATEGORIES, DEFAULT_CATEGORY_ICON } from "./constants.ts";

const requireHere = createRequire(import.meta.url);

describe("lucideFileName", () => {
  it("turns the admin's Lucide names into file names", () => {
    expect(lucideFileName("Flower2")).toBe("flower-2");
    expect(lucideFileName("BedDouble")).toBe("bed-double");
    expect(lucideFileName("lucide-graduation-cap")).toBe("graduation-cap");
  });
});

describe("the category icons", () => {
  it("are each a Lucide icon the site can read, under the name lucide-static exports it by", () => {
    const lucide = requireHere("lucide-static") as Record<string, string>;
    for (const name of CATEGORY_ICONS) {
      const fileName = lucideFileName(name);
      expect(existsSync(requireHere.resolve(`lucide-static/icons/${fileName}.svg`)), name).toBe(true);
      // an alias export (Music → eighth-notes) would show the admin another picture than the site draws
      expect(lucide[name], name).toContain(`lucide-${fileName}"`);
    }
  });

  it("include the default and every built-in category's icon", () => {
    expect(findCategoryIcon(DEFAULT_CATEGORY_ICON)).toBe(DEFAULT_CATEGORY_ICON);
    for (const category of BUILT_IN_CATEGORIES)
      expect(findCategoryIcon(category.icon), category.slug).toBe(category.icon);
  });

  it("are recognised however a stored name spells them", () => {
    expect(findCategoryIcon("lucide-bed-double")).toBe("BedDouble");
    expect(findCategoryIcon("flower-2")).toBe("Flower2");
    expect(findCategoryIcon(" Leaf ")).toBe("Leaf");
  });

  it("leave other names unknown, and the site draws the default for them", () => {
    for (const name of ["fa fa-om", "Rocket", "", null, undefined]) {
      expect(findCategoryIcon(name)).toBeUndefined();
      expect(categoryIconToDraw(name)).toBe(DEFAULT_CATEGORY_ICON);
    }
    expect(categoryIconToDraw("lucide-leaf")).toBe("Leaf");
  });
});
