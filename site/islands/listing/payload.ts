// From the /list-business form's fields to POST /api/businesses.
// Loaded only when the form is first used: it brings zod and the shared schema with it.
import { type ListingFormInput, ListingFormSchema, type ListingFormValues } from "../../../shared/schemas/business.ts";
import { splitCommaList } from "../../../shared/schemas/fields.ts";
import { HONEYPOT_FIELD } from "../../../shared/schemas/form-guard.ts";
import { hoursFromFormTexts } from "../../../shared/schemas/hours-form.ts";
import { formTexts, validateForm, type Validation } from "../forms/validate.ts";
import { listingFieldOf } from "./hours-fields.ts";
import { HELD_PHOTOS_FIELD } from "./ListingPhotos.tsx";

/**
 * The values ListingFormSchema checks: the category as a number (0, "none chosen", when blank), the
 * comma-separated lists split and trimmed, the map position as typed, and the opening hours when any of their fields is filled in
 * (shared/schemas/hours-form.ts). The terms box may still be unticked here.
 */
export function toListingInput(
  texts: Record<string, string>,
  acceptTerms: boolean,
): Omit<ListingFormInput, "acceptTerms"> & { acceptTerms: boolean } {
  return {
    name: texts.name ?? "",
    description: texts.description ?? "",
    categoryId: Number(texts.categoryId || 0),
    location: texts.location ?? "",
    address: texts.address,
    phone: texts.phone ?? "",
    email: texts.email,
    website: texts.website,
    whatsapp: texts.whatsapp,
    priceRange: (texts.priceRange ?? "") as ListingFormInput["priceRange"],
    // a map link or "latitude, longitude", pasted or from the browser's location (ListingPosition.tsx); blank: none
    coordinates: texts.coordinates,
    services: splitCommaList(texts.services ?? ""),
    amenities: splitCommaList(texts.amenities ?? ""),
    // the addresses typed, then the photos uploaded (listing/HeldPhotos.tsx)
    images: [...splitCommaList(texts.images ?? ""), ...splitCommaList(texts[HELD_PHOTOS_FIELD] ?? "")],
    hours: hoursFromFormTexts(texts),
    [HONEYPOT_FIELD]: texts[HONEYPOT_FIELD],
    acceptTerms,
  };
}

/**
 * The submission body. The terms box is the visitor's, not the business's; isVerified and isActive
 * are sent as the spec's client sends them, and the server decides them itself. The map position, read from what was
 * pasted, goes as the API's latitude and longitude.
 */
export function toListingPayload({ acceptTerms: _accepted, coordinates, ...submission }: ListingFormValues) {
  const position =
    coordinates === undefined
      ? {}
      : { latitude: coordinates?.latitude ?? null, longitude: coordinates?.longitude ?? null };
  return { ...submission, ...position, isVerified: false, isActive: true };
}

/** Checks the submitted form with ListingFormSchema; a day's hours' message shows under that day's row. */
export function validateListingForm(form: HTMLFormElement): Validation<ListingFormValues> {
  const texts = formTexts(form);
  // an unticked checkbox is simply absent from the form data
  return validateForm(ListingFormSchema, toListingInput(texts, texts.acceptTerms !== undefined), listingFieldOf);
}
