import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { REVIEW_PAGE, TOTAL_COUNT_HEADER } from "../../../shared/constants.ts";
import { BUSINESS_NOT_FOUND, OWN_BUSINESS_REVIEW_MESSAGE } from "../../../shared/messages.ts";
import {
  COMMENT_REQUIRED_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  WHOLE_RATING_MESSAGE,
} from "../../../shared/schemas/fields.ts";
import { RATING_RANGE_MESSAGE, ReviewSchema } from "../../../shared/schemas/review.ts";
import { businesses, reviewReplies, reviews } from "../../db/schema.ts";
import { useTestApp } from "../../test-support/app.ts";
import { insertBusiness, insertCategory, insertReview } from "../../test-support/fixtures.ts";
import { insertOwner, requestAsOwner } from "../../test-support/owner.ts";
import { addReview, recomputeBusinessRatings } from "./queries.ts";

let businessId = 0;
let inactiveId = 0;
const t = await useTestApp(async (db) => {
  const category = await insertCategory(db);
  businessId = (await insertBusiness(db, { categoryId: category.id, updatedAt: new Date("2024-01-01T00:00:00Z") })).id;
  inactiveId = (await insertBusiness(db, { categoryId: category.id, isActive: false })).id;
});

const review = {
  customerName: "Meera",
  customerLocation: "Pune",
  rating: 4,
  title: "Calm mornings",
  comment: "The teacher adjusted every pose with care.",
};

async function storedBusiness() {
  const [row] = await t.db.select().from(businesses).where(eq(businesses.id, businessId));
  return row!;
}

describe("GET /api/businesses/:id/reviews", () => {
  it("lists the business's reviews, newest first", async () => {
    await insertReview(t.db, { businessId, customerName: "Old", createdAt: new Date("2024-01-01T00:00:00Z") });
    await insertReview(t.db, { businessId, customerName: "New", createdAt: new Date("2024-06-01T00:00:00Z") });
    await insertReview(t.db, { businessId: inactiveId, customerName: "Elsewhere" });

    const response = await t.request("GET", `/api/businesses/${businessId}/reviews`);
    expect(response.status).toBe(200);
    const body = ReviewSchema.array().parse(await response.json());
    expect(body.map((r) => r.customerName)).toEqual(["New", "Old"]);
  });

  it("pages: limit and offset, the total in X-Total-Count, at most REVIEW_PAGE.maxLimit a page", async () => {
    for (let day = 1; day <= 25; day++) {
      const createdAt = new Date(Date.UTC(2024, 0, day));
      await insertReview(t.db, { businessId, customerName: `Guest ${day}`, createdAt });
    }
    const first = await t.request("GET", `/api/businesses/${businessId}/reviews`);
    expect(first.headers.get(TOTAL_COUNT_HEADER)).toBe("25");
    const firstPage = ReviewSchema.array().parse(await first.json());
    expect(firstPage).toHaveLength(REVIEW_PAGE.defaultLimit);
    expect(firstPage[0]!.customerName).toBe("Guest 25");

    const rest = await t.request("GET", `/api/businesses/${businessId}/reviews?limit=10&offset=20`);
    expect(
      ReviewSchema.array()
        .parse(await rest.json())
        .map((r) => r.customerName),
    ).toEqual(["Guest 5", "Guest 4", "Guest 3", "Guest 2", "Guest 1"]);

    for (const query of [`limit=${REVIEW_PAGE.maxLimit + 1}`, "limit=0", "offset=-1", "limit=abc"]) {
      const refused = await t.request("GET", `/api/businesses/${businessId}/reviews?${query}`);
      expect(refused.status, query).toBe(422);
    }
  });

  it("shows only published reviews: held and hidden ones are not public", async () => {
    await insertReview(t.db, { businessId, customerName: "Shown" });
    await insertReview(t.db, { businessId, customerName: "Waiting", status: "held" });
    await insertReview(t.db, { businessId, customerName: "Taken down", status: "hidden" });
    const response = await t.request("GET", `/api/businesses/${businessId}/reviews`);
    expect(response.headers.get(TOTAL_COUNT_HEADER)).toBe("1");
    expect(
      ReviewSchema.array()
        .parse(await response.json())
        .map((r) => r.customerName),
    ).toEqual(["Shown"]);
  });

  it("carries the owner's reply under each review as ownerReply, and none once an editor hid it", async () => {
    const answered = await insertReview(t.db, { businessId, customerName: "Answered" });
    const hidden = await insertReview(t.db, { businessId, customerName: "Reply hidden" });
    await insertReview(t.db, { businessId, customerName: "Unanswered" });
    const repliedAt = new Date("2025-03-04T05:06:07.000Z");
    await t.db.insert(reviewReplies).values([
      { reviewId: answered.id, body: "Thank you, Asha!", updatedAt: repliedAt },
      { reviewId: hidden.id, body: "Call me on 98765 43210", hiddenAt: new Date() },
    ]);
    const response = await t.request("GET", `/api/businesses/${businessId}/reviews`);
    const replies = Object.fromEntries(
      ReviewSchema.array()
        .parse(await response.json())
        .map((r) => [r.customerName, r.ownerReply]),
    );
    expect(replies).toEqual({
      Answered: { body: "Thank you, Asha!", repliedAt: repliedAt.toISOString() },
      "Reply hidden": null,
      Unanswered: null,
    });
  });

  it("answers an empty list for a business without reviews", async () => {
    const response = await t.request("GET", `/api/businesses/${businessId}/reviews`);
    expect(await response.json()).toEqual([]);
  });

  it.each([["inactive"], ["unknown"], ["non-numeric"]])("answers 404 for an %s business", async (kind) => {
    const id = { inactive: String(inactiveId), unknown: "9999", "non-numeric": "abc" }[kind];
    const response = await t.request("GET", `/api/businesses/${id}/reviews`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: BUSINESS_NOT_FOUND });
  });
});

