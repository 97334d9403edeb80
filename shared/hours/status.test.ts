import { describe, expect, it } from "vitest";
import { comingExceptions, isOpenAt, openingStatusAt } from "./status.ts";
import { ALL_DAY, CLOSED, exception, hoursOf, inIndia, openDuring, week } from "./test-hours.ts";

// 2026-10-05 is a Monday.
const moment = (date: string, time: string, inDays: number) => ({ date, time, inDays });
const SPLIT_DAY = hoursOf(week(openDuring("06:00-08:00", "17:00-19:00")));
/** A café open late, until 2 am, Monday to Saturday; closed on Sunday. */
const LATE = openDuring("18:00-02:00");
const LATE_CAFE = hoursOf(week(LATE, LATE, LATE, LATE, LATE, LATE, CLOSED));
const NINE_TO_SIX = hoursOf(week(openDuring("09:00-18:00")));

describe("a day of two sittings", () => {
  it("is open during a sitting, until its end", () => {
    expect(openingStatusAt(SPLIT_DAY, inIndia("2026-10-05 06:30"))).toEqual({
      at: moment("2026-10-05", "06:30", 0),
      state: "open",
      closesAt: moment("2026-10-05", "08:00", 0),
      closingSoon: false,
    });
  });

  it("is closed between the sittings and opens for the evening one", () => {
    expect(openingStatusAt(SPLIT_DAY, inIndia("2026-10-05 12:00"))).toMatchObject({
      state: "closed",
      opensAt: moment("2026-10-05", "17:00", 0),
    });
  });

  it("opens the next morning once the evening is over", () => {
    expect(openingStatusAt(SPLIT_DAY, inIndia("2026-10-05 19:00"))).toMatchObject({
      state: "closed",
      opensAt: moment("2026-10-06", "06:00", 1),
    });
  });

  it("is open from the minute it opens and closed from the minute it closes", () => {
    expect(isOpenAt(SPLIT_DAY, inIndia("2026-10-05 05:59"))).toBe(false);
    expect(isOpenAt(SPLIT_DAY, inIndia("2026-10-05 06:00"))).toBe(true);
    expect(isOpenAt(SPLIT_DAY, inIndia("2026-10-05 07:59"))).toBe(true);
    expect(isOpenAt(SPLIT_DAY, inIndia("2026-10-05 08:00"))).toBe(false);
  });
});

describe("hours past midnight", () => {
  it("close on the next day", () => {
    expect(openingStatusAt(LATE_CAFE, inIndia("2026-10-05 23:00"))).toMatchObject({
      state: "open",
      closesAt: moment("2026-10-06", "02:00", 1),
    });
  });

  it("still run in the early hours of the next date", () => {
    expect(openingStatusAt(LATE_CAFE, inIndia("2026-10-06 01:30"))).toMatchObject({
      state: "open",
      closesAt: moment("2026-10-06", "02:00", 0),
      closingSoon: true,
    });
  });

  it("run into a closed day: Saturday night goes on into Sunday", () => {
    expect(isOpenAt(LATE_CAFE, inIndia("2026-10-11 01:00"))).toBe(true);
    expect(openingStatusAt(LATE_CAFE, inIndia("2026-10-11 03:00"))).toMatchObject({
      state: "closed",
      opensAt: moment("2026-10-12", "18:00", 1),
    });
  });

  it("wrap from Sunday into Monday", () => {
    const sundayNights = hoursOf(week(CLOSED, CLOSED, CLOSED, CLOSED, CLOSED, CLOSED, openDuring("20:00-02:00")));
    expect(openingStatusAt(sundayNights, inIndia("2026-10-12 01:00"))).toMatchObject({
      state: "open",
      closesAt: moment("2026-10-12", "02:00", 0),
    });
    expect(openingStatusAt(sundayNights, inIndia("2026-10-12 02:00"))).toMatchObject({
      state: "closed",
      opensAt: moment("2026-10-18", "20:00", 6),
    });
  });

  it("wrap from the last night of a year into the next year", () => {
    expect(openingStatusAt(LATE_CAFE, inIndia("2026-12-31 23:30"))).toMatchObject({
      at: moment("2026-12-31", "23:30", 0),
      closesAt: moment("2027-01-01", "02:00", 1),
    });
    const newYear = hoursOf(LATE_CAFE.weekly, [exception("holiday", "2027-01-01", "New Year")]);
    expect(openingStatusAt(newYear, inIndia("2027-01-01 01:00"))).toMatchObject({
      state: "open",
      closesAt: moment("2027-01-01", "02:00", 0),
    });
    expect(openingStatusAt(newYear, inIndia("2027-01-01 03:00"))).toMatchObject({
      state: "closed",
      opensAt: moment("2027-01-02", "18:00", 1),
    });
  });
});

