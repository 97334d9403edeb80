// Writing emails into the outbox. Each is queued by the transaction of what caused it (an inquiry, a listing, a
// held review, a failed build), so a stored record always has its emails and a rolled-back one has none. An email
// to an address that is suppressed (bounced for good, or stopped through its link) is kept as suppressed, unsent.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { MailCauseType, MailKind, MailStatus, MailStream } from "../../../shared/schemas/mail.ts";
import type { Database } from "../../db/client.ts";
import { mailOutbox, mailSuppressions } from "../../db/schema.ts";
import type { RenderedMail } from "./templates.ts";

export type OutboxRecord = typeof mailOutbox.$inferSelect;

const ANSWERS = new Set<MailKind>([
  "inquiry-confirmation",
  "owner-proposal-decided",
  "owner-sign-in-code",
  "claim-code",
  "claim-notice",
  "claim-decided",
]);

/** The stream whose link stops this kind of email; the traveller's confirmation is in none. */
export function streamOf(kind: MailKind): MailStream | undefined {
  if (kind === "inquiry-to-business" || kind === "inquiry-summary") return "inquiries";
  // an answer to what the person did, or a listing's safety: not a stream to stop
  if (ANSWERS.has(kind)) return undefined;
  return "editor-notifications";
}

export interface NewMail {
  kind: MailKind;
  recipient: string;
  replyTo?: string;
  rendered: RenderedMail;
  headers?: Record<string, string>;
  data?: unknown;
  cause: { type: MailCauseType; id: number | null };
  businessId?: number;
  /** held (past a cap) or, with `reason`, suppressed; queued by default */
  status?: MailStatus;
  reason?: string;
  /** when it is due; now by default */
  notBefore?: Date;
}

/** Why no email of this stream may go to this address, or undefined when it may. */
export async function suppressionOf(
  db: Database,
  address: string,
  stream: MailStream | undefined,
): Promise<string | undefined> {
  const scopes = stream ? ["all", stream] : ["all"];
  const [row] = await db
    .select({ reason: mailSuppressions.reason, scope: mailSuppressions.scope })
    .from(mailSuppressions)
    .where(and(eq(mailSuppressions.address, address.toLowerCase()), inArray(mailSuppressions.scope, scopes as never[])))
    .limit(1);
  if (!row) return undefined;
  return row.scope === "all" ? `Suppressed: ${row.reason}` : `Stopped by the recipient (${row.scope})`;
}

/** A Message-ID at the site's host, the same on every attempt, so a receiver can drop a repeat. */
export const newMessageId = (publicUrl: string) => `<${crypto.randomUUID()}@${new URL(publicUrl).hostname}>`;

/** Queues one email in the caller's transaction; answers its row. */
export async function queueMail(tx: Database, publicUrl: string, mail: NewMail): Promise<OutboxRecord> {
  const suppressed = mail.status ? undefined : await suppressionOf(tx, mail.recipient, streamOf(mail.kind));
  const status: MailStatus = suppressed ? "suppressed" : (mail.status ?? "queued");
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      status,
      recipient: mail.recipient,
      replyTo: mail.replyTo ?? null,
      subject: mail.rendered.subject,
      textBody: mail.rendered.text,
      htmlBody: mail.rendered.html,
      headers: mail.headers ?? {},
      data: mail.data ?? null,
      causeType: mail.cause.type,
      causeId: mail.cause.id,
      businessId: mail.businessId ?? null,
      nextAttemptAt: status === "queued" ? (mail.notBefore ?? new Date()) : null,
      lastError: suppressed ?? mail.reason ?? null,
      messageId: newMessageId(publicUrl),
    })
    .returning();
  return row!;
}

/** Holds other transactions that count or queue emails of the same key until this one ends. */
export async function lockMailKey(tx: Database, key: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`mail:${key}`}))`);
}

const HOUR_MS = 60 * 60_000;

/** Emails of these kinds that went, or will go, to this business in the last hour (held ones wait, uncounted). */
export async function businessMailsInLastHour(tx: Database, businessId: number, now = new Date()): Promise<number> {
  return tx.$count(
    mailOutbox,
    and(
      eq(mailOutbox.businessId, businessId),
      inArray(mailOutbox.kind, ["inquiry-to-business", "inquiry-summary"]),
      inArray(mailOutbox.status, ["queued", "sent", "failed"]),
      sql`${mailOutbox.createdAt} > ${new Date(now.getTime() - HOUR_MS).toISOString()}::timestamptz`,
    ),
  );
}

/** Emails of this kind to this address in the last hour, whatever became of them. */
export async function mailsToAddressInLastHour(tx: Database, kind: MailKind, address: string, now = new Date()) {
  return tx.$count(
    mailOutbox,
    and(
      eq(mailOutbox.kind, kind),
      eq(sql`lower(${mailOutbox.recipient})`, address.toLowerCase()),
      sql`${mailOutbox.createdAt} > ${new Date(now.getTime() - HOUR_MS).toISOString()}::timestamptz`,
    ),
  );
}
