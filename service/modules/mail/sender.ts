// The sender: delivers the outbox's queued rows over SMTP (nodemailer, pooled connections to SMTP_URL). Several
// service instances may run one each on a PostgreSQL server: a sender claims due rows with FOR UPDATE SKIP LOCKED,
// moving their next_attempt_at past a lease, so each row has one sender at a time; one that dies mid-send leaves its
// rows due again when the lease ends, and a restart resumes whatever is queued. A temporary failure (4xx, a lost
// connection) is tried again with backoff; a permanent one (5xx) fails with the server's answer, and a recipient
// refused for good is suppressed until an editor clears it. Without SMTP_URL nothing is sent.
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Database } from "../../db/client.ts";
import { mailOutbox, mailSuppressions } from "../../db/schema.ts";
import type { Env } from "../../env.ts";
import { type RetryPolicy, retryDelay } from "../../publish/deliver/webhooks.ts";
import { type HeldInquiryData, unsubscribeHeaders } from "./notifications.ts";
import {
  businessMailsInLastHour,
  lockMailKey,
  type OutboxRecord,
  queueMail,
  streamOf,
  suppressionOf,
} from "./outbox.ts";
import { type MailSettings, mailSettings, stopUrl } from "./settings.ts";
import { inquirySummary } from "./templates.ts";

/** What one send came to: accepted, or refused with the server's answer. */
export interface SendOutcome {
  accepted: boolean;
  /** temporary: worth trying again later (4xx, no connection); permanent: never (5xx) */
  permanent?: boolean;
  /** the server refused the recipient itself (RCPT TO), so the address is suppressed */
  recipientRefused?: boolean;
  responseCode?: number;
  answer?: string;
}

/** Hands one message to the SMTP server (the real one: nodemailer; tests may count or fail around it). */
export type MailTransport = (message: {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  messageId: string | null;
}) => Promise<SendOutcome>;

/** 1 min, 3, 9, 27, 81 min, 4 h, 12 h: a day and a half before a temporary failure is given up. */
const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 8, firstDelayMs: 60_000, factor: 3 };
const DEFAULT_POLL_MS = 2000;
/** How long a claimed row is this sender's: longer than nodemailer's own timeouts for one message. */
const DEFAULT_LEASE_MS = 5 * 60_000;
/** rows claimed at once, and sent at once over the pool's connections */
const BATCH = 20;
const CONNECTIONS = 3;

interface SmtpError {
  responseCode?: number;
  response?: string;
  command?: string;
  code?: string;
  message?: string;
}

/** A nodemailer error as the outbox keeps it: permanent only for a 5xx the server gave about this message. */
export function classifySmtpError(error: unknown): SendOutcome {
  const smtp = (typeof error === "object" && error !== null ? error : {}) as SmtpError;
  const code = smtp.responseCode;
  const answer = (smtp.response ?? smtp.message ?? String(error)).split("\n", 1)[0]!;
  // a refused login is the configuration's fault, not the message's: kept trying while someone fixes it
  const aboutLogin = smtp.code === "EAUTH" || /^AUTH/i.test(smtp.command ?? "");
  const permanent = code !== undefined && code >= 500 && code < 600 && !aboutLogin;
  return {
    accepted: false,
    permanent,
    recipientRefused: permanent && /^RCPT/i.test(smtp.command ?? ""),
    ...(code !== undefined && { responseCode: code }),
    answer,
  };
}

/** The SMTP transport of SMTP_URL, pooled. */
export function smtpTransport(url: string): MailTransport & { close(): void } {
  const transporter = nodemailer.createTransport({ url, pool: true, maxConnections: CONNECTIONS });
  const send: MailTransport = async (message) => {
    try {
      const info = await transporter.sendMail({
        from: message.from,
        to: message.to,
        ...(message.replyTo && { replyTo: message.replyTo }),
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        ...(message.messageId && { messageId: message.messageId }),
      });
      const response = String(info.response ?? "");
      return { accepted: true, responseCode: Number(response.slice(0, 3)) || 250, answer: response };
    } catch (error) {
      return classifySmtpError(error);
    }
  };
  return Object.assign(send, { close: () => transporter.close() });
}

export interface MailSender {
  /** Starts the loop (nothing when there is no transport: then it logs that once). */
  start(): void;
  /** Something was queued here: look now rather than at the next poll. */
  nudge(): void;
  /** One pass: summaries due, then every due row (tests, the bench). Answers how many rows it tried. */
  sendDue(): Promise<number>;
  /** Stops the loop; resolves once the sends under way have been recorded. */
  stop(): Promise<void>;
}

