import { z } from "zod";
import { REVIEW_LIMITS, REVIEW_PAGE, REVIEW_RATING, REVIEW_STATUSES } from "../constants.ts";
import {
  COMMENT_REQUIRED_MESSAGE,
  isoDate,
  NAME_REQUIRED_MESSAGE,
  optionalText,
  text,
  WHOLE_RATING_MESSAGE,
} from "./fields.ts";
import { formGuardFields } from "./form-guard.ts";
import { pageQuerySchema } from "./paging.ts";

export const ReviewStatusSchema = z.enum(REVIEW_STATUSES, {
  message: `Status must be one of ${REVIEW_STATUSES.join(", ")}`,
});

export const ReviewSchema = z.object({
  id: z.number().int(),
  businessId: z.number().int(),
  customerName: z.string(),
  customerLocation: z.string().nullable(),
  rating: z.number().int(),
  title: z.string().nullable(),
  comment: z.string(),
  isVerified: z.boolean(),
  /** the public list holds published reviews only; a new one may be held for moderation */
  status: ReviewStatusSchema,
  createdAt: isoDate,
  /** written by a visitor signed in through a provider (who it was stays private) */
  fromSignedInAccount: z.boolean(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** GET /api/businesses/{id}/reviews: one page of the published reviews, newest first. */
export const ReviewListQuerySchema = pageQuerySchema(REVIEW_PAGE);

/** Admin list rows carry the business they were written about. */
export const AdminReviewSchema = ReviewSchema.extend({
  business: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;

/** PATCH /api/admin/reviews/{id}: approve (published) or hide a review. */
export const ReviewModerationSchema = z.object({
  status: z.enum(["published", "hidden"], { message: "Status must be published or hidden" }),
});

export const RATING_RANGE_MESSAGE = `Rating must be between ${REVIEW_RATING.min} and ${REVIEW_RATING.max}`;

/** Write-a-review form and POST /api/businesses/{id}/reviews. */
export const ReviewInputSchema = z.object({
  customerName: text("Name", REVIEW_LIMITS.nameMax, { message: NAME_REQUIRED_MESSAGE }).min(1, NAME_REQUIRED_MESSAGE),
  customerLocation: optionalText("Location", REVIEW_LIMITS.locationMax),
  rating: z.coerce
    .number({ message: RATING_RANGE_MESSAGE })
    .int(WHOLE_RATING_MESSAGE)
    .min(REVIEW_RATING.min, RATING_RANGE_MESSAGE)
    .max(REVIEW_RATING.max, RATING_RANGE_MESSAGE)
    .default(REVIEW_RATING.default),
  title: optionalText("Title", REVIEW_LIMITS.titleMax),
  comment: text("Comment", REVIEW_LIMITS.commentMax, { multiline: true, message: COMMENT_REQUIRED_MESSAGE }).min(
    1,
    COMMENT_REQUIRED_MESSAGE,
  ),
  ...formGuardFields,
});
export type ReviewInput = z.input<typeof ReviewInputSchema>;
export type ReviewValues = z.output<typeof ReviewInputSchema>;
