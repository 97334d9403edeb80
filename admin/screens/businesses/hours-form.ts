// What the business form's hours editor holds and how it maps to and from the API's `hours`
// (shared/schemas/hours.ts). The form keeps the API's shape (hours.weekly.3.intervals.0.opens), so the schema's
// messages land on the fields they name, plus what the inputs need: whether the week is known (the week itself is kept
// while it is not, so switching back restores it), and the intervals of a day set closed or open 24 hours (kept the
// same way; the API is sent none).
import {
  DEFAULT_TIME_ZONE,
  type HoursException,
  type HoursExceptionKind,
  type HoursInterval,
  minutesOfDay,
  type OpeningHours,
  type OpeningHoursInput,
  WEEKDAYS,
} from "../../../shared/schemas/hours.ts";

export interface IntervalFormValues {
  /** "HH:MM" as a time input gives it, "" while empty */
  opens: string;
  closes: string;
}

export interface DayFormValues {
  mode: "closed" | "hours" | "24h";
  intervals: IntervalFormValues[];
}

export interface ExceptionFormValues {
  kind: HoursExceptionKind;
  label: string;
  /** "YYYY-MM-DD" as a date input gives it */
  startsOn: string;
  endsOn: string;
  intervals: IntervalFormValues[];
}

export interface HoursFormValues {
  /** the radios' values: "no" sends the week as not known (null) */
  known: "yes" | "no";
  timeZone: string;
  /** seven days, Monday first, as the API's weekly */
  weekly: DayFormValues[];
  exceptions: ExceptionFormValues[];
}

/** The days' names as the editor says them: "Monday". */
export const DAY_NAMES = WEEKDAYS.map((day) => day[0]!.toUpperCase() + day.slice(1));

export const blankInterval = (): IntervalFormValues => ({ opens: "", closes: "" });

/** A day as the editor first offers it once the week is known: open, its times to fill in. */
const blankDay = (): DayFormValues => ({ mode: "hours", intervals: [blankInterval()] });

export const blankException = (): ExceptionFormValues => ({
  kind: "holiday",
  label: "",
  startsOn: "",
  endsOn: "",
  intervals: [],
});

/** A new business's hours, and those of one whose hours are not known: not known, in India's zone. */
export const UNKNOWN_HOURS_VALUES: HoursFormValues = {
  known: "no",
  timeZone: DEFAULT_TIME_ZONE,
  weekly: WEEKDAYS.map(blankDay),
  exceptions: [],
};

const intervalValues = (intervals: readonly HoursInterval[]) =>
  intervals.map(({ opens, closes }) => ({ opens, closes }));

export function hoursToFormValues(hours: OpeningHours): HoursFormValues {
  return {
    known: hours.weekly ? "yes" : "no",
    timeZone: hours.timeZone,
    weekly: hours.weekly
      ? hours.weekly.map((day) => ({
          mode: day.mode,
          intervals: day.mode === "hours" ? intervalValues(day.intervals) : [blankInterval()],
        }))
      : WEEKDAYS.map(blankDay),
    exceptions: hours.exceptions.map((exception: HoursException) => ({
      kind: exception.kind,
      label: exception.label,
      startsOn: exception.startsOn,
      endsOn: exception.endsOn,
      intervals: intervalValues(exception.intervals),
    })),
  };
}

/**
 * The API's `hours`: the week null while it is not known; a closed or 24-hour day, and a closure, without the
 * intervals the form kept for it. Indexes are the form's, so the schema's paths name the form's fields.
 */
export function formValuesToHours(form: HoursFormValues): OpeningHoursInput {
  return {
    timeZone: form.timeZone,
    weekly:
      form.known === "yes"
        ? form.weekly.map((day) => ({
            mode: day.mode,
            intervals: day.mode === "hours" ? intervalValues(day.intervals) : [],
          }))
        : null,
    exceptions: form.exceptions.map((exception) => ({
      kind: exception.kind,
      label: exception.label,
      startsOn: exception.startsOn,
      endsOn: exception.endsOn,
      intervals: exception.kind === "special" ? intervalValues(exception.intervals) : [],
    })),
  };
}

/** A copy of a day's hours for another day: its own interval objects, so editing one leaves the other. */
export const copyOfDay = (day: DayFormValues): DayFormValues => ({
  mode: day.mode,
  intervals: intervalValues(day.intervals),
});

/** Whether an interval closes earlier than it opens, i.e. runs past midnight (both times filled in). */
export function runsPastMidnight({ opens, closes }: IntervalFormValues): boolean {
  const time = /^\d\d:\d\d$/;
  return time.test(opens) && time.test(closes) && minutesOfDay(closes) < minutesOfDay(opens);
}
