// Owners (issue 44): a business's one owner, the claims that make one, and the changes an owner proposes that an
// editor approves first. An owner is a visitor (the users table) who signed in by an emailed code or a provider.
import { z } from "zod";
import { FIELD_LIMITS } from "../constants.ts";
import { INVALID_EMAIL_MESSAGE } from "./fields.ts";

/**
 * How a claim is verified. listing-email: a code sent to the listing's own email address; evidence: what the
 * claimant says, weighed by an editor; listing-submission: the signed-in visitor who sent the listing from
 * /list-business, made owner when an editor approves it.
 */
export const CLAIM_METHODS = ["listing-email", "evidence", "listing-submission"] as const;
export type ClaimMethod = (typeof CLAIM_METHODS)[number];

/**
 * awaiting-code: the code was sent to the listing's email; pending: waits for an editor (evidence, or a listing
 * owned by someone else, after its cooling-off); approved: the claimant owns the listing; refused, withdrawn,
 * expired: ended without ownership; revoked: an editor took the ownership back.
 */
export const CLAIM_STATUSES = [
  "awaiting-code",
  "pending",
  "approved",
  "refused",
  "withdrawn",
  "expired",
  "revoked",
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** pending: waits for an editor; approved: live; refused: with the editor's reason; withdrawn by the owner. */
export const PROPOSAL_STATUSES = ["pending", "approved", "refused", "withdrawn"] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** Who did what an audit row records. */
export const AUDIT_ACTOR_KINDS = ["admin", "owner"] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

export const proposalStatusSchema = z.enum(PROPOSAL_STATUSES);

/** The one-time sign-in code: 6 digits, good for 10 minutes and 5 attempts. */
export const SIGN_IN_CODE_LENGTH = 6;
export const SIGN_IN_CODE_LIFETIME_MINUTES = 10;
export const SIGN_IN_CODE_ATTEMPTS = 5;

export const CODE_FORMAT_MESSAGE = `Enter the ${SIGN_IN_CODE_LENGTH}-digit code from the email`;

const emailAddress = z
  .string({ message: INVALID_EMAIL_MESSAGE })
  .trim()
  .max(FIELD_LIMITS.adminEmail, INVALID_EMAIL_MESSAGE)
  .pipe(z.email(INVALID_EMAIL_MESSAGE))
  .transform((email) => email.toLowerCase());

const emailedCode = z
  .string({ message: CODE_FORMAT_MESSAGE })
  .trim()
  .regex(new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`), CODE_FORMAT_MESSAGE);

/** POST /api/owner/sign-in/code: send a sign-in code to this address. */
export const SignInCodeRequestSchema = z.object({ email: emailAddress });
export type SignInCodeRequest = z.input<typeof SignInCodeRequestSchema>;

/** POST /api/owner/sign-in: the address and the code it was sent. */
export const SignInWithCodeSchema = z.object({ email: emailAddress, code: emailedCode });
export type SignInWithCodeInput = z.input<typeof SignInWithCodeSchema>;

/** The signed-in owner and the businesses they manage (GET /api/owner/me). */
export interface OwnerProfile {
  email: string | null;
  name: string;
  businesses: { id: number; name: string; since: string }[];
}

/** A claim on a listing that has an owner waits this long (the owner is told at once) before an editor may transfer it. */
export const CLAIM_COOLING_OFF_DAYS = 7;

export const EVIDENCE_MAX_LENGTH = 2000;
export const EVIDENCE_REQUIRED_MESSAGE = "Tell us how you are connected to the business";
export const REASON_MAX_LENGTH = 1000;

/** POST /api/owner/claims: a claim by the code to the listing's email, or by what the claimant tells an editor. */
export const ClaimStartSchema = z.discriminatedUnion("method", [
  z.object({ businessId: z.number().int().positive(), method: z.literal("listing-email") }),
  z.object({
    businessId: z.number().int().positive(),
    method: z.literal("evidence"),
    evidence: z
      .string({ message: EVIDENCE_REQUIRED_MESSAGE })
      .trim()
      .min(1, EVIDENCE_REQUIRED_MESSAGE)
      .max(EVIDENCE_MAX_LENGTH, `Keep it under ${EVIDENCE_MAX_LENGTH} characters`),
  }),
]);
export type ClaimStartInput = z.input<typeof ClaimStartSchema>;

/** POST /api/owner/claims/{id}/code: the code sent to the listing's email. */
export const ClaimCodeSchema = z.object({ code: emailedCode });
export type ClaimCodeInput = z.input<typeof ClaimCodeSchema>;

/** An editor's reason for refusing a claim or taking an ownership back; the claimant reads it. */
export const ClaimDecisionSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(REASON_MAX_LENGTH, `Keep the reason under ${REASON_MAX_LENGTH} characters`)
    .optional()
    .transform((reason) => reason || null),
});
export type ClaimDecisionInput = z.input<typeof ClaimDecisionSchema>;

/** What the claim screen shows of a listing: never its whole email address, only enough to recognise it. */
export interface ClaimableBusiness {
  id: number;
  name: string;
  /** "n•••@gangayoga.com", or null when the listing has none */
  maskedEmail: string | null;
  ownedByYou: boolean;
  /** someone else manages it: a claim waits the cooling-off and an editor */
  ownedByOther: boolean;
  /** the claimant's open claim on it, if any */
  claim: OwnClaim | null;
}

export interface OwnClaim {
  id: number;
  businessId: number;
  method: ClaimMethod;
  status: ClaimStatus;
  transferAfter: string | null;
  decisionReason: string | null;
}

/** A row of the admin's Owners screen: who owns what. */
export interface OwnershipRow {
  businessId: number;
  businessName: string;
  userId: string;
  email: string | null;
  since: string;
  suspendedAt: string | null;
}

/** A claim waiting for an editor, as the Owners screen lists it. */
export interface PendingClaimRow {
  id: number;
  businessId: number;
  businessName: string;
  claimantEmail: string | null;
  method: ClaimMethod;
  evidence: string | null;
  createdAt: string;
  /** the listing's owner now, if any: a transfer may be made from transferAfter */
  currentOwnerEmail: string | null;
  transferAfter: string | null;
}
