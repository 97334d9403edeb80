// What causes an email, and which: each function runs in the transaction of its cause and queues the emails it
// calls for (outbox.ts), rendered by the templates (templates.ts).
import { and, eq } from "drizzle-orm";
import type { MailStream } from "../../../shared/schemas/mail.ts";
import type { Database } from "../../db/client.ts";
import { proposalLines } from "../../../shared/schemas/owner-listing.ts";
import { businesses, categories, mailOutbox, users } from "../../db/schema.ts";
import {
  businessMailsInLastHour,
  lockMailKey,
  mailsToAddressInLastHour,
  queueMail,
  type OutboxRecord,
} from "./outbox.ts";
import { type MailSettings, stopUrl } from "./settings.ts";
import {
  buildFailed,
  claimAwaitingEditor,
  type HeldReviewForMail,
  inquiryConfirmation,
  type InquiryForMail,
  inquiryToBusiness,
  listingAwaitingApproval,
  mailDate,
  proposalDecided,
  reviewsHeld,
} from "./templates.ts";

/** RFC 2369 and RFC 8058: a mail client's own Unsubscribe button posts to the signed link. */
export function unsubscribeHeaders(settings: MailSettings, stream: MailStream, address: string) {
  return {
    "List-Unsubscribe": `<${stopUrl(settings, stream, address)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** What a held inquiry keeps for its summary: the business's name and what the traveller sent. */
export interface HeldInquiryData {
  businessName: string;
  inquiry: Omit<InquiryForMail, "createdAt"> & { createdAt: string };
}

interface StoredInquiry {
  id: number;
  businessId: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  subject: string | null;
  message: string;
  createdAt: Date;
}

/**
 * An inquiry just stored: to its business when it has an address (held for the summary past the hourly cap), and a
 * confirmation to the traveller (none past the per-address cap: the address typed may be anyone's).
 */
export async function queueInquiryMails(tx: Database, settings: MailSettings, stored: StoredInquiry) {
  const [business] = await tx
    .select({ id: businesses.id, name: businesses.name, email: businesses.email })
    .from(businesses)
    .where(eq(businesses.id, stored.businessId));
  if (!business) return;
  const inquiry: InquiryForMail = {
    name: stored.customerName,
    email: stored.customerEmail,
    phone: stored.customerPhone,
    subject: stored.subject,
    message: stored.message,
    createdAt: stored.createdAt,
  };
  const businessPageUrl = `${settings.publicUrl}/business/${business.id}`;
  const cause = { type: "inquiry" as const, id: stored.id };
  const businessEmail = business.email?.trim();
  if (businessEmail) {
    await lockMailKey(tx, `business:${business.id}`);
    const overCap = (await businessMailsInLastHour(tx, business.id)) >= settings.businessHourlyCap;
    const data: HeldInquiryData = {
      businessName: business.name,
      inquiry: { ...inquiry, createdAt: inquiry.createdAt.toISOString() },
    };
    await queueMail(tx, settings.publicUrl, {
      kind: "inquiry-to-business",
      recipient: businessEmail,
      replyTo: stored.customerEmail,
      rendered: inquiryToBusiness({
        businessName: business.name,
        inquiry,
        businessPageUrl,
        stopUrl: stopUrl(settings, "inquiries", businessEmail),
      }),
      headers: unsubscribeHeaders(settings, "inquiries", businessEmail),
      data,
      cause,
      businessId: business.id,
      ...(overCap && {
        status: "held" as const,
        reason: `Past ${settings.businessHourlyCap} emails to this business in an hour: waits for the summary`,
      }),
    });
  }
  await lockMailKey(tx, `address:${stored.customerEmail.toLowerCase()}`);
  const confirmations = await mailsToAddressInLastHour(tx, "inquiry-confirmation", stored.customerEmail);
  const confirmationCapped = confirmations >= settings.confirmationHourlyCap;
  await queueMail(tx, settings.publicUrl, {
    kind: "inquiry-confirmation",
    recipient: stored.customerEmail,
    rendered: inquiryConfirmation({
      businessName: business.name,
      inquiry,
      businessPageUrl,
      forwarded: !!businessEmail,
    }),
    cause,
    ...(confirmationCapped && {
      status: "suppressed" as const,
      reason: `Past ${settings.confirmationHourlyCap} confirmations to this address in an hour`,
    }),
  });
}

/** A listing sent from /list-business: each editor hears it waits for approval. */
export async function queueListingAwaitingApproval(tx: Database, settings: MailSettings, businessId: number) {
  if (settings.editorAddresses.length === 0) return;
  const [listing] = await tx
    .select({ name: businesses.name, location: businesses.location, categoryName: categories.name })
    .from(businesses)
    .innerJoin(categories, eq(categories.id, businesses.categoryId))
    .where(eq(businesses.id, businessId));
  if (!listing) return;
  for (const address of settings.editorAddresses) {
    await queueMail(tx, settings.publicUrl, {
      kind: "listing-awaiting-approval",
      recipient: address,
      rendered: listingAwaitingApproval({
        businessName: listing.name,
        categoryName: listing.categoryName,
        location: listing.location ?? "no location given",
        adminUrl: `${settings.publicUrl}/admin/businesses/${businessId}/edit`,
        stopUrl: stopUrl(settings, "editor-notifications", address),
      }),
      headers: unsubscribeHeaders(settings, "editor-notifications", address),
      cause: { type: "business", id: businessId },
    });
  }
}

/** A claim now waiting for an editor: each editor hears of it, with when a transfer may happen, if it is one. */
export async function queueClaimAwaitingEditor(
  tx: Database,
  settings: MailSettings,
  claim: { id: number; businessName: string; method: string; transferAfter: Date | null },
) {
  for (const address of settings.editorAddresses) {
    await queueMail(tx, settings.publicUrl, {
      kind: "claim-awaiting-editor",
      recipient: address,
      rendered: claimAwaitingEditor({
        businessName: claim.businessName,
        byEvidence: claim.method === "evidence",
        transferAfter: claim.transferAfter ? mailDate(claim.transferAfter) : null,
        adminUrl: `${settings.publicUrl}/admin/owners`,
        stopUrl: stopUrl(settings, "editor-notifications", address),
      }),
      headers: unsubscribeHeaders(settings, "editor-notifications", address),
      cause: { type: "claim", id: claim.id },
    });
  }
}

/**
 * A review the spam brakes held: it joins the editors' email still waiting to go (grouped for
 * settings.reviewGroupingMs after the first), or starts one. A sender that has claimed the waiting one (its
 * attempts counted) has it as it was; the next held review starts another.
 */
export async function queueHeldReview(
  tx: Database,
  settings: MailSettings,
  review: { id: number } & HeldReviewForMail,
) {
  for (const address of settings.editorAddresses) {
    await lockMailKey(tx, `reviews-held:${address.toLowerCase()}`);
    const entry: HeldReviewForMail = {
      businessName: review.businessName,
      customerName: review.customerName,
      rating: review.rating,
      comment: review.comment,
    };
    const headers = unsubscribeHeaders(settings, "editor-notifications", address);
    const render = (reviews: HeldReviewForMail[]) =>
      reviewsHeld({
        reviews,
        adminUrl: `${settings.publicUrl}/admin/reviews?status=held`,
        stopUrl: stopUrl(settings, "editor-notifications", address),
      });
    const [waiting] = await tx
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, "reviews-held"),
          eq(mailOutbox.recipient, address),
          eq(mailOutbox.status, "queued"),
          eq(mailOutbox.attempts, 0),
        ),
      )
      .orderBy(mailOutbox.id)
      .limit(1)
      .for("update", { skipLocked: true });
    if (waiting) {
      const reviews = [...(waiting.data as HeldReviewForMail[]), entry];
      const rendered = render(reviews);
      await tx
        .update(mailOutbox)
        .set({
          subject: rendered.subject,
          textBody: rendered.text,
          htmlBody: rendered.html,
          data: reviews,
          updatedAt: new Date(),
        })
        .where(eq(mailOutbox.id, waiting.id));
      continue;
    }
    await queueMail(tx, settings.publicUrl, {
      kind: "reviews-held",
      recipient: address,
      rendered: render([entry]),
      headers,
      data: [entry],
      cause: { type: "review", id: review.id },
      notBefore: new Date(Date.now() + settings.reviewGroupingMs),
    });
  }
}

/** A site build failed (not one stopped by a shutdown): each editor hears why. */
export async function queueBuildFailed(
  tx: Database,
  settings: MailSettings,
  build: { id: number; message: string },
): Promise<OutboxRecord[]> {
  const queued: OutboxRecord[] = [];
  for (const address of settings.editorAddresses) {
    queued.push(
      await queueMail(tx, settings.publicUrl, {
        kind: "build-failed",
        recipient: address,
        rendered: buildFailed({
          buildId: build.id,
          message: build.message,
          adminUrl: `${settings.publicUrl}/admin/publishing`,
          stopUrl: stopUrl(settings, "editor-notifications", address),
        }),
        headers: unsubscribeHeaders(settings, "editor-notifications", address),
        cause: { type: "build", id: build.id },
      }),
    );
  }
  return queued;
}

/** The business names of held reviews, for the editors' email. */
export async function businessNameOf(tx: Database, businessId: number): Promise<string> {
  const [row] = await tx.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, businessId));
  return row?.name ?? `Business ${businessId}`;
}

/** The fields of a proposal as its owner reads them: "Phone: +91 98765 43210", the category by its name. */
async function proposedLines(tx: Database, changes: Record<string, unknown>): Promise<string[]> {
  const categoryId = changes.categoryId;
  const [category] =
    typeof categoryId === "number"
      ? await tx.select({ name: categories.name }).from(categories).where(eq(categories.id, categoryId))
      : [];
  return proposalLines(changes, {}, () => category?.name).map(({ label, to }) => `${label}: ${to}`);
}

/** An editor's decision on an owner's proposed changes, to the owner who proposed them (when they have an address). */
export async function queueProposalDecided(
  tx: Database,
  settings: MailSettings,
  proposal: {
    businessId: number;
    userId: string | null;
    changes: Record<string, unknown>;
    status: string;
    reason: string | null;
  },
) {
  if (!proposal.userId) return;
  const [recipient] = await tx
    .select({ email: users.email, businessName: businesses.name })
    .from(users)
    .innerJoin(businesses, eq(businesses.id, proposal.businessId))
    .where(eq(users.id, proposal.userId));
  if (!recipient?.email) return;
  await queueMail(tx, settings.publicUrl, {
    kind: "owner-proposal-decided",
    recipient: recipient.email,
    rendered: proposalDecided({
      businessName: recipient.businessName,
      approved: proposal.status === "approved",
      changes: await proposedLines(tx, proposal.changes),
      reason: proposal.reason,
      dashboardUrl: `${settings.publicUrl}/owner/businesses/${proposal.businessId}`,
    }),
    cause: { type: "business", id: proposal.businessId },
  });
}
