// The hours' tests write weeks and instants the way a business page reads them: "06:00-08:00" intervals, and
// instants as a wall clock in a named zone.
import type { DayHours, HoursException, OpeningHours } from "../schemas/hours.ts";

export const CLOSED: DayHours = { mode: "closed", intervals: [] };
export const ALL_DAY: DayHours = { mode: "24h", intervals: [] };

const interval = (text: string) => ({ opens: text.slice(0, 5), closes: text.slice(6, 11) });

/** A day open in the given "HH:MM-HH:MM" intervals. */
export const openDuring = (...intervals: string[]): DayHours => ({ mode: "hours", intervals: intervals.map(interval) });

/** Monday to Sunday; fewer days repeat the last one. */
export function week(...days: DayHours[]): DayHours[] {
  return Array.from({ length: 7 }, (_, index) => days[Math.min(index, days.length - 1)]!);
}

export function hoursOf(
  weekly: DayHours[] | null,
  exceptions: HoursException[] = [],
  timeZone = "Asia/Kolkata",
): OpeningHours {
  return { timeZone, weekly, exceptions };
}

/** An exception from "2026-10-20" or "2026-10-20..2026-10-24", with special hours' "HH:MM-HH:MM" intervals. */
export function exception(
  kind: HoursException["kind"],
  dates: string,
  label = "",
  ...intervals: string[]
): HoursException {
  const [startsOn = "", endsOn = startsOn] = dates.split("..");
  return { kind, label, startsOn, endsOn, intervals: intervals.map(interval) };
}

/** The instant India's clocks read "2026-10-05 18:30" (India keeps +05:30 all year). */
export const inIndia = (local: string) => new Date(`${local.replace(" ", "T")}:00+05:30`);
