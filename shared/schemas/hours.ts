// Opening hours: a business's week, its dated exceptions and its time zone. One schema for the admin's hours
// editor, the public listing form and the API. Times are wall-clock "HH:MM" in the business's own zone; dates are
// that zone's calendar days ("YYYY-MM-DD"). Festivals move every year, so exceptions are dated, never rules.
import { z } from "zod";
import { DEFAULT_TIME_ZONE, intervalSpan, MAX_INTERVALS_A_DAY } from "../hours/time.ts";
import { text } from "./fields.ts";

// Kept without zod beside the code that runs in the browser (intervalSpan too, which only this file uses).
export { DEFAULT_TIME_ZONE, MAX_INTERVALS_A_DAY, minutesOfDay, WEEKDAYS, type Weekday } from "../hours/time.ts";

export const MAX_HOURS_EXCEPTIONS = 40;

export const INVALID_TIME_MESSAGE = "Enter a time such as 07:00 or 18:30";
export const SAME_OPEN_AND_CLOSE_MESSAGE = "Opening and closing times are the same: choose 24 hours instead";
export const OVERLAPPING_INTERVALS_MESSAGE = "These hours overlap: each interval must end before the next one starts";
export const TOO_MANY_INTERVALS_MESSAGE = `At most ${MAX_INTERVALS_A_DAY} intervals a day`;
export const HOURS_REQUIRED_MESSAGE = "Add at least one interval, or mark the day closed or open 24 hours";
export const INVALID_DATE_MESSAGE = "Enter a date such as 2026-10-20";
export const EXCEPTION_ENDS_BEFORE_START_MESSAGE = "The last day must be on or after the first day";
export const EXCEPTION_LABEL_REQUIRED_MESSAGE = "Give the exception a name, such as Diwali";
export const TOO_MANY_EXCEPTIONS_MESSAGE = `At most ${MAX_HOURS_EXCEPTIONS} dated exceptions`;
export const INVALID_TIME_ZONE_MESSAGE = "Choose a time zone by its name, such as Asia/Kolkata";
/** Said by the form beside an interval that closes earlier than it opens: it is not an error. */
export const PAST_MIDNIGHT_HINT = "Closes after midnight, on the next day";

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const timeOfDay = z.string().trim().regex(TIME_PATTERN, INVALID_TIME_MESSAGE);

/** A calendar day that exists (2026-02-30 does not). */
export const calendarDate = z
  .string()
  .trim()
  .regex(DATE_PATTERN, INVALID_DATE_MESSAGE)
  .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), INVALID_DATE_MESSAGE);

export const timeZoneName = z
  .string()
  .trim()
  .min(1, INVALID_TIME_ZONE_MESSAGE)
  .refine(isKnownTimeZone, INVALID_TIME_ZONE_MESSAGE);

export function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** An interval that closes earlier than (or at) midnight before it opens runs past midnight into the next day. */
export const HoursIntervalSchema = z
  .object({ opens: timeOfDay, closes: timeOfDay })
  .refine((interval) => interval.opens !== interval.closes, {
    message: SAME_OPEN_AND_CLOSE_MESSAGE,
    path: ["closes"],
  });
export type HoursInterval = z.infer<typeof HoursIntervalSchema>;

function refineIntervals(intervals: HoursInterval[], context: z.RefinementCtx) {
  const spans = intervals.map(intervalSpan).sort((a, b) => a[0] - b[0]);
  for (let index = 1; index < spans.length; index++) {
    if (spans[index]![0] < spans[index - 1]![1]) {
      context.addIssue({ code: "custom", message: OVERLAPPING_INTERVALS_MESSAGE, path: ["intervals"] });
      return;
    }
  }
}

/** The intervals of a closed or 24-hour day, or of a closure, are what the form kept while it was switched: dropped. */
function keepIntervalsOnlyWhen(field: "mode" | "kind", value: string) {
  return (input: unknown) =>
    input && typeof input === "object" && (input as Record<string, unknown>)[field] !== value
      ? { ...input, intervals: [] }
      : input;
}

