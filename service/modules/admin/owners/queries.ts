// The editors' side of owners (issue 44): who owns what, the claims waiting for them, and their decisions. Each
// decision is made in the caller's transaction (audited there) and emails whoever it concerns in it.
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { OwnershipRow, PendingClaimRow } from "../../../../shared/schemas/owners.ts";
import type { Database, Transaction } from "../../../db/client.ts";
import {
  businesses,
  businessOwners,
  ownerEditProposals,
  ownershipClaims,
  sessions,
  users,
} from "../../../db/schema.ts";
import { ConflictError, NotFoundError } from "../../../errors.ts";
import { queueMail } from "../../mail/outbox.ts";
import type { MailSettings } from "../../mail/settings.ts";
import { claimDecided } from "../../mail/templates.ts";
import { CLAIM_NOT_FOUND } from "../../owners/claims/queries.ts";

export const OWNER_NOT_FOUND = "Owner not found";
export const NO_OWNER_MESSAGE = "This business has no owner";
export const HAS_OWNER_MESSAGE = "This business has an owner: transfer it to the claimant instead";
export const NOTHING_TO_TRANSFER_MESSAGE = "This business has no owner to transfer from: approve the claim instead";
export const CLAIM_DECIDED_MESSAGE = "This claim is no longer waiting for an editor";

const coolingOffMessage = (transferAfter: Date) =>
  `The owner was told of this claim; it can be transferred from ${transferAfter.toLocaleString("en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
  })}`;

export async function listOwnerships(db: Database): Promise<OwnershipRow[]> {
  const rows = await db
    .select({
      businessId: businessOwners.businessId,
      businessName: businesses.name,
      userId: businessOwners.userId,
      email: users.email,
      since: businessOwners.since,
      suspendedAt: users.suspendedAt,
    })
    .from(businessOwners)
    .innerJoin(businesses, eq(businesses.id, businessOwners.businessId))
    .innerJoin(users, eq(users.id, businessOwners.userId))
    .orderBy(asc(businesses.name));
  return rows.map((row) => ({
    ...row,
    since: row.since.toISOString(),
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
  }));
}

/** Claims waiting for an editor, oldest first; a listing's own submission waits on the listing's approval instead. */
export async function listPendingClaims(db: Database): Promise<PendingClaimRow[]> {
  const claimant = sql<string | null>`(SELECT email FROM ${users} WHERE ${users.id} = ${ownershipClaims.userId})`;
  const currentOwner = sql<
    string | null
  >`(SELECT ${users.email} FROM ${businessOwners} JOIN ${users} ON ${users.id} = ${businessOwners.userId} WHERE ${businessOwners.businessId} = ${ownershipClaims.businessId})`;
  const rows = await db
    .select({
      id: ownershipClaims.id,
      businessId: ownershipClaims.businessId,
      businessName: businesses.name,
      claimantEmail: claimant,
      method: ownershipClaims.method,
      evidence: ownershipClaims.evidence,
      createdAt: ownershipClaims.createdAt,
      currentOwnerEmail: currentOwner,
      transferAfter: ownershipClaims.transferAfter,
    })
    .from(ownershipClaims)
    .innerJoin(businesses, eq(businesses.id, ownershipClaims.businessId))
    .where(and(eq(ownershipClaims.status, "pending"), ne(ownershipClaims.method, "listing-submission")))
    .orderBy(asc(ownershipClaims.createdAt));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    transferAfter: row.transferAfter?.toISOString() ?? null,
  }));
}

async function pendingClaim(tx: Transaction, claimId: number) {
  const [claim] = await tx.select().from(ownershipClaims).where(eq(ownershipClaims.id, claimId)).for("update");
  if (!claim) throw new NotFoundError(CLAIM_NOT_FOUND);
  if (claim.status !== "pending") throw new ConflictError(CLAIM_DECIDED_MESSAGE);
  return claim;
}

async function currentOwnership(tx: Transaction, businessId: number) {
  // the listing's row locked: one decision on its ownership at a time
  await tx.execute(sql`SELECT 1 FROM ${businesses} WHERE ${businesses.id} = ${businessId} FOR UPDATE`);
  const [row] = await tx.select().from(businessOwners).where(eq(businessOwners.businessId, businessId));
  return row;
}

/** Emails a claimant (or a former owner) what an editor decided, when they have an address. */
async function tellClaimant(
  tx: Transaction,
  settings: MailSettings,
  userId: string,
  businessId: number,
  outcome: "approved" | "refused" | "revoked",
  reason: string | null,
) {
  const [row] = await tx
    .select({ email: users.email, businessName: businesses.name })
    .from(users)
    .innerJoin(businesses, eq(businesses.id, businessId))
    .where(eq(users.id, userId));
  if (!row?.email) return;
  await queueMail(tx, settings.publicUrl, {
    kind: "claim-decided",
    recipient: row.email,
    rendered: claimDecided({
      businessName: row.businessName,
      outcome,
      reason,
      dashboardUrl: `${settings.publicUrl}/owner`,
    }),
    cause: { type: "business", id: businessId },
    businessId,
  });
}

/** Records an editor's decision on a claim. */
async function settleClaim(
  tx: Transaction,
  claimId: number,
  status: "approved" | "refused" | "revoked",
  adminId: number,
  now: Date,
  reason: string | null = null,
) {
  await tx
    .update(ownershipClaims)
    .set({ status, decidedBy: adminId, decidedAt: now, decisionReason: reason, updatedAt: now })
    .where(eq(ownershipClaims.id, claimId));
}