describe("POST /api/businesses/:id/reviews", () => {
  it("stores the review, answers 201 with it and recomputes the business's rating and count", async () => {
    await insertReview(t.db, { businessId, rating: 5 });
    const response = await t.request("POST", `/api/businesses/${businessId}/reviews`, { body: review });
    expect(response.status).toBe(201);
    const body = ReviewSchema.parse(await response.json());
    expect(body).toMatchObject({ ...review, businessId, isVerified: false });

    const business = await storedBusiness();
    expect(business.rating).toBe("4.50");
    expect(business.reviewCount).toBe(2);
    expect(business.updatedAt.getTime()).toBeGreaterThan(new Date("2024-01-01T00:00:00Z").getTime());
  });

  it("refuses a review of a business from its signed-in owner, and keeps nothing", async () => {
    await insertOwner(t.db, { businessId });
    const response = await requestAsOwner(t)("POST", `/api/businesses/${businessId}/reviews`, review);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ message: OWN_BUSINESS_REVIEW_MESSAGE });
    expect(await t.db.select().from(reviews)).toHaveLength(0);
    // the same visitor may review a business they do not manage
    const other = await insertBusiness(t.db, { categoryId: (await storedBusiness()).categoryId });
    expect((await requestAsOwner(t)("POST", `/api/businesses/${other.id}/reviews`, review)).status).toBe(201);
  });

  it("rounds the average to two decimals", async () => {
    await insertReview(t.db, { businessId, rating: 5 });
    await insertReview(t.db, { businessId, rating: 5 });
    await t.request("POST", `/api/businesses/${businessId}/reviews`, { body: { ...review, rating: 4 } });
    expect((await storedBusiness()).rating).toBe("4.67");
  });

  it("stores a visitor's review as unverified even when the client claims otherwise", async () => {
    const response = await t.request("POST", `/api/businesses/${businessId}/reviews`, {
      body: { ...review, isVerified: true, businessId: inactiveId },
    });
    expect(response.status).toBe(201);
    const [stored] = await t.db.select().from(reviews);
    expect(stored).toMatchObject({ isVerified: false, businessId });
  });

  it("defaults the rating to 5 and stores empty optional fields as null", async () => {
    const response = await t.request("POST", `/api/businesses/${businessId}/reviews`, {
      body: { customerName: "Ravi", customerLocation: "", title: "  ", comment: "Wonderful evening aarti." },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ rating: 5, customerLocation: null, title: null });
  });

  it("announces the content change so the static site is rebuilt, named for the Publishing screen", async () => {
    await t.request("POST", `/api/businesses/${businessId}/reviews`, { body: review });
    expect(t.contentChanges).toEqual([
      {
        reason: `review on business ${businessId}`,
        label: `Review from ${review.customerName} posted`,
        requestedBy: "visitor",
      },
    ]);
  });

  it.each([
    ["customerName", { customerName: " " }, NAME_REQUIRED_MESSAGE],
    ["customerName", { customerName: undefined }, NAME_REQUIRED_MESSAGE],
    ["comment", { comment: "" }, COMMENT_REQUIRED_MESSAGE],
    ["comment", { comment: undefined }, COMMENT_REQUIRED_MESSAGE],
    ["rating", { rating: 0 }, RATING_RANGE_MESSAGE],
    ["rating", { rating: 6 }, RATING_RANGE_MESSAGE],
    ["rating", { rating: 3.5 }, WHOLE_RATING_MESSAGE],
  ])("rejects a bad %s with 422 %#", async (field, change, message) => {
    const response = await t.request("POST", `/api/businesses/${businessId}/reviews`, {
      body: { ...review, ...change },
    });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.message).toBe(message);
    expect(body.errors[field]).toBe(message);
    expect(await t.db.$count(reviews)).toBe(0);
    expect(t.contentChanges).toEqual([]);
  });

  it("answers 404 for an inactive or unknown business and stores nothing", async () => {
    for (const id of [inactiveId, 9999]) {
      const response = await t.request("POST", `/api/businesses/${id}/reviews`, { body: review });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: BUSINESS_NOT_FOUND });
    }
    expect(await t.db.$count(reviews)).toBe(0);
    expect(t.contentChanges).toEqual([]);
  });

  it("counts every one of many concurrent reviews and averages them exactly", async () => {
    // addReview itself: through the API, one address's reviews after the first are held (service/abuse)
    const ratings = Array.from({ length: 20 }, (_, n) => (n % 5) + 1).concat([5, 5, 4]);
    await Promise.all(
      ratings.map((rating, n) =>
        addReview(t.db, businessId, { ...review, customerName: `Guest ${n}`, rating }, "published"),
      ),
    );

    const business = await storedBusiness();
    const average = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
    expect(business.reviewCount).toBe(ratings.length);
    expect(business.rating).toBe(average.toFixed(2));
  });
});

