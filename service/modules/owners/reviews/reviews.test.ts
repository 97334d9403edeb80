import { describe, expect, it } from "vitest";
import { TOTAL_COUNT_HEADER } from "../../../../shared/constants.ts";
import { REPLY_NOT_FOUND, REVIEW_NOT_FOUND } from "../../../../shared/messages.ts";
import { AdminReviewSchema, REPLY_REQUIRED_MESSAGE, ReviewSchema } from "../../../../shared/schemas/review.ts";
import { auditLog, reviewReplies } from "../../../db/schema.ts";
import { useTestApp } from "../../../test-support/app.ts";
import { insertBusiness, insertCategory, insertReview } from "../../../test-support/fixtures.ts";
import { insertOwner, requestAsOwner } from "../../../test-support/owner.ts";

let mine = 0;
let theirs = 0;
let reviewOfMine = 0;
let reviewOfTheirs = 0;
const t = await useTestApp(async (db) => {
  const category = await insertCategory(db);
  mine = (await insertBusiness(db, { categoryId: category.id, name: "Ganga View" })).id;
  theirs = (await insertBusiness(db, { categoryId: category.id, name: "Next Door" })).id;
  await insertOwner(db, { businessId: mine });
  await insertOwner(db, { businessId: theirs, id: "owner-tom", email: "tom@example.com" });
  reviewOfMine = (await insertReview(db, { businessId: mine, customerName: "Mira" })).id;
  await insertReview(db, { businessId: mine, customerName: "Held", status: "held" });
  reviewOfTheirs = (await insertReview(db, { businessId: theirs, customerName: "Tom's guest" })).id;
});

const asOwner = requestAsOwner(t);
const replyPath = (businessId: number, reviewId: number) =>
  `/api/owner/businesses/${businessId}/reviews/${reviewId}/reply`;
const publicReplies = async (businessId: number) =>
  ReviewSchema.array()
    .parse(await (await t.request("GET", `/api/businesses/${businessId}/reviews`)).json())
    .map((review) => review.ownerReply?.body ?? null);

describe("an owner's reviews", () => {
  it("are their business's published ones, with their reply to each", async () => {
    await t.db.insert(reviewReplies).values({ reviewId: reviewOfMine, body: "Thank you!", hiddenAt: new Date() });
    const response = await asOwner("GET", `/api/owner/businesses/${mine}/reviews`);
    expect(response.status).toBe(200);
    expect(response.headers.get(TOTAL_COUNT_HEADER)).toBe("1");
    const rows = AdminReviewSchema.omit({ business: true })
      .array()
      .parse(await response.json());
    expect(rows).toMatchObject([{ customerName: "Mira", ownerReply: { body: "Thank you!", hidden: true } }]);
  });

  it("get one public reply each, shown under the review, audited as the owner's and rebuilt", async () => {
    const response = await asOwner("PUT", replyPath(mine, reviewOfMine), { body: "  Thank you, Mira!  " });
    expect(response.status).toBe(200);
    expect(AdminReviewSchema.omit({ business: true }).parse(await response.json()).ownerReply).toMatchObject({
      body: "Thank you, Mira!",
      hidden: false,
    });
    expect(await publicReplies(mine)).toEqual(["Thank you, Mira!"]);
    const [audit] = await t.db.select().from(auditLog);
    expect(audit).toMatchObject({
      actorKind: "owner",
      userId: "owner-asha",
      adminUsername: "asha@example.com",
      entity: "review",
      entityId: String(reviewOfMine),
      action: "update",
      changes: { ownerReply: { from: null, to: "Thank you, Mira!" } },
    });
    expect(t.contentChanges).toHaveLength(1);
  });

  it("can be reworded, still one reply; the same words again change nothing", async () => {
    await asOwner("PUT", replyPath(mine, reviewOfMine), { body: "Thanks" });
    await asOwner("PUT", replyPath(mine, reviewOfMine), { body: "Thank you for staying with us." });
    await asOwner("PUT", replyPath(mine, reviewOfMine), { body: "Thank you for staying with us." });
    expect(await t.db.$count(reviewReplies)).toBe(1);
    expect(await publicReplies(mine)).toEqual(["Thank you for staying with us."]);
    expect(await t.db.$count(auditLog)).toBe(2);
  });

  it("stays hidden when reworded after an editor hid it", async () => {
    await t.db.insert(reviewReplies).values({ reviewId: reviewOfMine, body: "Call me", hiddenAt: new Date() });
    await asOwner("PUT", replyPath(mine, reviewOfMine), { body: "Thank you" });
    expect(await publicReplies(mine)).toEqual([null]);
  });

  it("can be taken back", async () => {
    await asOwner("PUT", replyPath(mine, reviewOfMine), { body: "Thanks" });
    expect((await asOwner("DELETE", replyPath(mine, reviewOfMine))).status).toBe(204);
    expect(await publicReplies(mine)).toEqual([null]);
    const missing = await asOwner("DELETE", replyPath(mine, reviewOfMine));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: REPLY_NOT_FOUND });
  });

  it("refuses an empty reply or one past the limit, keeping nothing", async () => {
    const empty = await asOwner("PUT", replyPath(mine, reviewOfMine), { body: "   " });
    expect(empty.status).toBe(422);
    expect(JSON.stringify(await empty.json())).toContain(REPLY_REQUIRED_MESSAGE);
    expect((await asOwner("PUT", replyPath(mine, reviewOfMine), { body: "x".repeat(2001) })).status).toBe(422);
    expect(await t.db.$count(reviewReplies)).toBe(0);
  });
});

describe("only the business's owner replies", () => {
  it("another owner is refused (403) on the business, and nothing is written", async () => {
    const response = await asOwner("PUT", replyPath(theirs, reviewOfTheirs), { body: "Ours is better" });
    expect(response.status).toBe(403);
    expect((await asOwner("GET", `/api/owner/businesses/${theirs}/reviews`)).status).toBe(403);
    expect((await asOwner("DELETE", replyPath(theirs, reviewOfTheirs))).status).toBe(403);
    expect(await t.db.$count(reviewReplies)).toBe(0);
  });

  it("a review of another business is not found through their own business's path", async () => {
    const response = await asOwner("PUT", replyPath(mine, reviewOfTheirs), { body: "Hello" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: REVIEW_NOT_FOUND });
    expect(await t.db.$count(reviewReplies)).toBe(0);
  });

  it("a held review cannot be answered", async () => {
    const held = await insertReview(t.db, { businessId: mine, status: "held" });
    expect((await asOwner("PUT", replyPath(mine, held.id), { body: "Thanks" })).status).toBe(404);
  });

  it("a visitor who is not signed in gets 401", async () => {
    const response = await t.request("PUT", replyPath(mine, reviewOfMine), { body: { body: "Thanks" } });
    expect(response.status).toBe(401);
    expect(await t.db.$count(reviewReplies)).toBe(0);
  });
});
