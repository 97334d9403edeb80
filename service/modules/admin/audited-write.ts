// Every admin write goes through here: the change and its audit row commit together, and a change to
// anything the public site shows asks for a rebuild once it has committed.
import { contentChangeReason } from "../../../shared/messages.ts";
import type { AdminProfile } from "../../../shared/schemas/admin.ts";
import type { AppContext } from "../../context.ts";
import type { Transaction } from "../../db/client.ts";
import { type AuditRecord, type AuditedEntity, recordAudit } from "./audit/queries.ts";

const ENTITIES_THE_SITE_SHOWS = new Set<AuditedEntity>([
  "business",
  "category",
  "blog_post",
  "review",
  "home_content",
  "testimonial",
]);

/** `audit: null` says the write changed nothing: no audit row, no rebuild (e.g. a form saved unchanged). */
export async function auditedWrite<Result>(
  context: AppContext,
  admin: AdminProfile,
  write: (tx: Transaction) => Promise<{ result: Result; audit: AuditRecord | null }>,
): Promise<Result> {
  const { result, audit } = await context.db.transaction(async (tx) => {
    const outcome = await write(tx);
    if (outcome.audit) await recordAudit(tx, admin, outcome.audit);
    return outcome;
  });
  if (audit && ENTITIES_THE_SITE_SHOWS.has(audit.entity)) {
    const reason = contentChangeReason(audit.entity, audit.entityId, audit.action);
    context.onContentChange({ reason, requestedBy: `admin:${admin.username}` });
  }
  return result;
}
