// The home page's sections: what the admin's home content says, else the texts a first visit shows.
import type { PublicHomeContent } from "../../shared/schemas/home-content.ts";
import type { PublicTestimonial } from "../../shared/schemas/testimonial.ts";

export interface HomeSection {
  show: boolean;
  title: string;
  subtitle: string;
}

export interface HomeSections {
  hero: HomeSection & { cta: { text: string; href: string } | null };
  categories: HomeSection;
  featured: HomeSection;
  business: HomeSection;
  testimonials: HomeSection;
}

export const DEFAULT_HOME_SECTIONS: HomeSections = {
  hero: {
    show: true,
    title: "Discover the Soul of Rishikesh",
    subtitle:
      "Verified yoga schools, ayurveda healers, riverside stays and sacred experiences in the yoga capital of the world.",
    cta: null,
  },
  categories: {
    show: true,
    title: "Explore by Category",
    subtitle: "From sunrise yoga on the Ganges to white-water rafting, find the experience that calls you.",
  },
  featured: {
    show: true,
    title: "Featured Businesses",
    subtitle: "Hand-picked places, each visited and verified by our team in Rishikesh.",
  },
  business: {
    show: true,
    title: "Own a Business in Rishikesh?",
    subtitle:
      "List your yoga school, ayurveda clinic, café or guesthouse free of charge and meet travellers from around the world.",
  },
  testimonials: {
    show: true,
    title: "What Travellers Say",
    subtitle: "Stories from seekers who found their place in Rishikesh with us.",
  },
};

/** A section is hidden only when the content explicitly turns it off; blank texts keep the defaults. */
export function homeSections(content: PublicHomeContent | null): HomeSections {
  if (!content) return DEFAULT_HOME_SECTIONS;
  const defaults = DEFAULT_HOME_SECTIONS;
  const text = (value: string | null, fallback: string) => (value?.trim() ? value : fallback);
  return {
    hero: {
      show: content.showHeroSection,
      title: text(content.heroTitle, defaults.hero.title),
      subtitle: text(content.heroSubtitle, text(content.heroDescription, defaults.hero.subtitle)),
      cta: content.ctaText?.trim() && content.ctaLink?.trim() ? { text: content.ctaText, href: content.ctaLink } : null,
    },
    categories: {
      show: content.showCategoriesSection,
      title: text(content.categoriesTitle, defaults.categories.title),
      subtitle: text(content.categoriesSubtitle, defaults.categories.subtitle),
    },
    featured: {
      show: content.showFeaturedSection,
      title: text(content.featuredTitle, defaults.featured.title),
      subtitle: text(content.featuredSubtitle, defaults.featured.subtitle),
    },
    business: {
      show: content.showBusinessSection,
      title: text(content.businessTitle, defaults.business.title),
      subtitle: text(content.businessSubtitle, defaults.business.subtitle),
    },
    testimonials: {
      show: content.showTestimonialSection,
      title: text(content.testimonialTitle, defaults.testimonials.title),
      subtitle: text(content.testimonialSubtitle, defaults.testimonials.subtitle),
    },
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

export const TESTIMONIALS_SHOWN = 3;

export function homeTestimonials(fromContent: readonly PublicTestimonial[]): readonly PublicTestimonial[] {
  return (fromContent.length > 0 ? fromContent : SAMPLE_TESTIMONIALS).slice(0, TESTIMONIALS_SHOWN);
}

export interface WhyChooseUsCard {
  title: string;
  text: string;
}

export const WHY_CHOOSE_US: readonly WhyChooseUsCard[] = [
  { title: "Verified on Site", text: "Our team visits every business in person before it earns the Verified badge." },
  { title: "Local Knowledge", text: "We live in Rishikesh: the listings come with the insight of people who know the town." },
  { title: "Honest Reviews", text: "Travellers share what they really experienced, so you can choose with confidence." },
  { title: "Direct Contact", text: "Send an inquiry or message a business directly. No middlemen and no booking fees." },
  { title: "Support Around the Clock", text: "Questions before or during your trip? Our support line and WhatsApp are open 24/7." },
  { title: "Free for Businesses", text: "Local owners list free of charge, so small ashrams and cafés are found as easily as big hotels." },
];
