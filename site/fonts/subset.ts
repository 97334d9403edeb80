// Writes the Hindi and Hebrew pages' fonts into this folder from the @fontsource-variable packages:
// `bun site/fonts/subset.ts`, after a change to language-fonts.ts or a new version of a package. The files are
// committed, so a build does not spend the 5-15 s harfbuzz takes to cut them. subset-font (harfbuzz's subsetter)
// keeps every glyph the kept characters can shape into (Devanagari's conjuncts, its vowel signs' forms) and cuts the
// weight axis with harfbuzz's instancer.
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import subsetFont from "subset-font";
import { codePointsOf, FONT_WEIGHTS, LANGUAGE_FONTS } from "./language-fonts.ts";

const require = createRequire(import.meta.url);

for (const font of Object.values(LANGUAGE_FONTS)) {
  const source = await readFile(require.resolve(font.source));
  const text = String.fromCodePoint(...codePointsOf(font.unicodeRange));
  const subset = await subsetFont(source, text, {
    targetFormat: "woff2",
    variationAxes: { wght: FONT_WEIGHTS },
  });
  await writeFile(join(import.meta.dirname, font.file), subset);
  console.log(`${font.file}: ${source.byteLength} → ${subset.byteLength} bytes`);
}
