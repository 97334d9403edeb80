import { z } from "zod";
import { FIELD_LIMITS, TEXT_LIMITS } from "../constants.ts";
import { fieldText, optionalFieldText, optionalLink, type TextField } from "./fields.ts";

export const HERO_TITLE_REQUIRED_MESSAGE = "Hero title is required";
export const DESCRIPTION_REQUIRED_MESSAGE = "Description is required";

const showFlag = z.boolean().default(true);

/** The home page's texts, as its form and its translations (translations.ts) name and limit them, in the form's order. */
export const HOME_CONTENT_TEXT_FIELDS = {
  heroTitle: { label: "Hero title", max: FIELD_LIMITS.homeTitle },
  heroSubtitle: { label: "Hero subtitle", max: FIELD_LIMITS.homeTitle },
  heroDescription: { label: "Description", max: TEXT_LIMITS.description, multiline: true },
  ctaText: { label: "Button text", max: FIELD_LIMITS.ctaText },
  featuredSectionTitle: { label: "Featured section title", max: FIELD_LIMITS.homeTitle },
  featuredSectionDescription: { label: "Featured section description", max: TEXT_LIMITS.description, multiline: true },
  businessSectionTitle: { label: "Business section title", max: FIELD_LIMITS.homeTitle },
  businessSectionDescription: { label: "Business section description", max: TEXT_LIMITS.description, multiline: true },
  testimonialSectionTitle: { label: "Testimonial section title", max: FIELD_LIMITS.homeTitle },
  testimonialSectionDescription: {
    label: "Testimonial section description",
    max: TEXT_LIMITS.description,
    multiline: true,
  },
  categoriesSectionTitle: { label: "Categories section title", max: FIELD_LIMITS.homeTitle },
  categoriesSectionDescription: {
    label: "Categories section description",
    max: TEXT_LIMITS.description,
    multiline: true,
  },
} as const satisfies Record<string, TextField>;
const texts = HOME_CONTENT_TEXT_FIELDS;

/** Admin names (GET/PUT /api/admin/home-content and the editor form). */
export const HomeContentInputSchema = z.object({
  heroTitle: fieldText(texts.heroTitle).min(1, HERO_TITLE_REQUIRED_MESSAGE),
  heroSubtitle: optionalFieldText(texts.heroSubtitle),
  heroDescription: fieldText(texts.heroDescription).min(1, DESCRIPTION_REQUIRED_MESSAGE),
  ctaText: optionalFieldText(texts.ctaText),
  ctaLink: optionalLink("Button link", FIELD_LIMITS.ctaLink),
  showHeroSection: showFlag,
  featuredSectionTitle: optionalFieldText(texts.featuredSectionTitle),
  featuredSectionDescription: optionalFieldText(texts.featuredSectionDescription),
  showFeaturedSection: showFlag,
  businessSectionTitle: optionalFieldText(texts.businessSectionTitle),
  businessSectionDescription: optionalFieldText(texts.businessSectionDescription),
  showBusinessSection: showFlag,
  testimonialSectionTitle: optionalFieldText(texts.testimonialSectionTitle),
  testimonialSectionDescription: optionalFieldText(texts.testimonialSectionDescription),
  showTestimonialSection: showFlag,
  categoriesSectionTitle: optionalFieldText(texts.categoriesSectionTitle),
  categoriesSectionDescription: optionalFieldText(texts.categoriesSectionDescription),
  showCategoriesSection: showFlag,
});
export type HomeContentValues = z.output<typeof HomeContentInputSchema>;

/**
 * The home page's texts before an admin has saved any (no home_content row yet): every section shown.
 * The demo seed starts from these too, so a fresh install and a seeded one read the same.
 */
export const DEFAULT_HOME_CONTENT: HomeContentValues = {
  heroTitle: "Discover the Soul of Rishikesh",
  heroSubtitle: "Yoga, ayurveda, stays and adventures in the yoga capital of the world",
  heroDescription:
    "Find verified yoga schools, ayurveda clinics, riverside stays and local guides, each visited by our team before it goes live.",
  ctaText: "Explore Rishikesh",
  ctaLink: "/search",
  showHeroSection: true,
  featuredSectionTitle: "Featured Experiences",
  featuredSectionDescription: "Handpicked places that travellers rate highest, verified on site by our team.",
  showFeaturedSection: true,
  businessSectionTitle: "Own a Business in Rishikesh?",
  businessSectionDescription:
    "List your yoga school, clinic, stay or café for free and reach travellers from around the world.",
  showBusinessSection: true,
  testimonialSectionTitle: "What Travellers Say",
  testimonialSectionDescription: "Stories from seekers who found their place by the Ganges.",
  showTestimonialSection: true,
  categoriesSectionTitle: "Explore by Category",
  categoriesSectionDescription: "From sunrise yoga to white-water rafting: everything the town offers, in one place.",
  showCategoriesSection: true,
};

/** Public names (GET /api/home-content), as spec section 3 lists them. */
export const PublicHomeContentSchema = z.object({
  showHeroSection: z.boolean(),
  showCategoriesSection: z.boolean(),
  showFeaturedSection: z.boolean(),
  showBusinessSection: z.boolean(),
  showTestimonialSection: z.boolean(),
  heroTitle: z.string(),
  heroSubtitle: z.string().nullable(),
  heroDescription: z.string(),
  ctaText: z.string().nullable(),
  ctaLink: z.string().nullable(),
  categoriesTitle: z.string().nullable(),
  categoriesSubtitle: z.string().nullable(),
  featuredTitle: z.string().nullable(),
  featuredSubtitle: z.string().nullable(),
  businessTitle: z.string().nullable(),
  businessSubtitle: z.string().nullable(),
  testimonialTitle: z.string().nullable(),
  testimonialSubtitle: z.string().nullable(),
});
export type PublicHomeContent = z.infer<typeof PublicHomeContentSchema>;

/** Maps the stored (admin) names onto the public names. */
export function toPublicHomeContent(content: HomeContentValues): PublicHomeContent {
  return {
    showHeroSection: content.showHeroSection,
    showCategoriesSection: content.showCategoriesSection,
    showFeaturedSection: content.showFeaturedSection,
    showBusinessSection: content.showBusinessSection,
    showTestimonialSection: content.showTestimonialSection,
    heroTitle: content.heroTitle,
    heroSubtitle: content.heroSubtitle,
    heroDescription: content.heroDescription,
    ctaText: content.ctaText,
    ctaLink: content.ctaLink,
    categoriesTitle: content.categoriesSectionTitle,
    categoriesSubtitle: content.categoriesSectionDescription,
    featuredTitle: content.featuredSectionTitle,
    featuredSubtitle: content.featuredSectionDescription,
    businessTitle: content.businessSectionTitle,
    businessSubtitle: content.businessSectionDescription,
    testimonialTitle: content.testimonialSectionTitle,
    testimonialSubtitle: content.testimonialSectionDescription,
  };
}
