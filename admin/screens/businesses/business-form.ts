// What the admin business form holds (the inputs' strings and switches) and how it maps to and from the
// API: comma lists split and trimmed, the category sent as an integer (spec section 5), the opening hours as the
// hours editor holds them (hours-form.ts), the position as the coordinates field shows it ("30.12324, 78.31444", read
// back by the API's own parser) and the bank as its select's value.
import { PRICE_RANGES } from "../../../shared/constants.ts";
import { formatCoordinates } from "../../../shared/geo/coordinates.ts";
import type { AdminBusinessInput, Business } from "../../../shared/schemas/business.ts";
import { splitCommaList } from "../../../shared/schemas/fields.ts";
import { joinCommaList } from "../../lib/forms.ts";
import type { BankChoice } from "../../lib/river-banks.ts";
import { formValuesToHours, type HoursFormValues, hoursToFormValues, UNKNOWN_HOURS_VALUES } from "./hours-form.ts";

export interface BusinessFormValues {
  name: string;
  /** the select's value: a category id, "" while none is chosen */
  categoryId: string;
  description: string;
  location: string;
  address: string;
  phone: string;
  email: string;
  whatsapp: string;
  website: string;
  priceRange: string;
  /** "latitude, longitude" or a map link; "" for none */
  coordinates: string;
  bank: BankChoice;
  services: string;
  amenities: string;
  /** the photos' sources in order, as the photos field holds them: web addresses and uploaded photos */
  images: string[];
  /** each photo's alt text by its source */
  imageAlts: Record<string, string>;
  isVerified: boolean;
  isActive: boolean;
  hours: HoursFormValues;
  /** "Hours still right": the save asks the service to stamp hoursConfirmedAt */
  confirmHours: boolean;
}

/** The edit form shows '$' for a business without a price range (spec section 4); a new one starts there too. */
const DEFAULT_PRICE_RANGE = PRICE_RANGES[0].value;

/** A new business starts live and unverified, as a listing the team has checked but not visited yet. */
export const NEW_BUSINESS_VALUES: BusinessFormValues = {
  name: "",
  categoryId: "",
  description: "",
  location: "",
  address: "",
  phone: "",
  email: "",
  whatsapp: "",
  website: "",
  priceRange: DEFAULT_PRICE_RANGE,
  coordinates: "",
  bank: "",
  services: "",
  amenities: "",
  images: [],
  imageAlts: {},
  isVerified: false,
  isActive: true,
  hours: UNKNOWN_HOURS_VALUES,
  confirmHours: false,
};

export function businessToFormValues(business: Business): BusinessFormValues {
  return {
    name: business.name,
    categoryId: String(business.categoryId),
    description: business.description,
    location: business.location ?? "",
    address: business.address ?? "",
    phone: business.phone ?? "",
    email: business.email ?? "",
    whatsapp: business.whatsapp ?? "",
    website: business.website ?? "",
    priceRange: business.priceRange || DEFAULT_PRICE_RANGE,
    coordinates:
      business.latitude === null || business.longitude === null
        ? ""
        : formatCoordinates({ latitude: business.latitude, longitude: business.longitude }),
    bank: business.bank ?? "",
    services: joinCommaList(business.services),
    amenities: joinCommaList(business.amenities),
    images: business.images,
    imageAlts: business.imageAlts,
    isVerified: business.isVerified,
    isActive: business.isActive,
    hours: hoursToFormValues(business.hours),
    confirmHours: false,
  };
}

/**
 * The body of POST/PUT /api/admin/businesses: every field the form shows and nothing else, so a PUT
 * keeps what the form does not show (isFeatured). The position goes as typed (empty: none). The hours are always sent whole: the service
 * leaves them (and when they were confirmed) as they are when they equal the stored ones. `confirmHours` only when
 * ticked.
 */
export function formValuesToInput(form: BusinessFormValues): AdminBusinessInput {
  return {
    name: form.name,
    // "" becomes 0, which the schema refuses as "no category selected"
    categoryId: Number(form.categoryId),
    description: form.description,
    location: form.location,
    address: form.address,
    phone: form.phone,
    email: form.email,
    whatsapp: form.whatsapp,
    website: form.website,
    priceRange: form.priceRange as AdminBusinessInput["priceRange"],
    coordinates: form.coordinates,
    bank: form.bank === "" ? null : form.bank,
    services: splitCommaList(form.services),
    amenities: splitCommaList(form.amenities),
    images: form.images,
    imageAlts: form.imageAlts,
    isVerified: form.isVerified,
    isActive: form.isActive,
    hours: formValuesToHours(form.hours),
    ...(form.confirmHours ? { confirmHours: true } : {}),
  };
}
