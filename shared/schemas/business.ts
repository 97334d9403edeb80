import { z } from "zod";
import {
  BUSINESS_DESCRIPTION_MIN,
  BUSINESS_PAGE,
  BUSINESS_PHONE_MIN,
  BUSINESS_SORTS,
  COORDINATE_LIMITS,
  PHOTO_UPLOAD_LIMITS,
  PRICE_FILTER_VALUES,
  PRICE_RANGE_VALUES,
  SEARCH_RADIUS,
  SEARCH_TEXT_MAX_LENGTH,
  TEXT_LIMITS,
} from "../constants.ts";
import {
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  INVALID_WHATSAPP_MESSAGE,
  fieldText,
  isoDate,
  listField,
  LOCATION_REQUIRED_MESSAGE,
  optionalEmail,
  optionalHttpUrl,
  optionalPhoneNumber,
  optionalText,
  phoneNumber,
  photoSource,
  recordId,
  REQUIRED_FIELDS_MESSAGE,
  text,
  type TextField,
  textList,
} from "./fields.ts";
import { formGuardFields } from "./form-guard.ts";
import { COORDINATES_RANGE_MESSAGE, parseCoordinates } from "../geo/coordinates.ts";
import { LANGUAGES } from "../i18n/languages.ts";
import { isUploadedPhoto } from "../media.ts";
import { isSlug } from "../slug.ts";
import { BankSchema, optionalCoordinatesField, WalkSchema, WhereaboutsFields } from "./geo.ts";
import { OpeningHoursSchema } from "./hours.ts";
import { pageQueryFields, withoutEmptyParams } from "./paging.ts";

export const BusinessSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  categoryId: z.number().int(),
  location: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  whatsapp: z.string().nullable(),
  priceRange: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** the river bank an editor set; null: it follows from the coordinates (riverBank where the API adds it) */
  bank: BankSchema.nullable().default(null),
  images: z.array(z.string()),
  /** each photo's alt text by its source; a photo without one is named by the business's name (photoAlt) */
  imageAlts: z.record(z.string(), z.string()).default({}),
  services: z.array(z.string()),
  amenities: z.array(z.string()),
  isVerified: z.boolean(),
  isActive: z.boolean(),
  isFeatured: z.boolean(),
  /** numeric(3,2), read as a string number as the spec says */
  rating: z.string(),
  reviewCount: z.number().int(),
  viewCount: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate,
  /** its week (null: not known, which is not closed), dated exceptions and time zone */
  hours: OpeningHoursSchema,
  /** when its hours were last saved changed, or confirmed still right; set by the service's clock only */
  hoursConfirmedAt: isoDate.nullable(),
  category: z.object({ name: z.string(), slug: z.string(), color: z.string() }).nullable(),
});
export type Business = z.infer<typeof BusinessSchema>;

/**
 * A business as the public API answers it: with where it is (its bank and nearest landmarks on foot) and, for a
 * search near somewhere (`near=`), the walk from there.
 */
export const PublicBusinessSchema = BusinessSchema.extend({ ...WhereaboutsFields, walk: WalkSchema.optional() });
export type PublicBusiness = z.infer<typeof PublicBusinessSchema>;

/**
 * The texts a business's editors write for travellers, and translate (translations.ts); its name and address stay as
 * the business writes them and are not among them.
 */
export const BUSINESS_TEXT_FIELDS = {
  description: { label: "Description", max: TEXT_LIMITS.description, multiline: true },
  services: listField("Services", "Service"),
  amenities: listField("Amenities", "Amenity"),
} as const satisfies Record<string, TextField>;

const businessContactFields = {
  address: optionalText("Address", TEXT_LIMITS.address, { multiline: true }),
  website: optionalHttpUrl("Website"),
  whatsapp: optionalPhoneNumber("WhatsApp", TEXT_LIMITS.line, INVALID_WHATSAPP_MESSAGE),
  latitude: z.number().min(-COORDINATE_LIMITS.latitude).max(COORDINATE_LIMITS.latitude).nullish(),
  longitude: z.number().min(-COORDINATE_LIMITS.longitude).max(COORDINATE_LIMITS.longitude).nullish(),
  /**
   * the position as typed or pasted, "30.12324, 78.31444" or a Google Maps or OpenStreetMap link; given, it sets
   * latitude and longitude (empty clears them), whatever those fields say
   */
  coordinates: optionalCoordinatesField,
  priceRange: z
    .enum(PRICE_RANGE_VALUES)
    .nullish()
    .or(z.literal("").transform(() => null)),
  images: textList("Image URL", photoSource("Image URL")),
  /**
   * each photo's alt text by its source (images' entries); blank entries are no text. Left out, the stored ones stay
   * (a new order of the photos needs none)
   */
  imageAlts: z
    .record(z.string().max(TEXT_LIMITS.url), text("Alt text", TEXT_LIMITS.line), {
      message: "Alt texts must be given by photo",
    })
    .transform((alts) => Object.fromEntries(Object.entries(alts).filter(([, alt]) => alt !== "")))
    .optional(),
  services: textList(BUSINESS_TEXT_FIELDS.services.entryLabel),
  amenities: textList(BUSINESS_TEXT_FIELDS.amenities.entryLabel),
  /** optional: left out, the hours stay as they are on an update, and are not known on a new business */
  hours: OpeningHoursSchema.optional(),
};

