// The service's side of message-lookup.ts: a message in any language, from the whole catalogue the server holds.
import { CATALOGUES } from "./catalogues.ts";
import type { Language } from "./languages.ts";
import { lookUpMessage } from "./message-lookup.ts";

/** An English message of the schemas or the API in `language`; English itself when it has no translation. */
export function translateMessage(language: Language, englishMessage: string): string {
  return lookUpMessage(CATALOGUES[language].validation, language, englishMessage);
}
