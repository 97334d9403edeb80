import { describe, expect, it } from "vitest";
import { openingHoursSpecification, specialOpeningHoursSpecification } from "./json-ld.ts";
import { ALL_DAY, CLOSED, exception, hoursOf, openDuring, week } from "./test-hours.ts";

const spec = (dayOfWeek: string[], opens: string, closes: string) => ({
  "@type": "OpeningHoursSpecification",
  dayOfWeek,
  opens,
  closes,
});

describe("the week as schema.org's openingHoursSpecification", () => {
  it("groups the days of the same hours, one specification an interval, and leaves closed days out", () => {
    const sittings = openDuring("17:00-19:00", "06:00-08:00");
    const saturday = openDuring("07:00-12:00");
    expect(
      openingHoursSpecification(hoursOf(week(sittings, sittings, sittings, sittings, sittings, saturday, CLOSED))),
    ).toEqual([
      spec(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], "06:00", "08:00"),
      spec(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], "17:00", "19:00"),
      spec(["Saturday"], "07:00", "12:00"),
    ]);
  });

  it("closes a run past midnight earlier than it opens, and writes 24 hours as 00:00 to 23:59", () => {
    const late = openDuring("18:00-02:00");
    expect(openingHoursSpecification(hoursOf(week(ALL_DAY, ALL_DAY, late)))).toEqual([
      spec(["Monday", "Tuesday"], "00:00", "23:59"),
      spec(["Wednesday", "Thursday", "Friday", "Saturday", "Sunday"], "18:00", "02:00"),
    ]);
  });

  it("is empty when the hours are unknown or it is always closed", () => {
    expect(openingHoursSpecification(hoursOf(null))).toEqual([]);
    expect(openingHoursSpecification(hoursOf(week(CLOSED)))).toEqual([]);
  });
});

describe("the exceptions as schema.org's specialOpeningHoursSpecification", () => {
  it("gives each its first and last day, a closure opening and closing at 00:00, special hours their intervals", () => {
    const hours = hoursOf(week(openDuring("09:00-18:00")), [
      exception("holiday", "2026-10-20..2026-10-24", "Diwali"),
      exception("special", "2026-06-12", "Ganga Dussehra", "05:00-12:00", "16:00-23:00"),
    ]);
    const dated = (opens: string, closes: string, validFrom: string, validThrough: string) => ({
      "@type": "OpeningHoursSpecification",
      opens,
      closes,
      validFrom,
      validThrough,
    });
    expect(specialOpeningHoursSpecification(hours)).toEqual([
      dated("00:00", "00:00", "2026-10-20", "2026-10-24"),
      dated("05:00", "12:00", "2026-06-12", "2026-06-12"),
      dated("16:00", "23:00", "2026-06-12", "2026-06-12"),
    ]);
  });
});
