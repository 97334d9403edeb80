// What an owner changes on their listing (issue 44): the everyday fields go live at once; the fields a hijacker
// would swap (name, contact, place, category) wait for an editor as a proposal, and the page keeps the old values.
import { z } from "zod";
import { isoDate, text } from "./fields.ts";
import { AdminBusinessInputSchema, BusinessSubmissionSchema, requireUploadedPhotoAlts } from "./business.ts";
import { proposalStatusSchema } from "./owners.ts";

/** The fields an editor approves first, in the order the forms and the diff show them, with their labels. */
export const PROPOSED_FIELD_LABELS = {
  name: "Name",
  categoryId: "Category",
  phone: "Phone",
  email: "Email",
  website: "Website",
  whatsapp: "WhatsApp",
  location: "Location",
  address: "Address",
  latitude: "Latitude",
  longitude: "Longitude",
} as const;
export type ProposedField = keyof typeof PROPOSED_FIELD_LABELS;
export const PROPOSED_FIELDS = Object.keys(PROPOSED_FIELD_LABELS) as ProposedField[];

/**
 * A proposal's changes as the owner, the editor and the owner's email read them, one line per field in the forms'
 * order, a category by its name.
 */
export function proposalLines(
  changes: Record<string, unknown>,
  replaced: Record<string, unknown>,
  categoryName: (id: number) => string | undefined,
): { field: ProposedField; label: string; from: string; to: string }[] {
  const shown = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === "") return "(none)";
    if (field === "categoryId" && typeof value === "number") return categoryName(value) ?? `Category #${value}`;
    return typeof value === "string" || typeof value === "number" ? String(value) : "";
  };
  return PROPOSED_FIELDS.filter((field) => field in changes).map((field) => ({
    field,
    label: PROPOSED_FIELD_LABELS[field],
    from: shown(field, replaced[field]),
    to: shown(field, changes[field]),
  }));
}

/** The owner's forms' toasts: saved live, and sent to an editor. */
export const LISTING_SAVED_MESSAGE = "Listing updated";
export const LISTING_LIVE_DETAIL = "Your changes show on your page within a few minutes.";
export const PROPOSAL_SENT_MESSAGE = "Sent for approval";
export const PROPOSAL_SENT_DETAIL = "An editor checks your changes; we email you their answer.";

export const needsApprovalMessage = (field: ProposedField) =>
  `${PROPOSED_FIELD_LABELS[field]} changes go to an editor first: propose them instead`;

/**
 * PATCH /api/owner/businesses/:businessId with the record version (If-Match): what goes live at once. Any subset of
 * the fields; a field an editor approves first is refused with its own message, never quietly dropped.
 */
export const OwnerListingEditSchema = z
  .object({
    description: BusinessSubmissionSchema.shape.description,
    hours: AdminBusinessInputSchema.shape.hours,
    services: AdminBusinessInputSchema.shape.services,
    amenities: AdminBusinessInputSchema.shape.amenities,
    priceRange: AdminBusinessInputSchema.shape.priceRange,
    /** the owner's "hours still right", as the admin form's */
    confirmHours: AdminBusinessInputSchema.shape.confirmHours,
    /**
     * the listing's photos in order, with their alt texts: those it holds and those the owner uploaded (the service
     * refuses any other); each uploaded one needs its text, as on the admin's form
     */
    images: AdminBusinessInputSchema.shape.images,
    imageAlts: AdminBusinessInputSchema.shape.imageAlts,
    ...Object.fromEntries(
      [...PROPOSED_FIELDS, "coordinates" as const].map((field) => [
        field,
        z.never({ message: needsApprovalMessage(field === "coordinates" ? "latitude" : field) }).optional(),
      ]),
    ),
  })
  .superRefine(requireUploadedPhotoAlts);
export type OwnerListingEditInput = z.input<typeof OwnerListingEditSchema>;

export const NOTHING_PROPOSED_MESSAGE = "Change at least one field to send it for approval";

/**
 * POST /api/owner/businesses/:businessId/proposals: the new values of the fields an editor approves first, as the
 * listing form checks them; `coordinates` (typed or a map link) stands for latitude and longitude.
 */
export const OwnerProposalInputSchema = BusinessSubmissionSchema.pick({
  name: true,
  categoryId: true,
  phone: true,
  email: true,
  website: true,
  whatsapp: true,
  location: true,
  address: true,
  coordinates: true,
})
  .partial()
  .refine((values) => Object.values(values).some((value) => value !== undefined), NOTHING_PROPOSED_MESSAGE);
export type OwnerProposalInput = z.input<typeof OwnerProposalInputSchema>;

/** An editor's reason for refusing: a few sentences. */
const REFUSAL_REASON_MAX = 1000;

export const REFUSAL_REASON_REQUIRED_MESSAGE = "Say why, for the owner to read";

/** POST /api/admin/owner-proposals/:id/refuse: the reason the owner is shown and emailed. */
export const ProposalRefusalSchema = z.object({
  reason: text("Reason", REFUSAL_REASON_MAX, { multiline: true, message: REFUSAL_REASON_REQUIRED_MESSAGE }).min(
    1,
    REFUSAL_REASON_REQUIRED_MESSAGE,
  ),
});
export type ProposalRefusalInput = z.input<typeof ProposalRefusalSchema>;

/** A proposal as its owner reads it: the new values, the values when proposed, and the editor's answer. */
export const OwnerProposalSchema = z.object({
  id: z.number().int(),
  businessId: z.number().int(),
  changes: z.record(z.string(), z.unknown()),
  previous: z.record(z.string(), z.unknown()),
  status: proposalStatusSchema,
  reason: z.string().nullable(),
  createdAt: isoDate,
  decidedAt: isoDate.nullable(),
});
export type OwnerProposal = z.infer<typeof OwnerProposalSchema>;

/** A pending proposal as an editor weighs it (GET /api/admin/owner-proposals): the listing's values now beside it. */
export const PendingProposalSchema = OwnerProposalSchema.extend({
  business: z.object({ id: z.number().int(), name: z.string() }),
  /** the owner's email (null when they signed in with a provider that gave none) */
  ownerEmail: z.string().nullable(),
  /** the listing's value of each proposed field now: what approving replaces */
  current: z.record(z.string(), z.unknown()),
});
export type PendingProposal = z.infer<typeof PendingProposalSchema>;