/**
 * A former owner's changes still waiting for an editor end with their ownership (withdrawn, as if they had taken them
 * back): no editor can approve, after a transfer or revocation, what someone who no longer manages the listing asked.
 */
async function withdrawFormerOwnersProposals(tx: Transaction, businessId: number, userId: string, now: Date) {
  const withdrawn = await tx
    .update(ownerEditProposals)
    .set({ status: "withdrawn", decidedAt: now })
    .where(
      and(
        eq(ownerEditProposals.businessId, businessId),
        eq(ownerEditProposals.userId, userId),
        eq(ownerEditProposals.status, "pending"),
      ),
    )
    .returning({ id: ownerEditProposals.id });
  return withdrawn.map(({ id }) => id);
}

/** Makes the claimant the owner of a listing nobody manages. */
export async function approveClaim(
  tx: Transaction,
  settings: MailSettings,
  claimId: number,
  adminId: number,
  now = new Date(),
) {
  const claim = await pendingClaim(tx, claimId);
  if (await currentOwnership(tx, claim.businessId)) throw new ConflictError(HAS_OWNER_MESSAGE);
  await tx.insert(businessOwners).values({ businessId: claim.businessId, userId: claim.userId, claimId, since: now });
  await settleClaim(tx, claimId, "approved", adminId, now);
  await tellClaimant(tx, settings, claim.userId, claim.businessId, "approved", null);
  return { businessId: claim.businessId, userId: claim.userId };
}

/** Hands a managed listing to the claimant, once the cooling-off since its owner was told has passed. */
export async function transferClaim(
  tx: Transaction,
  settings: MailSettings,
  claimId: number,
  adminId: number,
  now = new Date(),
) {
  const claim = await pendingClaim(tx, claimId);
  const current = await currentOwnership(tx, claim.businessId);
  if (!current) throw new ConflictError(NOTHING_TO_TRANSFER_MESSAGE);
  if (!claim.transferAfter || claim.transferAfter > now)
    throw new ConflictError(coolingOffMessage(claim.transferAfter ?? now));
  await tx
    .update(businessOwners)
    .set({ userId: claim.userId, claimId, since: now })
    .where(eq(businessOwners.businessId, claim.businessId));
  await settleClaim(tx, claimId, "approved", adminId, now);
  if (current.claimId !== null) {
    await settleClaim(tx, current.claimId, "revoked", adminId, now);
  }
  const withdrawnProposals = await withdrawFormerOwnersProposals(tx, claim.businessId, current.userId, now);
  await tellClaimant(tx, settings, claim.userId, claim.businessId, "approved", null);
  await tellClaimant(
    tx,
    settings,
    current.userId,
    claim.businessId,
    "revoked",
    "An editor transferred the listing to someone who claimed it.",
  );
  return { businessId: claim.businessId, from: current.userId, to: claim.userId, withdrawnProposals };
}

export async function refuseClaim(
  tx: Transaction,
  settings: MailSettings,
  claimId: number,
  adminId: number,
  reason: string | null,
  now = new Date(),
) {
  const claim = await pendingClaim(tx, claimId);
  await settleClaim(tx, claimId, "refused", adminId, now, reason);
  await tellClaimant(tx, settings, claim.userId, claim.businessId, "refused", reason);
  return { businessId: claim.businessId, userId: claim.userId };
}

/** Takes a listing's ownership back: nobody manages it until a new claim. */
export async function revokeOwnership(
  tx: Transaction,
  settings: MailSettings,
  businessId: number,
  adminId: number,
  reason: string | null,
  now = new Date(),
) {
  const current = await currentOwnership(tx, businessId);
  if (!current) throw new NotFoundError(NO_OWNER_MESSAGE);
  await tx.delete(businessOwners).where(eq(businessOwners.businessId, businessId));
  if (current.claimId !== null) {
    await settleClaim(tx, current.claimId, "revoked", adminId, now, reason);
  }
  const withdrawnProposals = await withdrawFormerOwnersProposals(tx, businessId, current.userId, now);
  await tellClaimant(tx, settings, current.userId, businessId, "revoked", reason);
  return { userId: current.userId, withdrawnProposals };
}

/**
 * Suspends a visitor (or lets them back): suspended, every session of theirs ends at once, they cannot sign in,
 * and the owner's API refuses them; what they own stays theirs until an editor revokes it.
 */
export async function setSuspended(tx: Transaction, userId: string, suspended: boolean, now = new Date()) {
  const [user] = await tx
    .update(users)
    .set({ suspendedAt: suspended ? now : null, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id, email: users.email });
  if (!user) throw new NotFoundError(OWNER_NOT_FOUND);
  if (suspended) await tx.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${userId}`);
  return user;
}

/** A listing sent signed in from /list-business becomes its sender's when an editor puts it live, if nobody owns it. */
export async function grantSubmittedListing(
  tx: Transaction,
  settings: MailSettings,
  businessId: number,
  now = new Date(),
) {
  const [claim] = await tx
    .select()
    .from(ownershipClaims)
    .where(
      and(
        eq(ownershipClaims.businessId, businessId),
        eq(ownershipClaims.method, "listing-submission"),
        inArray(ownershipClaims.status, ["pending"]),
      ),
    )
    .limit(1);
  if (!claim || (await currentOwnership(tx, businessId))) return undefined;
  await tx.insert(businessOwners).values({ businessId, userId: claim.userId, claimId: claim.id, since: now });
  await tx
    .update(ownershipClaims)
    .set({ status: "approved", decidedAt: now, updatedAt: now })
    .where(eq(ownershipClaims.id, claim.id));
  await tellClaimant(tx, settings, claim.userId, businessId, "approved", null);
  return claim;
}
