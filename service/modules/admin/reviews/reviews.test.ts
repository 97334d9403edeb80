import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TOTAL_COUNT_HEADER } from "../../../../shared/constants.ts";
import { REPLY_NOT_FOUND, REVIEW_NOT_FOUND } from "../../../../shared/messages.ts";
import { AdminReviewSchema, ReviewSchema } from "../../../../shared/schemas/review.ts";
import { auditLog, businesses, reviewReplies, reviews } from "../../../db/schema.ts";
import { insertAdmin, requestAsAdmin } from "../../../test-support/admin.ts";
import { useTestApp } from "../../../test-support/app.ts";
import { insertBusiness, insertCategory, insertReview } from "../../../test-support/fixtures.ts";

let businessId = 0;
const t = await useTestApp(async (db) => {
  await insertAdmin(db);
  const category = await insertCategory(db);
  businessId = (await insertBusiness(db, { categoryId: category.id, name: "Ganga View" })).id;
});

const send = requestAsAdmin(t);
const list = async (query = "") => {
  const response = await send("GET", `/api/admin/reviews${query}`);
  expect(response.status).toBe(200);
  return {
    total: response.headers.get(TOTAL_COUNT_HEADER),
    rows: AdminReviewSchema.array().parse(await response.json()),
  };
};

async function storedBusiness() {
  const [row] = await t.db.select().from(businesses).where(eq(businesses.id, businessId));
  return row!;
}

describe("GET /api/admin/reviews", () => {
  it("lists every review newest first with its business, filtered by status, searched and paged", async () => {
    await insertReview(t.db, { businessId, customerName: "Asha", createdAt: new Date("2025-01-01T00:00:00Z") });
    await insertReview(t.db, {
      businessId,
      customerName: "Bot",
      comment: "Buy followers",
      status: "held",
      createdAt: new Date("2025-02-01T00:00:00Z"),
    });
    await insertReview(t.db, { businessId, customerName: "Ravi", status: "hidden" });

    const all = await list();
    expect(all.total).toBe("3");
    expect(all.rows.map((row) => row.customerName)).toEqual(["Ravi", "Bot", "Asha"]);
    expect(all.rows[0]!.business).toEqual({ id: businessId, name: "Ganga View" });

    expect((await list("?status=held")).rows.map((row) => row.customerName)).toEqual(["Bot"]);
    expect((await list("?q=followers")).rows.map((row) => row.customerName)).toEqual(["Bot"]);
    expect((await list("?q=ganga")).total).toBe("3");
    const page = await list("?limit=1&offset=1");
    expect([page.total, page.rows.map((row) => row.customerName)]).toEqual(["3", ["Bot"]]);
  });

  it("refuses an unknown status filter with 422", async () => {
    expect((await send("GET", "/api/admin/reviews?status=spam")).status).toBe(422);
  });

  it("answers 401 without a session", async () => {
    expect((await t.request("GET", "/api/admin/reviews")).status).toBe(401);
  });
});

describe("PATCH /api/admin/reviews/:id", () => {
  it("publishes a held review: it counts in the rating, is audited and asks for a rebuild", async () => {
    await insertReview(t.db, { businessId, rating: 4 });
    const held = await insertReview(t.db, { businessId, rating: 2, status: "held" });

    const response = await send("PATCH", `/api/admin/reviews/${held.id}`, { status: "published" });
    expect(response.status).toBe(200);
    expect(AdminReviewSchema.parse(await response.json())).toMatchObject({ id: held.id, status: "published" });
    expect(await storedBusiness()).toMatchObject({ rating: "3.00", reviewCount: 2 });

    const [audit] = await t.db.select().from(auditLog);
    expect(audit).toMatchObject({
      entity: "review",
      entityId: String(held.id),
      action: "status",
      changes: { status: { from: "held", to: "published" } },
    });
    expect(t.contentChanges).toHaveLength(1);
  });

  it("hides a published review: it leaves the public list and the rating", async () => {
    const shown = await insertReview(t.db, { businessId, rating: 1 });
    await insertReview(t.db, { businessId, rating: 5 });
    await send("PATCH", `/api/admin/reviews/${shown.id}`, { status: "hidden" });
    expect(await storedBusiness()).toMatchObject({ rating: "5.00", reviewCount: 1 });
    const publicList = (await (await t.request("GET", `/api/businesses/${businessId}/reviews`)).json()) as unknown[];
    expect(publicList).toHaveLength(1);
  });

  it("changes nothing, audits nothing and asks for no rebuild when the status is already the one asked", async () => {
    const shown = await insertReview(t.db, { businessId });
    expect((await send("PATCH", `/api/admin/reviews/${shown.id}`, { status: "published" })).status).toBe(200);
    expect(await t.db.$count(auditLog)).toBe(0);
    expect(t.contentChanges).toEqual([]);
  });

  it.each([["held"], ["spam"], [undefined]])("refuses the status %s with 422", async (status) => {
    const review = await insertReview(t.db, { businessId, status: "held" });
    const response = await send("PATCH", `/api/admin/reviews/${review.id}`, { status });
    expect(response.status).toBe(422);
    const [stored] = await t.db.select().from(reviews);
    expect(stored!.status).toBe("held");
  });

  it("answers 404 for an unknown review", async () => {
    const response = await send("PATCH", "/api/admin/reviews/9999", { status: "hidden" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: REVIEW_NOT_FOUND });
  });
});