describe("open 24 hours", () => {
  it("every day never closes", () => {
    expect(openingStatusAt(hoursOf(week(ALL_DAY)), inIndia("2026-10-05 03:00"))).toMatchObject({
      state: "open",
      closesAt: null,
      closingSoon: false,
    });
  });

  it("on Monday, then Tuesday until 2 am, closes at 2 am on Tuesday", () => {
    const hours = hoursOf(week(ALL_DAY, openDuring("00:00-02:00", "09:00-17:00"), CLOSED));
    expect(openingStatusAt(hours, inIndia("2026-10-05 10:00"))).toMatchObject({
      closesAt: moment("2026-10-06", "02:00", 1),
    });
  });

  it("closes at the start of a holiday within the week, but not for one further away", () => {
    const diwali = exception("holiday", "2026-10-20..2026-10-24", "Diwali");
    const hours = hoursOf(week(ALL_DAY), [diwali]);
    expect(openingStatusAt(hours, inIndia("2026-10-15 12:00"))).toMatchObject({
      closesAt: moment("2026-10-20", "00:00", 5),
    });
    expect(openingStatusAt(hours, inIndia("2026-10-11 12:00"))).toMatchObject({ state: "open", closesAt: null });
    expect(openingStatusAt(hours, inIndia("2026-10-22 12:00"))).toMatchObject({
      state: "closed",
      opensAt: moment("2026-10-25", "00:00", 3),
    });
  });
});

describe("a closed day", () => {
  it("is skipped to the next open one", () => {
    const day = openDuring("09:00-17:00");
    const weekdays = hoursOf(week(day, day, day, day, day, CLOSED));
    expect(openingStatusAt(weekdays, inIndia("2026-10-10 18:00"))).toMatchObject({
      state: "closed",
      opensAt: moment("2026-10-12", "09:00", 2),
    });
  });

  it("every day, with nothing to open for within a year, has no opening", () => {
    expect(openingStatusAt(hoursOf(week(CLOSED)), inIndia("2026-10-05 12:00"))).toMatchObject({
      state: "closed",
      opensAt: null,
    });
  });
});

describe("unknown hours", () => {
  it("say nothing", () => {
    expect(openingStatusAt(hoursOf(null), inIndia("2026-10-05 12:00"))).toEqual({
      at: moment("2026-10-05", "12:00", 0),
      state: "unknown",
    });
    expect(isOpenAt(hoursOf(null), inIndia("2026-10-05 12:00"))).toBe(false);
  });

  it("still hold the exceptions: closed on a holiday, open in special hours, news of a temporary closure", () => {
    const holiday = hoursOf(null, [exception("holiday", "2026-10-05", "Dussehra")]);
    expect(openingStatusAt(holiday, inIndia("2026-10-05 12:00"))).toMatchObject({ state: "closed", opensAt: null });
    expect(openingStatusAt(holiday, inIndia("2026-10-06 12:00"))).toMatchObject({ state: "unknown" });
    const special = hoursOf(null, [exception("special", "2026-10-05", "Aarti", "17:00-20:00")]);
    expect(openingStatusAt(special, inIndia("2026-10-05 18:00"))).toMatchObject({ state: "open" });
    expect(openingStatusAt(special, inIndia("2026-10-05 12:00"))).toMatchObject({
      state: "closed",
      opensAt: moment("2026-10-05", "17:00", 0),
    });
    const temporary = hoursOf(null, [exception("temporary", "2026-10-01..2026-10-10", "Renovation")]);
    expect(openingStatusAt(temporary, inIndia("2026-10-05 12:00"))).toMatchObject({
      state: "temporarily-closed",
      reopensOn: "2026-10-11",
    });
  });
});

