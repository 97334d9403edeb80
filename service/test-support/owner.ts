// Owners for the owner API tests (issue 44): a visitor who owns a business, and requests from their session.
import type { Database } from "../db/client.ts";
import { businessOwners, users } from "../db/schema.ts";
import { createVisitorSession, VISITOR_SESSION_COOKIE } from "../modules/visitor-auth/sessions.ts";
import { TEST_ORIGIN, type TestApp } from "./app.ts";

/** A visitor (by default asha@example.com) made the owner of the business, when one is given. */
export async function insertOwner(db: Database, options: { businessId?: number; id?: string; email?: string } = {}) {
  const { id = "owner-asha", email = "asha@example.com", businessId } = options;
  const [user] = await db.insert(users).values({ id, email, firstName: "Asha" }).returning();
  if (businessId !== undefined) await db.insert(businessOwners).values({ businessId, userId: id });
  return user!;
}

/** A request function for the test app that calls as the signed-in visitor, same-site. */
export function requestAsOwner(t: TestApp, userId = "owner-asha") {
  return async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const { token } = await createVisitorSession(t.db, userId);
    const cookie = `${VISITOR_SESSION_COOKIE}=${token}`;
    return t.request(method, path, { body, headers: { cookie, origin: TEST_ORIGIN, ...headers } });
  };
}
