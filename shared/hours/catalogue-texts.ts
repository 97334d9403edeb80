// The hours' texts of a language from its whole catalogue, for what renders on the server (a page at build time, the
// service's answers). Browser code builds them from the one namespace it imports, or reads them from its page
// (texts.ts, site/lib/client/opening-hours.ts).
import { CATALOGUES } from "../i18n/catalogues.ts";
import type { Language } from "../i18n/languages.ts";
import { hoursTextsOf, statusTextsOf } from "./texts.ts";

/** A status line's texts in a language: `shortStatusText(status, statusTextsIn("hi"))`. */
export const statusTextsIn = (language: Language) => statusTextsOf(language, CATALOGUES[language].hours);

/** A business page's hours' texts in a language: its status line's, its week's table's and its exceptions'. */
export const hoursTextsIn = (language: Language) =>
  hoursTextsOf(language, CATALOGUES[language].hours, CATALOGUES[language].hoursWeek);
