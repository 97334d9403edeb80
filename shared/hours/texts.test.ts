import { describe, expect, it } from "vitest";
import type { OpeningHours } from "../schemas/hours.ts";
import { comingExceptions, openingStatusAt } from "./status.ts";
import { ALL_DAY, CLOSED, exception, hoursOf, inIndia, openDuring, week } from "./test-hours.ts";
import { hoursTextsIn, statusTextsIn } from "./catalogue-texts.ts";
import {
  dayHoursText,
  ENGLISH_HOURS_TEXTS,
  exceptionText,
  type HoursTexts,
  shortStatusText,
  shortTimeText,
  statusText,
  weekRows,
} from "./texts.ts";

// 2026-10-05 is a Monday.
const NINE_TO_SIX = week(openDuring("09:00-18:00"));
const lines = (hours: OpeningHours, local: string) => {
  const status = openingStatusAt(hours, inIndia(local));
  return [statusText(status), shortStatusText(status)];
};

describe("the status line, on a business page and on a card", () => {
  it("says until when it is open", () => {
    expect(lines(hoursOf(NINE_TO_SIX), "2026-10-05 12:00")).toEqual([
      "Open now · closes 6:00\u00a0pm",
      "Open · closes 6\u00a0pm",
    ]);
    expect(lines(hoursOf(week(openDuring("09:00-17:30"))), "2026-10-05 12:00")).toEqual([
      "Open now · closes 5:30\u00a0pm",
      "Open · closes 5:30\u00a0pm",
    ]);
  });

  it("says when it closes soon", () => {
    expect(lines(hoursOf(week(openDuring("09:00-17:40"))), "2026-10-05 17:00")).toEqual([
      "Closes soon · 5:40\u00a0pm",
      "Closes soon",
    ]);
  });

  it("names no day for a closing after midnight within the day, and the day for one further", () => {
    const late = hoursOf(week(openDuring("18:00-02:00")));
    expect(lines(late, "2026-10-05 23:00")).toEqual(["Open now · closes 2:00\u00a0am", "Open · closes 2\u00a0am"]);
    const mondayAllDay = hoursOf(week(ALL_DAY, openDuring("00:00-02:00"), CLOSED));
    expect(lines(mondayAllDay, "2026-10-05 01:00")).toEqual([
      "Open now · closes 2:00\u00a0am tomorrow",
      "Open · closes 2\u00a0am tomorrow",
    ]);
  });

  it("says open 24 hours when it does not close within the week", () => {
    expect(lines(hoursOf(week(ALL_DAY)), "2026-10-05 03:00")).toEqual(["Open 24 hours", "Open 24 hours"]);
  });

  it("says when it opens: today, tomorrow, a day of the coming week, or a date", () => {
    const day = openDuring("07:00-19:00");
    const weekdays = hoursOf(week(day, day, day, day, day, CLOSED));
    expect(lines(weekdays, "2026-10-05 06:00")).toEqual(["Closed · opens 7:00\u00a0am", "Closed · opens 7\u00a0am"]);
    expect(lines(weekdays, "2026-10-05 20:00")).toEqual([
      "Closed · opens 7:00\u00a0am tomorrow",
      "Closed · opens 7\u00a0am tomorrow",
    ]);
    expect(lines(weekdays, "2026-10-10 12:00")).toEqual(["Closed · opens 7:00\u00a0am Mon", "Closed · opens Mon"]);
    const monsoon = hoursOf(weekdays.weekly, [exception("seasonal", "2026-07-01..2026-09-30", "the monsoon")]);
    expect(lines(monsoon, "2026-07-15 12:00")).toEqual(["Closed · opens 1 Oct", "Closed · opens 1 Oct"]);
  });

  it("says closed when nothing opens within a year", () => {
    expect(lines(hoursOf(week(CLOSED)), "2026-10-05 12:00")).toEqual(["Closed", "Closed"]);
  });

  it("says when a temporary closure ends", () => {
    const hours = hoursOf(NINE_TO_SIX, [exception("temporary", "2026-09-01..2026-09-30", "Renovation")]);
    expect(lines(hours, "2026-09-10 12:00")).toEqual(["Temporarily closed · reopens 1 Oct", "Temporarily closed"]);
    expect(lines(hours, "2026-09-30 12:00")).toEqual(["Temporarily closed · reopens tomorrow", "Temporarily closed"]);
  });

  it("says nothing when the hours are unknown", () => {
    expect(lines(hoursOf(null), "2026-10-05 12:00")).toEqual([null, null]);
  });
});