export const TOO_MANY_LISTING_PHOTOS_MESSAGE = `A listing can hold up to ${PHOTO_UPLOAD_LIMITS.perListing} uploaded photos`;
export const BUSINESS_NAME_REQUIRED_MESSAGE = "Business name is required";
export const DESCRIPTION_TOO_SHORT_MESSAGE = `Description must be at least ${BUSINESS_DESCRIPTION_MIN} characters`;
/** Also the answer when the chosen category does not exist. */
export const CATEGORY_REQUIRED_MESSAGE = "Please select a category";

/**
 * Public listing submission (POST /api/businesses). isVerified/isActive are not part of it:
 * zod strips them, and the service stores every submission as awaiting approval.
 */
export const BusinessSubmissionSchema = z.object({
  name: text("Business name", TEXT_LIMITS.name, { message: BUSINESS_NAME_REQUIRED_MESSAGE }).min(
    1,
    BUSINESS_NAME_REQUIRED_MESSAGE,
  ),
  description: fieldText(BUSINESS_TEXT_FIELDS.description, DESCRIPTION_TOO_SHORT_MESSAGE).min(
    BUSINESS_DESCRIPTION_MIN,
    DESCRIPTION_TOO_SHORT_MESSAGE,
  ),
  categoryId: recordId(CATEGORY_REQUIRED_MESSAGE),
  location: text("Location", TEXT_LIMITS.line, { message: LOCATION_REQUIRED_MESSAGE }).min(
    1,
    LOCATION_REQUIRED_MESSAGE,
  ),
  email: optionalEmail(INVALID_EMAIL_MESSAGE),
  phone: phoneNumber("Phone", TEXT_LIMITS.line, INVALID_PHONE_MESSAGE).min(BUSINESS_PHONE_MIN, INVALID_PHONE_MESSAGE),
  ...businessContactFields,
  images: businessContactFields.images.refine(
    (images) => images.filter(isUploadedPhoto).length <= PHOTO_UPLOAD_LIMITS.perListing,
    TOO_MANY_LISTING_PHOTOS_MESSAGE,
  ),
  ...formGuardFields,
});
export type BusinessSubmission = z.input<typeof BusinessSubmissionSchema>;
export type BusinessSubmissionValues = z.output<typeof BusinessSubmissionSchema>;

export const TERMS_REQUIRED_MESSAGE = "Please accept the terms and conditions";
/** The /list-business form: the submission plus the required terms checkbox (never sent). */
export const ListingFormSchema = BusinessSubmissionSchema.extend({
  acceptTerms: z.literal(true, { message: TERMS_REQUIRED_MESSAGE }),
});
export type ListingFormInput = z.input<typeof ListingFormSchema>;
export type ListingFormValues = z.output<typeof ListingFormSchema>;

export const photoAltMissingMessage = (position: number) =>
  `Photo ${position} needs its alt text: describe what it shows for people who cannot see it`;

/**
 * Every uploaded photo has its alt text (issue 45); a photo linked by address may have none, as older records'.
 * Checked here when both are sent (the forms send both); the service checks the photos it stores against the alt
 * texts it keeps whatever was sent.
 */
export function requireUploadedPhotoAlts(
  { images, imageAlts }: { images?: string[]; imageAlts?: Record<string, string> },
  context: z.RefinementCtx,
) {
  if (!images || !imageAlts) return;
  images.forEach((source, index) => {
    if (isUploadedPhoto(source) && !imageAlts[source]) {
      context.addIssue({ code: "custom", path: ["imageAlts", source], message: photoAltMissingMessage(index + 1) });
    }
  });
}

