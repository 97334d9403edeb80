// How the admin shows a moment: the date and time in full ("Mar 4, 2026, 10:32 AM"), or how long ago it was
// ("5 minutes ago") with the full form kept for a <time> element's title.

const dateTimeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const relativeFormat = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** [unit, its length in seconds, the distance from which the next unit takes over] */
const UNITS: [Intl.RelativeTimeFormatUnit, number, number][] = [
  ["second", 1, MINUTE],
  ["minute", MINUTE, HOUR],
  ["hour", HOUR, DAY],
  ["day", DAY, 7 * DAY],
  ["week", 7 * DAY, 30 * DAY],
  ["month", 30 * DAY, 365 * DAY],
  ["year", 365 * DAY, Infinity],
];
const JUST_NOW_SECONDS = 45;

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago"; a moment slightly ahead of the clock reads as now. */
export function formatTimeAgo(iso: string, now: Date = new Date()): string {
  const secondsAgo = (now.getTime() - new Date(iso).getTime()) / 1000;
  if (secondsAgo < JUST_NOW_SECONDS) return "just now";
  const [unit, length] = UNITS.find(([, , nextUnitFrom]) => secondsAgo < nextUnitFrom)!;
  return relativeFormat.format(-Math.floor(secondsAgo / length), unit);
}