describe("exceptions", () => {
  it("a holiday closes its days", () => {
    const hours = hoursOf(week(openDuring("07:00-19:00")), [exception("holiday", "2026-10-20..2026-10-24", "Diwali")]);
    expect(openingStatusAt(hours, inIndia("2026-10-21 10:00"))).toMatchObject({
      state: "closed",
      opensAt: moment("2026-10-25", "07:00", 4),
    });
  });

  it("a seasonal closure closes for months", () => {
    const hours = hoursOf(week(openDuring("09:00-18:00")), [
      exception("seasonal", "2026-07-01..2026-09-30", "the monsoon"),
    ]);
    expect(openingStatusAt(hours, inIndia("2026-07-15 12:00"))).toMatchObject({
      state: "closed",
      opensAt: moment("2026-10-01", "09:00", 78),
    });
  });

  it("a temporary closure reopens the day after it ends", () => {
    const hours = hoursOf(NINE_TO_SIX.weekly, [exception("temporary", "2026-09-01..2026-09-30", "Renovation")]);
    expect(openingStatusAt(hours, inIndia("2026-09-10 12:00"))).toMatchObject({
      state: "temporarily-closed",
      reopensOn: "2026-10-01",
    });
    expect(openingStatusAt(hours, inIndia("2026-08-31 20:00"))).toMatchObject({
      state: "closed",
      opensAt: moment("2026-10-01", "09:00", 31),
    });
  });

  it("temporary closures that follow each other reopen after the last", () => {
    const hours = hoursOf(NINE_TO_SIX.weekly, [
      exception("temporary", "2026-09-01..2026-09-15", "Renovation"),
      exception("temporary", "2026-09-16..2026-09-30", "Renovation, painting"),
    ]);
    expect(openingStatusAt(hours, inIndia("2026-09-10 12:00"))).toMatchObject({ reopensOn: "2026-10-01" });
  });

  it("special hours replace the week's on their day", () => {
    const hours = hoursOf(NINE_TO_SIX.weekly, [exception("special", "2026-06-12", "Ganga Dussehra", "05:00-23:00")]);
    expect(openingStatusAt(hours, inIndia("2026-06-12 20:00"))).toMatchObject({
      state: "open",
      closesAt: moment("2026-06-12", "23:00", 0),
    });
    expect(openingStatusAt(hours, inIndia("2026-06-11 20:00"))).toMatchObject({
      opensAt: moment("2026-06-12", "05:00", 1),
    });
    expect(isOpenAt(hours, inIndia("2026-06-13 08:00"))).toBe(false);
  });

  it("replace the hours opening on their days, not the night before running into them", () => {
    const hours = hoursOf(LATE_CAFE.weekly, [exception("holiday", "2026-10-20", "Diwali")]);
    expect(openingStatusAt(hours, inIndia("2026-10-20 01:00"))).toMatchObject({
      state: "open",
      closesAt: moment("2026-10-20", "02:00", 0),
    });
    expect(isOpenAt(hours, inIndia("2026-10-20 19:00"))).toBe(false);
  });

  it("special hours that start while the night before still runs make one run with it", () => {
    const hours = hoursOf(LATE_CAFE.weekly, [exception("special", "2026-10-20", "Diwali", "00:00-06:00")]);
    expect(openingStatusAt(hours, inIndia("2026-10-19 23:00"))).toMatchObject({
      closesAt: moment("2026-10-20", "06:00", 1),
    });
  });

  it("overlapping, a temporary closure wins over a holiday, which wins over special hours", () => {
    const special = exception("special", "2026-10-15", "Sharad Purnima", "06:00-23:00");
    const holiday = exception("holiday", "2026-10-15..2026-10-16", "Family wedding");
    const temporary = exception("temporary", "2026-10-10..2026-10-15", "Repairs");
    expect(
      openingStatusAt(hoursOf(NINE_TO_SIX.weekly, [special, holiday, temporary]), inIndia("2026-10-15 12:00")),
    ).toMatchObject({ state: "temporarily-closed", reopensOn: "2026-10-16" });
    expect(openingStatusAt(hoursOf(NINE_TO_SIX.weekly, [special, holiday]), inIndia("2026-10-15 12:00"))).toMatchObject(
      {
        state: "closed",
        opensAt: moment("2026-10-17", "09:00", 2),
      },
    );
  });

  it("overlapping special hours: the one starting latest rules its days", () => {
    const festival = exception("special", "2026-10-10..2026-10-20", "Festival week", "06:00-23:00");
    const shortDay = exception("special", "2026-10-15", "Half day", "06:00-12:00");
    const hours = hoursOf(NINE_TO_SIX.weekly, [shortDay, festival]);
    expect(isOpenAt(hours, inIndia("2026-10-14 22:00"))).toBe(true);
    expect(isOpenAt(hours, inIndia("2026-10-15 13:00"))).toBe(false);
  });
});

