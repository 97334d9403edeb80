import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { OpeningHours } from "../schemas/hours.ts";
import { decodeHours, encodeHours } from "./compact.ts";
import { openingStatusAt } from "./status.ts";
import {
  ALL_DAY,
  arbitraryHours,
  arbitraryInstant,
  CLOSED,
  exception,
  hoursOf,
  openDuring,
  week,
} from "./test-hours.ts";

const unlabelled = (hours: OpeningHours): OpeningHours => ({
  ...hours,
  exceptions: hours.exceptions.map((exception) => ({ ...exception, label: "" })),
});

describe("the compact form of opening hours", () => {
  it("writes a week of the same hours in a few bytes, a day like the one before as nothing", () => {
    const daily = openDuring("06:00-21:00");
    expect(encodeHours(hoursOf(week(daily, daily, daily, daily, daily, daily, CLOSED)))).toBe("0600-2100,,,,,,x");
    const sittings = openDuring("06:00-08:00", "17:00-19:00");
    expect(encodeHours(hoursOf(week(sittings, sittings, ALL_DAY, CLOSED, sittings)))).toBe(
      "0600-0800.1700-1900,,*,x,0600-0800.1700-1900,,",
    );
  });

  it("writes unknown hours as a question mark, and a zone other than India's before the week", () => {
    expect(encodeHours(hoursOf(null))).toBe("?");
    expect(encodeHours(hoursOf(week(ALL_DAY), [], "Europe/Berlin"))).toBe("Europe/Berlin~*,,,,,,");
  });

  it("writes exceptions by kind and dates, special hours with their intervals, and no labels", () => {
    const hours = hoursOf(week(openDuring("07:00-19:00")), [
      exception("holiday", "2026-10-20..2026-10-24", "Diwali"),
      exception("special", "2026-06-12", "Ganga Dussehra", "05:00-23:00"),
      exception("seasonal", "2026-07-01..2026-09-30", "the monsoon"),
      exception("temporary", "2026-11-02..2026-11-05", "Repairs"),
    ]);
    const code = encodeHours(hours);
    expect(code).toBe("0700-1900,,,,,,;h20261020-20261024;p20260612:0500-2300;s20260701-20260930;t20261102-20261105");
    expect(decodeHours(code)).toEqual(unlabelled(hours));
  });

  it("leaves out the exceptions that ended before a given date", () => {
    const hours = hoursOf(week(CLOSED), [
      exception("holiday", "2026-01-26", "Republic Day"),
      exception("holiday", "2026-10-20..2026-10-24", "Diwali"),
    ]);
    expect(encodeHours(hours, "2026-10-24")).toBe("x,,,,,,;h20261020-20261024");
  });

  it("holds nothing a data attribute would have to escape", () => {
    fc.assert(
      fc.property(
        arbitraryInstant.chain((at) => arbitraryHours(at)),
        (hours) => {
          expect(encodeHours(hours)).toMatch(/^[\w/+~;,.:*?-]*$/);
        },
      ),
    );
  });

  it("reads back what it wrote, labels aside, and gives the same status", () => {
    fc.assert(
      fc.property(
        arbitraryInstant.chain((at) => arbitraryHours(at).map((hours) => ({ hours, at }))),
        ({ hours, at }) => {
          const decoded = decodeHours(encodeHours(hours));
          expect(decoded).toEqual(unlabelled(hours));
          expect(openingStatusAt(decoded, at)).toEqual(openingStatusAt(hours, at));
        },
      ),
    );
  });
});
