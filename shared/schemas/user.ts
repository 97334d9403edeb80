import { z } from "zod";
import { isoDate } from "./fields.ts";
import { InquiryStatusSchema } from "./inquiry.ts";
import { ReviewStatusSchema } from "./review.ts";

/** The fields of GET /api/auth/user the shell reads (spec section 7): a visitor signed in through a provider. */
export const SignedInUserSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type SignedInUser = z.infer<typeof SignedInUserSchema>;

/** The providers a visitor can sign in with; GET /api/login?provider=… names one. */
export const SIGN_IN_PROVIDERS = ["google", "facebook"] as const;
export const SignInProviderSchema = z.enum(SIGN_IN_PROVIDERS);
export type SignInProvider = z.infer<typeof SignInProviderSchema>;
export const SIGN_IN_PROVIDER_LABELS: Record<SignInProvider, string> = { google: "Google", facebook: "Facebook" };

/** GET /api/auth/providers: which providers this site is configured for, so the dialog can say which are not. */
export const SignInProvidersSchema = z.record(SignInProviderSchema, z.boolean());
export type SignInProviders = z.infer<typeof SignInProvidersSchema>;

const BusinessRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** GET /api/me/reviews: the signed-in visitor's own reviews, newest first, with the business they are about. */
export const AccountReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  title: z.string().nullable(),
  comment: z.string(),
  /** held reviews wait for an admin: the visitor sees that theirs is not public yet */
  status: ReviewStatusSchema,
  createdAt: isoDate,
  business: BusinessRefSchema,
});
export type AccountReview = z.infer<typeof AccountReviewSchema>;

/** GET /api/me/inquiries: the signed-in visitor's own inquiries, newest first, with their status. */
export const AccountInquirySchema = z.object({
  id: z.number().int(),
  subject: z.string().nullable(),
  message: z.string(),
  status: InquiryStatusSchema,
  createdAt: isoDate,
  business: BusinessRefSchema,
});
export type AccountInquiry = z.infer<typeof AccountInquirySchema>;