describe("closing soon", () => {
  it("is within the last hour", () => {
    const soon = (local: string) => openingStatusAt(NINE_TO_SIX, inIndia(local));
    expect(soon("2026-10-05 16:59")).toMatchObject({ state: "open", closingSoon: false });
    expect(soon("2026-10-05 17:00")).toMatchObject({ state: "open", closingSoon: true });
    expect(soon("2026-10-05 17:40")).toMatchObject({ state: "open", closingSoon: true });
  });
});

describe("the business's own clock", () => {
  it("is read in its time zone, whatever the visitor's", () => {
    const berlin = hoursOf(NINE_TO_SIX.weekly, [], "Europe/Berlin");
    // 12:00 in India is 08:30 in Berlin in October (summer time).
    expect(openingStatusAt(berlin, inIndia("2026-10-05 12:00"))).toMatchObject({
      at: moment("2026-10-05", "08:30", 0),
      state: "closed",
      opensAt: moment("2026-10-05", "09:00", 0),
    });
  });

  it("counts the hour left in real time across a change of clocks", () => {
    const berlinNights = hoursOf(week(openDuring("20:00-03:00")), [], "Europe/Berlin");
    // 2026-03-29 01:30 CET; at 02:00 the clocks jump to 03:00, so 03:00 is half an hour away.
    const beforeTheJump = new Date("2026-03-29T00:30:00Z");
    expect(openingStatusAt(berlinNights, beforeTheJump)).toMatchObject({
      at: moment("2026-03-29", "01:30", 0),
      closesAt: moment("2026-03-29", "03:00", 0),
      closingSoon: true,
    });
    // 2026-10-25 02:30 CEST; at 03:00 the clocks go back to 02:00, so 03:00 is an hour and a half away.
    const beforeTheFallBack = new Date("2026-10-25T00:30:00Z");
    expect(openingStatusAt(berlinNights, beforeTheFallBack)).toMatchObject({
      at: moment("2026-10-25", "02:30", 0),
      closingSoon: false,
    });
  });
});

describe("the coming exceptions", () => {
  it("are those in force or starting within 60 days, in date order, saying which have begun", () => {
    const past = exception("holiday", "2026-08-15", "Independence Day");
    const monsoon = exception("seasonal", "2026-07-01..2026-09-30", "the monsoon");
    const diwali = exception("holiday", "2026-11-08..2026-11-09", "Diwali");
    const far = exception("holiday", "2027-03-04", "Holi");
    const list = comingExceptions(
      hoursOf(NINE_TO_SIX.weekly, [far, diwali, past, monsoon]),
      inIndia("2026-09-20 12:00"),
    );
    expect(list).toEqual([
      { exception: monsoon, ongoing: true },
      { exception: diwali, ongoing: false },
    ]);
  });

  it("look as far as asked", () => {
    const holi = exception("holiday", "2027-03-04", "Holi");
    expect(comingExceptions(hoursOf(null, [holi]), inIndia("2026-09-20 12:00"), 200)).toEqual([
      { exception: holi, ongoing: false },
    ]);
  });
});
