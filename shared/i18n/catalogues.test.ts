import { describe, expect, it } from "vitest";
import { CATALOGUES } from "./catalogues.ts";
import { LANGUAGES } from "./languages.ts";
import type { CatalogueText } from "./translate.ts";

const english = CATALOGUES.en as Record<string, Record<string, CatalogueText>>;

function placeholders(text: CatalogueText): string[] {
  const forms = typeof text === "string" ? [text] : Object.values(text);
  return [
    ...new Set(forms.flatMap((form) => [...(form ?? "").matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))),
  ].sort();
}

describe.each(LANGUAGES.filter((language) => language !== "en"))("the %s catalogue", (language) => {
  const catalogue = CATALOGUES[language] as Record<string, Record<string, CatalogueText>>;

  it("has every namespace and key English has, and no other", () => {
    const keys = (texts: Record<string, Record<string, CatalogueText>>) =>
      Object.entries(texts).flatMap(([namespace, entries]) => Object.keys(entries).map((key) => `${namespace}.${key}`));
    expect(keys(catalogue).sort()).toEqual(keys(english).sort());
  });

  it("fills the same placeholders as English, in every text and every plural form", () => {
    for (const [namespace, entries] of Object.entries(english)) {
      for (const [key, text] of Object.entries(entries)) {
        const translated = catalogue[namespace]?.[key];
        expect(translated, `${namespace}.${key}`).toBeDefined();
        expect(placeholders(translated!), `${namespace}.${key}`).toEqual(placeholders(text));
        if (typeof translated !== "string")
          expect(translated!.other, `${namespace}.${key} needs "other"`).toBeTypeOf("string");
      }
    }
  });

  it("leaves no text empty", () => {
    const empty = Object.entries(catalogue).flatMap(([namespace, entries]) =>
      Object.entries(entries)
        .filter(([, text]) => (typeof text === "string" ? [text] : Object.values(text)).some((form) => !form?.trim()))
        .map(([key]) => `${namespace}.${key}`),
    );
    expect(empty).toEqual([]);
  });
});
