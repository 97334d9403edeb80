import { z } from "zod";
import { FIELD_LIMITS, TESTIMONIAL_RATING, TEXT_LIMITS } from "../constants.ts";
import {
  COMMENT_REQUIRED_MESSAGE,
  databaseInteger,
  isoDate,
  LOCATION_REQUIRED_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  photoSource,
  text,
  WHOLE_RATING_MESSAGE,
} from "./fields.ts";

export const TestimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  location: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  avatar: z.string(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

/** What the home page shows: the comment is read as `content`, always with five stars. */
export const PublicTestimonialSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  name: z.string(),
  location: z.string(),
  avatar: z.string(),
});
export type PublicTestimonial = z.infer<typeof PublicTestimonialSchema>;

export const RATING_REQUIRED_MESSAGE = "Rating is required";
export const MINIMUM_RATING_MESSAGE = `Minimum rating is ${TESTIMONIAL_RATING.min}`;
export const MAXIMUM_RATING_MESSAGE = `Maximum rating is ${TESTIMONIAL_RATING.max}`;
export const AVATAR_REQUIRED_MESSAGE = "Avatar URL is required";

/** Testimonial form and POST/PUT /api/admin/testimonials. */
export const TestimonialInputSchema = z.object({
  name: text("Name", FIELD_LIMITS.testimonialName).min(1, NAME_REQUIRED_MESSAGE),
  location: text("Location", FIELD_LIMITS.testimonialLocation).min(1, LOCATION_REQUIRED_MESSAGE),
  // an empty number field is no rating, not 0
  rating: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.coerce
      .number({ message: RATING_REQUIRED_MESSAGE })
      .int(WHOLE_RATING_MESSAGE)
      .min(TESTIMONIAL_RATING.min, MINIMUM_RATING_MESSAGE)
      .max(TESTIMONIAL_RATING.max, MAXIMUM_RATING_MESSAGE),
  ),
  // a web address, or a photo uploaded from the testimonials screen (upload:<hash>.webp)
  avatar: photoSource("Avatar URL", FIELD_LIMITS.testimonialAvatar).min(1, AVATAR_REQUIRED_MESSAGE),
  comment: text("Comment", TEXT_LIMITS.description, { multiline: true }).min(1, COMMENT_REQUIRED_MESSAGE),
  isActive: z.boolean().default(true),
  sortOrder: databaseInteger("Sort order").default(0),
});
export type TestimonialValues = z.output<typeof TestimonialInputSchema>;
