import { and, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { AdminOutboxListQuerySchema } from "../../../../shared/schemas/mail.ts";
import type { Database } from "../../../db/client.ts";
import { mailOutbox, mailSuppressions } from "../../../db/schema.ts";
import { ConflictError, NotFoundError } from "../../../errors.ts";
import { newMessageId, streamOf, suppressionOf } from "../../mail/outbox.ts";
import type { Listing } from "../crud-routes.ts";

export const MAIL_NOT_FOUND = "Email not found";
export const SUPPRESSION_NOT_FOUND = "Suppressed address not found";

type OutboxRecord = typeof mailOutbox.$inferSelect;

/** A row as the list shows it (OutboxRowSchema): without what it says. */
function listed({
  textBody: _text,
  htmlBody: _html,
  headers: _headers,
  data: _data,
  messageId: _id,
  ...row
}: OutboxRecord) {
  return row;
}

/** % and _ typed in the search are plain characters. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** One page of the outbox, newest first, and how many match in all. */
export async function listOutbox(
  db: Database,
  query: z.output<typeof AdminOutboxListQuerySchema>,
): Promise<Listing<ReturnType<typeof listed>>> {
  const conditions: (SQL | undefined)[] = [];
  if (query.status !== "all") conditions.push(eq(mailOutbox.status, query.status));
  if (query.q) {
    conditions.push(
      or(ilike(mailOutbox.recipient, containing(query.q)), ilike(mailOutbox.subject, containing(query.q))),
    );
  }
  const where = and(...conditions);
  const [rows, total] = await Promise.all([
    db.select().from(mailOutbox).where(where).orderBy(desc(mailOutbox.id)).limit(query.limit).offset(query.offset),
    db.$count(mailOutbox, where),
  ]);
  return { rows: rows.map(listed), total };
}

/** One email with what it says (OutboxMessageSchema). */
export async function findMail(db: Database, id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new NotFoundError(MAIL_NOT_FOUND);
  const { data: _data, ...message } = row;
  return message;
}

/**
 * Queues the email again as a new row (the old one stays as it was, for the record), due now. An address that is
 * suppressed is refused: an editor clears it first.
 */
export async function resendMail(db: Database, id: number, publicUrl: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!row) throw new NotFoundError(MAIL_NOT_FOUND);
    if (row.status === "queued" || row.status === "held") {
      throw new ConflictError("This email has not been sent yet: it needs no resend");
    }
    const suppressed = await suppressionOf(tx, row.recipient, streamOf(row.kind));
    if (suppressed) throw new ConflictError(`${row.recipient} is suppressed (${suppressed}): clear it first`);
    const { id: _id, createdAt: _created, updatedAt: _updated, ...copy } = row;
    const [queued] = await tx
      .insert(mailOutbox)
      .values({
        ...copy,
        status: "queued",
        attempts: 0,
        nextAttemptAt: new Date(),
        lastError: null,
        lastResponseCode: null,
        sentAt: null,
        summaryId: null,
        resentFromId: row.id,
        messageId: newMessageId(publicUrl),
      })
      .returning();
    return listed(queued!);
  });
}

export function listSuppressions(db: Database) {
  return db.select().from(mailSuppressions).orderBy(desc(mailSuppressions.id));
}

/** Lets mail go to the address again (in that scope). Answers what the audit keeps. */
export async function clearSuppression(db: Database, id: number) {
  const [removed] = await db.delete(mailSuppressions).where(eq(mailSuppressions.id, id)).returning();
  if (!removed) throw new NotFoundError(SUPPRESSION_NOT_FOUND);
  return removed;
}
