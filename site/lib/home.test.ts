import { describe, expect, it } from "vitest";
import {
  DEFAULT_HOME_CONTENT,
  type PublicHomeContent,
  toPublicHomeContent,
} from "../../shared/schemas/home-content.ts";
import { closingText, homeSections, homeStats, homeTestimonials, SAMPLE_TESTIMONIALS, whyChooseUs } from "./home.ts";

const content: PublicHomeContent = {
  showHeroSection: true,
  showCategoriesSection: false,
  showFeaturedSection: true,
  showBusinessSection: true,
  showTestimonialSection: false,
  heroTitle: "Welcome home",
  heroSubtitle: null,
  heroDescription: "Rishikesh, verified.",
  ctaText: null,
  ctaLink: "/search",
  categoriesTitle: null,
  categoriesSubtitle: null,
  featuredTitle: "Our picks",
  featuredSubtitle: "  ",
  businessTitle: null,
  businessSubtitle: null,
  testimonialTitle: null,
  testimonialSubtitle: null,
};

describe("homeSections", () => {
  it("shows every section with the default texts before an admin saves any", () => {
    const sections = homeSections(toPublicHomeContent(DEFAULT_HOME_CONTENT));
    expect(Object.values(sections).every((section) => section.show)).toBe(true);
    expect(sections.hero.title).toBe(DEFAULT_HOME_CONTENT.heroTitle);
    expect(sections.testimonials.subtitle).toBe(DEFAULT_HOME_CONTENT.testimonialSectionDescription);
    expect(sections.hero.cta).toEqual({ text: DEFAULT_HOME_CONTENT.ctaText, href: DEFAULT_HOME_CONTENT.ctaLink });
  });

  it("hides exactly the sections the content turns off", () => {
    const sections = homeSections(content);
    expect(sections.categories.show).toBe(false);
    expect(sections.testimonials.show).toBe(false);
    expect(sections.hero.show && sections.featured.show && sections.business.show).toBe(true);
  });

  it("uses the content's texts and keeps the defaults for blank ones", () => {
    const sections = homeSections(content);
    expect(sections.hero.title).toBe("Welcome home");
    expect(sections.hero.description).toBe("Rishikesh, verified.");
    expect(sections.hero.subtitle).toBe(DEFAULT_HOME_CONTENT.heroSubtitle);
    expect(sections.featured.title).toBe("Our picks");
    expect(sections.featured.subtitle).toBe(DEFAULT_HOME_CONTENT.featuredSectionDescription);
  });

  it("offers a hero button only when both its text and link are set", () => {
    expect(homeSections(content).hero.cta).toBeNull();
    expect(homeSections({ ...content, ctaText: "Start" }).hero.cta).toEqual({ text: "Start", href: "/search" });
  });
});

describe("homeTestimonials", () => {
  it("falls back to the three samples when no testimonial is active", () => {
    expect(homeTestimonials([])).toEqual(SAMPLE_TESTIMONIALS);
  });

  it("shows at most three of the admin's testimonials", () => {
    const own = [1, 2, 3, 4].map((id) => ({ id, content: `c${id}`, name: `n${id}`, location: "x", avatar: "" }));
    expect(homeTestimonials(own).map((t) => t.id)).toEqual([1, 2, 3]);
  });
});

describe("the home page's own texts in each language", () => {
  it("counts the verified places in the language's digits, and falls back to the marketing figure without any", () => {
    expect(homeStats(1234, "en").map((stat) => stat.value)).toEqual(["1,234+", "50K+", "15+", "24/7"]);
    expect(homeStats(123456, "hi")[0]).toEqual({ icon: "BadgeCheck", value: "1,23,456+", label: "सत्यापित व्यवसाय" });
    expect(homeStats(0, "he")[0]!.value).toBe("500+");
    expect(homeStats(0, "hi")[1]!.value).toBe("50 हज़ार+");
  });

  it("writes the closing line with the count's plural form, or without a count", () => {
    expect(closingText(34, "en")).toBe(
      "Search 34 verified places, or message our team on WhatsApp at +91\u00a098370\u00a012345 for a personal recommendation.",
    );
    expect(closingText(1, "en")).toMatch(/^Search 1 verified place, /);
    expect(closingText(0, "en")).toMatch(/^Search our verified places, /);
    expect(closingText(2, "he")).toMatch(/^חפשו בשני המקומות המאומתים שלנו/);
    expect(closingText(1500, "he")).toMatch(/^חפשו ב-1,500 המקומות/);
  });

  it("keeps the team's number on one line in every language: its groups joined by no-break spaces", () => {
    for (const language of ["en", "hi", "he"] as const) {
      expect(closingText(34, language)).toContain("+91\u00a098370\u00a012345");
      expect(closingText(0, language)).toContain("+91\u00a098370\u00a012345");
    }
  });

  it("keeps the why-choose-us cards in order with their icons", () => {
    expect(whyChooseUs("en").map((card) => card.title)).toEqual([
      "Verified on Site",
      "Local Knowledge",
      "Honest Reviews",
      "Direct Contact",
      "Support Around the Clock",
      "Free for Businesses",
    ]);
    expect(whyChooseUs("hi")[0]).toEqual({
      icon: "ShieldCheck",
      title: "मौके पर जाँच",
      text: "सत्यापित बैज मिलने से पहले हमारी टीम हर व्यवसाय पर खुद जाती है।",
    });
  });
});
