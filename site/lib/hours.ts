// Opening hours as the site's pages are built with them. A page is built once and read for days: it carries the
// hours' exceptions that had not ended when it was built (each page's script hides those that end while it is
// read), and the status line is never worked out here but in the browser (site/lib/client/opening-hours.ts).
import { statusTextsIn } from "../../shared/hours/catalogue-texts.ts";
import { comingExceptions } from "../../shared/hours/status.ts";
import { DEFAULT_LANGUAGE, type Language } from "../../shared/i18n/languages.ts";
import type { OpeningHours } from "../../shared/schemas/hours.ts";
import { STATUS_TEXTS_ATTRIBUTE } from "./client/status-line.ts";

/** Far enough ahead for every exception an editor may date: "all of those to come". */
const EVERY_DAY_AHEAD = 100 * 366;

/** The hours with only the exceptions not over at `at` on the business's own calendar, in date order. */
export function hoursAsOf(hours: OpeningHours, at: Date): OpeningHours {
  return { ...hours, exceptions: comingExceptions(hours, at, EVERY_DAY_AHEAD).map(({ exception }) => exception) };
}

/** The exceptions in force at `at` or to come, in date order, each with whether it has begun. */
export const exceptionsAsOf = (hours: OpeningHours, at: Date) => comingExceptions(hours, at, EVERY_DAY_AHEAD);

/** Whether anything can be said about the hours: a known week, or an exception (a closure is news on its own). */
export const hoursSayAnything = (hours: OpeningHours) => hours.weekly !== null || hours.exceptions.length > 0;

/**
 * What a Hindi or Hebrew page writes on its status line, or around its cards' lines, for the script that fills them:
 * its language's status texts. Nothing on an English page: the scripts have English built in.
 */
export const statusTextsAttribute = (language: Language): Record<string, string> =>
  language === DEFAULT_LANGUAGE ? {} : { [STATUS_TEXTS_ATTRIBUTE]: JSON.stringify(statusTextsIn(language)) };
