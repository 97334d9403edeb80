// Who the owner's API lets in: a signed-in visitor who is not suspended, and on a business's routes only its owner
// as business_owners says, whatever the request claims.
import { Elysia } from "elysia";
import { describe, expect, it } from "vitest";
import { NOT_SIGNED_IN_MESSAGE } from "../../../shared/messages.ts";
import { readEnv } from "../../env.ts";
import { httpErrors } from "../../http.ts";
import { businessOwners, users } from "../../db/schema.ts";
import { TEST_ORIGIN, useTestApp } from "../../test-support/app.ts";
import { insertBusiness, insertCategory } from "../../test-support/fixtures.ts";
import { createVisitorSession, VISITOR_SESSION_COOKIE } from "../visitor-auth/sessions.ts";
import { upsertUser } from "../visitor-auth/users.ts";
import { NOT_YOUR_BUSINESS_MESSAGE, ownedBusiness } from "./access.ts";

let gangaId = 0;
let lakshmanId = 0;
const t = await useTestApp(async (db) => {
  const category = await insertCategory(db);
  gangaId = (await insertBusiness(db, { categoryId: category.id, name: "Ganga Yoga Shala" })).id;
  lakshmanId = (await insertBusiness(db, { categoryId: category.id, name: "Lakshman Cafe" })).id;
});

async function signedIn(email: string) {
  const user = await upsertUser(t.db, { email, firstName: "Priya", lastName: "Sharma", profileImageUrl: null });
  const { token } = await createVisitorSession(t.db, user.id);
  return { user, headers: { cookie: `${VISITOR_SESSION_COOKIE}=${token}`, origin: TEST_ORIGIN } };
}

/** A route behind ownedBusiness(), as every owner route on one business is. */
const probe = () =>
  new Elysia().use(httpErrors).use(
    new Elysia({ prefix: "/api/owner/businesses/:businessId" })
      .use(
        ownedBusiness({ db: t.db, env: readEnv({ NODE_ENV: "test", PUBLIC_URL: TEST_ORIGIN }), onContentChange() {} }),
      )
      .get("/probe", ({ owner, businessId }) => ({ owner: owner.id, businessId }))
      .post("/probe", ({ businessId }) => ({ businessId })),
  );

const call = (method: string, path: string, headers: Record<string, string> = {}) =>
  probe().handle(new Request(`${TEST_ORIGIN}${path}`, { method, headers }));

describe("GET /api/owner/me", () => {
  it("answers 401 without a session", async () => {
    const response = await t.request("GET", "/api/owner/me");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: NOT_SIGNED_IN_MESSAGE });
  });

  it("names the signed-in visitor and only the businesses business_owners gives them", async () => {
    const priya = await signedIn("priya@example.com");
    const ravi = await signedIn("ravi@example.com");
    await t.db.insert(businessOwners).values([
      { businessId: gangaId, userId: priya.user.id },
      { businessId: lakshmanId, userId: ravi.user.id },
    ]);
    const response = await t.request("GET", "/api/owner/me", { headers: priya.headers });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      email: "priya@example.com",
      name: "Priya Sharma",
      businesses: [{ id: gangaId, name: "Ganga Yoga Shala", since: expect.any(String) }],
    });
  });

  it("answers 401 to a suspended owner at their very next request", async () => {
    const priya = await signedIn("priya@example.com");
    expect((await t.request("GET", "/api/owner/me", { headers: priya.headers })).status).toBe(200);
    await t.db.update(users).set({ suspendedAt: new Date() });
    expect((await t.request("GET", "/api/owner/me", { headers: priya.headers })).status).toBe(401);
  });
});

describe("a route on one business", () => {
  it("answers its owner", async () => {
    const priya = await signedIn("priya@example.com");
    await t.db.insert(businessOwners).values({ businessId: gangaId, userId: priya.user.id });
    const response = await call("GET", `/api/owner/businesses/${gangaId}/probe`, priya.headers);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ owner: priya.user.id, businessId: gangaId });
  });

  it("answers 403 to an owner of another business, and for a business that does not exist or an odd id", async () => {
    const priya = await signedIn("priya@example.com");
    await t.db.insert(businessOwners).values({ businessId: gangaId, userId: priya.user.id });
    for (const id of [String(lakshmanId), "999999", "0", "abc", `${gangaId}.0`]) {
      const response = await call("GET", `/api/owner/businesses/${id}/probe`, priya.headers);
      expect(response.status, id).toBe(403);
      expect(await response.json()).toEqual({ message: NOT_YOUR_BUSINESS_MESSAGE });
    }
  });

  it("answers 401 without a session, and 403 to a change sent from another site", async () => {
    const priya = await signedIn("priya@example.com");
    await t.db.insert(businessOwners).values({ businessId: gangaId, userId: priya.user.id });
    expect((await call("GET", `/api/owner/businesses/${gangaId}/probe`)).status).toBe(401);
    const crossSite = { ...priya.headers, origin: "https://elsewhere.example" };
    expect((await call("POST", `/api/owner/businesses/${gangaId}/probe`, crossSite)).status).toBe(403);
    expect((await call("POST", `/api/owner/businesses/${gangaId}/probe`, priya.headers)).status).toBe(200);
  });
});
