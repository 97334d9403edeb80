// The marketing figures as a page's language writes them: the travellers' count is partly a word ("50K+" is
// "50 हज़ार+" in Hindi), so it comes from the catalogue; the others are digits every language reads as they are.
import { MARKETING_FIGURES } from "../../shared/constants.ts";
import { messagesIn } from "../../shared/i18n/catalogues.ts";
import type { Language } from "../../shared/i18n/languages.ts";

export function marketingFigures(language: Language) {
  return { ...MARKETING_FIGURES, travellers: messagesIn(language, "layout")("travellersFigure") };
}
