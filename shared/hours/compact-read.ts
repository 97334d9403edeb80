// The reader of opening hours' compact form (compact.ts describes it and writes it): what the cards' script in the
// browser needs of it, without the writer.
import type { HoursException, HoursInterval, OpeningHours } from "../schemas/hours.ts";
import { DEFAULT_TIME_ZONE } from "./time.ts";

export const LETTERS = "hstp";
export const KINDS: HoursException["kind"][] = ["holiday", "seasonal", "temporary", "special"];

const time = (text: string) => `${text.slice(0, 2)}:${text.slice(2, 4)}`;
const date = (text: string) => `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
const decodeIntervals = (text = ""): HoursInterval[] =>
  text ? text.split(".").map((interval) => ({ opens: time(interval), closes: time(interval.slice(5)) })) : [];

/** The hours `encodeHours` wrote, exceptions labelled "". */
export function decodeHours(code: string): OpeningHours {
  const [head = "", ...exceptions] = code.split(";");
  const [week = "", timeZone = DEFAULT_TIME_ZONE] = head.split("~").reverse();
  let previous = "";
  return {
    timeZone,
    weekly:
      week === "?"
        ? null
        : week.split(",").map((token) => {
            previous = token || previous;
            return previous === "x" || previous === "*"
              ? { mode: previous === "x" ? "closed" : "24h", intervals: [] }
              : { mode: "hours", intervals: decodeIntervals(previous) };
          }),
    exceptions: exceptions.map((text) => {
      const [dates = "", intervals] = text.slice(1).split(":");
      const [startsOn = "", endsOn = startsOn] = dates.split("-");
      return {
        kind: KINDS[LETTERS.indexOf(text[0]!)]!,
        label: "",
        startsOn: date(startsOn),
        endsOn: date(endsOn),
        intervals: decodeIntervals(intervals),
      };
    }),
  };
}