export function createMailSender(
  db: Database,
  env: Env,
  options: {
    transport?: MailTransport & { close?(): void };
    retry?: Partial<RetryPolicy>;
    pollMs?: number;
    leaseMs?: number;
    settings?: MailSettings;
    log?: (line: string) => void;
  } = {},
): MailSender {
  const log = options.log ?? console.log;
  const policy = { ...DEFAULT_RETRY, ...options.retry };
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const transport = options.transport ?? (env.SMTP_URL ? smtpTransport(env.SMTP_URL) : undefined);
  const from = env.MAIL_FROM ?? `Soul of Rishikesh <no-reply@${new URL(env.publicUrl).hostname}>`;
  const settings = () => (options.settings ? Promise.resolve(options.settings) : mailSettings(db, env));
  let running = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let nudged = false;

  /** Claims up to BATCH rows due by `dueBy` for this sender: each gets an attempt counted and a lease. */
  async function claimDue(dueBy: Date): Promise<OutboxRecord[]> {
    const now = new Date();
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, "queued"), lte(mailOutbox.nextAttemptAt, dueBy)))
      .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
      .limit(BATCH)
      .for("update", { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + leaseMs),
        updatedAt: now,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  async function record(id: number, fields: Partial<OutboxRecord>) {
    await db
      .update(mailOutbox)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "queued")));
  }

  async function deliver(row: OutboxRecord, send: MailTransport) {
    const suppressed = await suppressionOf(db, row.recipient, streamOf(row.kind));
    if (suppressed) return record(row.id, { status: "suppressed", nextAttemptAt: null, lastError: suppressed });
    const outcome = await send({
      from,
      to: row.recipient,
      ...((row.replyTo ?? env.MAIL_REPLY_TO) && { replyTo: row.replyTo ?? env.MAIL_REPLY_TO }),
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      headers: row.headers,
      messageId: row.messageId,
    });
    const answer = { lastResponseCode: outcome.responseCode ?? null, lastError: outcome.answer ?? null };
    if (outcome.accepted) {
      return record(row.id, { status: "sent", sentAt: new Date(), nextAttemptAt: null, ...answer, lastError: null });
    }
    const label = `Mail ${row.id} (${row.kind} to ${row.recipient}, attempt ${row.attempts})`;
    if (outcome.permanent) {
      await db.transaction(async (tx) => {
        await tx
          .update(mailOutbox)
          .set({ status: "failed", nextAttemptAt: null, ...answer, updatedAt: new Date() })
          .where(eq(mailOutbox.id, row.id));
        if (outcome.recipientRefused) {
          await tx
            .insert(mailSuppressions)
            .values({
              address: row.recipient.toLowerCase(),
              scope: "all",
              reason: outcome.answer ?? "Refused",
              outboxId: row.id,
            })
            .onConflictDoNothing();
        }
      });
      return log(`${label} refused for good: ${outcome.answer}`);
    }
    if (row.attempts >= policy.maxAttempts) {
      await record(row.id, { status: "failed", nextAttemptAt: null, ...answer });
      return log(`${label} failed for good after ${row.attempts} attempts: ${outcome.answer}`);
    }
    const delayMs = retryDelay(policy, row.attempts);
    await record(row.id, { nextAttemptAt: new Date(Date.now() + delayMs), ...answer });
    log(`${label} failed, trying again in ${Math.round(delayMs / 1000)} s: ${outcome.answer}`);
  }

  /**
   * The inquiries held past a business's cap, in one summary per business and address, once the last hour has room:
   * made in one transaction under the business's mail lock, so two senders never summarise the same ones.
   */
  async function summariseHeld() {
    const waiting = await db
      .selectDistinct({ businessId: mailOutbox.businessId })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, "held"));
    const current = await settings();
    for (const { businessId } of waiting) {
      if (businessId === null) continue;
      await db.transaction(async (tx) => {
        await lockMailKey(tx, `business:${businessId}`);
        if ((await businessMailsInLastHour(tx, businessId)) >= current.businessHourlyCap) return;
        const held = await tx
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.businessId, businessId), eq(mailOutbox.status, "held")))
          .orderBy(mailOutbox.id);
        const recipient = held[0]?.recipient;
        if (!recipient) return;
        const ofRecipient = held.filter((row) => row.recipient === recipient);
        const data = ofRecipient.map((row) => row.data as HeldInquiryData);
        const summary = await queueMail(tx, current.publicUrl, {
          kind: "inquiry-summary",
          recipient,
          rendered: inquirySummary({
            businessName: data.at(-1)!.businessName,
            inquiries: data.map(({ inquiry }) => ({ ...inquiry, createdAt: new Date(inquiry.createdAt) })),
            stopUrl: stopUrl(current, "inquiries", recipient),
          }),
          headers: unsubscribeHeaders(current, "inquiries", recipient),
          cause: { type: "business", id: businessId },
          businessId,
        });
        await tx
          .update(mailOutbox)
          .set({ status: "summarised", summaryId: summary.id, updatedAt: new Date() })
          .where(
            inArray(
              mailOutbox.id,
              ofRecipient.map((row) => row.id),
            ),
          );
      });
    }
  }

  async function sendDue(): Promise<number> {
    if (!transport) return 0;
    await summariseHeld();
    // what was due when the pass began: a row put off during it waits for the next pass
    const dueBy = new Date();
    let tried = 0;
    for (;;) {
      const claimed = await claimDue(dueBy);
      if (claimed.length === 0) return tried;
      tried += claimed.length;
      // the pool sends CONNECTIONS at once; the rest of the batch waits in its queue
      await Promise.all(
        claimed.map((row) =>
          deliver(row, transport).catch((error: unknown) =>
            console.error(`Mail ${row.id} could not be sent.\n`, error),
          ),
        ),
      );
      if (!running && loop) return tried;
    }
  }

  async function run() {
    while (running) {
      try {
        await sendDue();
      } catch (error) {
        console.error("The mail sender could not read the outbox; trying again.\n", error);
      }
      if (!running) return;
      if (nudged) {
        nudged = false;
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
      nudged = false;
    }
  }

  return {
    start() {
      if (!transport) {
        log("Mail: SMTP_URL is not set, so no email is sent; each one waits in the admin's Outbox.");
        return;
      }
      if (running) return;
      running = true;
      loop = run();
    },
    nudge() {
      nudged = true;
      wake?.();
    },
    sendDue,
    async stop() {
      running = false;
      wake?.();
      await loop;
      loop = undefined;
      transport?.close?.();
    },
  };
}
