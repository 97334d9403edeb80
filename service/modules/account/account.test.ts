// What signing in gives a visitor: their reviews and inquiries are tied to their account (by the session, never
// by what the client sends), and the My account calls list their own and nobody else's.
import { describe, expect, it } from "vitest";
import { NOT_SIGNED_IN_MESSAGE } from "../../../shared/messages.ts";
import { AccountInquirySchema, AccountReviewSchema } from "../../../shared/schemas/user.ts";
import { inquiries, reviews } from "../../db/schema.ts";
import { useTestApp } from "../../test-support/app.ts";
import { insertBusiness, insertCategory, insertInquiry, insertReview } from "../../test-support/fixtures.ts";
import { createVisitorSession, VISITOR_SESSION_COOKIE } from "../visitor-auth/sessions.ts";
import { upsertUser } from "../visitor-auth/users.ts";

let businessId = 0;
const t = await useTestApp(async (db) => {
  const category = await insertCategory(db);
  businessId = (await insertBusiness(db, { categoryId: category.id, name: "Ganga Yoga Shala" })).id;
});

async function signedInVisitor(email = "priya@example.com") {
  const user = await upsertUser(t.db, { email, firstName: "Priya", lastName: null, profileImageUrl: null });
  const { token } = await createVisitorSession(t.db, user.id);
  return { user, headers: { cookie: `${VISITOR_SESSION_COOKIE}=${token}` } };
}

const review = { customerName: "Priya", rating: 5, comment: "A calm, careful teacher.", fillTimeMs: 30_000 };
const inquiry = {
  customerName: "Priya",
  customerEmail: "priya@example.com",
  message: "Is there a beginners' class in March?",
  fillTimeMs: 30_000,
};

describe("a review from a signed-in visitor", () => {
  it("is stored as theirs and shown as from a signed-in account", async () => {
    const { user, headers } = await signedInVisitor();
    const response = await t.request("POST", `/api/businesses/${businessId}/reviews`, { body: review, headers });
    expect(response.status).toBe(201);
    const answered = await response.json();
    expect(answered).toMatchObject({ fromSignedInAccount: true });
    expect(answered).not.toHaveProperty("userId");
    const [stored] = await t.db.select().from(reviews);
    expect(stored!.userId).toBe(user.id);

    const list = await (await t.request("GET", `/api/businesses/${businessId}/reviews`)).json();
    expect(list).toEqual([expect.objectContaining({ fromSignedInAccount: true })]);
    expect(list[0]).not.toHaveProperty("userId");
  });

  it("is anonymous without a session, whatever the body claims", async () => {
    const { user } = await signedInVisitor();
    const response = await t.request("POST", `/api/businesses/${businessId}/reviews`, {
      body: { ...review, userId: user.id, fromSignedInAccount: true },
    });
    expect(await response.json()).toMatchObject({ fromSignedInAccount: false });
    const [stored] = await t.db.select().from(reviews);
    expect(stored!.userId).toBeNull();
  });
});

describe("an inquiry from a signed-in visitor", () => {
  it("is linked to their account; without a session it is not, whatever the body claims", async () => {
    const { user, headers } = await signedInVisitor();
    await t.request("POST", `/api/businesses/${businessId}/inquiries`, { body: inquiry, headers });
    await t.request("POST", `/api/businesses/${businessId}/inquiries`, {
      body: { ...inquiry, message: "A second question, sent anonymously.", userId: user.id },
    });
    const stored = await t.db.select().from(inquiries).orderBy(inquiries.id);
    expect(stored.map((row) => row.userId)).toEqual([user.id, null]);
  });
});

describe("GET /api/me/reviews and /api/me/inquiries", () => {
  it("list the visitor's own, newest first, with the business and status, and nobody else's", async () => {
    const { user, headers } = await signedInVisitor();
    const other = await signedInVisitor("ravi@example.com");
    await insertReview(t.db, { businessId, userId: user.id, title: "Old", createdAt: new Date("2025-01-01") });
    await insertReview(t.db, { businessId, userId: user.id, title: "New", status: "held" });
    await insertReview(t.db, { businessId, userId: other.user.id, title: "Ravi's" });
    await insertReview(t.db, { businessId, title: "Anonymous" });
    await insertInquiry(t.db, { businessId, userId: user.id, subject: "Mine" });
    await insertInquiry(t.db, { businessId, userId: other.user.id, subject: "Ravi's" });

    const ownReviews = AccountReviewSchema.array().parse(
      await (await t.request("GET", "/api/me/reviews", { headers })).json(),
    );
    expect(ownReviews.map((row) => [row.title, row.status])).toEqual([
      ["New", "held"],
      ["Old", "published"],
    ]);
    expect(ownReviews[0]!.business).toEqual({ id: businessId, name: "Ganga Yoga Shala" });

    const ownInquiries = AccountInquirySchema.array().parse(
      await (await t.request("GET", "/api/me/inquiries", { headers })).json(),
    );
    expect(ownInquiries).toEqual([
      expect.objectContaining({
        subject: "Mine",
        status: "pending",
        business: { id: businessId, name: "Ganga Yoga Shala" },
      }),
    ]);
  });

  it.each([["/api/me/reviews"], ["/api/me/inquiries"]])("answers 401 at %s without a session", async (path) => {
    const response = await t.request("GET", path);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: NOT_SIGNED_IN_MESSAGE });
  });
});