/** One day of the week: closed, open 24 hours, or open in one or more intervals. */
export const DayHoursSchema = z.preprocess(
  keepIntervalsOnlyWhen("mode", "hours"),
  z
    .object({
      mode: z.enum(["closed", "hours", "24h"]),
      intervals: z.array(HoursIntervalSchema).max(MAX_INTERVALS_A_DAY, TOO_MANY_INTERVALS_MESSAGE).default([]),
    })
    .superRefine((day, context) => {
      if (day.mode !== "hours") return;
      if (day.intervals.length === 0) {
        context.addIssue({ code: "custom", message: HOURS_REQUIRED_MESSAGE, path: ["intervals"] });
        return;
      }
      refineIntervals(day.intervals, context);
    }),
);
export type DayHours = z.output<typeof DayHoursSchema>;

/** Seven days, Monday first. An evening that runs past midnight must end before the next day's first interval. */
export const WeeklyHoursSchema = z
  .array(DayHoursSchema)
  .length(7)
  .superRefine((week, context) => {
    week.forEach((day, index) => {
      const next = week[(index + 1) % 7]!;
      if (day.mode !== "hours" || next.mode === "closed") return;
      const spill = Math.max(0, ...day.intervals.map((interval) => intervalSpan(interval)[1] - 1440));
      const nextStart = next.mode === "24h" ? 0 : Math.min(...next.intervals.map((i) => intervalSpan(i)[0]));
      if (spill > nextStart) {
        context.addIssue({ code: "custom", message: OVERLAPPING_INTERVALS_MESSAGE, path: [index, "intervals"] });
      }
    });
  });

/**
 * A dated exception, first and last day included:
 * - holiday: closed for a festival or a day off ("Closed 20–24 Oct: Diwali");
 * - seasonal: closed for a season ("Closed for the monsoon until 30 Sep");
 * - temporary: temporarily closed, expected to reopen the day after `endsOn`;
 * - special: open in the given intervals instead of the week's (Ganga Dussehra, longer hours).
 */
export const HOURS_EXCEPTION_KINDS = ["holiday", "seasonal", "temporary", "special"] as const;
export type HoursExceptionKind = (typeof HOURS_EXCEPTION_KINDS)[number];

export const HoursExceptionSchema = z.preprocess(
  keepIntervalsOnlyWhen("kind", "special"),
  z
    .object({
      kind: z.enum(HOURS_EXCEPTION_KINDS),
      label: text("Label", 80).min(1, EXCEPTION_LABEL_REQUIRED_MESSAGE),
      startsOn: calendarDate,
      endsOn: calendarDate,
      intervals: z.array(HoursIntervalSchema).max(MAX_INTERVALS_A_DAY, TOO_MANY_INTERVALS_MESSAGE).default([]),
    })
    .superRefine((exception, context) => {
      if (exception.endsOn < exception.startsOn) {
        context.addIssue({ code: "custom", message: EXCEPTION_ENDS_BEFORE_START_MESSAGE, path: ["endsOn"] });
      }
      if (exception.kind !== "special") return;
      if (exception.intervals.length === 0) {
        context.addIssue({ code: "custom", message: HOURS_REQUIRED_MESSAGE, path: ["intervals"] });
        return;
      }
      refineIntervals(exception.intervals, context);
    }),
);
export type HoursException = z.output<typeof HoursExceptionSchema>;

/**
 * A business's opening hours. `weekly: null` means the hours are not known, which is not the same as closed:
 * nothing is said about them. Exceptions still apply when the week is unknown (a temporary closure is news).
 */
export const OpeningHoursSchema = z.object({
  timeZone: timeZoneName.default(DEFAULT_TIME_ZONE),
  weekly: WeeklyHoursSchema.nullable(),
  exceptions: z.array(HoursExceptionSchema).max(MAX_HOURS_EXCEPTIONS, TOO_MANY_EXCEPTIONS_MESSAGE).default([]),
});
export type OpeningHoursInput = z.input<typeof OpeningHoursSchema>;
export type OpeningHours = z.output<typeof OpeningHoursSchema>;

export const UNKNOWN_HOURS: OpeningHours = { timeZone: DEFAULT_TIME_ZONE, weekly: null, exceptions: [] };
