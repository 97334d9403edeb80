// Properties of the status (fast-check), against an oracle written apart from the code: local clocks from the zones'
// own rules (India +05:30 all year; Berlin +01:00, +02:00 from the last Sunday of March to the last of October,
// 01:00 UTC), and a date's intervals read straight off the week and the exceptions by the documented precedence.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { OpeningHours } from "../schemas/hours.ts";
import { isOpenAt, type LocalMoment, openingStatusAt } from "./status.ts";
import { arbitraryHours, arbitraryInstant } from "./test-hours.ts";

const MINUTE = 6e4;
const DAY = 864e5;

function lastSunday(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY;
}

/** Minutes ahead of UTC at an instant. */
const OFFSETS: Record<string, { at: (ms: number) => number; possible: number[] }> = {
  "Asia/Kolkata": { at: () => 330, possible: [330] },
  "Europe/Berlin": {
    at: (ms) => {
      const year = new Date(ms).getUTCFullYear();
      return ms >= lastSunday(year, 2) + 36e5 && ms < lastSunday(year, 9) + 36e5 ? 120 : 60;
    },
    possible: [60, 120],
  },
};

const offsetAt = (hours: OpeningHours, ms: number) => OFFSETS[hours.timeZone]!.at(ms);

/** The wall clock at an instant: its date and minute of the day. */
function wallClock(hours: OpeningHours, ms: number) {
  const shifted = new Date(Math.floor((ms + offsetAt(hours, ms) * MINUTE) / MINUTE) * MINUTE);
  return { date: shifted.toISOString().slice(0, 10), minute: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
}

/** The instants a wall moment happens at: none in the hour a clock skips, two in the hour it repeats. */
function instantsOf(hours: OpeningHours, { date, time }: LocalMoment): number[] {
  const wall = Date.parse(`${date}T${time}:00Z`);
  return OFFSETS[hours.timeZone]!.possible.map((offset) => wall - offset * MINUTE).filter(
    (ms) => offsetAt(hours, ms) * MINUTE === wall - ms,
  );
}

const RANK = { temporary: 3, holiday: 2, seasonal: 2, special: 1 };
const shiftDate = (date: string, days: number) => new Date(Date.parse(date) + days * DAY).toISOString().slice(0, 10);
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** The exception ruling a date: the highest rank, then the latest start, then the first listed (sort is stable). */
const rulingOn = (hours: OpeningHours, date: string) =>
  hours.exceptions
    .filter(({ startsOn, endsOn }) => startsOn <= date && date <= endsOn)
    .sort((a, b) => RANK[b.kind] - RANK[a.kind] || b.startsOn.localeCompare(a.startsOn))[0];

/** The [start, end) minutes, from the date's midnight, of the intervals opening on it; null when unknown. */
function spansOn(hours: OpeningHours, date: string): [number, number][] | null {
  const ruling = rulingOn(hours, date);
  const day = hours.weekly?.[(new Date(date).getUTCDay() + 6) % 7];
  if (!ruling && !day) return null;
  if (!ruling && day?.mode === "24h") return [[0, 1440]];
  const intervals = ruling ? (ruling.kind === "special" ? ruling.intervals : []) : day!.intervals;
  return intervals.map(({ opens, closes }) => {
    const [start, end] = [minutes(opens), minutes(closes)];
    return [start, end <= start ? end + 1440 : end];
  });
}

function oracleOpen(hours: OpeningHours, ms: number): boolean {
  const { date, minute } = wallClock(hours, ms);
  const holds = (spans: [number, number][] | null, at: number) =>
    (spans ?? []).some(([start, end]) => start <= at && at < end);
  return holds(spansOn(hours, date), minute) || holds(spansOn(hours, shiftDate(date, -1)), minute + 1440);
}

const cases = arbitraryInstant.chain((at) => arbitraryHours(at).map((hours) => ({ hours, at })));
/** Mostly days open 24 hours: runs of days that do not close within the week. */
const allDayCases = arbitraryInstant.chain((at) => arbitraryHours(at, 40).map((hours) => ({ hours, at })));
const RUNS = { numRuns: 400 };

describe("the status at an instant", () => {
  it("is open exactly when an interval, after the exceptions, holds the instant's local time", () => {
    fc.assert(
      fc.property(cases, ({ hours, at }) => {
        const open = oracleOpen(hours, +at);
        expect(isOpenAt(hours, at)).toBe(open);
        expect(openingStatusAt(hours, at).state === "open").toBe(open);
      }),
      RUNS,
    );
  });

  it("reports the instant's local date and time", () => {
    fc.assert(
      fc.property(cases, ({ hours, at }) => {
        const { date, minute } = wallClock(hours, +at);
        const time = `${String((minute / 60) | 0).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
        expect(openingStatusAt(hours, at).at).toEqual({ date, time, inDays: 0 });
      }),
      RUNS,
    );
  });

  it("when not open, is temporarily closed on a date a temporary closure rules, and unknown on a date nothing is said of", () => {
    fc.assert(
      fc.property(cases, ({ hours, at }) => {
        const status = openingStatusAt(hours, at);
        if (status.state === "open") return;
        const { date } = wallClock(hours, +at);
        expect(status.state === "temporarily-closed").toBe(rulingOn(hours, date)?.kind === "temporary");
        expect(status.state === "unknown").toBe(rulingOn(hours, date) === undefined && hours.weekly === null);
        if (status.state === "temporarily-closed") {
          expect(rulingOn(hours, shiftDate(status.reopensOn, -1))?.kind).toBe("temporary");
          expect(rulingOn(hours, status.reopensOn)?.kind).not.toBe("temporary");
        }
      }),
      RUNS,
    );
  });

  it("when open, stays open until closesAt, a minute before it, and is closed at it; closing soon within the hour", () => {
    fc.assert(
      fc.property(cases, ({ hours, at }) => {
        const status = openingStatusAt(hours, at);
        if (status.state !== "open" || !status.closesAt) return;
        const [closes, ...more] = instantsOf(hours, status.closesAt);
        if (closes === undefined || more.length) return; // a time the clocks skip or repeat
        expect(closes).toBeGreaterThan(+at);
        expect(oracleOpen(hours, closes - MINUTE)).toBe(true);
        expect(oracleOpen(hours, closes)).toBe(false);
        expect(status.closingSoon).toBe(closes - +at <= 60 * MINUTE);
        const days = (Date.parse(status.closesAt.date) - Date.parse(status.at.date)) / DAY;
        expect(status.closesAt.inDays).toBe(days);
        expect(days).toBeLessThanOrEqual(7);
      }),
      RUNS,
    );
  });

  it("when open with no closing, is open every half hour of the coming week", () => {
    fc.assert(
      fc.property(allDayCases, ({ hours, at }) => {
        const status = openingStatusAt(hours, at);
        if (status.state !== "open" || status.closesAt) return;
        for (let ms = +at; ms < +at + 7 * DAY - 60 * MINUTE; ms += 30 * MINUTE) {
          if (offsetAt(hours, ms) === offsetAt(hours, +at)) expect(oracleOpen(hours, ms)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it("when closed, stays closed until opensAt and is open at it", () => {
    fc.assert(
      fc.property(cases, ({ hours, at }) => {
        const status = openingStatusAt(hours, at);
        if (status.state !== "closed" || !status.opensAt) return;
        const [opens, ...more] = instantsOf(hours, status.opensAt);
        if (opens === undefined || more.length) return;
        expect(opens).toBeGreaterThan(+at);
        expect(oracleOpen(hours, opens)).toBe(true);
        expect(oracleOpen(hours, opens - MINUTE)).toBe(false);
        // Closed all along, where the clocks do not change between (a repeated hour is read by its wall clock).
        for (let step = 1; step < 24; step++) {
          const ms = +at + Math.floor(((opens - +at) * step) / 24);
          if (offsetAt(hours, ms) === offsetAt(hours, +at)) expect(oracleOpen(hours, ms)).toBe(false);
        }
        expect(status.opensAt.inDays).toBe((Date.parse(status.opensAt.date) - Date.parse(status.at.date)) / DAY);
      }),
      RUNS,
    );
  });
});