describe("a time of day", () => {
  it("never breaks across lines at phone width: its parts are joined by a no-break space, in every language", () => {
    // a space a line may break at: any but the no-break and the narrow no-break space
    const breakable = /(?![\u00a0\u202f])\s/;
    for (const texts of [ENGLISH_HOURS_TEXTS, hoursTextsIn("hi"), hoursTextsIn("he")]) {
      for (const time of ["00:30", "06:00", "12:00", "15:00", "18:30"]) {
        expect(shortTimeText(time, texts)).not.toMatch(breakable);
        expect(dayHoursText(openDuring(`${time}-23:45`), texts)).not.toMatch(breakable);
      }
    }
  });
});

describe("the week's table", () => {
  it("says each day's hours, Monday first", () => {
    const hours = hoursOf(week(openDuring("06:00-08:00", "17:00-19:00"), ALL_DAY, ALL_DAY, ALL_DAY, ALL_DAY, CLOSED));
    expect(weekRows(hours)).toEqual([
      { weekday: "Monday", hours: "6:00\u00a0am–8:00\u00a0am, 5:00\u00a0pm–7:00\u00a0pm" },
      { weekday: "Tuesday", hours: "Open 24 hours" },
      { weekday: "Wednesday", hours: "Open 24 hours" },
      { weekday: "Thursday", hours: "Open 24 hours" },
      { weekday: "Friday", hours: "Open 24 hours" },
      { weekday: "Saturday", hours: "Closed" },
      { weekday: "Sunday", hours: "Closed" },
    ]);
  });

  it("has no rows when the hours are unknown", () => {
    expect(weekRows(hoursOf(null))).toBeNull();
  });

  it("writes hours past midnight as they are", () => {
    expect(dayHoursText(openDuring("18:00-02:00"))).toBe("6:00\u00a0pm–2:00\u00a0am");
  });
});

// Dates are Intl's in Indian English: "30 Sept" is its short September.
describe("the coming exceptions", () => {
  const texts = (local: string, ...exceptions: ReturnType<typeof exception>[]) =>
    comingExceptions(hoursOf(NINE_TO_SIX, exceptions), inIndia(local)).map((coming) => exceptionText(coming));

  it("name a holiday by its dates and name", () => {
    expect(texts("2026-10-05 12:00", exception("holiday", "2026-10-20..2026-10-24", "Diwali"))).toEqual([
      "Closed 20–24 Oct: Diwali",
    ]);
    expect(texts("2026-10-05 12:00", exception("holiday", "2026-10-30..2026-11-02", "Chhath"))).toEqual([
      "Closed 30 Oct – 2 Nov: Chhath",
    ]);
  });

  it("say until when a season's closure runs once begun, and its dates before", () => {
    const monsoon = exception("seasonal", "2026-07-01..2026-09-30", "the monsoon");
    expect(texts("2026-07-15 12:00", monsoon)).toEqual(["Closed for the monsoon until 30 Sept"]);
    expect(texts("2026-06-15 12:00", monsoon)).toEqual(["Closed for the monsoon 1 Jul – 30 Sept"]);
  });

  it("say until when a temporary closure runs once begun, and its dates before", () => {
    const renovation = exception("temporary", "2026-09-01..2026-09-30", "renovation");
    expect(texts("2026-09-10 12:00", renovation)).toEqual(["Temporarily closed until 30 Sept: renovation"]);
    expect(texts("2026-08-10 12:00", renovation)).toEqual(["Temporarily closed 1–30 Sept: renovation"]);
  });

  it("give special hours with their day, name and times", () => {
    const dussehra = exception("special", "2026-06-12", "Ganga Dussehra", "05:00-23:00");
    expect(texts("2026-06-01 12:00", dussehra)).toEqual([
      "Special hours 12 Jun: Ganga Dussehra · 5:00\u00a0am–11:00\u00a0pm",
    ]);
  });
});

