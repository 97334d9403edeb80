// Claims on a listing (issue 44). A listing has one owner (business_owners' key). A claim is proved by a code sent
// to the listing's own email address, or weighed by an editor from what the claimant tells; a listing sent signed
// in from /list-business becomes its sender's when an editor approves it. A claim on a listing someone already
// manages never takes it over by itself: the owner is told at once, and only an editor can transfer it, and only
// after the cooling-off.
import { and, desc, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import {
  CLAIM_COOLING_OFF_DAYS,
  type ClaimableBusiness,
  type OwnClaim,
  SIGN_IN_CODE_ATTEMPTS,
  SIGN_IN_CODE_LIFETIME_MINUTES,
} from "../../../../shared/schemas/owners.ts";
import { BUSINESS_NOT_FOUND } from "../../../../shared/messages.ts";
import type { AppContext } from "../../../context.ts";
import type { Database, Transaction } from "../../../db/client.ts";
import { businesses, businessOwners, ownershipClaims, users } from "../../../db/schema.ts";
import { ConflictError, NotFoundError, RuleViolationError } from "../../../errors.ts";
import { HttpError } from "../../../http.ts";
import { auditedOwner } from "../../../audit/queries.ts";
import { auditedWrite } from "../../../audit/audited-write.ts";
import { queueMail } from "../../mail/outbox.ts";
import { mailSettings } from "../../mail/settings.ts";
import { queueClaimAwaitingEditor } from "../../mail/notifications.ts";
import { claimCode, claimNotice, mailDate } from "../../mail/templates.ts";
import type { SignedInOwner } from "../access.ts";
import { admitOrRefuse, codeMatches, hashCode, newCode, WRONG_CODE_MESSAGE } from "../sign-in.ts";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const CLAIM_LIMITS = {
  /** codes sent to one listing's address: its inbox is not to be flooded */
  codesPerBusiness: { limit: 3, windowMs: HOUR_MS },
  /** codes one claimant asks for, whatever the listings */
  codesPerClaimant: { limit: 10, windowMs: HOUR_MS },
  /** codes tried from one client address */
  attemptsPerClient: { limit: 30, windowMs: HOUR_MS },
} as const;

export const ALREADY_YOURS_MESSAGE = "You already manage this business";
export const NO_LISTING_EMAIL_MESSAGE =
  "This listing has no email address to send a code to. Tell us how you are connected to the business instead.";
export const CLAIM_WAITING_MESSAGE = "Your claim on this business is already waiting for an editor";
export const CLAIM_NOT_FOUND = "Claim not found";

/** The claims still open: waiting for the code, or for an editor. */
const OPEN_STATUSES = ["awaiting-code", "pending"] as const;

/** "n•••@gangayoga.com": enough for the claimant to recognise the address, not enough to learn it. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.charAt(0)}•••@${domain}`;
}

const toOwnClaim = (row: typeof ownershipClaims.$inferSelect): OwnClaim => ({
  id: row.id,
  businessId: row.businessId,
  method: row.method,
  status: row.status,
  transferAfter: row.transferAfter?.toISOString() ?? null,
  decisionReason: row.decisionReason,
});

async function activeBusiness(db: Database, businessId: number) {
  const [business] = await db
    .select({ id: businesses.id, name: businesses.name, email: businesses.email })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.isActive, true)));
  if (!business) throw new NotFoundError(BUSINESS_NOT_FOUND);
  return business;
}

async function ownerOf(db: Database, businessId: number) {
  const [row] = await db
    .select({ userId: businessOwners.userId, email: users.email })
    .from(businessOwners)
    .innerJoin(users, eq(users.id, businessOwners.userId))
    .where(eq(businessOwners.businessId, businessId));
  return row;
}

async function openClaim(db: Database, userId: string, businessId: number) {
  const [row] = await db
    .select()
    .from(ownershipClaims)
    .where(
      and(
        eq(ownershipClaims.userId, userId),
        eq(ownershipClaims.businessId, businessId),
        inArray(ownershipClaims.status, [...OPEN_STATUSES]),
      ),
    )
    .orderBy(desc(ownershipClaims.createdAt))
    .limit(1);
  return row;
}

/** What the claim screen shows of a listing to this claimant. */
export async function claimableBusiness(db: Database, userId: string, businessId: number): Promise<ClaimableBusiness> {
  const business = await activeBusiness(db, businessId);
  const owner = await ownerOf(db, businessId);
  const claim = await openClaim(db, userId, businessId);
  return {
    id: business.id,
    name: business.name,
    maskedEmail: business.email ? maskEmail(business.email) : null,
    ownedByYou: owner?.userId === userId,
    ownedByOther: owner !== undefined && owner.userId !== userId,
    claim: claim ? toOwnClaim(claim) : null,
  };
}

/** The claimant's claims, newest first: the dashboard shows those still open and how the others ended. */
export async function listOwnClaims(db: Database, userId: string): Promise<(OwnClaim & { businessName: string })[]> {
  const rows = await db
    .select({ claim: ownershipClaims, businessName: businesses.name })
    .from(ownershipClaims)
    .innerJoin(businesses, eq(businesses.id, ownershipClaims.businessId))
    .where(eq(ownershipClaims.userId, userId))
    .orderBy(desc(ownershipClaims.createdAt));
  return rows.map(({ claim, businessName }) => ({ ...toOwnClaim(claim), businessName }));
}

function refuseIfYours(owner: { userId: string } | undefined, userId: string) {
  if (owner?.userId === userId) throw new ConflictError(ALREADY_YOURS_MESSAGE);
}

/** Tells a listing's owner that someone else claims it, and sets when an editor may transfer it. */
async function noticeToOwner(
  tx: Transaction,
  context: AppContext,
  business: { id: number; name: string },
  ownerEmail: string | null,
  now: Date,
): Promise<Date> {
  const transferAfter = new Date(now.getTime() + CLAIM_COOLING_OFF_DAYS * DAY_MS);
  if (ownerEmail) {
    const settings = await mailSettings(context.db, context.env);
    await queueMail(tx, settings.publicUrl, {
      kind: "claim-notice",
      recipient: ownerEmail,
      rendered: claimNotice({
        businessName: business.name,
        transferAfter: mailDate(transferAfter),
        dashboardUrl: `${settings.publicUrl}/owner`,
      }),
      cause: { type: "business", id: business.id },
      businessId: business.id,
    });
  }
  return transferAfter;
}

/** Sends a code to the listing's own email address for this claimant's claim (made now, or their open one). */
export async function startEmailClaim(context: AppContext, owner: SignedInOwner, businessId: number, now = new Date()) {
  const { db, env } = context;
  const business = await activeBusiness(db, businessId);
  refuseIfYours(await ownerOf(db, businessId), owner.id);
  if (!business.email) throw new RuleViolationError(NO_LISTING_EMAIL_MESSAGE, "method");
  const waiting = await openClaim(db, owner.id, businessId);
  if (waiting?.status === "pending") throw new ConflictError(CLAIM_WAITING_MESSAGE);
  await admitOrRefuse(
    db,
    [
      { key: `claim-code:business:${businessId}`, ...CLAIM_LIMITS.codesPerBusiness },
      { key: `claim-code:user:${owner.id}`, ...CLAIM_LIMITS.codesPerClaimant },
    ],
    "Too many codes were sent for this listing.",
  );
  const code = newCode();
  const settings = await mailSettings(db, env);
  const codeColumns = {
    codeHash: hashCode(code),
    codeExpiresAt: new Date(now.getTime() + SIGN_IN_CODE_LIFETIME_MINUTES * MINUTE_MS),
    codeAttempts: 0,
    updatedAt: now,
  };
  const claim = await auditedWrite(context, auditedOwner(owner), async (tx) => {
    const row = waiting
      ? (await tx.update(ownershipClaims).set(codeColumns).where(eq(ownershipClaims.id, waiting.id)).returning())[0]!
      : (
          await tx
            .insert(ownershipClaims)
            .values({ businessId, userId: owner.id, method: "listing-email", status: "awaiting-code", ...codeColumns })
            .returning()
        )[0]!;
    await queueMail(tx, settings.publicUrl, {
      kind: "claim-code",
      recipient: business.email!,
      rendered: claimCode({ code, minutes: SIGN_IN_CODE_LIFETIME_MINUTES, businessName: business.name }),
      cause: { type: "claim", id: row.id },
      businessId,
    });
    const audit = waiting
      ? null
      : {
          entity: "ownership_claim" as const,
          entityId: row.id,
          action: "claim" as const,
          changes: { businessId, method: "listing-email" },
        };
    return { result: row, audit };
  });
  context.onMailQueued?.();
  return toOwnClaim(claim);
}

/**
 * Checks the code of the claimant's claim. Right, on a listing nobody manages: they manage it now. Right, on a
 * listing someone else manages: the claim waits for an editor, and the owner is told. Each try counts against the
 * code's attempts before it is compared.
 */
export async function verifyClaimCode(
  context: AppContext,
  owner: SignedInOwner,
  claimId: number,
  code: string,
  clientAddress: string,
  now = new Date(),
): Promise<OwnClaim> {
  const { db } = context;
  await admitOrRefuse(
    db,
    [{ key: `claim-code-try:client:${clientAddress}`, ...CLAIM_LIMITS.attemptsPerClient }],
    "Too many codes were tried.",
  );
  const [claim] = await db
    .update(ownershipClaims)
    .set({ codeAttempts: sql`${ownershipClaims.codeAttempts} + 1` })
    .where(
      and(
        eq(ownershipClaims.id, claimId),
        eq(ownershipClaims.userId, owner.id),
        eq(ownershipClaims.status, "awaiting-code"),
        gt(ownershipClaims.codeExpiresAt, now),
        lt(ownershipClaims.codeAttempts, SIGN_IN_CODE_ATTEMPTS),
      ),
    )
    .returning();
  if (!claim?.codeHash || !codeMatches(claim.codeHash, code)) throw new HttpError(400, WRONG_CODE_MESSAGE);
  const business = await activeBusiness(db, claim.businessId);
  const settings = await mailSettings(db, context.env);
  const decided = await auditedWrite(context, auditedOwner(owner), async (tx) => {
    // the listing's row locked: two right codes at once for one listing cannot both make an owner
    await tx.execute(sql`SELECT 1 FROM ${businesses} WHERE ${businesses.id} = ${business.id} FOR UPDATE`);
    const [current] = await tx
      .select({ userId: businessOwners.userId, email: users.email })
      .from(businessOwners)
      .innerJoin(users, eq(users.id, businessOwners.userId))
      .where(eq(businessOwners.businessId, business.id));
    const settled = { codeHash: null, codeExpiresAt: null, updatedAt: now };
    if (current && current.userId !== owner.id) {
      const transferAfter = await noticeToOwner(tx, context, business, current.email, now);
      const [row] = await tx
        .update(ownershipClaims)
        .set({ ...settled, status: "pending", transferAfter })
        .where(and(eq(ownershipClaims.id, claim.id), isNull(ownershipClaims.decidedAt)))
        .returning();
      await queueClaimAwaitingEditor(tx, settings, { ...row!, businessName: business.name });
      return { result: row!, audit: null };
    }
    if (!current) {
      await tx
        .insert(businessOwners)
        .values({ businessId: business.id, userId: owner.id, claimId: claim.id, since: now });
    }
    const [row] = await tx
      .update(ownershipClaims)
      .set({ ...settled, status: "approved", decidedAt: now })
      .where(eq(ownershipClaims.id, claim.id))
      .returning();
    const audit = {
      entity: "ownership_claim" as const,
      entityId: claim.id,
      action: "approve-claim" as const,
      changes: { businessId: business.id, method: "listing-email", by: "the code sent to the listing's email" },
    };
    return { result: row!, audit };
  });
  context.onMailQueued?.();
  return toOwnClaim(decided);
}

/** A claim an editor weighs from what the claimant tells; on a listing someone manages, its owner is told. */
export async function submitEvidenceClaim(
  context: AppContext,
  owner: SignedInOwner,
  businessId: number,
  evidence: string,
  now = new Date(),
): Promise<OwnClaim> {
  const { db } = context;
  const business = await activeBusiness(db, businessId);
  const current = await ownerOf(db, businessId);
  refuseIfYours(current, owner.id);
  const waiting = await openClaim(db, owner.id, businessId);
  if (waiting?.status === "pending") throw new ConflictError(CLAIM_WAITING_MESSAGE);
  const settings = await mailSettings(db, context.env);
  const claim = await auditedWrite(context, auditedOwner(owner), async (tx) => {
    const transferAfter = current ? await noticeToOwner(tx, context, business, current.email, now) : null;
    // a code asked for and not used is given up for this claim
    if (waiting) {
      await tx
        .update(ownershipClaims)
        .set({ status: "withdrawn", updatedAt: now })
        .where(eq(ownershipClaims.id, waiting.id));
    }
    const [row] = await tx
      .insert(ownershipClaims)
      .values({ businessId, userId: owner.id, method: "evidence", status: "pending", evidence, transferAfter })
      .returning();
    await queueClaimAwaitingEditor(tx, settings, { ...row!, businessName: business.name });
    const audit = {
      entity: "ownership_claim" as const,
      entityId: row!.id,
      action: "claim" as const,
      changes: { businessId, method: "evidence" },
    };
    return { result: row!, audit };
  });
  context.onMailQueued?.();
  return toOwnClaim(claim);
}

/**
 * The claimant takes back their open claim (waiting for the code, or for an editor): it ends as withdrawn, a code
 * sent for it dead. A claim that is not theirs, or no longer open, is not found.
 */
export async function withdrawClaim(context: AppContext, owner: SignedInOwner, claimId: number, now = new Date()) {
  const withdrawn = await auditedWrite(context, auditedOwner(owner), async (tx) => {
    const [row] = await tx
      .update(ownershipClaims)
      .set({ status: "withdrawn", codeHash: null, codeExpiresAt: null, decidedAt: now, updatedAt: now })
      .where(
        and(
          eq(ownershipClaims.id, claimId),
          eq(ownershipClaims.userId, owner.id),
          inArray(ownershipClaims.status, [...OPEN_STATUSES]),
        ),
      )
      .returning();
    if (!row) throw new NotFoundError(CLAIM_NOT_FOUND);
    const audit = {
      entity: "ownership_claim" as const,
      entityId: row.id,
      action: "withdraw-claim" as const,
      changes: { businessId: row.businessId },
    };
    return { result: row, audit };
  });
  return toOwnClaim(withdrawn);
}

/** The signed-in visitor who sends a listing from /list-business claims it; an editor's approval of it decides. */
export async function claimSubmittedListing(tx: Transaction, userId: string, businessId: number) {
  await tx.insert(ownershipClaims).values({ businessId, userId, method: "listing-submission", status: "pending" });
}
