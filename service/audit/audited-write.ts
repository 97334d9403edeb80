// Every admin write, and every owner's (issue 44), goes through here: the change and its audit row commit together,
// and a change to anything the public site shows asks for a rebuild once it has committed.
import { changeLabel } from "../../shared/change-labels.ts";
import { contentChangeReason } from "../../shared/messages.ts";
import type { AppContext } from "../context.ts";
import type { Transaction } from "../db/client.ts";
import {
  type AuditAction,
  type AuditActor,
  type AuditRecord,
  type AuditedEntity,
  auditedRecordName,
  recordAudit,
  requesterName,
} from "./queries.ts";

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

/**
 * An owner's proposal and what becomes of it, but its approval, leave the listing as it is; so does taking a
 * listing's ownership back (its page does not say who manages it).
 */
const ACTIONS_THE_SITE_DOES_NOT_SHOW = new Set<AuditAction>([
  "propose",
  "withdraw-proposal",
  "refuse-proposal",
  "revoke",
]);

/**
 * `audit: null` says the write changed nothing: no audit row, no rebuild (e.g. a form saved unchanged). The actor is
 * an editor, or an owner changing their own business (issue 44).
 */
export async function auditedWrite<Result>(
  context: AppContext,
  actor: AuditActor,
  write: (tx: Transaction) => Promise<{ result: Result; audit: AuditRecord | null }>,
): Promise<Result> {
  const { result, change } = await context.db.transaction(async (tx) => {
    const { result, audit } = await write(tx);
    if (!audit) return { result, change: null };
    await recordAudit(tx, actor, audit);
    if (!ENTITIES_THE_SITE_SHOWS.has(audit.entity) || ACTIONS_THE_SITE_DOES_NOT_SHOW.has(audit.action)) {
      return { result, change: null };
    }
    // named now, as the write left the record: the Publishing screen's line stays true after a rename or delete
    const label = changeLabel({ ...audit, name: await auditedRecordName(tx, audit) });
    const reason = contentChangeReason(audit.entity, audit.entityId, audit.action);
    return { result, change: { reason, label, requestedBy: requesterName(actor) } };
  });
  if (change) context.onContentChange(change);
  return result;
}
