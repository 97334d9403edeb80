// The fonts of the Hindi and Hebrew pages (issue 47). English pages keep the system's fonts and load none; a Hindi
// page loads Noto Sans Devanagari and a Hebrew page Noto Sans Hebrew, each only for the letters of its script
// (unicode-range): Latin text on those pages (business names, addresses) stays in the system font, as in English.
// Both are the variable fonts of the @fontsource-variable packages (SIL Open Font License, which allows subsetting),
// cut by subset.ts to their script's Unicode block and to the weights the pages use: one file a language for every
// weight, 70 KB for Devanagari where the package's file is 121 KB (docs/measurements.md, "Fonts").
import type { Language } from "../../shared/i18n/languages.ts";

/** The weights the pages set (Tailwind's normal to bold): the variable fonts' weight axis is cut to this range. */
export const FONT_WEIGHTS = { min: 400, max: 700 } as const;

export interface LanguageFont {
  family: string;
  /** the file in this folder the page loads (subset.ts writes it) */
  file: string;
  /** the package's file subset.ts cuts it from: the package's own subset for this script, every weight */
  source: string;
  /**
   * What the font is used for, as CSS unicode-range, and what subset.ts keeps: the script's block, the joiners its
   * shaping uses, its currency sign and the dotted circle a lone vowel sign is drawn on.
   */
  unicodeRange: string;
}

export const LANGUAGE_FONTS: Partial<Record<Language, LanguageFont>> = {
  hi: {
    family: "Noto Sans Devanagari",
    file: "noto-sans-devanagari.woff2",
    source: "@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
    unicodeRange: "U+0900-097F,U+200C-200D,U+20B9,U+25CC",
  },
  he: {
    family: "Noto Sans Hebrew",
    file: "noto-sans-hebrew.woff2",
    source: "@fontsource-variable/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-wght-normal.woff2",
    // the points and cantillation marks too: a mark drawn from another font than its letter lands in the wrong place
    unicodeRange: "U+0591-05C7,U+05D0-05EA,U+05EF-05F4,U+200C-200D,U+20AA,U+25CC,U+FB1D-FB4F",
  },
};

/** The code points a unicode-range names: "U+0900-097F,U+20B9" → 0x900…0x97f, 0x20b9. */
export function codePointsOf(unicodeRange: string): number[] {
  return unicodeRange.split(",").flatMap((part) => {
    const [first, last = first] = part.replace(/^U\+/, "").split("-") as [string, string?];
    const from = Number.parseInt(first, 16);
    const to = Number.parseInt(last, 16);
    return Array.from({ length: to - from + 1 }, (_, index) => from + index);
  });
}
