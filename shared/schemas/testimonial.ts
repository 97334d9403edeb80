import { z } from "zod";
import { FIELD_LIMITS, TESTIMONIAL_RATING } from "../constants.ts";
import { isoDate } from "./fields.ts";

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

/** Testimonial form and POST/PUT /api/admin/testimonials. */
export const TestimonialInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Name is required")
    .max(FIELD_LIMITS.testimonialName, `Name must be at most ${FIELD_LIMITS.testimonialName} characters`),
  location: z
    .string()
    .trim()
    .min(1, "Location is required")
    .max(FIELD_LIMITS.testimonialLocation, `Location must be at most ${FIELD_LIMITS.testimonialLocation} characters`),
  rating: z.coerce
    .number({ message: "Rating is required" })
    .int("Rating is required")
    .min(TESTIMONIAL_RATING.min, "Minimum rating is 1")
    .max(TESTIMONIAL_RATING.max, "Maximum rating is 5"),
  avatar: z
    .string()
    .trim()
    .min(1, "Avatar URL is required")
    .max(FIELD_LIMITS.testimonialAvatar, `Avatar URL must be at most ${FIELD_LIMITS.testimonialAvatar} characters`),
  comment: z.string().trim().min(1, "Comment is required"),
  isActive: z.boolean().default(true),
  sortOrder: z.coerce.number().int().default(0),
});
export type TestimonialInput = z.input<typeof TestimonialInputSchema>;
