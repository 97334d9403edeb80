// The schemas' and the API's English messages in the page's language, for an island (shared/i18n/message-lookup.ts).
// Only the page's own language's texts are fetched, and only when a form is first used, with its checks.
import type { Language } from "../../../shared/i18n/languages.ts";
import { lookUpMessage } from "../../../shared/i18n/message-lookup.ts";
import type { Namespace } from "../../../shared/i18n/translate.ts";

export type TranslateMessage = (englishMessage: string) => string;

const CATALOGUES: Record<Language, () => Promise<Namespace | undefined>> = {
  // English's catalogue holds each message as itself: nothing to fetch
  en: () => Promise.resolve(undefined),
  hi: () => import("../../../shared/i18n/catalogues/hi/validation.json").then((texts) => texts.default),
  he: () => import("../../../shared/i18n/catalogues/he/validation.json").then((texts) => texts.default),
};

/** Fetches the language's messages once, and answers with what translates one. */
export function loadMessageTranslator(language: Language): Promise<TranslateMessage> {
  return CATALOGUES[language]().then(
    (texts) => (message) => (texts ? lookUpMessage(texts, language, message) : message),
  );
}
