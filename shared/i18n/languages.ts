// The product's languages (issue 47): English at today's addresses, Hindi under /hi/ and Hebrew under /he/. Slugs
// and ids are shared across languages, so a page's address in another language is its English one with a prefix.

export const LANGUAGES = ["en", "hi", "he"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of the unprefixed addresses, and of `x-default`: what the site spoke before it spoke three. */
export const DEFAULT_LANGUAGE: Language = "en";

/** Each language's name in itself, as the switcher shows it: a reader finds their own language by its own script. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "हिन्दी", he: "עברית" };

/**
 * The locale `Intl` formats dates, numbers, prices and times with. English keeps the US conventions its pages were
 * written in ("November 28, 2026"), Hindi India's, Hebrew Israel's.
 */
export const INTL_LOCALES: Record<Language, string> = { en: "en-US", hi: "hi-IN", he: "he-IL" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export function textDirection(language: Language): "ltr" | "rtl" {
  return language === "he" ? "rtl" : "ltr";
}

/**
 * The address of a page in a language: `/business/12` is `/hi/business/12` in Hindi, and the home page `/` is `/hi/`.
 * Takes an English (unprefixed) path; a query or fragment after it is kept.
 */
export function localizedPath(path: string, language: Language): string {
  return language === DEFAULT_LANGUAGE ? path : `/${language}${path}`;
}

/** The language a path is in and the English path it is a translation of: `/he/blog/x` is Hebrew's `/blog/x`. */
export function splitLanguage(path: string): { language: Language; path: string } {
  const match = /^\/(hi|he)(?=\/|$)/.exec(path);
  if (!match) return { language: DEFAULT_LANGUAGE, path };
  const rest = path.slice(match[0].length);
  return { language: match[1] as Language, path: rest === "" || !rest.startsWith("/") ? `/${rest}` : rest };
}

/**
 * What a name or a traveller's own words carry on a Hindi or Hebrew page (a business's name, a place, a search typed):
 * translate="no", for a browser's translator and the check for English left on the page. English pages' markup stays.
 */
export const asWritten = (language: Language): { translate?: "no" } =>
  language === DEFAULT_LANGUAGE ? {} : { translate: "no" };

/**
 * A text in `language` cut around the names in it kept as written (asWritten): the names at the odd places, the text
 * between them at the even ones, for a page to mark each name. On an English page, or with none of the names in it,
 * the text is one piece. The longest name is taken first, so that "Ram Jhula Ghat" is not taken for "Ram Jhula".
 */
export function apartFromNames(text: string, names: readonly (string | null | undefined)[], language: Language) {
  const found = names.filter((name): name is string => !!name && text.includes(name));
  if (language === DEFAULT_LANGUAGE || found.length === 0) return [text];
  const escaped = found.sort((a, b) => b.length - a.length).map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  // a split on a group keeps what it splits on
  return text.split(new RegExp(`(${escaped.join("|")})`));
}
