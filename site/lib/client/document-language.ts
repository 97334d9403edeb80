// The language of the page a script runs in, as its <html lang> says (BaseLayout writes it): the scripts a page
// imports after its first paint are the same in every language, and pick their words by it.
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../../shared/i18n/languages.ts";

export function documentLanguage(): Language {
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}
