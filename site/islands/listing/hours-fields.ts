// The listing form's hours fields (shared/schemas/hours-form.ts) as its island lays them out, without zod: each day a
// row of its mode and one interval's times, and each day's message under its own row.
import { WEEKDAYS, type Weekday } from "../../../shared/hours/time.ts";
import { hoursFieldName } from "../../../shared/schemas/hours-form.ts";

/** Where a day's message is in the form's errors. */
export const dayErrorKey = (day: Weekday) => `hours.${day}`;

/** A day's fields, by name: its mode, its one interval's opening and closing times. */
export const dayFields = (day: Weekday) =>
  [hoursFieldName(day, "mode"), hoursFieldName(day, 1, "opens"), hoursFieldName(day, 1, "closes")] as const;

/**
 * The form field a message of the API's path shows under: a day's hours under that day's row
 * ("hours.weekly.3.intervals.0.closes" under Thursday's), any other under the field its path starts with.
 */
export function listingFieldOf(path: string): string {
  const day = /^hours\.weekly\.(\d)(\.|$)/.exec(path)?.[1];
  const weekday = day === undefined ? undefined : WEEKDAYS[Number(day)];
  return weekday ? dayErrorKey(weekday) : path.split(".")[0]!;
}
