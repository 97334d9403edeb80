// The outbox as the admin API answers it (GET /api/admin/outbox, /api/admin/outbox/{id}) and the suppressed
// addresses (GET /api/admin/mail-suppressions). Every email the product sends is first an outbox row, written in the
// same transaction as what caused it; a sender delivers the queued rows over SMTP.
import { z } from "zod";
import { ADMIN_PAGE } from "../constants.ts";
import { isoDate, text } from "./fields.ts";
import { pageQueryFields, withoutEmptyParams } from "./paging.ts";

export const MAIL_KINDS = [
  /** an inquiry, to the business it was written to (Reply-To the traveller) */
  "inquiry-to-business",
  /** the inquiries a business got past its hourly cap, in one email */
  "inquiry-summary",
  /** to the traveller: what they sent, and to whom */
  "inquiry-confirmation",
  /** to the editors: a listing sent from /list-business waits for approval */
  "listing-awaiting-approval",
  /** to the editors: reviews held for moderation, several in one email */
  "reviews-held",
  /** to the editors: a site build failed */
  "build-failed",
  /** to an owner: an editor approved or refused the changes they proposed to their listing (issue 44) */
  "owner-proposal-decided",
  /** to a person signing in as an owner: the 6-digit code, and no link (issue 44) */
  "owner-sign-in-code",
  /** to a listing's own address: the code that proves a claimant reads its mail */
  "claim-code",
  /** to a listing's owner: someone else claims it, and no transfer before the cooling-off ends */
  "claim-notice",
  /** to the editors: a claim waits for their decision (evidence, or a listing someone manages) */
  "claim-awaiting-editor",
  /** to a claimant: an editor approved, refused or revoked their claim */
  "claim-decided",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * queued: waits for the sender (or for SMTP_URL); sent: the SMTP server accepted it; failed: refused for good (the
 * server's answer kept) or out of attempts; suppressed: not sent, the address bounced or asked to stop; held: past
 * its business's hourly cap, waiting for the summary; summarised: carried by a summary email.
 */
export const MAIL_STATUSES = ["queued", "sent", "failed", "suppressed", "held", "summarised"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Who may stop which emails: a bounce stops all, the business's signed link stops inquiries, an editor's stops the
 * notifications to ADMIN_NOTIFY_EMAIL. The traveller's confirmation is an answer to what they did, in no stream.
 */
export const MAIL_STREAMS = ["inquiries", "editor-notifications"] as const;
export type MailStream = (typeof MAIL_STREAMS)[number];
export const SUPPRESSION_SCOPES = ["all", ...MAIL_STREAMS] as const;
export type SuppressionScope = (typeof SUPPRESSION_SCOPES)[number];

/** The record an email was sent for, as the admin links it. */
export const MAIL_CAUSE_TYPES = ["inquiry", "business", "review", "build", "sign-in", "claim"] as const;
export type MailCauseType = (typeof MAIL_CAUSE_TYPES)[number];

export const OutboxRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MAIL_KINDS),
  status: z.enum(MAIL_STATUSES),
  recipient: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  causeType: z.enum(MAIL_CAUSE_TYPES),
  causeId: z.number().int().nullable(),
  businessId: z.number().int().nullable(),
  attempts: z.number().int(),
  /** the SMTP server's answer to the last attempt ("550 5.1.1 No such user"), or why it was not sent */
  lastError: z.string().nullable(),
  lastResponseCode: z.number().int().nullable(),
  /** when a queued email is tried next */
  nextAttemptAt: isoDate.nullable(),
  sentAt: isoDate.nullable(),
  /** the summary email that carried a held one */
  summaryId: z.number().int().nullable(),
  /** the email this one is a resend of */
  resentFromId: z.number().int().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type OutboxRow = z.infer<typeof OutboxRowSchema>;

/** GET /api/admin/outbox/{id}: the row with what it says. */
export const OutboxMessageSchema = OutboxRowSchema.extend({
  textBody: z.string(),
  htmlBody: z.string(),
  headers: z.record(z.string(), z.string()),
  messageId: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

const MAIL_FILTERS = ["all", ...MAIL_STATUSES] as const;

/** GET /api/admin/outbox: q over recipient and subject; newest first. */
export const AdminOutboxListQuerySchema = z.preprocess(
  withoutEmptyParams,
  z.object({
    q: text("Search text", 200).optional(),
    status: z.enum(MAIL_FILTERS, { message: `Status must be one of ${MAIL_FILTERS.join(", ")}` }).default("all"),
    ...pageQueryFields(ADMIN_PAGE),
  }),
);

export const MailSuppressionSchema = z.object({
  id: z.number().int(),
  address: z.string(),
  scope: z.enum(SUPPRESSION_SCOPES),
  /** the server's answer to the bounce, or "Stopped through the link in an email" */
  reason: z.string(),
  outboxId: z.number().int().nullable(),
  createdAt: isoDate,
});
export type MailSuppression = z.infer<typeof MailSuppressionSchema>;

/** What the inquiry detail shows of the email to its business (AdminInquirySchema's businessMail). */
export const InquiryMailStateSchema = z
  .object({ id: z.number().int(), status: z.enum(MAIL_STATUSES), sentAt: isoDate.nullable() })
  .nullable();
