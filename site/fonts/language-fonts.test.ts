import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { create } from "fontkitten";
import { describe, expect, it } from "vitest";
import { codePointsOf, FONT_WEIGHTS, LANGUAGE_FONTS } from "./language-fonts.ts";

const catalogues = join(import.meta.dirname, "../../shared/i18n/catalogues");

/** Every character of a language's interface texts: the catalogues' values, plural forms included. */
function catalogueText(language: string): string {
  const folder = join(catalogues, language);
  return readdirSync(folder)
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.stringify(Object.values(JSON.parse(readFileSync(join(folder, file), "utf8")) as object)))
    .join("");
}

describe.each(Object.entries(LANGUAGE_FONTS))("the %s pages' font", (language, font) => {
  const file = create(readFileSync(join(import.meta.dirname, font.file)));
  if (file.isCollection) throw new Error(`${font.file} is a collection`);
  const kept = new Set(codePointsOf(font.unicodeRange));

  it("is variable across every weight the pages set", () => {
    expect(file.familyName).toContain(font.family);
    expect(file.variationAxes.wght).toMatchObject(FONT_WEIGHTS);
  });

  it("draws every letter of its script the interface shows", () => {
    const letters = [...new Set(catalogueText(language))].map((char) => char.codePointAt(0)!);
    const ofItsScript = letters.filter((codePoint) => kept.has(codePoint));
    // a catalogue written in the language at all: the check below would pass on an empty one
    expect(ofItsScript.length).toBeGreaterThan(20);
    expect(ofItsScript.filter((codePoint) => !file.hasGlyphForCodePoint(codePoint))).toEqual([]);
  });

  it("holds no character beyond the range the page uses it for", () => {
    // U+FFFF is the end marker of the font's character map, no character
    const drawn = file.characterSet.filter((codePoint) => codePoint !== 0xffff);
    expect(drawn.filter((codePoint) => !kept.has(codePoint))).toEqual([]);
  });
});
