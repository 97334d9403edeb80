// The guard every /api/owner/* route sits behind. An owner is a signed-in visitor (the visitor session, however they
// signed in: an emailed code, Google or Facebook) who is not suspended; what they may touch is what business_owners
// says, read on every request, never what the client sends. Owner routes that act on a business are
// /api/owner/businesses/:businessId/... and go through ownedBusiness(), which answers 403 for anyone else's.
import { and, eq } from "drizzle-orm";
import { Elysia } from "elysia";
import { NOT_SIGNED_IN_MESSAGE } from "../../../shared/messages.ts";
import type { AppContext } from "../../context.ts";
import type { Database } from "../../db/client.ts";
import { businessOwners } from "../../db/schema.ts";
import { NotPermittedError } from "../../errors.ts";
import { HttpError, parseId } from "../../http.ts";
import { assertSameSite } from "../../request-source.ts";
import { sessionVisitor, type Visitor } from "../visitor-auth/sessions.ts";

export const NOT_YOUR_BUSINESS_MESSAGE = "You do not manage this business";

/** The signed-in owner as the guard hands them to a handler. */
export interface SignedInOwner {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

function toSignedInOwner({ id, email, firstName, lastName }: Visitor): SignedInOwner {
  return { id, email, firstName, lastName };
}

/**
 * Gives a module's handlers `owner`: the signed-in, non-suspended visitor (401 otherwise, so a suspended owner's
 * next request ends their use of the dashboard at once), after refusing a state-changing request from another
 * site (403), as the admin's guard does.
 */
export function requireOwner(context: AppContext) {
  return new Elysia().resolve({ as: "scoped" }, async ({ cookie, request }) => ({
    owner: await signedInOwner(context, cookie, request),
  }));
}

async function signedInOwner(
  context: AppContext,
  cookie: Parameters<typeof sessionVisitor>[1],
  request: Request,
): Promise<SignedInOwner> {
  const { visitor } = await sessionVisitor(context, cookie);
  if (!visitor || visitor.suspendedAt) throw new HttpError(401, NOT_SIGNED_IN_MESSAGE);
  assertSameSite(request, context.env);
  return toSignedInOwner(visitor);
}

/** Whether business_owners names this user as the business's owner. */
export async function ownsBusiness(db: Database, userId: string, businessId: number): Promise<boolean> {
  const [row] = await db
    .select({ businessId: businessOwners.businessId })
    .from(businessOwners)
    .where(and(eq(businessOwners.businessId, businessId), eq(businessOwners.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** Throws the 403 unless the user owns the business (a business that does not exist is nobody's: 403 too). */
export async function requireOwnership(db: Database, userId: string, businessId: number): Promise<void> {
  if (!(await ownsBusiness(db, userId, businessId))) throw new NotPermittedError(NOT_YOUR_BUSINESS_MESSAGE);
}

/** The path's business id; one that cannot be a business is refused as any business not theirs, telling nothing more. */
function businessIdOf(params: Record<string, string | undefined>): number {
  try {
    return parseId(params.businessId ?? "", NOT_YOUR_BUSINESS_MESSAGE);
  } catch {
    throw new NotPermittedError(NOT_YOUR_BUSINESS_MESSAGE);
  }
}

/**
 * For routes under /api/owner/businesses/:businessId: gives `owner` as requireOwner does, and `businessId` (the
 * path's, as a number) once business_owners says it is theirs (403 otherwise). Use it in an
 * `new Elysia({ prefix: "/api/owner/businesses/:businessId" })`.
 */
export function ownedBusiness(context: AppContext) {
  return new Elysia().resolve({ as: "scoped" }, async ({ cookie, request, params }) => {
    const owner = await signedInOwner(context, cookie, request);
    const businessId = businessIdOf(params);
    await requireOwnership(context.db, owner.id, businessId);
    return { owner, businessId };
  });
}
