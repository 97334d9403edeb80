import { z } from "zod";
import { INQUIRY_MESSAGE_MIN, INQUIRY_STATUSES } from "../constants.ts";
import { isoDate, optionalText } from "./fields.ts";

export const InquirySchema = z.object({
  id: z.number().int(),
  businessId: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  status: z.string(),
  createdAt: isoDate,
});
export type Inquiry = z.infer<typeof InquirySchema>;

/** Admin list rows carry the business they were sent to. */
export const AdminInquirySchema = InquirySchema.extend({
  business: z.object({ id: z.number().int(), name: z.string(), location: z.string().nullable() }).nullable(),
});
export type AdminInquiry = z.infer<typeof AdminInquirySchema>;

/** Send-inquiry form and POST /api/businesses/{id}/inquiries (businessId comes from the path). */
export const InquiryInputSchema = z.object({
  customerName: z
    .string({ message: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(100, "Name must be at most 100 characters"),
  customerEmail: z.string({ message: "Valid email is required" }).trim().pipe(z.email("Valid email is required")),
  customerPhone: optionalText(30),
  subject: optionalText(200),
  message: z
    .string({ message: `Message must be at least ${INQUIRY_MESSAGE_MIN} characters` })
    .trim()
    .min(INQUIRY_MESSAGE_MIN, `Message must be at least ${INQUIRY_MESSAGE_MIN} characters`)
    .max(5000, "Message must be at most 5000 characters"),
  businessId: z.coerce.number().int().optional(),
});
export type InquiryInput = z.input<typeof InquiryInputSchema>;

export const InquiryStatusSchema = z.enum(INQUIRY_STATUSES, { message: "Unknown inquiry status" });
export const InquiryStatusUpdateSchema = z.object({ status: InquiryStatusSchema });
