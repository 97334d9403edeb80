// Which of the site's other languages a visitor's browser asks for before English (issue 47): the first visit is never
// redirected by it, but an English page may offer itself in that language (language-hint.ts). Read at the visitor's
// first interaction (offline/engaged.ts), so no page's load carries it. It imports nothing and nothing else imports
// it: so it is part of engaged.ts's own file, and the header's script, which names that file's imports, names no more.

/** Where the visitor said "no, thanks" to the suggestion: it is not made again, on any page. */
const LANGUAGE_HINT_DISMISSED_KEY = "language-hint-dismissed";
/** The language of the unprefixed pages (shared/i18n/languages.ts's DEFAULT_LANGUAGE). */
const ENGLISH = "en";

/**
 * Hindi or Hebrew when the browser's languages (navigator.languages, most preferred first) name it before English,
 * on a page in English; undefined otherwise. "iw" is Hebrew's old code, which some systems still send.
 */
export function otherLanguageAskedFor(
  browserLanguages: readonly string[],
  pageLanguage: string,
): "hi" | "he" | undefined {
  if (pageLanguage !== ENGLISH) return undefined;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split("-")[0];
    if (primary === "hi") return "hi";
    if (primary === "he" || primary === "iw") return "he";
    if (primary === ENGLISH) return undefined;
  }
  return undefined;
}

/** Whether the visitor turned the suggestion down before (storage that cannot be read counts as not). */
export function languageHintDismissed(): boolean {
  try {
    return localStorage.getItem(LANGUAGE_HINT_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

/** Remembers "no, thanks" on this device; storage that refuses (a private window) forgets it with the page. */
export function rememberLanguageHintDismissed(): void {
  try {
    localStorage.setItem(LANGUAGE_HINT_DISMISSED_KEY, new Date().toISOString());
  } catch {
    // the line goes for this page all the same
  }
}
