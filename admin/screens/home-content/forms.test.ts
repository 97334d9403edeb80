import { describe, expect, it } from "vitest";
import {
  COMMENT_REQUIRED_MESSAGE,
  httpUrlMessage,
  LOCATION_REQUIRED_MESSAGE,
  NAME_REQUIRED_MESSAGE,
} from "../../../shared/schemas/fields.ts";
import {
  DEFAULT_HOME_CONTENT,
  DESCRIPTION_REQUIRED_MESSAGE,
  HERO_TITLE_REQUIRED_MESSAGE,
  HomeContentInputSchema,
} from "../../../shared/schemas/home-content.ts";
import {
  AVATAR_REQUIRED_MESSAGE,
  MAXIMUM_RATING_MESSAGE,
  MINIMUM_RATING_MESSAGE,
  RATING_REQUIRED_MESSAGE,
} from "../../../shared/schemas/testimonial.ts";
import { WHOLE_RATING_MESSAGE } from "../../../shared/schemas/fields.ts";
import { formValues, HERO_FIELDS, HeroSchema, SECTION_FIELDS, SectionsSchema } from "./content-forms.ts";
import { TestimonialFormSchema, testimonialFormValues } from "./testimonial-form.ts";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("the home content tabs", () => {
  it("split the schema's fields between them, each field in one tab", () => {
    const all = Object.keys(HomeContentInputSchema.shape).sort();
    expect([...HERO_FIELDS, ...SECTION_FIELDS].sort()).toEqual(all);
    expect(HERO_FIELDS.filter((field) => (SECTION_FIELDS as string[]).includes(field))).toEqual([]);
  });

  it("send only their own fields", () => {
    const hero = HeroSchema.parse(formValues(DEFAULT_HOME_CONTENT, HERO_FIELDS));
    expect(Object.keys(hero).sort()).toEqual([...HERO_FIELDS].sort());
    const sections = SectionsSchema.parse(formValues(DEFAULT_HOME_CONTENT, SECTION_FIELDS));
    expect(Object.keys(sections).sort()).toEqual([...SECTION_FIELDS].sort());
  });

  it("check the hero with the spec's messages", () => {
    const empty = { ...formValues(DEFAULT_HOME_CONTENT, HERO_FIELDS), heroTitle: " ", heroDescription: "" };
    expect(messages(HeroSchema.safeParse(empty))).toEqual([HERO_TITLE_REQUIRED_MESSAGE, DESCRIPTION_REQUIRED_MESSAGE]);
  });

  it("hold empty text where the stored value is null, and send it back as null", () => {
    const form = formValues({ ...DEFAULT_HOME_CONTENT, heroSubtitle: null }, HERO_FIELDS);
    expect(form.heroSubtitle).toBe("");
    expect(HeroSchema.parse(form).heroSubtitle).toBeNull();
  });
});

describe("the testimonial form", () => {
  it("uses the spec's messages", () => {
    const blank = { name: "", location: "", rating: "", avatar: "", comment: "", isActive: true };
    expect(messages(TestimonialFormSchema.safeParse(blank))).toEqual([
      NAME_REQUIRED_MESSAGE,
      LOCATION_REQUIRED_MESSAGE,
      RATING_REQUIRED_MESSAGE,
      AVATAR_REQUIRED_MESSAGE,
      COMMENT_REQUIRED_MESSAGE,
    ]);
    const filled = {
      name: "Ana",
      location: "Lisbon",
      avatar: "https://a.example/a.jpg",
      comment: "Calm",
      isActive: true,
    };
    const ratingMessages = (rating: string) => messages(TestimonialFormSchema.safeParse({ ...filled, rating }));
    expect(ratingMessages("0")).toEqual([MINIMUM_RATING_MESSAGE]);
    expect(ratingMessages("6")).toEqual([MAXIMUM_RATING_MESSAGE]);
    expect(ratingMessages("3.5")).toEqual([WHOLE_RATING_MESSAGE]);
    expect(ratingMessages("3")).toEqual([]);
  });

  it("takes an uploaded avatar as well as a web address", () => {
    const filled = { name: "Ana", location: "Lisbon", rating: "5", comment: "Calm", isActive: true };
    const uploaded = `upload:${"a".repeat(64)}.webp`;
    expect(TestimonialFormSchema.parse({ ...filled, avatar: uploaded }).avatar).toBe(uploaded);
    expect(TestimonialFormSchema.parse({ ...filled, avatar: "https://a.example/a.jpg" }).avatar).toBe(
      "https://a.example/a.jpg",
    );
    expect(messages(TestimonialFormSchema.safeParse({ ...filled, avatar: "upload:../secrets" }))).toEqual([
      httpUrlMessage("Avatar URL"),
    ]);
  });

  it("sends the five fields and whether the home page shows it, so an edit keeps sortOrder", () => {
    const testimonial = {
      id: 3,
      name: "Ana",
      location: "Lisbon",
      rating: 4,
      comment: "Calm",
      avatar: "https://example.com/a.jpg",
      isActive: false,
      sortOrder: 7,
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    };
    expect(TestimonialFormSchema.parse(testimonialFormValues(testimonial))).toEqual({
      name: "Ana",
      location: "Lisbon",
      rating: 4,
      avatar: "https://example.com/a.jpg",
      comment: "Calm",
      isActive: false,
    });
  });
});
