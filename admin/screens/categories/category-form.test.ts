import { describe, expect, it } from "vitest";
import { CategoryInputSchema, type Category, UNKNOWN_CATEGORY_ICON_MESSAGE } from "../../../shared/schemas/category.ts";
import { REQUIRED_FIELDS_MESSAGE } from "../../../shared/schemas/fields.ts";
import {
  categoryToFormValues,
  formValuesToInput,
  NEW_CATEGORY_VALUES,
  pickerColor,
  unknownIconWarning,
} from "./category-form.ts";

const stored: Category = {
  id: 7,
  name: "Sound Healing",
  slug: "sound-healing",
  description: null,
  icon: "lucide-drum",
  color: "#1c7ed6",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

describe("the category form", () => {
  it("starts a new category with the spec's colour and the default icon", () => {
    expect(NEW_CATEGORY_VALUES.color).toBe("#ff6b35");
    expect(NEW_CATEGORY_VALUES.icon).toBe("Sparkles");
    expect(unknownIconWarning(NEW_CATEGORY_VALUES.icon)).toBeUndefined();
  });

  it("shows a stored category with the picker's spelling of its icon and an empty description", () => {
    expect(categoryToFormValues(stored)).toEqual({
      name: "Sound Healing",
      slug: "sound-healing",
      description: "",
      icon: "Drum",
      color: "#1c7ed6",
    });
  });

  it("shows an icon stored before the list was the rule as it is, warns about it, and asks for one from the list", () => {
    const values = categoryToFormValues({ ...stored, icon: "fa fa-om" });
    expect(values.icon).toBe("fa fa-om");
    expect(unknownIconWarning(values.icon)).toBe(
      'Unknown icon "fa fa-om": the site shows Sparkles instead. Pick one of the icons below.',
    );
    const saved = CategoryInputSchema.safeParse(formValuesToInput({ ...values, slug: "om" }));
    expect(saved.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ["icon"], message: UNKNOWN_CATEGORY_ICON_MESSAGE },
    ]);
  });

  it("sends what the API's schema accepts, the blank description as none", () => {
    const input = CategoryInputSchema.parse(
      formValuesToInput({ ...NEW_CATEGORY_VALUES, name: " Kirtan ", slug: "kirtan" }),
    );
    expect(input).toEqual({ name: "Kirtan", slug: "kirtan", description: null, icon: "Sparkles", color: "#ff6b35" });
  });

  it("asks for the required fields with the spec's message", () => {
    const result = CategoryInputSchema.safeParse(formValuesToInput({ ...NEW_CATEGORY_VALUES, name: "  " }));
    // the form shows the first message of each field, as the API's 422 does
    const firstByField = new Map<unknown, string>();
    for (const issue of result.error?.issues ?? []) {
      if (!firstByField.has(issue.path[0])) firstByField.set(issue.path[0], issue.message);
    }
    expect(Object.fromEntries(firstByField)).toEqual({
      name: REQUIRED_FIELDS_MESSAGE,
      slug: REQUIRED_FIELDS_MESSAGE,
    });
  });
});

describe("the colour picker", () => {
  it("follows the text field once it holds a full hex colour", () => {
    expect(pickerColor(" #1C7ED6 ")).toBe("#1c7ed6");
  });

  it("shows the default while the text is incomplete or not a colour", () => {
    for (const typed of ["", "#1c7", "red", "#1c7ed6x"]) expect(pickerColor(typed)).toBe("#ff6b35");
  });
});
