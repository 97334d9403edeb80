// The dashboard's Recent Activity reads the audit log: each entry says who did what to which record, and
// links to the screen where that record is edited (unless the entry removed it).
import { ACTION_VERBS, ENTITY_NAMES } from "../../../shared/change-labels.ts";
import type { AuditEntry } from "../../../shared/schemas/admin.ts";

export interface ActivityDescription {
  /** "approved business", "marked inquiry" */
  action: string;
  /** the record as the editor knows it: its name or title, or who sent it ("from Asha"), else "#12" */
  record: string | undefined;
  /** what follows the record: "as resolved" */
  detail: string | undefined;
  /** the admin path of the record's screen; undefined when it was deleted or has none */
  to: string | undefined;
}

/** A text field of the entry's changes: a created or deleted row's value, or an update's new value. */
function changedText(changes: Record<string, unknown>, field: string): string | undefined {
  const value = changes[field];
  if (typeof value === "string" && value) return value;
  if (typeof value === "object" && value !== null && "to" in value && typeof value.to === "string" && value.to) {
    return value.to;
  }
  return undefined;
}

/** An owner's changes that wait for an editor (issue 44): "approved changes proposed to business Ganga View". */
const PROPOSAL_ACTIONS: Record<string, string> = {
  propose: "proposed changes to",
  "withdraw-proposal": "withdrew the changes proposed to",
  "approve-proposal": "approved the changes proposed to",
  "refuse-proposal": "refused the changes proposed to",
};

/** Records a visitor sent, named by who sent them: "marked inquiry from Asha as resolved". */
const SENT_BY_VISITORS = new Set(["inquiry", "review"]);

function recordName(entry: AuditEntry): string | undefined {
  const name =
    changedText(entry.changes, "name") ?? changedText(entry.changes, "title") ?? entry.record?.name ?? entry.removedAs;
  if (name) return SENT_BY_VISITORS.has(entry.entity) ? `from ${name}` : name;
  if (entry.entity === "admin") return undefined;
  // a release's id is its name (when it was built), not a number
  if (entry.entity === "release") return entry.entityId ?? undefined;
  return entry.entityId === null ? undefined : `#${entry.entityId}`;
}

function recordPath(entry: AuditEntry): string | undefined {
  // deleted by this entry or since (a named record the log knows is gone)
  if (entry.action === "delete" || entry.record === null) return undefined;
  switch (entry.entity) {
    case "business":
      return entry.entityId === null ? undefined : `/businesses/${entry.entityId}/edit`;
    case "category":
      return entry.entityId === null ? undefined : `/categories/${entry.entityId}/edit`;
    case "blog_post":
      return entry.entityId === null ? undefined : `/blog/${entry.entityId}/edit`;
    case "inquiry":
      return "/inquiries";
    case "review":
      return "/reviews";
    case "home_content":
    case "testimonial":
      return "/home-content";
    case "release":
      return "/publishing";
    default:
      return undefined;
  }
}

export function describeActivity(entry: AuditEntry): ActivityDescription {
  const entity = ENTITY_NAMES[entry.entity] ?? entry.entity.replaceAll("_", " ");
  // the home page content is one record without a name: its kind is what the link reads
  if (entry.entity === "home_content") {
    return {
      action: ACTION_VERBS[entry.action] ?? entry.action,
      record: entity,
      detail: undefined,
      to: recordPath(entry),
    };
  }
  const about = { record: recordName(entry), to: recordPath(entry) };
  if (entry.action === "password")
    return { action: "changed their password", record: undefined, detail: undefined, to: undefined };
  if (entry.action === "status") {
    const status = changedText(entry.changes, "status");
    return { action: `marked ${entity}`, ...about, detail: status ? `as ${status}` : undefined };
  }
  const verb = PROPOSAL_ACTIONS[entry.action] ?? ACTION_VERBS[entry.action] ?? entry.action;
  return { action: `${verb} ${entity}`, ...about, detail: undefined };
}
