// Every language's whole catalogue, for what renders on the server (the pages at build time, the service's answers).
// Browser code imports the one namespace of the one language it shows instead (translate.ts).
import * as en from "./catalogues/en/index.ts";
import * as he from "./catalogues/he/index.ts";
import * as hi from "./catalogues/hi/index.ts";
import type { Language } from "./languages.ts";
import { translator } from "./translate.ts";

/** English's shape: the other catalogues must have every namespace and key it has (checked by tsc and the tests). */
export type Catalogue = typeof en;
export type NamespaceName = keyof Catalogue;

export const CATALOGUES: Record<Language, Catalogue> = { en, hi, he };

/** `messages(language).nav("home")`: a translator per namespace of the language's catalogue. */
export function messagesIn<Name extends NamespaceName>(language: Language, namespace: Name) {
  return translator(CATALOGUES[language][namespace], language);
}
