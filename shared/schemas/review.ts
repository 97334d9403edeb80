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

/** The business owner's public reply to a review (issue 44), shown under it as "Response from the owner". */
export const OwnerReplySchema = z.object({ body: z.string(), repliedAt: isoDate });
export type OwnerReply = z.infer<typeof OwnerReplySchema>;

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
  /** the owner's reply, unless an editor hid it */
  ownerReply: OwnerReplySchema.nullable(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** GET /api/businesses/{id}/reviews: one page of the published reviews, newest first. */
export const ReviewListQuerySchema = pageQuerySchema(REVIEW_PAGE);

/** The owner's reply as editors and the owner see it: hidden ones too, marked. */
export const ReplyForEditorsSchema = OwnerReplySchema.extend({ hidden: z.boolean() });
export type ReplyForEditors = z.infer<typeof ReplyForEditorsSchema>;

/** Admin list rows carry the business they were written about, and the owner's reply even when hidden. */
export const AdminReviewSchema = ReviewSchema.extend({
  business: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  ownerReply: ReplyForEditorsSchema.nullable(),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;

/** PATCH /api/admin/reviews/{id}: approve (published) or hide a review. */
export const ReviewModerationSchema = z.object({
  status: z.enum(["published", "hidden"], { message: "Status must be published or hidden" }),
});

/** PATCH /api/admin/reviews/{id}/reply: an editor hides the owner's reply, or shows it again. */
export const ReplyVisibilitySchema = z.object({ hidden: z.boolean({ message: "Hidden must be true or false" }) });

export const REPLY_REQUIRED_MESSAGE = "Reply is required";

/** The owner's reply box and PUT /api/owner/businesses/{id}/reviews/{reviewId}/reply (issue 44). */
export const ReviewReplyInputSchema = z.object({
  body: text("Reply", REVIEW_LIMITS.replyMax, { multiline: true, message: REPLY_REQUIRED_MESSAGE }).min(
    1,
    REPLY_REQUIRED_MESSAGE,
  ),
});
export type ReviewReplyInput = z.input<typeof ReviewReplyInputSchema>;

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
