// Opening hours as the /list-business form's plain fields carry them, so a listing posted without JavaScript (and the
// island, which reads the same fields) sends the hours the JSON API takes. Per weekday: `hours.monday.mode` (closed,
// hours or 24h; left blank it is "hours" when a time is given, else closed) and up to MAX_INTERVALS_A_DAY intervals,
// `hours.monday.1.opens` and `hours.monday.1.closes`, then `hours.monday.2.…`; and `hours.timeZone`, which may be left
// out. A form with no hours field filled in gives no hours: they are not known. Dated exceptions are an editor's task.
// Without zod (its values come from shared/hours/time.ts): the listing island names its fields with it on load.
import { DEFAULT_TIME_ZONE, MAX_INTERVALS_A_DAY, WEEKDAYS, type Weekday } from "../hours/time.ts";
import type { OpeningHoursInput } from "./hours.ts";

const PREFIX = "hours.";

/** The name of a form field of the hours: `hoursFieldName("monday", "mode")`, `hoursFieldName("monday", 1, "opens")`. */
export function hoursFieldName(day: Weekday, ...part: ["mode"] | [number, "opens" | "closes"]): string {
  return `${PREFIX}${day}.${part.join(".")}`;
}

export const TIME_ZONE_FIELD = `${PREFIX}timeZone`;

/** The hours a form's texts give, or undefined when none of their fields is filled in. */
export function hoursFromFormTexts(texts: Record<string, string | undefined>): OpeningHoursInput | undefined {
  const given = Object.entries(texts).some(([name, value]) => name.startsWith(PREFIX) && value?.trim());
  if (!given) return undefined;
  const weekly = WEEKDAYS.map((day) => {
    const intervals = Array.from({ length: MAX_INTERVALS_A_DAY }, (_, index) => ({
      opens: texts[hoursFieldName(day, index + 1, "opens")]?.trim() ?? "",
      closes: texts[hoursFieldName(day, index + 1, "closes")]?.trim() ?? "",
    })).filter(({ opens, closes }) => opens || closes);
    const mode = texts[hoursFieldName(day, "mode")]?.trim() || (intervals.length > 0 ? "hours" : "closed");
    return { mode: mode as "closed" | "hours" | "24h", intervals };
  });
  return { timeZone: texts[TIME_ZONE_FIELD]?.trim() || DEFAULT_TIME_ZONE, weekly, exceptions: [] };
}
