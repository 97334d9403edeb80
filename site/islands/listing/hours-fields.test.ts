import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ListingFormSchema } from "../../../shared/schemas/business.ts";
import {
  HOURS_REQUIRED_MESSAGE,
  INVALID_TIME_MESSAGE,
  OVERLAPPING_INTERVALS_MESSAGE,
  WEEKDAYS,
} from "../../../shared/schemas/hours.ts";
import { validateForm } from "../forms/validate.ts";
import { dayErrorKey, dayFields, listingFieldOf } from "./hours-fields.ts";
import { ListingHours } from "./ListingHours.tsx";
import { toListingInput } from "./payload.ts";

const listing = {
  name: "Ganga Breeze Yoga Shala",
  description: "Morning hatha and evening yin classes by the river.",
  categoryId: "3",
  location: "Tapovan",
  phone: "+91 98370 55555",
};

/** The listing's fields with each day's mode and times as given ("" for a field left as it is). */
function withHours(days: Partial<Record<(typeof WEEKDAYS)[number], [string, string, string]>>) {
  const texts: Record<string, string> = { ...listing };
  for (const day of WEEKDAYS) {
    dayFields(day).forEach((name, index) => (texts[name] = days[day]?.[index] ?? ""));
  }
  return texts;
}

const check = (texts: Record<string, string>) =>
  validateForm(ListingFormSchema, toListingInput(texts, true), listingFieldOf);

describe("the listing form's hours", () => {
  it("are fields of the plain form, each day's mode and one interval, named as the service reads them", () => {
    const markup = renderToStaticMarkup(createElement(ListingHours, { errors: {}, language: "en" }));
    for (const day of WEEKDAYS) {
      for (const name of dayFields(day)) expect(markup).toContain(`name="${name}"`);
    }
    // Copy Monday to all days needs the island: the page's HTML does not offer it
    expect(markup).not.toContain("Copy Monday");
  });

  it("name the days and their choices in the page's language", () => {
    const hebrew = renderToStaticMarkup(createElement(ListingHours, { errors: {}, language: "he" }));
    expect(hebrew).toContain("יום שני");
    expect(hebrew).toContain("פתוח 24 שעות");
    expect(hebrew).not.toMatch(/Monday|Open 24 hours/);
    const hindi = renderToStaticMarkup(createElement(ListingHours, { errors: {}, language: "hi" }));
    expect(hindi).toContain("सोमवार");
  });

  it("give no hours when left empty: they are not known", () => {
    expect(toListingInput(withHours({}), true).hours).toBeUndefined();
    expect(check(withHours({}))).toMatchObject({ ok: true, data: { hours: undefined } });
  });

  it("give a week: a day with times open, one without times or set closed closed, past midnight as it is", () => {
    const result = check(
      withHours({
        monday: ["", "08:00", "22:00"],
        tuesday: ["", "08:00", "22:00"],
        friday: ["", "20:00", "01:00"],
        saturday: ["closed", "09:00", "12:00"],
        sunday: ["24h", "", ""],
      }),
    );
    expect(result.ok && result.data.hours).toEqual({
      timeZone: "Asia/Kolkata",
      weekly: [
        { mode: "hours", intervals: [{ opens: "08:00", closes: "22:00" }] },
        { mode: "hours", intervals: [{ opens: "08:00", closes: "22:00" }] },
        { mode: "closed", intervals: [] },
        { mode: "closed", intervals: [] },
        { mode: "hours", intervals: [{ opens: "20:00", closes: "01:00" }] },
        { mode: "closed", intervals: [] },
        { mode: "24h", intervals: [] },
      ],
      exceptions: [],
    });
  });

  it("show a day's message under that day's row", () => {
    const result = check(
      withHours({
        tuesday: ["", "08:00", ""],
        thursday: ["", "20:00", "03:00"],
        friday: ["", "02:00", "06:00"],
        sunday: ["hours", "", ""],
      }),
    );
    expect(result.ok ? {} : result.errors).toEqual({
      [dayErrorKey("tuesday")]: INVALID_TIME_MESSAGE,
      [dayErrorKey("thursday")]: OVERLAPPING_INTERVALS_MESSAGE,
      [dayErrorKey("sunday")]: HOURS_REQUIRED_MESSAGE,
    });
  });

  it("put any other path under the field it starts with", () => {
    expect(listingFieldOf("hours.weekly.6")).toBe("hours.sunday");
    expect(listingFieldOf("hours.timeZone")).toBe("hours");
    expect(listingFieldOf("images.2")).toBe("images");
    expect(listingFieldOf("name")).toBe("name");
  });
});
