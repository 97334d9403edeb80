import { describe, expect, it } from "vitest";
import { SLUG_MAX_LENGTH } from "./constants.ts";
import { isSlug, slugAfterNameChange, slugify } from "./slug.ts";

describe("slugify", () => {
  it.each([
    ["Yoga & Meditation", "yoga-meditation"],
    ["  Stays   Retreats  ", "stays-retreats"],
    ["Eat & Unwind!!", "eat-unwind"],
    ["--Already-Hyphenated--", "already-hyphenated"],
    ["Courses: 200h / 300h", "courses-200h-300h"],
    ["ÄYURVEDA café", "ayurveda-cafe"],
    ["Café & Bakery Tours", "cafe-bakery-tours"],
    ["Łódź Søndergård", "lodz-sondergard"],
    ["Straße der Œuvre, Æble", "strasse-der-oeuvre-aeble"],
    ["", ""],
    ["!!!", ""],
    ["MiXeD CaSe 42", "mixed-case-42"],
  ])("turns %j into %j", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it("cuts a long title at the slug limit, never leaving a trailing hyphen", () => {
    const slug = slugify(`${"a".repeat(SLUG_MAX_LENGTH - 1)} bcd`);
    expect(slug).toBe("a".repeat(SLUG_MAX_LENGTH - 1));
    const long = slugify("word ".repeat(60));
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(isSlug(long)).toBe(true);
  });
});

describe("isSlug", () => {
  it("accepts a slug in canonical form", () => {
    expect(isSlug("adventure-exploration")).toBe(true);
    expect(isSlug("courses-200h-300h")).toBe(true);
  });
  it.each(["", "Upper", "double--hyphen", "-leading", "trailing-", "with space"])("rejects %j", (value) => {
    expect(isSlug(value)).toBe(false);
  });
});

describe("slugAfterNameChange", () => {
  it("follows the name while creating, even over a slug typed by hand", () => {
    expect(slugAfterNameChange("Sound Healing", "", true)).toBe("sound-healing");
    expect(slugAfterNameChange("Sound Healing", "my-own-slug", true)).toBe("sound-healing");
  });

  it("keeps an edited record's slug, so its public address does not change by accident", () => {
    expect(slugAfterNameChange("Sound Healing Retreats", "sound-healing", false)).toBe("sound-healing");
  });

  it("fills an edited record's empty slug from the name", () => {
    expect(slugAfterNameChange("Sound Healing", "  ", false)).toBe("sound-healing");
  });

  it("keeps following the name once it filled an emptied slug, until the slug is typed by hand", () => {
    let slug = "";
    let generated: string | null = null;
    for (const name of ["A", "Ay", "Ayurveda &", "Ayurveda & Healing"]) {
      slug = slugAfterNameChange(name, slug, false, generated);
      generated = slug;
    }
    expect(slug).toBe("ayurveda-healing");
    expect(slugAfterNameChange("Ayurveda & Healing Arts", "ayurveda", false, "ayurveda-healing")).toBe("ayurveda");
  });
});
