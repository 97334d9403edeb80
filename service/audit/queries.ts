// The audit log (every editor's and owner's write, issue 44): its records, the actor each names, the changes an update
// made, and the entries the admin's Audit screen lists. The admin API and the owners' both write through here.
import { and, desc, eq, inArray } from "drizzle-orm";
import type { AdminProfile, AuditAction, AuditedEntity } from "../../shared/schemas/admin.ts";
import type { Database } from "../db/client.ts";
import {
  auditLog,
  blogPosts,
  businesses,
  categories,
  crossings,
  inquiries,
  landmarks,
  reviews,
  testimonials,
} from "../db/schema.ts";

export type { AuditAction, AuditedEntity };

export interface AuditRecord {
  entity: AuditedEntity;
  entityId: number | string | null;
  action: AuditAction;
  /** created values for creates, `{ field: { from, to } }` for changes, the removed row for deletes */
  changes: Record<string, unknown>;
}

/**
 * The fields whose value the update changes, as `{ field: { from, to } }`. Only fields present in
 * `after` count (a field left undefined is not written).
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, to] of Object.entries(after)) {
    if (to === undefined) continue;
    const from = before[field];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}

/** The audit record of an update, or null when it changed nothing (nothing to record, nothing to rebuild). */
export function updateAudit(
  entity: AuditedEntity,
  entityId: AuditRecord["entityId"],
  before: Record<string, unknown>,
  changes: Record<string, unknown>,
  action: AuditAction = "update",
): AuditRecord | null {
  const changed = changedFields(before, changes);
  return Object.keys(changed).length > 0 ? { entity, entityId, action, changes: changed } : null;
}

/** An update that writes only stored values again: skipped, so the record's updatedAt (the sitemap's lastmod) stays. */
export const changesNothing = (before: Record<string, unknown>, changes: Record<string, unknown>) =>
  Object.keys(changedFields(before, changes)).length === 0;

/** An owner acting on their business (issue 44): a visitor, whom the log names by their email. */
export interface AuditedOwner {
  userId: string;
  email: string;
}

/** The signed-in owner as the log names them: by their email, or their user id when their provider gave none. */
export const auditedOwner = (owner: { id: string; email: string | null }): AuditedOwner => ({
  userId: owner.id,
  email: owner.email ?? owner.id,
});

/** Who made a change: an editor (their admin profile) or an owner. */
export type AuditActor = AdminProfile | AuditedOwner;

/** The audit columns naming the actor: an owner's email stands where an editor's username would. */
const actorColumns = (actor: AuditActor) =>
  "userId" in actor
    ? { actorKind: "owner" as const, userId: actor.userId, adminUsername: actor.email }
    : { actorKind: "admin" as const, adminId: actor.id, adminUsername: actor.username };

/** How a build request names who asked for it: "admin:ganga", "owner:asha@example.com". */
export const requesterName = (actor: AuditActor) =>
  "userId" in actor ? `owner:${actor.email}` : `admin:${actor.username}`;

export async function recordAudit(db: Database, actor: AuditActor, record: AuditRecord) {
  await db.insert(auditLog).values({
    ...actorColumns(actor),
    entity: record.entity,
    entityId: record.entityId === null ? null : String(record.entityId),
    action: record.action,
    changes: record.changes,
  });
}

/**
 * One page of the log, newest first, and how many entries it holds in all. Each entry of a named record carries
 * that record as it is now (`record`): its name, which an update that left the name alone does not hold, or null
 * once the record is gone, so the dashboard links only to what still exists.
 */
export async function listAuditEntries(db: Database, page: { limit: number; offset: number }) {
  const [entries, total] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.$count(auditLog),
  ]);
  const current = await currentNames(db, entries);
  const named = entries.map((entry) => {
    const names = current.get(entry.entity);
    if (!names) return entry;
    return { ...entry, record: (entry.entityId !== null && names.get(entry.entityId)) || null };
  });
  const removed = await removedNames(
    db,
    named.filter((entry) => "record" in entry && entry.record === null),
  );
  const rows = named.map((entry) => {
    const removedAs = removed.get(`${entry.entity} ${entry.entityId}`);
    return removedAs ? { ...entry, removedAs } : entry;
  });
  return { rows, total };
}

/**
 * The name each deleted record had, keyed `entity id`, from the removed row its delete entry holds (the entry may
 * be on another page of the log).
 */
async function removedNames(db: Database, gone: { entity: string; entityId: string | null }[]) {
  const removed = new Map<string, string>();
  const ids = [...new Set(gone.flatMap((entry) => (entry.entityId === null ? [] : [entry.entityId])))];
  if (ids.length === 0) return removed;
  const deletes = await db
    .select({ entity: auditLog.entity, entityId: auditLog.entityId, changes: auditLog.changes })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, "delete"),
        inArray(auditLog.entity, [...new Set(gone.map((entry) => entry.entity))]),
        inArray(auditLog.entityId, ids),
      ),
    );
  for (const { entity, entityId, changes } of deletes) {
    const name = nameInRow(changes as Record<string, unknown>);
    if (name) removed.set(`${entity} ${entityId}`, name);
  }
  return removed;
}

/** The name a row holds: a record's name or title, or a visitor's message's sender. */
function nameInRow(row: Record<string, unknown>): string | undefined {
  const name = row.name ?? row.title ?? row.customerName;
  return typeof name === "string" && name ? name : undefined;
}

/**
 * The name of the record an audit row is about, as the write has left it (read inside the write's transaction):
 * a deleted record's from the removed row the audit keeps. Undefined for a record without a name (home content).
 */
export async function auditedRecordName(db: Database, record: AuditRecord): Promise<string | undefined> {
  if (record.action === "delete") return nameInRow(record.changes);
  if (!(record.entity in NAMED_RECORDS) || typeof record.entityId !== "number") return undefined;
  const { table, id, name } = NAMED_RECORDS[record.entity as keyof typeof NAMED_RECORDS];
  const [row] = await db.select({ name }).from(table).where(eq(id, record.entityId));
  return row?.name;
}

/** The tables of the records an entry names, and the column that names them. */
const NAMED_RECORDS = {
  business: { table: businesses, id: businesses.id, name: businesses.name },
  category: { table: categories, id: categories.id, name: categories.name },
  blog_post: { table: blogPosts, id: blogPosts.id, name: blogPosts.title },
  testimonial: { table: testimonials, id: testimonials.id, name: testimonials.name },
  landmark: { table: landmarks, id: landmarks.id, name: landmarks.name },
  crossing: { table: crossings, id: crossings.id, name: crossings.name },
  // a visitor's message goes by its sender's name
  inquiry: { table: inquiries, id: inquiries.id, name: inquiries.customerName },
  review: { table: reviews, id: reviews.id, name: reviews.customerName },
} as const;

/** For each kind of named record among `entries`: the current name of each of its records that still exists. */
async function currentNames(db: Database, entries: { entity: string; entityId: string | null }[]) {
  const names = new Map<string, Map<string, { name: string }>>();
  await Promise.all(
    Object.entries(NAMED_RECORDS).map(async ([entity, { table, id, name }]) => {
      const ids = entries
        .filter((entry) => entry.entity === entity && entry.entityId !== null && /^\d+$/.test(entry.entityId))
        .map((entry) => Number(entry.entityId));
      const found = new Map<string, { name: string }>();
      names.set(entity, found);
      if (ids.length === 0) return;
      const rows = await db
        .select({ id, name })
        .from(table)
        .where(inArray(id, [...new Set(ids)]));
      for (const row of rows) found.set(String(row.id), { name: row.name });
    }),
  );
  return names;
}
