import { z } from "zod";
import { FIELD_LIMITS, TEXT_LIMITS } from "../constants.ts";
import { optionalLink, optionalText, text } from "./fields.ts";

export const HERO_TITLE_REQUIRED_MESSAGE = "Hero title is required";
export const DESCRIPTION_REQUIRED_MESSAGE = "Description is required";

const showFlag = z.boolean().default(true);

/** Admin names (GET/PUT /api/admin/home-content and the editor form). */
export const HomeContentInputSchema = z.object({
  heroTitle: text("Hero title", FIELD_LIMITS.homeTitle).min(1, HERO_TITLE_REQUIRED_MESSAGE),
  heroSubtitle: optionalText("Hero subtitle", FIELD_LIMITS.homeTitle),
  heroDescription: text("Description", TEXT_LIMITS.description, { multiline: true }).min(
    1,
    DESCRIPTION_REQUIRED_MESSAGE,
  ),
  ctaText: optionalText("Button text", FIELD_LIMITS.ctaText),
  ctaLink: optionalLink("Button link", FIELD_LIMITS.ctaLink),
  showHeroSection: showFlag,
  featuredSectionTitle: optionalText("Featured section title", FIELD_LIMITS.homeTitle),
  featuredSectionDescription: optionalText("Featured section description", TEXT_LIMITS.description, {
    multiline: true,
  }),
  showFeaturedSection: showFlag,
  businessSectionTitle: optionalText("Business section title", FIELD_LIMITS.homeTitle),
  businessSectionDescription: optionalText("Business section description", TEXT_LIMITS.description, {
    multiline: true,
  }),
  showBusinessSection: showFlag,
  testimonialSectionTitle: optionalText("Testimonial section title", FIELD_LIMITS.homeTitle),
  testimonialSectionDescription: optionalText("Testimonial section description", TEXT_LIMITS.description, {
    multiline: true,
  }),
  showTestimonialSection: showFlag,
  categoriesSectionTitle: optionalText("Categories section title", FIELD_LIMITS.homeTitle),
  categoriesSectionDescription: optionalText("Categories section description", TEXT_LIMITS.description, {
    multiline: true,
  }),
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
