// Content in the page's language (issue 47, docs/decisions/0015): an editor's translation of a record's field where
// there is one, else its English, flagged so the page can mark it (components/Translated.astro: lang="en" and a note).
import { asWritten, DEFAULT_LANGUAGE, type Language } from "../../shared/i18n/languages.ts";
import type { ContentTranslations } from "../../shared/schemas/translations.ts";

/** A record as the snapshot carries it: its translations by language and field. */
interface Translatable {
  translations?: ContentTranslations;
}

/** A field's text in the page's language; `untranslated`: it is the English, shown where no translation is. */
export interface TranslatedText {
  text: string;
  untranslated: boolean;
}

/**
 * What English shown on a Hindi or Hebrew page carries where no note fits (a card, a tag): lang="en", so screen
 * readers say it as English, and dir="ltr", so on a Hebrew page its full stop stays at its end.
 */
export const markedAsEnglish = ({
  untranslated,
}: Pick<TranslatedText, "untranslated">): { lang?: "en"; dir?: "ltr" } =>
  untranslated ? { lang: "en", dir: "ltr" } : {};

/** What content that is only ever in English (a post's tags, as editors write them) carries on a page in `language`. */
export const englishContentIn = (language: Language) =>
  markedAsEnglish({ untranslated: language !== DEFAULT_LANGUAGE });

/**
 * A record's name as a list to choose from shows it (a category in the search box's and the listing form's select):
 * the editors' translation, else its English with lang="en" for the option to carry. On English pages the name alone.
 */
export function choiceName(record: Translatable & { name: string }, language: Language): { name: string; lang?: "en" } {
  const name = translated(record, "name", record.name, language);
  return name.untranslated ? { name: name.text, lang: "en" } : { name: name.text };
}

/**
 * What a business's photo carries on a page in `language` for its alt text (shared/media.ts photoAlt): the text an
 * editor or owner wrote is their English, marked lang="en"; the business's name, standing in where they wrote none,
 * is a name kept as written. English pages' photos carry nothing more.
 */
export function photoAltMarks(
  business: { imageAlts?: Record<string, string> },
  source: string,
  language: Language,
): { lang?: "en"; translate?: "no" } {
  if (language === DEFAULT_LANGUAGE) return {};
  return business.imageAlts?.[source] ? { lang: "en" } : asWritten(language);
}

function translationOf(record: Translatable, field: string, language: Language): string | undefined {
  // English is the source: it has no translations
  return language === "en" ? undefined : record.translations?.[language]?.[field];
}

/**
 * A record's field in the page's language: its translation, or its English (`untranslated` but on English pages).
 * Null stays null: a field the record leaves empty shows nothing in any language.
 */
export function translated(record: Translatable, field: string, english: string, language: Language): TranslatedText;
export function translated(
  record: Translatable,
  field: string,
  english: string | null,
  language: Language,
): TranslatedText | null;
export function translated(
  record: Translatable,
  field: string,
  english: string | null,
  language: Language,
): TranslatedText | null {
  if (english === null) return null;
  const translation = translationOf(record, field, language);
  return { text: translation ?? english, untranslated: translation === undefined && language !== DEFAULT_LANGUAGE };
}

/** A list field (services, amenities) in the page's language: the translation keeps one entry per line. */
export function translatedList(
  record: Translatable,
  field: string,
  english: readonly string[],
  language: Language,
): { items: string[]; untranslated: boolean } {
  const translation = translationOf(record, field, language);
  if (translation === undefined) {
    return { items: [...english], untranslated: english.length > 0 && language !== DEFAULT_LANGUAGE };
  }
  return { items: translation.split("\n").filter((item) => item.trim() !== ""), untranslated: false };
}

/**
 * A page's props with each record's translations cut to the page's language (none on English pages), so its
 * cacheKey (lib/pages.ts) changes with the translations it shows and no other: a Hindi edit leaves the English and
 * Hebrew pages' keys as they were. A record nested one level down (a business's category), or in a list among the
 * props (the categories of the search box), is cut the same way.
 */
export function withTranslationsIn<Props extends object>(props: Props, language: Language): Props {
  return Object.fromEntries(
    Object.entries(props).map(([name, value]) => [name, cutRecord(value, language, 1)]),
  ) as Props;
}

function cutRecord(value: unknown, language: Language, depth: number): unknown {
  // a list of records among the props (every category's name, for the search box) is cut record by record
  if (Array.isArray(value)) return depth > 0 ? value.map((item) => cutRecord(item, language, depth - 1)) : value;
  if (typeof value !== "object" || value === null) return value;
  const record = value as Record<string, unknown>;
  const nested =
    depth > 0
      ? Object.fromEntries(Object.entries(record).map(([name, inner]) => [name, cutRecord(inner, language, depth - 1)]))
      : record;
  if (!("translations" in record)) return depth > 0 ? nested : record;
  const translations = record.translations as ContentTranslations | undefined;
  const mine = language === "en" ? undefined : translations?.[language];
  // undefined drops out of the key's JSON: an English page's key is the one it had before translations
  return { ...nested, translations: mine ? { [language]: mine } : undefined };
}