describe("in Hindi and Hebrew", () => {
  const hindi = hoursTextsIn("hi");
  const hebrew = hoursTextsIn("he");
  const inLanguage = (texts: HoursTexts, hours: OpeningHours, local: string) => {
    const status = openingStatusAt(hours, inIndia(local));
    return [statusText(status, texts), shortStatusText(status, texts)];
  };
  const TWO_SITTINGS = hoursOf(week(openDuring("06:00-08:00", "17:00-21:30"), ALL_DAY, CLOSED));

  it("says the status line in the language, on its clock: Hindi's 12 hours with the time of day in words, Hebrew's 24", () => {
    expect(inLanguage(hindi, hoursOf(NINE_TO_SIX), "2026-10-05 12:00")).toEqual([
      "अभी खुला है · बंद होगा शाम\u00a06:00",
      "खुला · बंद होगा शाम\u00a06",
    ]);
    // a 24-hour clock has no short form on the hour: "18" alone would read as nothing
    expect(inLanguage(hebrew, hoursOf(NINE_TO_SIX), "2026-10-05 12:00")).toEqual([
      "פתוח עכשיו · עד 18:00",
      "פתוח · עד 18:00",
    ]);
    expect(inLanguage(hebrew, TWO_SITTINGS, "2026-10-07 12:00")).toEqual([
      "סגור · ייפתח יום ב׳ ב־6:00",
      "סגור · ייפתח יום ב׳",
    ]);
    expect(inLanguage(hindi, TWO_SITTINGS, "2026-10-05 22:00")).toEqual([
      "बंद · खुलेगा कल रात\u00a012:00",
      "बंद · खुलेगा कल रात\u00a012",
    ]);
  });

  it("names the week's days by Intl in the language, and writes a Hebrew range as one left-to-right run", () => {
    expect(weekRows(TWO_SITTINGS, hindi)?.slice(0, 3)).toEqual([
      { weekday: "सोमवार", hours: "सुबह\u00a06:00–सुबह\u00a08:00, शाम\u00a05:00–रात\u00a09:30" },
      { weekday: "मंगलवार", hours: "24 घंटे खुला" },
      { weekday: "बुधवार", hours: "बंद" },
    ]);
    expect(weekRows(TWO_SITTINGS, hebrew)?.[0]).toEqual({
      weekday: "יום שני",
      hours: "\u20666:00–8:00\u2069, \u206617:00–21:30\u2069",
    });
  });

  it("writes the coming exceptions with the dates in the language and the label as the business wrote it", () => {
    const diwali = { exception: exception("holiday", "2026-10-20..2026-10-24", "Diwali"), ongoing: false };
    const monsoon = { exception: exception("seasonal", "2026-07-01..2026-09-30", "monsoon"), ongoing: true };
    expect(exceptionText(diwali, hindi)).toBe("20 – 24 अक्टू॰ बंद: Diwali");
    expect(exceptionText(monsoon, hindi)).toBe("monsoon के कारण 30 सित॰ तक बंद");
    expect(exceptionText(diwali, hebrew)).toBe("סגור 20–24 באוק׳: Diwali");
  });

  it("writes a time of day as a card does, on each language's clock", () => {
    expect(["10:00", "18:30"].map((time) => shortTimeText(time))).toEqual(["10\u00a0am", "6:30\u00a0pm"]);
    expect(["10:00", "18:30"].map((time) => shortTimeText(time, hindi))).toEqual(["सुबह\u00a010", "शाम\u00a06:30"]);
    expect(["10:00", "18:30"].map((time) => shortTimeText(time, hebrew))).toEqual(["10:00", "18:30"]);
  });

  it("gives a status line's texts alone, as a page hands them to its script", () => {
    const status = statusTextsIn("he");
    expect(status).toEqual(expect.objectContaining({ locale: "he-IL", hourCycle: "h23", closed: "סגור" }));
    expect(status).not.toHaveProperty("holiday");
  });
});
