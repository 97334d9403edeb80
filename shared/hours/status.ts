// Is a business open at an instant, and what is its status: the one answer the service's "Open now" filter and the
// status line of business pages and cards (computed in the browser) share. Everything is read on the business's
// own wall clock (its `timeZone`), never the visitor's or the server's.
//
// Which hours a local date has:
// - An interval belongs to the date it opens on. One past midnight still runs in the early hours of the next date,
//   whatever that date holds: a holiday on the 20th closes the day's own hours, not the 19th's late evening.
// - Exceptions replace the week on the dates they cover (holiday, seasonal and temporary closures with none, special
//   hours with their intervals). Where exceptions overlap, a temporary closure wins over a holiday or seasonal one,
//   which wins over special hours; among equals the one starting latest (a day set inside a longer run), then the
//   first listed.
// - A date without an exception, when the week is unknown (`weekly: null`), is unknown: nothing is said about it.
// Intervals that touch or overlap (a 24-hour Monday then Tuesday from 00:00 to 02:00) are one run: it closes at
// the run's end. Where a zone changes its clocks, times are its wall clock's (the hour repeated in autumn is read
// twice, an interval in the hour skipped in spring never happens), while "closing soon" counts real minutes.
import type { HoursException, OpeningHours } from "../schemas/hours.ts";
import { dateOfDay, wallMinute, weekdayOfDay } from "./local-time.ts";
import { intervalSpan } from "./time.ts";

/** A moment on the business's wall clock: its date, its "HH:MM" time and how many local days from today (0 today). */
export interface LocalMoment {
  date: string;
  time: string;
  inDays: number;
}

export type OpeningStatus = {
  /** The instant asked about, on the business's wall clock. */
  at: LocalMoment;
} & (
  | { state: "unknown" }
  /** `closesAt` null: open through the next seven days (24 hours every day). */
  | { state: "open"; closesAt: LocalMoment | null; closingSoon: boolean }
  /** `opensAt` null: no opening within a year, or the days before it are unknown. */
  | { state: "closed"; opensAt: LocalMoment | null }
  /** `reopensOn`: the day after the temporary closure (and any temporary one following it without a gap) ends. */
  | { state: "temporarily-closed"; reopensOn: string }
);

const DAY = 1440;
/** Open with at most this long to go is "closing soon". */
const CLOSING_SOON_MS = 36e5;
const CLOSES_WITHIN_DAYS = 7;
/** A seasonal closure may run for months: look this far for the next opening. */
const OPENS_WITHIN_DAYS = 366;
const PRECEDENCE: Record<HoursException["kind"], number> = { special: 1, holiday: 2, seasonal: 2, temporary: 3 };

/** The exception that rules a date, by precedence. */
function exceptionOn({ exceptions }: OpeningHours, date: string): HoursException | undefined {
  let ruling: HoursException | undefined;
  for (const exception of exceptions) {
    if (exception.startsOn > date || exception.endsOn < date) continue;
    const rank = PRECEDENCE[exception.kind] - (ruling ? PRECEDENCE[ruling.kind] : 0);
    if (!ruling || rank > 0 || (!rank && exception.startsOn > ruling.startsOn)) ruling = exception;
  }
  return ruling;
}

/** The [start, end) wall minutes of the intervals opening on a local day; null when the day is unknown. */
function spansOn(hours: OpeningHours, day: number): [number, number][] | null {
  const exception = exceptionOn(hours, dateOfDay(day));
  const week = hours.weekly?.[weekdayOfDay(day)];
  const intervals = exception
    ? exception.kind === "special"
      ? exception.intervals
      : []
    : !week
      ? null
      : week.mode === "24h"
        ? [{ opens: "00:00", closes: "00:00" }]
        : week.mode === "hours"
          ? week.intervals
          : [];
  return intervals && intervals.map((interval) => intervalSpan(interval).map((m) => m + day * DAY) as [number, number]);
}

/** The end of the run of open intervals that holds the wall minute `now`, looking at intervals opening up to
 *  `lastDay`; `now` itself when closed. */
function runEnd(hours: OpeningHours, now: number, lastDay: number): number {
  const spans: [number, number][] = [];
  for (let day = Math.floor(now / DAY) - 1; day <= lastDay; day++) spans.push(...(spansOn(hours, day) ?? []));
  let end = now;
  for (const [start, stop] of spans.sort((a, b) => a[0] - b[0])) if (start <= end && stop > end) end = stop;
  return end;
}

export function isOpenAt(hours: OpeningHours, at: Date): boolean {
  const now = wallMinute(hours.timeZone, +at);
  return runEnd(hours, now, Math.floor(now / DAY)) > now;
}

export function openingStatusAt(hours: OpeningHours, at: Date): OpeningStatus {
  const now = wallMinute(hours.timeZone, +at);
  const today = Math.floor(now / DAY);
  const moment = (minute: number): LocalMoment => {
    const iso = new Date(minute * 6e4).toISOString();
    return { date: iso.slice(0, 10), time: iso.slice(11, 16), inDays: Math.floor(minute / DAY) - today };
  };
  const base = { at: moment(now) };
  const end = runEnd(hours, now, today + CLOSES_WITHIN_DAYS);
  if (end > now) {
    const never = end >= (today + CLOSES_WITHIN_DAYS + 1) * DAY;
    return {
      ...base,
      state: "open",
      closesAt: never ? null : moment(end),
      closingSoon: !never && end <= wallMinute(hours.timeZone, +at + CLOSING_SOON_MS),
    };
  }
  if (exceptionOn(hours, base.at.date)?.kind === "temporary") {
    let day = today + 1;
    while (exceptionOn(hours, dateOfDay(day))?.kind === "temporary") day++;
    return { ...base, state: "temporarily-closed", reopensOn: dateOfDay(day) };
  }
  for (let day = today; day <= today + OPENS_WITHIN_DAYS; day++) {
    const spans = spansOn(hours, day);
    if (!spans) return day === today ? { ...base, state: "unknown" } : { ...base, state: "closed", opensAt: null };
    const opens = Math.min(...spans.map(([start]) => start).filter((start) => start > now));
    if (opens < Infinity) return { ...base, state: "closed", opensAt: moment(opens) };
  }
  return { ...base, state: "closed", opensAt: null };
}

/** An exception of the coming days for a business page, and whether it has already begun. */
export interface ComingException {
  exception: HoursException;
  ongoing: boolean;
}

/** The exceptions in force at `at` or starting within `days` after it (local dates), in date order. */
export function comingExceptions(hours: OpeningHours, at: Date, days = 60): ComingException[] {
  const today = Math.floor(wallMinute(hours.timeZone, +at) / DAY);
  const [from, until] = [dateOfDay(today), dateOfDay(today + days)];
  return hours.exceptions
    .filter(({ startsOn, endsOn }) => endsOn >= from && startsOn <= until)
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn) || a.endsOn.localeCompare(b.endsOn))
    .map((exception) => ({ exception, ongoing: exception.startsOn <= from }));
}
