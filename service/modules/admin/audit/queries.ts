import { desc } from "drizzle-orm";
import type { AdminProfile, AuditAction, AuditedEntity } from "../../../../shared/schemas/admin.ts";
import type { Database } from "../../../db/client.ts";
import { auditLog } from "../../../db/schema.ts";

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

export async function recordAudit(db: Database, admin: AdminProfile, record: AuditRecord) {
  await db.insert(auditLog).values({
    adminId: admin.id,
    adminUsername: admin.username,
    entity: record.entity,
    entityId: record.entityId === null ? null : String(record.entityId),
    action: record.action,
    changes: record.changes,
  });
}

/** One page of the log, newest first, and how many entries it holds in all. */
export async function listAuditEntries(db: Database, page: { limit: number; offset: number }) {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.$count(auditLog),
  ]);
  return { rows, total };
}
