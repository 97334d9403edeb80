// What an editor calls a change to the content. The dashboard's Recent Activity words the audit log with these
// names and verbs; a build request carries a label made with them ("Ganga Prana Yoga Shala updated"), which the
// Publishing screen shows instead of the code's words ("business 1: update").

/** The kinds of records, as editors name them. */
export const ENTITY_NAMES: Record<string, string> = {
  business: "business",
  category: "category",
  blog_post: "blog post",
  inquiry: "inquiry",
  review: "review",
  home_content: "home page content",
  testimonial: "testimonial",
  landmark: "landmark",
  crossing: "river crossing",
  admin: "admin account",
  release: "the site to release",
  ownership_claim: "claim",
  user: "owner",
};

export const ACTION_VERBS: Record<string, string> = {
  create: "created",
  update: "updated",
  delete: "deleted",
  approve: "approved",
  verify: "verified",
  rollback: "rolled back",
  // "Ganga View proposed changes approved": an owner's changes an editor decides on (issue 44)
  propose: "changes proposed",
  "withdraw-proposal": "proposed changes withdrawn",
  "approve-proposal": "proposed changes approved",
  "refuse-proposal": "proposed changes refused",
  claim: "made",
  "withdraw-claim": "withdrawn",
  "approve-claim": "approved",
  "refuse-claim": "refused",
  transfer: "transferred",
  revoke: "revoked",
  suspend: "suspended",
  unsuspend: "let back",
  translate: "translated",
};

/** Records people send, named by who sent them: "Review from Asha". */
const SENT_BY_PEOPLE = new Set(["review", "testimonial", "inquiry"]);

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The part of the home page a change touched, by its fields: the Hero Section tab's, the Section Content tab's. */
function homePagePart(changes: Record<string, unknown> | undefined): string {
  const fields = Object.keys(changes ?? {});
  if (fields.length === 0) return "Home page content";
  if (fields.every((field) => /^(hero|cta)[A-Z]|^showHeroSection$/.test(field))) return "Home page hero";
  if (fields.every((field) => /Section(Title|Description)$|^show\w+Section$/.test(field))) {
    return "Home page sections";
  }
  return "Home page content";
}

/** The record as an editor knows it: a business by its name, other kinds with their kind ("Category Yoga"). */
function subject(change: ChangeDescription): string {
  const { entity, entityId, name } = change;
  if (entity === "home_content") return homePagePart(change.action === "update" ? change.changes : undefined);
  const kind = capitalised(ENTITY_NAMES[entity] ?? entity.replaceAll("_", " "));
  if (!name) return entityId === null || entityId === undefined ? kind : `${kind} #${entityId}`;
  if (entity === "business") return name;
  if (SENT_BY_PEOPLE.has(entity)) return `${kind} from ${name}`;
  return entity === "blog_post" ? `${kind} "${name}"` : `${kind} ${name}`;
}

export interface ChangeDescription {
  entity: string;
  entityId?: number | string | null;
  action: string;
  /** the record's name or title, or who sent it; without it the record goes by its id */
  name?: string | undefined;
  /** an update's `{ field: { from, to } }`: which part of the home page, and a status change's new status */
  changes?: Record<string, unknown>;
}

/** "Ganga Prana Yoga Shala updated", "Home page hero updated", "Review from Asha hidden", "Category #4 deleted". */
export function changeLabel(change: ChangeDescription): string {
  const status = change.changes?.status;
  const newStatus =
    typeof status === "object" && status !== null && "to" in status && typeof status.to === "string"
      ? status.to
      : undefined;
  const verb = change.action === "status" && newStatus ? newStatus : (ACTION_VERBS[change.action] ?? change.action);
  return `${subject(change)} ${verb}`;
}

/**
 * A build request recorded before requests carried a label: named from its reason, when the reason is an admin
 * write's (contentChangeReason: "business 12: update" reads "Business #12 updated"), else the reason as it is
 * ("Publish now", "Service started").
 */
export function labelOfReason(reason: string): string {
  const write = /^([a-z_]+)(?: (\d+))?: ([a-z]+)$/.exec(reason);
  if (!write) return reason;
  const [, entity, entityId, action] = write;
  return changeLabel({ entity: entity!, entityId: entityId ?? null, action: action! });
}

/** A build request in the editor's words: the label it was recorded with, else one made from its reason. */
export function requestLabel(request: { reason: string; label?: string | undefined }): string {
  return request.label ?? labelOfReason(request.reason);
}
