// What the owner's two forms send (issue 44). The everyday form holds the admin business form's values
// (business-form.ts) and sends only its live fields; the details form sends only the fields the owner changed, so an
// editor weighs just those, and a stored value the listing form would refuse today is never sent back unchanged.
import type { Business } from "../../../shared/schemas/business.ts";
import { splitCommaList } from "../../../shared/schemas/fields.ts";
import type { OwnerListingEditInput, OwnerProposalInput } from "../../../shared/schemas/owner-listing.ts";
import { type BusinessFormValues, businessToFormValues } from "../../screens/businesses/business-form.ts";
import { formValuesToHours } from "../../screens/businesses/hours-form.ts";

/**
 * PATCH's body: the description, price range, services, amenities, photos with their alt texts, and hours; "Hours
 * still right" when ticked.
 */
export function listingEditInput(form: BusinessFormValues): OwnerListingEditInput {
  return {
    description: form.description,
    priceRange: form.priceRange as OwnerListingEditInput["priceRange"],
    services: splitCommaList(form.services),
    amenities: splitCommaList(form.amenities),
    images: form.images,
    imageAlts: form.imageAlts,
    hours: formValuesToHours(form.hours),
    ...(form.confirmHours ? { confirmHours: true } : {}),
  };
}

/** The details form's inputs: the business form's, for the fields an editor approves first. */
export type DetailsFormValues = Pick<
  BusinessFormValues,
  "name" | "categoryId" | "phone" | "email" | "website" | "whatsapp" | "location" | "address" | "coordinates"
>;

const DETAILS_FIELDS = [
  "name",
  "categoryId",
  "phone",
  "email",
  "website",
  "whatsapp",
  "location",
  "address",
  "coordinates",
] as const satisfies readonly (keyof DetailsFormValues)[];

export function detailsFormValues(business: Business): DetailsFormValues {
  const values = businessToFormValues(business);
  return Object.fromEntries(DETAILS_FIELDS.map((field) => [field, values[field]])) as DetailsFormValues;
}

/** POST's body: each field whose input differs from the listing's, the category as its id. */
export function proposalInput(form: DetailsFormValues, business: Business): OwnerProposalInput {
  const stored = detailsFormValues(business);
  const changed = DETAILS_FIELDS.filter((field) => form[field].trim() !== stored[field].trim());
  return Object.fromEntries(
    changed.map((field) => [field, field === "categoryId" ? Number(form.categoryId) : form[field]]),
  );
}
