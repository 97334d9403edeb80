import { describe, expect, it } from "vitest";
import { exception, hoursOf, inIndia, openDuring, week } from "../../shared/hours/test-hours.ts";
import { exceptionsAsOf, hoursAsOf, hoursSayAnything, statusTextsAttribute } from "./hours.ts";

const DIWALI = exception("holiday", "2026-11-08..2026-11-10", "Diwali");
const MONSOON = exception("seasonal", "2027-07-01..2027-09-30", "the monsoon");
const SHOP = hoursOf(week(openDuring("10:00-21:00")), [MONSOON, DIWALI]);

describe("hoursAsOf", () => {
  it("keeps the exceptions in force or to come, in date order, until their last day ends on the business's clock", () => {
    // 23:59 on 10 Nov in India is 18:29 UTC: Diwali's last day is not over yet
    expect(hoursAsOf(SHOP, inIndia("2026-11-10 23:59")).exceptions).toEqual([DIWALI, MONSOON]);
    expect(hoursAsOf(SHOP, inIndia("2026-11-11 00:00")).exceptions).toEqual([MONSOON]);
    expect(hoursAsOf(SHOP, inIndia("2027-10-01 00:00")).exceptions).toEqual([]);
  });

  it("reads the last day on the business's calendar, not the build machine's", () => {
    // 00:30 on 11 Nov in India is still 10 Nov in Berlin
    const at = inIndia("2026-11-11 00:30");
    expect(hoursAsOf(hoursOf(SHOP.weekly, [DIWALI], "Europe/Berlin"), at).exceptions).toEqual([DIWALI]);
    expect(hoursAsOf(hoursOf(SHOP.weekly, [DIWALI]), at).exceptions).toEqual([]);
  });

  it("leaves the week and the zone as they are", () => {
    const { weekly, timeZone } = hoursAsOf(SHOP, inIndia("2026-11-11 00:00"));
    expect({ weekly, timeZone }).toEqual({ weekly: SHOP.weekly, timeZone: SHOP.timeZone });
  });
});

describe("exceptionsAsOf", () => {
  it("says which exceptions have begun", () => {
    expect(exceptionsAsOf(SHOP, inIndia("2026-11-09 12:00"))).toEqual([
      { exception: DIWALI, ongoing: true },
      { exception: MONSOON, ongoing: false },
    ]);
  });
});

describe("hoursSayAnything", () => {
  it("is false only with no week and no exception", () => {
    expect(hoursSayAnything(hoursOf(null))).toBe(false);
    expect(hoursSayAnything(hoursOf(null, [DIWALI]))).toBe(true);
    expect(hoursSayAnything(SHOP)).toBe(true);
  });
});

describe("statusTextsAttribute", () => {
  it("hands a Hindi or Hebrew page's script its status texts, and an English one nothing (English is built in)", () => {
    expect(statusTextsAttribute("en")).toEqual({});
    const [[name, json]] = Object.entries(statusTextsAttribute("he")) as [[string, string]];
    expect(name).toBe("data-hours-texts");
    expect(JSON.parse(json)).toMatchObject({ locale: "he-IL", hourCycle: "h23", closed: "סגור", tomorrow: "מחר" });
  });
});
