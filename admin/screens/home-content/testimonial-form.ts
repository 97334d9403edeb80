// The testimonial form: the five fields spec section 7 sends, checked by TestimonialInputSchema's own
// rules and messages, and whether the home page shows it (the spec's form has no such switch, so a hidden
// testimonial could never be shown again). sortOrder is left out, so editing a testimonial keeps it.
import { TESTIMONIAL_RATING } from "../../../shared/constants.ts";
import { TestimonialInputSchema, type Testimonial } from "../../../shared/schemas/testimonial.ts";

export const TestimonialFormSchema = TestimonialInputSchema.pick({
  name: true,
  location: true,
  rating: true,
  avatar: true,
  comment: true,
  isActive: true,
});

/** What the inputs hold: the rating as the number field's text. */
export interface TestimonialFormValues {
  name: string;
  location: string;
  rating: string;
  avatar: string;
  comment: string;
  isActive: boolean;
}

export const EMPTY_TESTIMONIAL: TestimonialFormValues = {
  name: "",
  location: "",
  rating: String(TESTIMONIAL_RATING.max),
  avatar: "",
  comment: "",
  isActive: true,
};

export function testimonialFormValues(testimonial: Testimonial): TestimonialFormValues {
  const { name, location, rating, avatar, comment, isActive } = testimonial;
  return { name, location, rating: String(rating), avatar, comment, isActive };
}
