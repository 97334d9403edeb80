import { z } from "zod";
import { REVIEW_LIMITS, REVIEW_RATING } from "../constants.ts";
import { isoDate, optionalText, tooLongMessage } from "./fields.ts";

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

const ratingMessage = `Rating must be between ${REVIEW_RATING.min} and ${REVIEW_RATING.max}`;

/** Write-a-review form and POST /api/businesses/{id}/reviews. */
export const ReviewInputSchema = z.object({
  customerName: z
    .string({ message: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(REVIEW_LIMITS.nameMax, tooLongMessage("Name", REVIEW_LIMITS.nameMax)),
  customerLocation: optionalText(REVIEW_LIMITS.locationMax),
  rating: z.coerce
    .number({ message: ratingMessage })
    .int(ratingMessage)
    .min(REVIEW_RATING.min, ratingMessage)
    .max(REVIEW_RATING.max, ratingMessage)
    .default(REVIEW_RATING.default),
  title: optionalText(REVIEW_LIMITS.titleMax),
  comment: z
    .string({ message: "Comment is required" })
    .trim()
    .min(1, "Comment is required")
    .max(REVIEW_LIMITS.commentMax, tooLongMessage("Comment", REVIEW_LIMITS.commentMax)),
});
export type ReviewInput = z.input<typeof ReviewInputSchema>;
