// Opening hours in a few bytes, for a card's data attribute: its status line is computed in the browser, and a
// category page holds twenty cards. What the status needs and nothing more (exceptions lose their labels):
//
//   [zone "~"] week (";" exception)*
//   week:      "?" when unknown, else seven days, Monday first, joined by ",": "x" closed, "*" open 24 hours,
//              "0600-1200.1700-2100" intervals, "" the same as the day before
//   exception: h|s|t|p (holiday, seasonal, temporary, special), its first day "20261020", "-" and its last day
//              when another, ":" and the intervals of special hours
//   zone:      left out when it is Asia/Kolkata
//
// "0600-2100,,,,,,x" is open 6 am to 9 pm, Sunday closed; "0700-1900,,,,,,;h20261020-20261024" closes for Diwali.
// The reader is compact-read.ts, on its own so that a page's script reading the form ships no writer.
import type { HoursInterval, OpeningHours } from "../schemas/hours.ts";
import { KINDS, LETTERS } from "./compact-read.ts";
import { DEFAULT_TIME_ZONE } from "./time.ts";

export { decodeHours } from "./compact-read.ts";

const digits = (text: string) => text.replace(/[-:]/g, "");
const encodeIntervals = (intervals: HoursInterval[]) =>
  intervals.map(({ opens, closes }) => `${digits(opens)}-${digits(closes)}`).join(".");

/** The compact form; exceptions that ended before `from` ("YYYY-MM-DD"), when given, are left out. */
export function encodeHours(hours: OpeningHours, from = ""): string {
  const days = hours.weekly?.map((day) =>
    day.mode === "closed" ? "x" : day.mode === "24h" ? "*" : encodeIntervals(day.intervals),
  );
  const week = days?.map((day, index) => (index && day === days[index - 1] ? "" : day)).join(",") ?? "?";
  const exceptions = hours.exceptions
    .filter(({ endsOn }) => endsOn >= from)
    .map(
      ({ kind, startsOn, endsOn, intervals }) =>
        LETTERS[KINDS.indexOf(kind)]! +
        digits(startsOn) +
        (endsOn === startsOn ? "" : `-${digits(endsOn)}`) +
        (kind === "special" ? `:${encodeIntervals(intervals)}` : ""),
    );
  return [(hours.timeZone === DEFAULT_TIME_ZONE ? "" : `${hours.timeZone}~`) + week, ...exceptions].join(";");
}
