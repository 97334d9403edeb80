// A post's category in the page's language, for the blog's pages (built on the server: it reads every catalogue).
import { CATALOGUES } from "../../shared/i18n/catalogues.ts";
import { DEFAULT_LANGUAGE, type Language } from "../../shared/i18n/languages.ts";
import { type CatalogueText, fillText } from "../../shared/i18n/translate.ts";
import { capitalise } from "./format.ts";
import type { TranslatedText } from "./translated.ts";

/**
 * A post's category as the page's language names it ("Travel", "यात्रा", "טיולים"), from the blog catalogue's
 * `category<Name>` texts; a category outside them is shown capitalised, in English, flagged so the page marks it.
 */
export function blogCategoryLabel(category: string, language: Language): TranslatedText {
  const english = capitalise(category);
  const texts: Record<string, CatalogueText | undefined> = CATALOGUES[language].blog;
  const text = language === DEFAULT_LANGUAGE ? undefined : texts[`category${english}`];
  return text === undefined
    ? { text: english, untranslated: language !== DEFAULT_LANGUAGE }
    : { text: fillText(text, language), untranslated: false };
}
