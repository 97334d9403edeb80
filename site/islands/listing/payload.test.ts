import { describe, expect, it } from "vitest";
import {
  BusinessSubmissionSchema,
  CATEGORY_REQUIRED_MESSAGE,
  ListingFormSchema,
  TERMS_REQUIRED_MESSAGE,
} from "../../../shared/schemas/business.ts";
import { COORDINATES_FORMAT_MESSAGE, SHORT_MAP_LINK_MESSAGE } from "../../../shared/geo/coordinates.ts";
import { httpUrlMessage, INVALID_EMAIL_MESSAGE, INVALID_PHONE_MESSAGE } from "../../../shared/schemas/fields.ts";
import { HONEYPOT_FIELD } from "../../../shared/schemas/form-guard.ts";
import { validateForm } from "../forms/validate.ts";
import { toListingInput, toListingPayload } from "./payload.ts";

const filledForm = {
  name: "Ganga Breeze Yoga Shala",
  description: "Morning hatha and evening yin classes by the river.",
  categoryId: "3",
  location: "Tapovan",
  address: "Near Laxman Jhula, Tapovan",
  phone: "+91 98370 55555",
  email: "hello@gangabreeze.in",
  website: "",
  whatsapp: "",
  priceRange: "$$",
  services: " Hatha yoga, Yin yoga ,, Meditation ",
  amenities: "Wi-Fi,  Filtered water",
  images: "",
};

describe("toListingInput", () => {
  it("splits the comma-separated lists, trimming items and dropping blanks", () => {
    const input = toListingInput(filledForm, true);
    expect(input.services).toEqual(["Hatha yoga", "Yin yoga", "Meditation"]);
    expect(input.amenities).toEqual(["Wi-Fi", "Filtered water"]);
    expect(input.images).toEqual([]);
  });

  it("carries the honeypot field, so a script that filled it is known by the service", () => {
    expect(toListingInput({ ...filledForm, [HONEYPOT_FIELD]: "https://spam.example" }, true)[HONEYPOT_FIELD]).toBe(
      "https://spam.example",
    );
  });

  it("sends the category as a number", () => {
    expect(toListingInput(filledForm, true).categoryId).toBe(3);
  });

  it("treats a blank category as none chosen", () => {
    const result = validateForm(ListingFormSchema, toListingInput({ ...filledForm, categoryId: "" }, true));
    expect(result.ok ? undefined : result.errors.categoryId).toBe(CATEGORY_REQUIRED_MESSAGE);
  });
});

describe("listing form validation", () => {
  it("rejects a short phone number with the spec's message", () => {
    const result = validateForm(ListingFormSchema, toListingInput({ ...filledForm, phone: "12345" }, true));
    expect(result.ok ? undefined : result.errors.phone).toBe(INVALID_PHONE_MESSAGE);
  });

  it("shows a bad image address under the Image URLs field it was typed in", () => {
    const result = validateForm(
      ListingFormSchema,
      toListingInput({ ...filledForm, images: "notaurl, https://example.com/a.jpg" }, true),
    );
    expect(result.ok ? undefined : result.errors.images).toBe(httpUrlMessage("Image URL"));
  });

  it("requires the terms box", () => {
    const result = validateForm(ListingFormSchema, toListingInput(filledForm, false));
    expect(result.ok ? undefined : result.errors.acceptTerms).toBe(TERMS_REQUIRED_MESSAGE);
  });

  it("allows an empty email but not a malformed one", () => {
    expect(validateForm(ListingFormSchema, toListingInput({ ...filledForm, email: "" }, true)).ok).toBe(true);
    const bad = validateForm(ListingFormSchema, toListingInput({ ...filledForm, email: "not-an-email" }, true));
    expect(bad.ok ? undefined : bad.errors.email).toBe(INVALID_EMAIL_MESSAGE);
  });
});

describe("the listing's map position", () => {
  it("is optional: left blank, the listing has none", () => {
    const result = validateForm(ListingFormSchema, toListingInput({ ...filledForm, coordinates: "" }, true));
    expect(result.ok && result.data.coordinates).toBeNull();
  });

  it("reads a pasted OpenStreetMap link or a pair of coordinates", () => {
    const link = "https://www.openstreetmap.org/?mlat=30.13180&mlon=78.32470#map=18/30.1318/78.3247";
    for (const coordinates of [link, "30.1318, 78.3247"]) {
      const result = validateForm(ListingFormSchema, toListingInput({ ...filledForm, coordinates }, true));
      expect(result.ok && result.data.coordinates).toEqual({ latitude: 30.1318, longitude: 78.3247 });
    }
  });

  it("is sent as the API's latitude and longitude, which the API reads back as they were", () => {
    const result = validateForm(
      ListingFormSchema,
      toListingInput({ ...filledForm, coordinates: "30.1318, 78.3247" }, true),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const payload = toListingPayload(result.data);
    expect(payload).toMatchObject({ latitude: 30.1318, longitude: 78.3247 });
    expect(payload).not.toHaveProperty("coordinates");
    expect(BusinessSubmissionSchema.parse(payload)).toMatchObject({ latitude: 30.1318, longitude: 78.3247 });
  });

  it("says under the field why a pasted text is no position", () => {
    const unreadable = validateForm(ListingFormSchema, toListingInput({ ...filledForm, coordinates: "Tapovan" }, true));
    expect(unreadable.ok ? undefined : unreadable.errors.coordinates).toBe(COORDINATES_FORMAT_MESSAGE);
    const short = validateForm(
      ListingFormSchema,
      toListingInput({ ...filledForm, coordinates: "https://maps.app.goo.gl/Xy12" }, true),
    );
    expect(short.ok ? undefined : short.errors.coordinates).toBe(SHORT_MAP_LINK_MESSAGE);
  });
});

describe("toListingPayload", () => {
  it("leaves the terms box out and sends the spec's isVerified false and isActive true", () => {
    const result = validateForm(ListingFormSchema, toListingInput(filledForm, true));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const payload = toListingPayload(result.data);
    expect(payload).not.toHaveProperty("acceptTerms");
    expect(payload).toMatchObject({
      name: "Ganga Breeze Yoga Shala",
      categoryId: 3,
      priceRange: "$$",
      website: null,
      services: ["Hatha yoga", "Yin yoga", "Meditation"],
      isVerified: false,
      isActive: true,
    });
  });
});
