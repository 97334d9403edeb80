// The home content editor's two content tabs. Each is checked by its own part of HomeContentInputSchema
// (the schema the API uses) and saves only its own fields, so saving one tab never resets the other.
import { HomeContentInputSchema, type HomeContentValues } from "../../../shared/schemas/home-content.ts";

export const HeroSchema = HomeContentInputSchema.pick({
  showHeroSection: true,
  heroTitle: true,
  heroSubtitle: true,
  heroDescription: true,
  ctaText: true,
  ctaLink: true,
});

/** The sections in the order the home page shows them, each with its switch, title and description. */
export const HOME_SECTIONS = [
  {
    label: "Categories",
    show: "showCategoriesSection",
    title: "categoriesSectionTitle",
    description: "categoriesSectionDescription",
  },
  {
    label: "Featured",
    show: "showFeaturedSection",
    title: "featuredSectionTitle",
    description: "featuredSectionDescription",
  },
  {
    label: "Business",
    show: "showBusinessSection",
    title: "businessSectionTitle",
    description: "businessSectionDescription",
  },
  {
    label: "Testimonial",
    show: "showTestimonialSection",
    title: "testimonialSectionTitle",
    description: "testimonialSectionDescription",
  },
] as const;

type SectionField = (typeof HOME_SECTIONS)[number]["show" | "title" | "description"];

export const SectionsSchema = HomeContentInputSchema.pick(
  Object.fromEntries(
    HOME_SECTIONS.flatMap((section) => [section.show, section.title, section.description]).map((field) => [
      field,
      true,
    ]),
  ) as Record<SectionField, true>,
);

/** What a form holds: the stored values, with empty text for the optional texts the API reads as null. */
export type FormValues<Fields extends keyof HomeContentValues> = {
  [Field in Fields]: HomeContentValues[Field] extends boolean ? boolean : string;
};

export function formValues<Fields extends keyof HomeContentValues>(
  content: HomeContentValues,
  fields: readonly Fields[],
): FormValues<Fields> {
  return Object.fromEntries(fields.map((field) => [field, content[field] ?? ""])) as FormValues<Fields>;
}

export const HERO_FIELDS = Object.keys(HeroSchema.shape) as (keyof typeof HeroSchema.shape)[];
export const SECTION_FIELDS = Object.keys(SectionsSchema.shape) as SectionField[];
