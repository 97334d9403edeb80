// The schema.org type a business page declares in its JSON-LD, by its category: one mapping, so search engines
// read a yoga shala, a guesthouse and a café as what they are. Every type is LocalBusiness or one of its subtypes,
// so the business's address, phone, price range and rating stay valid; where no subtype fits, a second type
// adds the meaning (schema.org suggests TouristAttraction "as an additionalType ... to any other type").

/** The LocalBusiness subtypes the mapping uses (schema.org names). */
type LocalBusinessSubtype =
  | "LocalBusiness"
  | "HealthClub"
  | "HealthAndBeautyBusiness"
  | "DaySpa"
  | "LodgingBusiness"
  | "SportsActivityLocation"
  | "FoodEstablishment"
  | "Store"
  | "EntertainmentBusiness";

/** One LocalBusiness subtype, or LocalBusiness with a second type where no subtype fits. */
export type BusinessSchemaType =
  LocalBusinessSubtype | readonly ["LocalBusiness", "TouristAttraction" | "EducationalOrganization"];

/** Unknown and admin-made categories are described as a plain LocalBusiness. */
const FALLBACK_BUSINESS_SCHEMA_TYPE = "LocalBusiness" satisfies BusinessSchemaType;

/** By category slug: the nine built-in categories and the two more the spec's search dropdown names. */
export const BUSINESS_SCHEMA_TYPES: Readonly<Record<string, BusinessSchemaType>> = {
  // classes, teacher trainings and meditation halls: a place to practise
  "yoga-meditation": "HealthClub",
  // clinics, panchakarma and therapies, without claiming to be a medical practice
  "ayurveda-healing": "HealthAndBeautyBusiness",
  "wellness-spa": "DaySpa",
  "stays-retreats": "LodgingBusiness",
  // ceremonies, aarti walks and temple trips: visited as attractions
  "mystic-experiences": ["LocalBusiness", "TouristAttraction"],
  "adventure-exploration": "SportsActivityLocation",
  "eat-unwind": "FoodEstablishment",
  "shopping-crafts": "Store",
  // taxis, rentals, pharmacies and laundries: no one subtype covers them
  "local-essentials": "LocalBusiness",
  // kirtan nights, dances, festivals and satsangs
  "events-gatherings": "EntertainmentBusiness",
  // schools and trainings that award certificates
  "courses-certifications": ["LocalBusiness", "EducationalOrganization"],
};

export function businessSchemaType(categorySlug: string | null | undefined): BusinessSchemaType {
  return categorySlug && Object.hasOwn(BUSINESS_SCHEMA_TYPES, categorySlug)
    ? BUSINESS_SCHEMA_TYPES[categorySlug]!
    : FALLBACK_BUSINESS_SCHEMA_TYPE;
}
