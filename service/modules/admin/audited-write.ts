// Every admin write goes through here: the change and its audit row commit together, and a change to
// anything the public site shows asks for a rebuild once it has committed.
import { changeLabel } from "../../../shared/change-labels.ts";
import { contentChangeReason } from "../../../shared/messages.ts";
import type { AdminProfile } from "../../../shared/schemas/admin.ts";
import type { AppContext } from "../../context.ts";
import type { Transaction } from "../../db/client.ts";
import { type AuditRecord, type AuditedEntity, auditedRecordName, recordAudit } from "./audit/queries.ts";

const ENTITIES_THE_SITE_SHOWS = new Set<AuditedEntity>([
  "business",
  "category",
  "blog_post",
  "review",
  "home_content",
  "testimonial",
  "landmark",
  "crossing",
]);

/** `audit: null` says the write changed nothing: no audit row, no rebuild (e.g. a form saved unchanged). */
export async function auditedWrite<Result>(
  context: AppContext,
  admin: AdminProfile,
  write: (tx: Transaction) => Promise<{ result: Result; audit: AuditRecord | null }>,
): Promise<Result> {
  const { result, change } = await context.db.transaction(async (tx) => {
    const { result, audit } = await write(tx);
    if (!audit) return { result, change: null };
    await recordAudit(tx, admin, audit);
    if (!ENTITIES_THE_SITE_SHOWS.has(audit.entity)) return { result, change: null };
    // named now, as the write left the record: the Publishing screen's line stays true after a rename or delete
    const label = changeLabel({ ...audit, name: await auditedRecordName(tx, audit) });
    const reason = contentChangeReason(audit.entity, audit.entityId, audit.action);
    return { result, change: { reason, label, requestedBy: `admin:${admin.username}` } };
  });
  if (change) context.onContentChange(change);
  return result;
}