/** Admin business form and POST/PUT /api/admin/businesses. */
export const AdminBusinessInputSchema = z
  .object({
    name: text("Name", TEXT_LIMITS.name).min(1, REQUIRED_FIELDS_MESSAGE),
    description: fieldText(BUSINESS_TEXT_FIELDS.description).min(1, REQUIRED_FIELDS_MESSAGE),
    categoryId: recordId(REQUIRED_FIELDS_MESSAGE),
    location: text("Location", TEXT_LIMITS.line).min(1, REQUIRED_FIELDS_MESSAGE),
    email: optionalEmail(INVALID_EMAIL_MESSAGE),
    phone: optionalPhoneNumber("Phone", TEXT_LIMITS.line, INVALID_PHONE_MESSAGE),
    ...businessContactFields,
    /** the river bank, where the coordinates alone would put it wrong; null or left out: from the coordinates */
    bank: BankSchema.nullish(),
    isVerified: z.boolean().default(false),
    isActive: z.boolean().default(true),
    isFeatured: z.boolean().default(false),
    /**
     * The editor's "hours still right": the service stamps hoursConfirmedAt with its own clock, as it does whenever
     * the saved hours differ from the stored ones. Never stored as a field.
     */
    confirmHours: z.boolean().optional(),
  })
  .superRefine(requireUploadedPhotoAlts);
export type AdminBusinessInput = z.input<typeof AdminBusinessInputSchema>;
export type AdminBusinessValues = z.output<typeof AdminBusinessInputSchema>;

const OPEN_NOW_MESSAGE = "Open now must be true or false";
export const SEARCH_LANGUAGE_MESSAGE = `Language must be one of ${LANGUAGES.join(", ")}`;
const RADIUS_MESSAGE = `Radius must be a whole number of km from ${SEARCH_RADIUS.min} to ${SEARCH_RADIUS.max}`;
const PRICE_FILTER_MESSAGE = `Price range must be one of ${[...PRICE_FILTER_VALUES, ...PRICE_RANGE_VALUES, "all"].join(", ")}`;

export const NEAR_MESSAGE =
  'Near must be a landmark (such as ram-jhula) or a position as "latitude,longitude" (such as 30.12324,78.31444)';
export const SORT_BY_DISTANCE_MESSAGE = "Sort by distance needs near: a landmark or a position";

/**
 * Where a search measures walks from: a landmark's slug ({ landmark }), or a position "latitude,longitude" ({ point },
 * as the browser's geolocation gives it).
 */
const nearField = text("Near", TEXT_LIMITS.line).transform(
  (value, context): { landmark: string } | { point: { latitude: number; longitude: number } } => {
    if (/^[-+]?\d/.test(value)) {
      const parsed = parseCoordinates(value);
      if (parsed.ok) return { point: { latitude: parsed.latitude, longitude: parsed.longitude } };
      context.addIssue({
        code: "custom",
        message: parsed.message === COORDINATES_RANGE_MESSAGE ? parsed.message : NEAR_MESSAGE,
      });
      return z.NEVER;
    }
    if (isSlug(value)) return { landmark: value };
    context.addIssue({ code: "custom", message: NEAR_MESSAGE });
    return z.NEVER;
  },
);

/**
 * Query of GET /api/businesses. The spec's client sends q and category; the site also sends the rest.
 * An empty parameter (`?priceRange=`) means the filter is not set, as a form would mean it.
 */
export const BusinessSearchQuerySchema = z.preprocess(
  withoutEmptyParams,
  z
    .object({
      q: text("Search text", SEARCH_TEXT_MAX_LENGTH).optional(),
      /** a category slug or id; "all" means no filter */
      category: text("Category", TEXT_LIMITS.line).optional(),
      location: text("Location", TEXT_LIMITS.line).optional(),
      /** a landmark's slug or "latitude,longitude": walks are measured from there, `radius` is walking km from there */
      near: nearField.optional(),
      /** a stored level ($..$$$$) or a search-box filter name (budget..luxury); "all"/"any" mean no filter */
      priceRange: z
        .enum([...PRICE_RANGE_VALUES, ...PRICE_FILTER_VALUES, "all", "any"], { message: PRICE_FILTER_MESSAGE })
        .optional(),
      radius: z.coerce
        .number({ message: RADIUS_MESSAGE })
        .int(RADIUS_MESSAGE)
        .min(SEARCH_RADIUS.min, RADIUS_MESSAGE)
        .max(SEARCH_RADIUS.max, RADIUS_MESSAGE)
        .optional(),
      sort: z.enum(BUSINESS_SORTS, { message: `Sort must be one of ${BUSINESS_SORTS.join(", ")}` }).optional(),
      /** "true": only businesses open at the request's moment, in each one's own time zone; "false" means no filter */
      openNow: z
        .enum(["true", "false"], { message: OPEN_NOW_MESSAGE })
        .transform((value) => value === "true")
        .optional(),
      /** the language of the page searching (issue 47): Hindi and Hebrew also match the editors' translations */
      lang: z.enum(LANGUAGES, { message: SEARCH_LANGUAGE_MESSAGE }).optional(),
      ...pageQueryFields(BUSINESS_PAGE),
    })
    .refine((query) => query.sort !== "distance" || query.near !== undefined, {
      message: SORT_BY_DISTANCE_MESSAGE,
      path: ["sort"],
    }),
);
