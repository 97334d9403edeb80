import { z } from "zod";
import { INQUIRY_LIMITS, INQUIRY_STATUSES } from "../constants.ts";
import { INVALID_EMAIL_MESSAGE, isoDate, NAME_REQUIRED_MESSAGE, optionalText, tooLongMessage } from "./fields.ts";

export const InquiryStatusSchema = z.enum(INQUIRY_STATUSES, { message: "Unknown inquiry status" });

export const InquirySchema = z.object({
  id: z.number().int(),
  businessId: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  status: InquiryStatusSchema,
  createdAt: isoDate,
});
export type Inquiry = z.infer<typeof InquirySchema>;

/** Admin list rows carry the business they were sent to. */
export const AdminInquirySchema = InquirySchema.extend({
  business: z.object({ id: z.number().int(), name: z.string(), location: z.string().nullable() }).nullable(),
});
export type AdminInquiry = z.infer<typeof AdminInquirySchema>;

export const INQUIRY_TOO_SHORT_MESSAGE = `Message must be at least ${INQUIRY_LIMITS.messageMin} characters`;

/** Send-inquiry form and POST /api/businesses/{id}/inquiries (businessId comes from the path). */
export const InquiryInputSchema = z.object({
  customerName: z
    .string({ message: NAME_REQUIRED_MESSAGE })
    .trim()
    .min(1, NAME_REQUIRED_MESSAGE)
    .max(INQUIRY_LIMITS.nameMax, tooLongMessage("Name", INQUIRY_LIMITS.nameMax)),
  customerEmail: z.string({ message: INVALID_EMAIL_MESSAGE }).trim().pipe(z.email(INVALID_EMAIL_MESSAGE)),
  customerPhone: optionalText(INQUIRY_LIMITS.phoneMax),
  subject: optionalText(INQUIRY_LIMITS.subjectMax),
  message: z
    .string({ message: INQUIRY_TOO_SHORT_MESSAGE })
    .trim()
    .min(INQUIRY_LIMITS.messageMin, INQUIRY_TOO_SHORT_MESSAGE)
    .max(INQUIRY_LIMITS.messageMax, tooLongMessage("Message", INQUIRY_LIMITS.messageMax)),
  businessId: z.coerce.number().int().optional(),
});
export type InquiryInput = z.input<typeof InquiryInputSchema>;
export type InquiryValues = z.output<typeof InquiryInputSchema>;

export const InquiryStatusUpdateSchema = z.object({ status: InquiryStatusSchema });
