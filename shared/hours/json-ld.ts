// Opening hours as schema.org's OpeningHoursSpecification, for a business page's JSON-LD. schema.org's own
// conventions: an interval past midnight closes earlier than it opens; 24 hours is 00:00 to 23:59; a closed day
// is left out; a closure's special hours open and close at 00:00.
import type { OpeningHoursSpecificationLeaf } from "schema-dts";
import type { HoursInterval, OpeningHours } from "../schemas/hours.ts";

const DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
const ALL_DAY: HoursInterval[] = [{ opens: "00:00", closes: "23:59" }];
const CLOSED_ALL_DAY: HoursInterval[] = [{ opens: "00:00", closes: "00:00" }];

/** The week: one specification an interval, days with the same hours together. Empty when the week is unknown. */
export function openingHoursSpecification(hours: OpeningHours): OpeningHoursSpecificationLeaf[] {
  const days = new Map<string, { dayOfWeek: (typeof DAY_NAMES)[number][]; intervals: HoursInterval[] }>();
  hours.weekly?.forEach((day, index) => {
    if (day.mode === "closed") return;
    const intervals = day.mode === "24h" ? ALL_DAY : day.intervals.toSorted((a, b) => a.opens.localeCompare(b.opens));
    const key = JSON.stringify(intervals);
    const group = days.get(key) ?? days.set(key, { dayOfWeek: [], intervals }).get(key)!;
    group.dayOfWeek.push(DAY_NAMES[index]!);
  });
  return [...days.values()].flatMap(({ dayOfWeek, intervals }) =>
    intervals.map(({ opens, closes }) => ({ "@type": "OpeningHoursSpecification", dayOfWeek, opens, closes })),
  );
}

/** The dated exceptions, first and last day as validFrom and validThrough. */
export function specialOpeningHoursSpecification(hours: OpeningHours): OpeningHoursSpecificationLeaf[] {
  return hours.exceptions.flatMap(({ kind, startsOn, endsOn, intervals }) =>
    (kind === "special" ? intervals : CLOSED_ALL_DAY).map(({ opens, closes }) => ({
      "@type": "OpeningHoursSpecification",
      opens,
      closes,
      validFrom: startsOn,
      validThrough: endsOn,
    })),
  );
}
