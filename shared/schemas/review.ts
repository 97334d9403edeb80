import { z } from "zod";
import { REVIEW_LIMITS, REVIEW_RATING } from "../constants.ts";
import { COMMENT_REQUIRED_MESSAGE, isoDate, NAME_REQUIRED_MESSAGE, optionalText, text } from "./fields.ts";

export const ReviewSchema = z.object({
  id: z.number().int(),
  businessId: z.number().int(),
  customerName: z.string(),
  customerLocation: z.string().nullable(),
  rating: z.number().int(),
  title: z.string().nullable(),
  comment: z.string(),
  isVerified: z.boolean(),
  createdAt: isoDate,
});
export type Review = z.infer<typeof ReviewSchema>;

export const RATING_RANGE_MESSAGE = `Rating must be between ${REVIEW_RATING.min} and ${REVIEW_RATING.max}`;

/** Write-a-review form and POST /api/businesses/{id}/reviews. */
export const ReviewInputSchema = z.object({
  customerName: text("Name", REVIEW_LIMITS.nameMax, { message: NAME_REQUIRED_MESSAGE }).min(1, NAME_REQUIRED_MESSAGE),
  customerLocation: optionalText("Location", REVIEW_LIMITS.locationMax),
  rating: z.coerce
    .number({ message: RATING_RANGE_MESSAGE })
    .int(RATING_RANGE_MESSAGE)
    .min(REVIEW_RATING.min, RATING_RANGE_MESSAGE)
    .max(REVIEW_RATING.max, RATING_RANGE_MESSAGE)
    .default(REVIEW_RATING.default),
  title: optionalText("Title", REVIEW_LIMITS.titleMax),
  comment: text("Comment", REVIEW_LIMITS.commentMax, { multiline: true, message: COMMENT_REQUIRED_MESSAGE }).min(
    1,
    COMMENT_REQUIRED_MESSAGE,
  ),
});
export type ReviewInput = z.input<typeof ReviewInputSchema>;
export type ReviewValues = z.output<typeof ReviewInputSchema>;
