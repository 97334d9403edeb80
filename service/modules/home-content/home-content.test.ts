import { describe, expect, it } from "vitest";
import { DEFAULT_HOME_CONTENT, PublicHomeContentSchema } from "../../../shared/schemas/home-content.ts";
import { homeContent } from "../../db/schema.ts";
import { useTestApp } from "../../test-support/app.ts";

const t = await useTestApp();

describe("GET /api/home-content", () => {
  it("answers the default texts with every section shown before an admin saves any", async () => {
    const response = await t.request("GET", "/api/home-content");
    expect(response.status).toBe(200);
    const body = PublicHomeContentSchema.parse(await response.json());
    expect(body).toMatchObject({
      showHeroSection: true,
      showCategoriesSection: true,
      showFeaturedSection: true,
      showBusinessSection: true,
      showTestimonialSection: true,
      heroTitle: DEFAULT_HOME_CONTENT.heroTitle,
      featuredTitle: DEFAULT_HOME_CONTENT.featuredSectionTitle,
    });
  });

  it("answers the saved row under the public field names", async () => {
    await t.db.insert(homeContent).values({
      ...DEFAULT_HOME_CONTENT,
      heroTitle: "Find your practice",
      heroSubtitle: "By the Ganges",
      categoriesSectionTitle: "Browse",
      categoriesSectionDescription: "Nine ways in",
      featuredSectionTitle: "Loved by travellers",
      featuredSectionDescription: "Top rated",
      businessSectionTitle: "List with us",
      businessSectionDescription: "Free forever",
      testimonialSectionTitle: "Voices",
      testimonialSectionDescription: "From the river",
      showTestimonialSection: false,
      showCategoriesSection: false,
    });
    const body = await (await t.request("GET", "/api/home-content")).json();
    expect(body).toEqual({
      showHeroSection: true,
      showCategoriesSection: false,
      showFeaturedSection: true,
      showBusinessSection: true,
      showTestimonialSection: false,
      heroTitle: "Find your practice",
      heroSubtitle: "By the Ganges",
      heroDescription: DEFAULT_HOME_CONTENT.heroDescription,
      ctaText: DEFAULT_HOME_CONTENT.ctaText,
      ctaLink: DEFAULT_HOME_CONTENT.ctaLink,
      categoriesTitle: "Browse",
      categoriesSubtitle: "Nine ways in",
      featuredTitle: "Loved by travellers",
      featuredSubtitle: "Top rated",
      businessTitle: "List with us",
      businessSubtitle: "Free forever",
      testimonialTitle: "Voices",
      testimonialSubtitle: "From the river",
    });
  });
});
