import { describe, expect, it } from "vitest";
import { CATEGORY_ICONS } from "../category-icons.ts";
import { BUILT_IN_CATEGORIES } from "../constants.ts";
import { CategoryInputSchema, UNKNOWN_CATEGORY_ICON_MESSAGE } from "./category.ts";

const category = { name: "Sound Healing", slug: "sound-healing" };
const iconOf = (icon: unknown) => CategoryInputSchema.safeParse({ ...category, icon });

describe("a category's icon", () => {
  it("is one of the icons the site can draw: every one the picker offers, and the built-in categories' own", () => {
    for (const icon of [...CATEGORY_ICONS, ...BUILT_IN_CATEGORIES.map((builtIn) => builtIn.icon)]) {
      expect(iconOf(icon).data?.icon, icon).toBe(icon);
    }
  });

  it("is stored as the picker names it when written as a Lucide class name", () => {
    expect(iconOf("lucide-flower-2").data?.icon).toBe("Flower2");
    expect(iconOf(" leaf ").data?.icon).toBe("Leaf");
    expect(iconOf("bed-double").data?.icon).toBe("BedDouble");
  });

  it("is the default when none is given", () => {
    for (const icon of [undefined, null, "", "  "]) expect(iconOf(icon).data?.icon).toBe("Sparkles");
  });

  it("refuses any other name with a message that says what to do", () => {
    for (const icon of ["not-an-icon", "fa fa-om", "<svg onload=alert(1)>", "Sparkles2"]) {
      const result = iconOf(icon);
      expect(result.success, icon).toBe(false);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ["icon"], message: UNKNOWN_CATEGORY_ICON_MESSAGE }),
      ]);
    }
  });
});
