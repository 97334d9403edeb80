import { describe, expect, it } from "vitest";
import { isSlug, slugify } from "./slug.ts";

describe("slugify", () => {
  it.each([
    ["Yoga & Meditation", "yoga-meditation"],
    ["  Stays   Retreats  ", "stays-retreats"],
    ["Eat & Unwind!!", "eat-unwind"],
    ["--Already-Hyphenated--", "already-hyphenated"],
    ["Courses: 200h / 300h", "courses-200h-300h"],
    ["ÄYURVEDA café", "yurveda-caf"],
    ["", ""],
    ["!!!", ""],
    ["MiXeD CaSe 42", "mixed-case-42"],
  ])("turns %j into %j", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});

describe("isSlug", () => {
  it("accepts a slug in canonical form", () => {
    expect(isSlug("adventure-exploration")).toBe(true);
  });
  it.each(["", "Upper", "double--hyphen", "-leading", "trailing-", "with space"])("rejects %j", (value) => {
    expect(isSlug(value)).toBe(false);
  });
});
