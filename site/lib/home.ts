// The home page's sections: what the admin's home content says, else the shared default texts.
import {
  DEFAULT_HOME_CONTENT,
  type PublicHomeContent,
  toPublicHomeContent,
} from "../../shared/schemas/home-content.ts";
import type { PublicTestimonial } from "../../shared/schemas/testimonial.ts";

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

export interface WhyChooseUsCard {
  title: string;
  text: string;
}

export const WHY_CHOOSE_US: readonly WhyChooseUsCard[] = [
  { title: "Verified on Site", text: "Our team visits every business in person before it earns the Verified badge." },
  {
    title: "Local Knowledge",
    text: "We live in Rishikesh: the listings come with the insight of people who know the town.",
  },
  {
    title: "Honest Reviews",
    text: "Travellers share what they really experienced, so you can choose with confidence.",
  },
  {
    title: "Direct Contact",
    text: "Send an inquiry or message a business directly. No middlemen and no booking fees.",
  },
  {
    title: "Support Around the Clock",
    text: "Questions before or during your trip? Our support line and WhatsApp are open 24/7.",
  },
  {
    title: "Free for Businesses",
    text: "Local owners list free of charge, so small ashrams and cafés are found as easily as big hotels.",
  },
];
