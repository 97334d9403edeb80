// An owner's changes to their listing (issue 44). The everyday fields are written as an editor's edit is
// (admin/businesses/queries.ts: hours, confirmation, nothing written when nothing changed). The fields a hijacker
// would swap are kept apart as a proposal with the values they replace; only an editor's approval writes them.
// (The admin module is reached as ../../../modules/admin: the linter reads ../../admin as the admin app.)
import { and, desc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import {
  NOTHING_PROPOSED_MESSAGE,
  type OwnerListingEditSchema,
  type OwnerProposalInputSchema,
  PROPOSED_FIELDS,
  type ProposedField,
} from "../../../../shared/schemas/owner-listing.ts";
import type { AdminBusinessValues } from "../../../../shared/schemas/business.ts";
import type { Database, Transaction } from "../../../db/client.ts";
import { businesses, businessOwners, ownerEditProposals, users } from "../../../db/schema.ts";
import { ConflictError, NotFoundError, RuleViolationError } from "../../../errors.ts";
import { changedFields } from "../../../audit/queries.ts";
import { findBusiness, updateBusiness } from "../../admin/businesses/queries.ts";
import { requireCategory, withPositionColumns } from "../../businesses/queries.ts";

export const PROPOSAL_NOT_FOUND = "Proposed changes not found";
export const PROPOSAL_ALREADY_PENDING_MESSAGE =
  "Your earlier changes still wait for an editor: withdraw them to send new ones";
export const PROPOSER_NO_LONGER_OWNER_MESSAGE =
  "Whoever proposed these changes no longer manages the business: refuse them";
export const proposalDecidedMessage = (status: string) => `These changes were already ${status}`;

type OwnerListingEdit = Partial<z.output<typeof OwnerListingEditSchema>>;
type ProposedValues = Partial<Record<ProposedField, unknown>>;

export const ADD_PHOTOS_BY_UPLOAD_MESSAGE = "Add photos by uploading them here";

/**
 * The live fields an owner writes, as the admin's update writes them (hours confirmed, unchanged skipped). A photo
 * the listing does not hold yet must be one `uploadedByOwner` says they uploaded: no web address, no one else's.
 */
export async function editListing(
  tx: Transaction,
  businessId: number,
  changes: OwnerListingEdit,
  uploadedByOwner: (source: string) => boolean,
) {
  const { description, hours, services, amenities, priceRange, confirmHours, images, imageAlts } = changes;
  if (images) {
    const held = (await findBusiness(tx, businessId)).images;
    if (images.some((source) => !held.includes(source) && !uploadedByOwner(source))) {
      throw new RuleViolationError(ADD_PHOTOS_BY_UPLOAD_MESSAGE, "images");
    }
  }
  const fields = { description, hours, services, amenities, priceRange, confirmHours, images, imageAlts };
  return updateBusiness(tx, businessId, fields);
}

/** The proposed fields' values of a business, as stored. */
function proposedFieldsOf(business: Record<string, unknown>): ProposedValues {
  return Object.fromEntries(PROPOSED_FIELDS.map((field) => [field, business[field] ?? null]));
}

/**
 * Stores a proposal of the fields whose value would change, with the values they replace. One pending proposal per
 * business at a time, so an editor weighs one diff and never an older one over a newer.
 */
export async function proposeChanges(
  tx: Transaction,
  businessId: number,
  userId: string,
  input: z.output<typeof OwnerProposalInputSchema>,
) {
  const business = await findBusiness(tx, businessId, { forUpdate: true });
  const [pending] = await tx
    .select({ id: ownerEditProposals.id })
    .from(ownerEditProposals)
    .where(and(eq(ownerEditProposals.businessId, businessId), eq(ownerEditProposals.status, "pending")));
  if (pending) throw new ConflictError(PROPOSAL_ALREADY_PENDING_MESSAGE);
  const stored = proposedFieldsOf(business);
  const diff = changedFields(stored, withPositionColumns(input));
  if (Object.keys(diff).length === 0) throw new RuleViolationError(NOTHING_PROPOSED_MESSAGE);
  if (diff.categoryId) await requireCategory(tx, diff.categoryId.to as number);
  const changes = Object.fromEntries(Object.entries(diff).map(([field, { to }]) => [field, to]));
  const previous = Object.fromEntries(Object.entries(diff).map(([field, { from }]) => [field, from]));
  const [proposal] = await tx.insert(ownerEditProposals).values({ businessId, userId, changes, previous }).returning();
  return { proposal: proposal!, diff };
}

/** A business's proposals, newest first: what its owner sent and what the editors answered. */
export function listProposals(db: Database, businessId: number) {
  return db
    .select()
    .from(ownerEditProposals)
    .where(eq(ownerEditProposals.businessId, businessId))
    .orderBy(desc(ownerEditProposals.createdAt), desc(ownerEditProposals.id));
}

/** The proposal, locked for its decision; it must still be pending. */
async function pendingProposal(tx: Transaction, id: number, businessId?: number) {
  const [proposal] = await tx
    .select()
    .from(ownerEditProposals)
    .where(
      and(
        eq(ownerEditProposals.id, id),
        businessId === undefined ? undefined : eq(ownerEditProposals.businessId, businessId),
      ),
    )
    .for("update");
  if (!proposal) throw new NotFoundError(PROPOSAL_NOT_FOUND);
  if (proposal.status !== "pending") throw new ConflictError(proposalDecidedMessage(proposal.status));
  return proposal;
}

/** The owner takes back their pending proposal. */
export async function withdrawProposal(tx: Transaction, businessId: number, id: number) {
  await pendingProposal(tx, id, businessId);
  const [withdrawn] = await tx
    .update(ownerEditProposals)
    .set({ status: "withdrawn", decidedAt: new Date() })
    .where(eq(ownerEditProposals.id, id))
    .returning();
  return withdrawn!;
}

/**
 * An editor approves: the proposed values are written to the listing as an editor's edit is, when the proposer still
 * manages it (a revoked or replaced owner's proposal is refused, not applied).
 */
export async function approveProposal(tx: Transaction, id: number, adminId: number) {
  const proposal = await pendingProposal(tx, id);
  const [owner] = await tx
    .select({ userId: businessOwners.userId })
    .from(businessOwners)
    .where(eq(businessOwners.businessId, proposal.businessId));
  if (!owner || owner.userId !== proposal.userId) throw new ConflictError(PROPOSER_NO_LONGER_OWNER_MESSAGE);
  // the changes were checked by the listing form's schema when proposed, and hold only the proposed fields
  const changes = proposal.changes as Partial<AdminBusinessValues>;
  const { before, after, written } = await updateBusiness(tx, proposal.businessId, changes);
  const [approved] = await tx
    .update(ownerEditProposals)
    .set({ status: "approved", decidedBy: adminId, decidedAt: new Date() })
    .where(eq(ownerEditProposals.id, id))
    .returning();
  return { proposal: approved!, before, after, written };
}

/** An editor refuses, with the reason the owner reads. */
export async function refuseProposal(tx: Transaction, id: number, adminId: number, reason: string) {
  await pendingProposal(tx, id);
  const [refused] = await tx
    .update(ownerEditProposals)
    .set({ status: "refused", reason, decidedBy: adminId, decidedAt: new Date() })
    .where(eq(ownerEditProposals.id, id))
    .returning();
  return refused!;
}

/**
 * The proposals waiting for an editor, oldest first, each with its business's name, its owner's email and the
 * listing's values now of the fields it changes (what approving replaces).
 */
export async function listPendingProposals(db: Database) {
  const rows = await db
    .select({
      proposal: ownerEditProposals,
      business: { id: businesses.id, name: businesses.name },
      ownerEmail: users.email,
    })
    .from(ownerEditProposals)
    .innerJoin(businesses, eq(businesses.id, ownerEditProposals.businessId))
    .leftJoin(users, eq(users.id, ownerEditProposals.userId))
    .where(eq(ownerEditProposals.status, "pending"))
    .orderBy(ownerEditProposals.createdAt, ownerEditProposals.id);
  const ids = [...new Set(rows.map((row) => row.business.id))];
  const stored = ids.length === 0 ? [] : await db.select().from(businesses).where(inArray(businesses.id, ids));
  const storedById = new Map(stored.map((business) => [business.id, proposedFieldsOf(business)]));
  return rows.map(({ proposal, business, ownerEmail }) => {
    const now = storedById.get(business.id) ?? {};
    const current = Object.fromEntries(
      Object.keys(proposal.changes).map((field) => [field, now[field as ProposedField]]),
    );
    return { ...proposal, business, ownerEmail, current };
  });
}
