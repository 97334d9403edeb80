// The hours' tests write weeks and instants the way a business page reads them: "06:00-08:00" intervals, and
// instants as a wall clock in a named zone; the properties draw hours and instants from fast-check.
import fc from "fast-check";
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

const time = (minutes: number) => new Date(minutes * 6e4).toISOString().slice(11, 16);
/** Times on the half hour mostly, so intervals often touch, overlap and share ends; any minute sometimes. */
const arbitraryTime = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 47 }).map((half) => time(half * 30)), weight: 3 },
  fc.integer({ min: 0, max: 1439 }).map(time),
);
const arbitraryIntervals = fc.array(
  fc
    .tuple(arbitraryTime, arbitraryTime)
    .filter(([opens, closes]) => opens !== closes)
    .map(([opens, closes]) => ({ opens, closes })),
  { minLength: 1, maxLength: 3 },
);
const arbitraryDay = (allDayWeight: number): fc.Arbitrary<DayHours> =>
  fc.oneof(
    fc.constant(CLOSED),
    { arbitrary: fc.constant(ALL_DAY), weight: allDayWeight },
    { arbitrary: arbitraryIntervals.map((intervals) => ({ mode: "hours" as const, intervals })), weight: 4 },
  );

/** The clocks' changes in Berlin (last Sundays of March and October, 01:00 UTC), where mistakes would hide. */
const clockChanges = fc
  .tuple(fc.integer({ min: 2020, max: 2035 }), fc.constantFrom(2, 9), fc.integer({ min: -360, max: 360 }))
  .map(([year, month, minutes]) => {
    const lastDay = Date.UTC(year, month + 1, 0);
    return lastDay - new Date(lastDay).getUTCDay() * 864e5 + 36e5 + minutes * 6e4;
  });

/** An instant from 2020 to 2035 (a third of them within six hours of a change of clocks), to the millisecond. */
export const arbitraryInstant = fc
  .oneof(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2036, 0, 1) }), clockChanges)
  .chain((ms) => fc.integer({ min: 0, max: 59_999 }).map((extra) => new Date(ms + extra)));

/**
 * A business's hours around the instant `near`: any week or an unknown one, in India or in Berlin, with up to four
 * exceptions of any kind from a week before it to a fortnight after, a few running for months. A greater
 * `allDayWeight` draws more days open 24 hours.
 */
export function arbitraryHours(near: Date, allDayWeight = 1): fc.Arbitrary<OpeningHours> {
  const day = (offset: number) => new Date(+near + offset * 864e5).toISOString().slice(0, 10);
  const arbitraryException = fc
    .record({
      kind: fc.constantFrom("holiday", "seasonal", "temporary", "special"),
      start: fc.integer({ min: -8, max: 14 }),
      length: fc.oneof({ arbitrary: fc.integer({ min: 0, max: 6 }), weight: 4 }, fc.integer({ min: 0, max: 120 })),
      intervals: arbitraryIntervals,
    })
    .map(({ kind, start, length, intervals }) => ({
      kind,
      label: kind,
      startsOn: day(start),
      endsOn: day(start + length),
      intervals: kind === "special" ? intervals : [],
    }));
  return fc.record({
    timeZone: fc.constantFrom("Asia/Kolkata", "Europe/Berlin"),
    weekly: fc.option(fc.array(arbitraryDay(allDayWeight), { minLength: 7, maxLength: 7 }), { nil: null, freq: 6 }),
    exceptions: fc.array(arbitraryException, { maxLength: 4 }),
  });
}
