import { describe, expect, it } from "vitest";
import { AdminBusinessInputSchema, type Business } from "../../../shared/schemas/business.ts";
import { REQUIRED_FIELDS_MESSAGE } from "../../../shared/schemas/fields.ts";
import { COORDINATES_FORMAT_MESSAGE } from "../../../shared/geo/coordinates.ts";
import { CLOSED, exception, hoursOf, openDuring } from "../../../shared/hours/test-hours.ts";
import { UNKNOWN_HOURS } from "../../../shared/schemas/hours.ts";
import {
  type BusinessFormValues,
  businessToFormValues,
  formValuesToInput,
  NEW_BUSINESS_VALUES,
} from "./business-form.ts";
import { hoursToFormValues } from "./hours-form.ts";

/** A meditation hall's mornings and evenings, closed on Sunday, and Diwali off. */
const SPLIT_HOURS = hoursOf(
  [...Array.from({ length: 6 }, () => openDuring("06:00-08:00", "17:00-19:00")), CLOSED],
  [exception("holiday", "2026-11-08..2026-11-10", "Diwali")],
);

const stored: Business = {
  id: 7,
  name: "Ganga View Yoga Shala",
  description: "Morning hatha classes on the riverbank.",
  categoryId: 3,
  location: "Tapovan",
  address: null,
  phone: "+91 98370 11111",
  email: null,
  website: null,
  whatsapp: null,
  priceRange: null,
  latitude: 30.13,
  longitude: 78.32,
  bank: null,
  images: ["https://example.com/a.jpg", "https://example.com/b.jpg"],
  imageAlts: {},
  services: ["Hatha", "Pranayama"],
  amenities: [],
  isVerified: true,
  isActive: false,
  isFeatured: true,
  rating: "4.50",
  reviewCount: 2,
  viewCount: 10,
  createdAt: "2024-01-01T00:00:00.000Z",
  updatedAt: "2024-01-01T00:00:00.000Z",
  hours: UNKNOWN_HOURS,
  hoursConfirmedAt: null,
  category: { name: "Yoga & Meditation", slug: "yoga-meditation", color: "#ff6b35" },
};

const filled: BusinessFormValues = {
  ...NEW_BUSINESS_VALUES,
  name: "Riverside Sound Healing",
  categoryId: "4",
  description: "Gong baths by the ghat.",
  location: "Laxman Jhula",
};

describe("the business form's values", () => {
  it("show a stored business: lists joined with commas, missing texts empty, no price range as $", () => {
    expect(businessToFormValues(stored)).toEqual({
      name: "Ganga View Yoga Shala",
      categoryId: "3",
      description: "Morning hatha classes on the riverbank.",
      location: "Tapovan",
      address: "",
      phone: "+91 98370 11111",
      email: "",
      whatsapp: "",
      website: "",
      priceRange: "$",
      coordinates: "30.13, 78.32",
      bank: "",
      services: "Hatha, Pranayama",
      amenities: "",
      images: ["https://example.com/a.jpg", "https://example.com/b.jpg"],
      imageAlts: {},
      isVerified: true,
      isActive: false,
      hours: hoursToFormValues(UNKNOWN_HOURS),
      confirmHours: false,
    });
    expect(businessToFormValues({ ...stored, priceRange: "$$$" }).priceRange).toBe("$$$");
  });

  it("show a business without a position as an empty coordinates field, and send it as none", () => {
    const values = businessToFormValues({ ...stored, latitude: null, longitude: null });
    expect(values.coordinates).toBe("");
    expect(AdminBusinessInputSchema.parse(formValuesToInput(values)).coordinates).toBeNull();
  });

  it("send a pasted Google Maps link as the position it shows, with the bank an editor set", () => {
    const input = AdminBusinessInputSchema.parse(
      formValuesToInput({
        ...filled,
        coordinates: "https://www.google.com/maps/place/Ram+Jhula/@30.12,78.31,16z/data=!3d30.123238!4d78.314438",
        bank: "right",
      }),
    );
    expect(input).toMatchObject({ coordinates: { latitude: 30.12324, longitude: 78.31444 }, bank: "right" });
    expect(AdminBusinessInputSchema.parse(formValuesToInput(filled)).bank).toBeNull();
  });

  it("say at the coordinates why a pasted text is no position", () => {
    const result = AdminBusinessInputSchema.safeParse(formValuesToInput({ ...filled, coordinates: "near the ghat" }));
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ["coordinates"], message: COORDINATES_FORMAT_MESSAGE },
    ]);
  });

  it("start a new business live and unverified", () => {
    expect(NEW_BUSINESS_VALUES).toMatchObject({ isActive: true, isVerified: false, categoryId: "" });
  });

  it("send the category as an integer and the comma lists split and trimmed, empty when blank", () => {
    const input = formValuesToInput({
      ...filled,
      services: " Sound bath ,Gong meditation,, ",
      amenities: "  ",
      images: [],
    });
    expect(input.categoryId).toBe(4);
    expect(input.services).toEqual(["Sound bath", "Gong meditation"]);
    expect(input.amenities).toEqual([]);
    expect(input.images).toEqual([]);
  });

  it("send every field the form shows and leave out the ones it does not, so an update keeps them", () => {
    const input = formValuesToInput(businessToFormValues(stored));
    const shown = Object.keys(NEW_BUSINESS_VALUES).filter((field) => field !== "confirmHours");
    expect(Object.keys(input).sort()).toEqual(shown.sort());
    expect(input).not.toHaveProperty("isFeatured");
    expect(input).not.toHaveProperty("latitude");
  });

  it("send the stored hours back as they are, and confirmHours only when Hours still right is on", () => {
    const withHours = { ...stored, hours: SPLIT_HOURS, hoursConfirmedAt: "2026-03-01T10:00:00.000Z" };
    const input = formValuesToInput(businessToFormValues(withHours));
    expect(AdminBusinessInputSchema.parse(input).hours).toEqual(SPLIT_HOURS);
    expect(input).not.toHaveProperty("confirmHours");
    const confirmed = formValuesToInput({ ...businessToFormValues(withHours), confirmHours: true });
    expect(confirmed.confirmHours).toBe(true);
  });

  it("start a new business with its hours not known, in India's zone", () => {
    expect(formValuesToInput(filled).hours).toEqual({ timeZone: "Asia/Kolkata", weekly: null, exceptions: [] });
  });

  it("pass the API's schema when the required fields are filled", () => {
    const result = AdminBusinessInputSchema.safeParse(formValuesToInput(filled));
    expect(result.success).toBe(true);
  });

  it.each([
    ["name", { name: "   " }],
    ["categoryId", { categoryId: "" }],
    ["location", { location: " " }],
    ["description", { description: "" }],
  ] as const)("ask for all required fields when %s is blank", (field, change) => {
    const result = AdminBusinessInputSchema.safeParse(formValuesToInput({ ...filled, ...change }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(REQUIRED_FIELDS_MESSAGE);
  });
});
