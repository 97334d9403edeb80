// The wall clock of an instant in a time zone, read with Intl alone: no offset is ever computed by hand, so a
// zone's daylight saving time and its history are the browser's or the runtime's own. Local time is counted in
// wall minutes since 1970-01-01 00:00 (the local day's number × 1440 + the minute of the day), so a date, its
// weekday and "tomorrow" are arithmetic on integers, whatever zone the process itself runs in.

const formats: Record<string, Intl.DateTimeFormat> = {};

/** The wall minute of the instant `at` (milliseconds since the epoch) in `timeZone`. */
export function wallMinute(timeZone: string, at: number): number {
  const format = (formats[timeZone] ??= new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  }));
  const part = {} as Record<Intl.DateTimeFormatPartTypes, number>;
  for (const { type, value } of format.formatToParts(at)) part[type] = +value;
  return Date.UTC(part.year, part.month - 1, part.day) / 6e4 + (part.hour % 24) * 60 + part.minute;
}

/** The "YYYY-MM-DD" date of a local day number. */
export const dateOfDay = (day: number) => new Date(day * 864e5).toISOString().slice(0, 10);

/** The local day number of a "YYYY-MM-DD" date. */
export const dayOfDate = (date: string) => Date.parse(date) / 864e5;

/** Monday 0 to Sunday 6, as `weekly` is ordered: 1970-01-01 was a Thursday. */
export const weekdayOfDay = (day: number) => (((day + 3) % 7) + 7) % 7;
