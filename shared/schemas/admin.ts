import { z } from "zod";
import { ADMIN_PASSWORD_LENGTH, AUDIT_PAGE, FIELD_LIMITS } from "../constants.ts";
import { INVALID_CREDENTIALS_MESSAGE } from "../messages.ts";
import { isoDate, pageOffset, tooLongMessage } from "./fields.ts";
import { AUDIT_ACTOR_KINDS } from "./owners.ts";

export const LOGIN_FIELDS_MESSAGE = "Please enter both username and password";

/** Admin login form and POST /api/admin/login. */
export const AdminLoginSchema = z.object({
  username: z
    .string({ message: LOGIN_FIELDS_MESSAGE })
    .trim()
    .min(1, LOGIN_FIELDS_MESSAGE)
    .max(FIELD_LIMITS.adminUsername, INVALID_CREDENTIALS_MESSAGE),
  password: z
    .string({ message: LOGIN_FIELDS_MESSAGE })
    .min(1, LOGIN_FIELDS_MESSAGE)
    .max(ADMIN_PASSWORD_LENGTH.max, INVALID_CREDENTIALS_MESSAGE),
});
export type AdminLoginInput = z.input<typeof AdminLoginSchema>;

/** What GET /api/admin/me and a successful login answer: never the hash. */
export const AdminProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.string(),
});
export type AdminProfile = z.infer<typeof AdminProfileSchema>;

/** What the audit log records changes to, and the kinds of change. */
const AUDIT_ENTITIES = [
  "business",
  "category",
  "blog_post",
  "inquiry",
  "review",
  "home_content",
  "testimonial",
  "landmark",
  "crossing",
  "admin",
  "release",
  // owners (issue 44): a claim on a listing, and a visitor an editor suspends
  "ownership_claim",
  "user",
] as const;
const AUDIT_ACTIONS = [
  "create",
  "update",
  "delete",
  "approve",
  "verify",
  "status",
  "password",
  "rollback",
  // an owner's changes that wait for an editor (issue 44): sent, taken back, approved (written), refused
  "propose",
  "withdraw-proposal",
  "approve-proposal",
  "refuse-proposal",
  // claims on a listing (issue 44): made, taken back by the claimant, approved (by the listing's email code or an
  // editor), refused, a listing handed from its owner to a claimant, an ownership taken back; an owner suspended and
  // let back
  "claim",
  "withdraw-claim",
  "approve-claim",
  "refuse-claim",
  "transfer",
  "revoke",
  "suspend",
  "unsuspend",
  // an editor's Hindi or Hebrew of a record's fields (issue 47)
  "translate",
] as const;
const AuditedEntitySchema = z.enum(AUDIT_ENTITIES);
export type AuditedEntity = z.infer<typeof AuditedEntitySchema>;
const AuditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditActionSchema>;

/** One row of GET /api/admin/audit: who changed what, when, and which fields (`{ field: { from, to } }` for updates). */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  adminId: z.number().int().nullable(),
  /** the editor's username, or an owner's email (actorKind "owner") */
  adminUsername: z.string(),
  actorKind: z.enum(AUDIT_ACTOR_KINDS),
  /** the owner who acted (actorKind "owner") */
  userId: z.string().nullable(),
  entity: AuditedEntitySchema,
  entityId: z.string().nullable(),
  action: AuditActionSchema,
  changes: z.record(z.string(), z.unknown()),
  createdAt: isoDate,
  /** a named record (business, category, blog post, testimonial) as it is now; null once it is deleted */
  record: z.object({ name: z.string() }).nullable().optional(),
  /** a deleted named record's name as its delete removed it, so its earlier entries can still say which it was */
  removedAs: z.string().optional(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** GET /api/admin/audit?limit=&offset= */
export const AuditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE.maxLimit).default(AUDIT_PAGE.defaultLimit),
  offset: pageOffset,
});

const CURRENT_PASSWORD_REQUIRED_MESSAGE = "Please enter your current password";
export const NEW_PASSWORD_TOO_SHORT_MESSAGE = `The new password must be at least ${ADMIN_PASSWORD_LENGTH.min} characters`;

/** PUT /api/admin/me/password */
export const AdminPasswordChangeSchema = z.object({
  currentPassword: z.string({ message: CURRENT_PASSWORD_REQUIRED_MESSAGE }).min(1, CURRENT_PASSWORD_REQUIRED_MESSAGE),
  newPassword: z
    .string({ message: NEW_PASSWORD_TOO_SHORT_MESSAGE })
    .min(ADMIN_PASSWORD_LENGTH.min, NEW_PASSWORD_TOO_SHORT_MESSAGE)
    .max(ADMIN_PASSWORD_LENGTH.max, tooLongMessage("The new password", ADMIN_PASSWORD_LENGTH.max)),
});
