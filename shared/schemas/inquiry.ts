import { z } from "zod";
import { INQUIRY_LIMITS, INQUIRY_STATUSES } from "../constants.ts";
import {
  databaseInteger,
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  isoDate,
  NAME_REQUIRED_MESSAGE,
  optionalPhoneNumber,
  optionalText,
  text,
} from "./fields.ts";
import { formGuardFields } from "./form-guard.ts";
import { InquiryMailStateSchema } from "./mail.ts";

export const UNKNOWN_INQUIRY_STATUS_MESSAGE = "Unknown inquiry status";
export const InquiryStatusSchema = z.enum(INQUIRY_STATUSES, { message: UNKNOWN_INQUIRY_STATUS_MESSAGE });

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
  /** the signed-in visitor who sent it, from their session; null when sent anonymously */
  userId: z.string().nullable(),
});
export type Inquiry = z.infer<typeof InquirySchema>;

/** Admin list rows carry the business they were sent to, and the state of the email to it (null: none queued). */
export const AdminInquirySchema = InquirySchema.extend({
  business: z.object({ id: z.number().int(), name: z.string(), location: z.string().nullable() }).nullable(),
  businessMail: InquiryMailStateSchema,
});
export type AdminInquiry = z.infer<typeof AdminInquirySchema>;

export const INQUIRY_TOO_SHORT_MESSAGE = `Message must be at least ${INQUIRY_LIMITS.messageMin} characters`;

/** Send-inquiry form and POST /api/businesses/{id}/inquiries (businessId comes from the path). */
export const InquiryInputSchema = z.object({
  customerName: text("Name", INQUIRY_LIMITS.nameMax, { message: NAME_REQUIRED_MESSAGE }).min(1, NAME_REQUIRED_MESSAGE),
  customerEmail: z.string({ message: INVALID_EMAIL_MESSAGE }).trim().pipe(z.email(INVALID_EMAIL_MESSAGE)),
  customerPhone: optionalPhoneNumber("Phone", INQUIRY_LIMITS.phoneMax, INVALID_PHONE_MESSAGE),
  subject: optionalText("Subject", INQUIRY_LIMITS.subjectMax),
  message: text("Message", INQUIRY_LIMITS.messageMax, { multiline: true, message: INQUIRY_TOO_SHORT_MESSAGE }).min(
    INQUIRY_LIMITS.messageMin,
    INQUIRY_TOO_SHORT_MESSAGE,
  ),
  businessId: databaseInteger("Business").optional(),
  ...formGuardFields,
});
export type InquiryInput = z.input<typeof InquiryInputSchema>;
export type InquiryValues = z.output<typeof InquiryInputSchema>;

export const InquiryStatusUpdateSchema = z.object({ status: InquiryStatusSchema });
