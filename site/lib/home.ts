// The home page's sections: what the admin's home content says, else the shared default texts; and the page's own
// interface text (the figures, why choose us, the closing line) in the page's language.
import { CONTACT, FALLBACK_TOTAL_BUSINESSES } from "../../shared/constants.ts";
import { messagesIn } from "../../shared/i18n/catalogues.ts";
import { formatNumber } from "../../shared/i18n/format.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import {
  DEFAULT_HOME_CONTENT,
  type PublicHomeContent,
  toPublicHomeContent,
} from "../../shared/schemas/home-content.ts";
import type { PublicTestimonial } from "../../shared/schemas/testimonial.ts";
import { marketingFigures } from "./figures.ts";
import { unbrokenPhone } from "./format.ts";

interface HomeSection {
  show: boolean;
  title: string;
  subtitle: string;
}

export interface HomeSections {
  hero: HomeSection & { description: string; cta: { text: string; href: string } | null };
  categories: HomeSection;
  featured: HomeSection;
  business: HomeSection;
  testimonials: HomeSection;
}

const DEFAULT_CONTENT = toPublicHomeContent(DEFAULT_HOME_CONTENT);

type TextPick = (content: PublicHomeContent) => string | null;

/**
 * A section is hidden only when the content explicitly turns it off (the service answers the defaults,
 * every section shown, until an admin saves), and blank texts keep the default ones.
 */
export function homeSections(shown: PublicHomeContent): HomeSections {
  const text = (pick: TextPick): string => {
    const value = pick(shown);
    return value?.trim() ? value : (pick(DEFAULT_CONTENT) ?? "");
  };
  const section = (show: boolean, title: TextPick, subtitle: TextPick): HomeSection => ({
    show,
    title: text(title),
    subtitle: text(subtitle),
  });
  const ctaText = shown.ctaText?.trim();
  const ctaLink = shown.ctaLink?.trim();
  return {
    hero: {
      ...section(
        shown.showHeroSection,
        (c) => c.heroTitle,
        (c) => c.heroSubtitle,
      ),
      description: text((c) => c.heroDescription),
      cta: ctaText && ctaLink ? { text: ctaText, href: ctaLink } : null,
    },
    categories: section(
      shown.showCategoriesSection,
      (c) => c.categoriesTitle,
      (c) => c.categoriesSubtitle,
    ),
    featured: section(
      shown.showFeaturedSection,
      (c) => c.featuredTitle,
      (c) => c.featuredSubtitle,
    ),
    business: section(
      shown.showBusinessSection,
      (c) => c.businessTitle,
      (c) => c.businessSubtitle,
    ),
    testimonials: section(
      shown.showTestimonialSection,
      (c) => c.testimonialTitle,
      (c) => c.testimonialSubtitle,
    ),
  };
}

/** Shown when no testimonial is active (spec section 8: fall back to samples). */
export const SAMPLE_TESTIMONIALS: readonly PublicTestimonial[] = [
  {
    id: -1,
    name: "Sarah Mitchell",
    location: "London, UK",
    avatar: "",
    content:
      "I found my 200-hour teacher training through Soul of Rishikesh. The school was exactly as described, and the team answered every question before I booked my flight.",
  },
  {
    id: -2,
    name: "Arjun Mehta",
    location: "Mumbai, India",
    avatar: "",
    content:
      "The ayurveda clinic we booked for a week of panchakarma was genuine and caring. Knowing every listing is visited in person made the choice easy.",
  },
  {
    id: -3,
    name: "Lena Fischer",
    location: "Berlin, Germany",
    avatar: "",
    content:
      "From a quiet riverside guesthouse in Tapovan to the evening aarti at Parmarth, every recommendation felt like advice from a friend who lives here.",
  },
];

const TESTIMONIALS_SHOWN = 3;

export function homeTestimonials(fromContent: readonly PublicTestimonial[]): readonly PublicTestimonial[] {
  return (fromContent.length > 0 ? fromContent : SAMPLE_TESTIMONIALS).slice(0, TESTIMONIALS_SHOWN);
}

interface HomeCard {
  icon: string;
  title: string;
  text: string;
}

interface HomeStat {
  icon: string;
  value: string;
  label: string;
}

/** The strip of figures under the hero; it says "Verified", so it counts the verified listings, not every active one. */
export function homeStats(verifiedBusinesses: number, language: Language): readonly HomeStat[] {
  const t = messagesIn(language, "home");
  const figures = marketingFigures(language);
  return [
    {
      icon: "BadgeCheck",
      value: verifiedBusinesses > 0 ? `${formatNumber(verifiedBusinesses, language)}+` : FALLBACK_TOTAL_BUSINESSES,
      label: t("statVerified"),
    },
    { icon: "Users", value: figures.travellers, label: t("statTravellers") },
    { icon: "Award", value: figures.years, label: t("statYears") },
    { icon: "Headphones", value: figures.support, label: t("statSupport") },
  ];
}

const WHY_CHOOSE_US = [
  { key: "whyVerified", icon: "ShieldCheck" },
  { key: "whyLocal", icon: "MapPin" },
  { key: "whyReviews", icon: "Star" },
  { key: "whyContact", icon: "MessageCircle" },
  { key: "whySupport", icon: "Headphones" },
  { key: "whyFree", icon: "Heart" },
] as const;

export function whyChooseUs(language: Language): readonly HomeCard[] {
  const t = messagesIn(language, "home");
  return WHY_CHOOSE_US.map(({ key, icon }) => ({ icon, title: t(`${key}Title`), text: t(`${key}Text`) }));
}

/** The closing section's line: how many verified places a search covers, and the team's WhatsApp, on one line. */
export function closingText(verifiedBusinesses: number, language: Language): string {
  const t = messagesIn(language, "home");
  const phone = unbrokenPhone(CONTACT.whatsapp);
  return verifiedBusinesses > 0
    ? // the plural form is picked from the written count: below 1,000 it reads back as the number, and from 1,000 on
      // (grouped, so not a number) every language's form is "other", as it is for the number itself
      t("closingText", { count: formatNumber(verifiedBusinesses, language), phone })
    : t("closingTextNoCount", { phone });
}