describe("PATCH /api/admin/reviews/:id/reply", () => {
  async function answeredReview() {
    const review = await insertReview(t.db, { businessId, customerName: "Asha" });
    await t.db.insert(reviewReplies).values({ reviewId: review.id, body: "Come back for 20% off!" });
    return review;
  }
  const publicReply = async () => {
    const [shown] = ReviewSchema.array().parse(
      await (await t.request("GET", `/api/businesses/${businessId}/reviews`)).json(),
    );
    return shown!.ownerReply;
  };

  it("hides the owner's reply from the public list, audited on the review, and asks for a rebuild", async () => {
    const review = await answeredReview();
    expect(await publicReply()).toMatchObject({ body: "Come back for 20% off!" });

    const response = await send("PATCH", `/api/admin/reviews/${review.id}/reply`, { hidden: true });
    expect(response.status).toBe(200);
    expect(AdminReviewSchema.parse(await response.json()).ownerReply).toMatchObject({
      body: "Come back for 20% off!",
      hidden: true,
    });
    expect(await publicReply()).toBeNull();
    const [audit] = await t.db.select().from(auditLog);
    expect(audit).toMatchObject({
      entity: "review",
      entityId: String(review.id),
      action: "update",
      changes: { ownerReplyHidden: { from: false, to: true } },
    });
    expect(t.contentChanges).toHaveLength(1);
  });

  it("shows a hidden reply again, and the admin list carries the reply either way", async () => {
    const review = await answeredReview();
    await send("PATCH", `/api/admin/reviews/${review.id}/reply`, { hidden: true });
    const listed = AdminReviewSchema.array().parse(await (await send("GET", "/api/admin/reviews")).json());
    expect(listed[0]!.ownerReply).toMatchObject({ hidden: true });

    expect((await send("PATCH", `/api/admin/reviews/${review.id}/reply`, { hidden: false })).status).toBe(200);
    expect(await publicReply()).toMatchObject({ body: "Come back for 20% off!" });
  });

  it("answers 404 for a review without a reply, 422 for a value that is not true or false, 401 without a session", async () => {
    const unanswered = await insertReview(t.db, { businessId });
    const missing = await send("PATCH", `/api/admin/reviews/${unanswered.id}/reply`, { hidden: true });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: REPLY_NOT_FOUND });
    const review = await answeredReview();
    expect((await send("PATCH", `/api/admin/reviews/${review.id}/reply`, { hidden: "yes" })).status).toBe(422);
    expect((await t.request("PATCH", `/api/admin/reviews/${review.id}/reply`, { body: { hidden: true } })).status).toBe(
      401,
    );
    expect(await publicReply()).not.toBeNull();
    expect(await t.db.$count(auditLog)).toBe(0);
  });
});

describe("DELETE /api/admin/reviews/:id", () => {
  it("deletes a review and recomputes the business's rating", async () => {
    const removed = await insertReview(t.db, { businessId, rating: 1, customerName: "Asha Sharma" });
    await insertReview(t.db, { businessId, rating: 5 });
    await t.db.update(businesses).set({ rating: "3.00", reviewCount: 2 }).where(eq(businesses.id, businessId));

    expect((await send("DELETE", `/api/admin/reviews/${removed.id}`)).status).toBe(204);
    expect(await storedBusiness()).toMatchObject({ rating: "5.00", reviewCount: 1 });
    expect(await t.db.select().from(reviews).where(eq(reviews.id, removed.id))).toEqual([]);
    expect(t.contentChanges).toHaveLength(1);
  });

  it("is audited by who wrote it, keeping nothing else the traveller wrote", async () => {
    const removed = await insertReview(t.db, {
      businessId,
      customerName: "Asha Sharma",
      customerLocation: "Pune",
      title: "Calm",
      comment: "My phone is 98100 00000",
    });
    await send("DELETE", `/api/admin/reviews/${removed.id}`);

    const [audit] = await t.db.select().from(auditLog);
    expect(audit).toMatchObject({ entity: "review", entityId: String(removed.id), action: "delete" });
    expect(JSON.stringify(audit!.changes)).not.toMatch(/Pune|Calm|98100/);
    const [entry] = (await (await send("GET", "/api/admin/audit")).json()) as { removedAs?: string }[];
    expect(entry!.removedAs).toBe("Asha Sharma");
  });

  it("answers 404 for an unknown review", async () => {
    const response = await send("DELETE", "/api/admin/reviews/9999");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: REVIEW_NOT_FOUND });
    expect(t.contentChanges).toEqual([]);
  });

  it("answers 401 without a session and deletes nothing", async () => {
    const review = await insertReview(t.db, { businessId });
    expect((await t.request("DELETE", `/api/admin/reviews/${review.id}`)).status).toBe(401);
    expect(await t.db.$count(reviews)).toBe(1);
  });
});
