// The texts the public forms share (the "forms" namespace), for the language of the page an island is on.
import en from "../../../shared/i18n/catalogues/en/forms.json";
import he from "../../../shared/i18n/catalogues/he/forms.json";
import hi from "../../../shared/i18n/catalogues/hi/forms.json";
import type { Language } from "../../../shared/i18n/languages.ts";
import { translator } from "../../../shared/i18n/translate.ts";

const FORMS = { en, hi, he };

export const formsTexts = (language: Language) => translator(FORMS[language], language);

/** The notification area's words in the page's language (shared/ui/toast, whose own are the admin's English). */
export function toasterTexts(language: Language) {
  const t = formsTexts(language);
  return { region: t("notifications"), close: t("closeNotification") };
}

/**
 * A text with one element in it: `{link}` in "… you will find it under {link}." is where `element` goes. The other
 * placeholders are filled before.
 */
export function splitAround(text: string, placeholder: string): [before: string, after: string] {
  const at = text.indexOf(`{${placeholder}}`);
  return at === -1 ? [text, ""] : [text.slice(0, at), text.slice(at + placeholder.length + 2)];
}