describe("addReview", () => {
  it("publishes a post held as its own double tap's repeat, when the first sending, admitted as published, comes second", async () => {
    const held = await addReview(t.db, businessId, review, "held");
    expect(held.review.status).toBe("held");
    const again = await addReview(t.db, businessId, review, "published");
    expect(again).toMatchObject({ stored: true, review: { id: held.review.id, status: "published" } });
    expect(await t.db.$count(reviews)).toBe(1);
    expect((await storedBusiness()).reviewCount).toBe(1);
    // a repeat of a published post changes nothing
    expect(await addReview(t.db, businessId, review, "held")).toMatchObject({
      stored: false,
      review: { status: "published" },
    });
  });
});

describe("recomputeBusinessRatings", () => {
  it("counts published reviews only", async () => {
    await insertReview(t.db, { businessId, rating: 4 });
    await insertReview(t.db, { businessId, rating: 1, status: "held" });
    await insertReview(t.db, { businessId, rating: 1, status: "hidden" });
    await t.db.transaction((tx) => recomputeBusinessRatings(tx, businessId));
    expect(await storedBusiness()).toMatchObject({ rating: "4.00", reviewCount: 1 });
  });

  it("without an id recomputes every business: average and count of its reviews, 0 without any", async () => {
    await insertReview(t.db, { businessId, rating: 3, createdAt: new Date("2025-02-01T00:00:00Z") });
    await insertReview(t.db, { businessId, rating: 4, createdAt: new Date("2025-03-01T00:00:00Z") });
    await t.db.update(businesses).set({ rating: "1.00", reviewCount: 9 }).where(eq(businesses.id, inactiveId));
    const [inactiveBefore] = await t.db.select().from(businesses).where(eq(businesses.id, inactiveId));

    await t.db.transaction((tx) => recomputeBusinessRatings(tx));

    expect(await storedBusiness()).toMatchObject({
      rating: "3.50",
      reviewCount: 2,
      // the page changed when its newest review arrived
      updatedAt: new Date("2025-03-01T00:00:00Z"),
    });
    const [inactiveAfter] = await t.db.select().from(businesses).where(eq(businesses.id, inactiveId));
    expect(inactiveAfter).toMatchObject({ rating: "0.00", reviewCount: 0, updatedAt: inactiveBefore!.updatedAt });
  });
});
