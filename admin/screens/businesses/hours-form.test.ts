import { describe, expect, it } from "vitest";
import { AdminBusinessInputSchema } from "../../../shared/schemas/business.ts";
import {
  EXCEPTION_ENDS_BEFORE_START_MESSAGE,
  HOURS_REQUIRED_MESSAGE,
  INVALID_TIME_MESSAGE,
  type OpeningHours,
  OpeningHoursSchema,
  OVERLAPPING_INTERVALS_MESSAGE,
  UNKNOWN_HOURS,
} from "../../../shared/schemas/hours.ts";
import { ALL_DAY, CLOSED, exception, hoursOf, openDuring } from "../../../shared/hours/test-hours.ts";
import { schemaResolver } from "../../lib/forms.ts";
import { type BusinessFormValues, formValuesToInput, NEW_BUSINESS_VALUES } from "./business-form.ts";
import {
  copyOfDay,
  type DayFormValues,
  formValuesToHours,
  type HoursFormValues,
  hoursToFormValues,
  runsPastMidnight,
  UNKNOWN_HOURS_VALUES,
} from "./hours-form.ts";

const split = (): DayFormValues => openDuring("06:00-08:00", "17:00-19:00");

/** Every case the editor sets: split days, past midnight, 24 hours, closed, and each kind of exception. */
const EVERY_CASE = hoursOf(
  [split(), openDuring("20:00-01:00"), CLOSED, ALL_DAY, split(), split(), CLOSED],
  [
    exception("holiday", "2026-11-08..2026-11-10", "Diwali"),
    exception("seasonal", "2026-07-01..2026-09-30", "the monsoon"),
    exception("temporary", "2026-12-01..2026-12-14", "Renovation"),
    exception("special", "2027-06-15", "Ganga Dussehra", "05:00-23:00"),
  ],
);

const known = (weekly: DayFormValues[], more: Partial<HoursFormValues> = {}): HoursFormValues => ({
  ...UNKNOWN_HOURS_VALUES,
  known: "yes",
  weekly,
  ...more,
});

describe("the hours editor's values", () => {
  it("give back the hours they were made from, every case the editor sets", () => {
    expect(OpeningHoursSchema.parse(formValuesToHours(hoursToFormValues(EVERY_CASE)))).toEqual(EVERY_CASE);
    expect(OpeningHoursSchema.parse(formValuesToHours(hoursToFormValues(UNKNOWN_HOURS)))).toEqual(UNKNOWN_HOURS);
  });

  it("show a closed or 24-hour day with one interval to fill in, should it be set open", () => {
    const values = hoursToFormValues(EVERY_CASE);
    expect(values.known).toBe("yes");
    expect(values.weekly[2]).toEqual({ mode: "closed", intervals: [{ opens: "", closes: "" }] });
    expect(values.weekly[3]).toEqual({ mode: "24h", intervals: [{ opens: "", closes: "" }] });
  });

  it("show hours not known as a week of days to fill in, kept out of what is sent", () => {
    const values = hoursToFormValues({ ...UNKNOWN_HOURS, exceptions: EVERY_CASE.exceptions.slice(0, 1) });
    expect(values.known).toBe("no");
    expect(values.weekly).toHaveLength(7);
    expect(values.weekly.every((day) => day.mode === "hours" && day.intervals.length === 1)).toBe(true);
    expect(formValuesToHours(values)).toMatchObject({ weekly: null, exceptions: [{ label: "Diwali" }] });
  });

  it("send a closed or 24-hour day, and a closure, without the intervals the form kept for them", () => {
    const values = known([{ mode: "closed", intervals: split().intervals }, ...Array.from({ length: 6 }, split)], {
      exceptions: [
        { kind: "holiday", label: "Holi", startsOn: "2027-03-22", endsOn: "2027-03-22", intervals: split().intervals },
      ],
    });
    const hours = formValuesToHours(values) as OpeningHours;
    expect(hours.weekly?.[0]).toEqual({ mode: "closed", intervals: [] });
    expect(hours.exceptions[0]?.intervals).toEqual([]);
  });

  it("copy a day as a new object, so editing the copy leaves the original", () => {
    const monday = split();
    const copy = copyOfDay(monday);
    copy.intervals[0]!.opens = "07:00";
    expect(monday.intervals[0]!.opens).toBe("06:00");
    expect(copy).toEqual({ ...split(), intervals: [{ opens: "07:00", closes: "08:00" }, split().intervals[1]] });
  });

  it.each([
    [{ opens: "20:00", closes: "01:00" }, true],
    [{ opens: "20:00", closes: "00:00" }, true],
    [{ opens: "06:00", closes: "08:00" }, false],
    [{ opens: "20:00", closes: "" }, false],
    [{ opens: "", closes: "" }, false],
  ])("say %o runs past midnight: %s", (interval, expected) => {
    expect(runsPastMidnight(interval)).toBe(expected);
  });
});

describe("the business form's hours messages", () => {
  const filled: BusinessFormValues = {
    ...NEW_BUSINESS_VALUES,
    name: "Riverside Meditation Hall",
    categoryId: "4",
    description: "Sittings at dawn and dusk.",
    location: "Tapovan",
  };
  const resolve = async (hours: HoursFormValues) => {
    const resolver = schemaResolver(AdminBusinessInputSchema, formValuesToInput, ["hours"]);
    const { errors } = await resolver({ ...filled, hours }, undefined, {
      fields: {},
      shouldUseNativeValidation: undefined,
    });
    return errors as Record<string, unknown>;
  };

  it("show at the field or the day they name, by the schema's path", async () => {
    const overlapping: DayFormValues = {
      mode: "hours",
      intervals: [
        { opens: "06:00", closes: "09:00" },
        { opens: "08:00", closes: "" },
      ],
    };
    const errors = await resolve(
      known([split(), split(), split(), overlapping, { mode: "hours", intervals: [] }, split(), split()], {
        exceptions: [{ kind: "holiday", label: "Diwali", startsOn: "2026-11-10", endsOn: "2026-11-08", intervals: [] }],
      }),
    );
    expect(errors).toMatchObject({
      hours: {
        weekly: {
          3: { intervals: { 1: { closes: { message: INVALID_TIME_MESSAGE } } } },
          4: { intervals: { message: HOURS_REQUIRED_MESSAGE } },
        },
        exceptions: { 0: { endsOn: { message: EXCEPTION_ENDS_BEFORE_START_MESSAGE } } },
      },
    });
  });

  it("show an overlap at the day's intervals, beside the messages of its times", async () => {
    const errors = await resolve(
      known([
        {
          mode: "hours",
          intervals: [
            { opens: "06:00", closes: "09:00" },
            { opens: "08:00", closes: "10:00" },
          ],
        },
        ...Array.from({ length: 6 }, split),
      ]),
    );
    expect(errors).toMatchObject({
      hours: { weekly: { 0: { intervals: { message: OVERLAPPING_INTERVALS_MESSAGE } } } },
    });
  });

  it("ask nothing of the week while it is not known", async () => {
    const errors = await resolve({ ...UNKNOWN_HOURS_VALUES, weekly: UNKNOWN_HOURS_VALUES.weekly.map(() => split()) });
    expect(errors).toEqual({});
  });
});
