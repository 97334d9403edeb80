// What the hours schema (shared/schemas/hours.ts) and the code that runs in the browser share, without zod: the
// default time zone, the days of the week and how many intervals a day may have (the listing form's fields), and the
// arithmetic of "HH:MM" times. The schema re-exports them.

/** Rishikesh's: a business's hours are in this zone unless it says otherwise. */
export const DEFAULT_TIME_ZONE = "Asia/Kolkata";

/** A meditation hall's morning and evening sittings need two; more than four a day is a typing slip. */
export const MAX_INTERVALS_A_DAY = 4;
/** Monday first, as the week is printed on a business page; index 0 of `weekly` is Monday. */
export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Minutes after midnight of an "HH:MM" time. */
export function minutesOfDay(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** [start, end) in minutes from the day's midnight; an interval past midnight ends after 1440. */
export function intervalSpan({ opens, closes }: { opens: string; closes: string }): [number, number] {
  const start = minutesOfDay(opens);
  const end = minutesOfDay(closes);
  return [start, end <= start ? end + 1440 : end];
}
