import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REVIEW_PAGE } from "../../../shared/constants.ts";
import { DEFAULT_HOME_CONTENT } from "../../../shared/schemas/home-content.ts";
import { SiteSnapshotSchema } from "../../../shared/schemas/snapshot.ts";
import { contentTranslations, homeContent, reviewReplies } from "../../db/schema.ts";
import { useTestApp } from "../../test-support/app.ts";
import {
  insertBlogPost,
  insertBusiness,
  insertCategory,
  insertReview,
  insertTestimonial,
} from "../../test-support/fixtures.ts";
import { siteCodeDigest } from "../build/site-code.ts";
import { readSnapshot, writeSnapshot } from "./snapshot.ts";

const SITE = "https://soulofrishikesh.example";
const t = await useTestApp();
const scratch = await mkdtemp(join(tmpdir(), "sor-snapshot-"));
afterAll(() => rm(scratch, { recursive: true, force: true }));

async function seedPublicAndPrivateRecords() {
  const yoga = await insertCategory(t.db, { name: "Yoga & Meditation", slug: "yoga-meditation" });
  const stays = await insertCategory(t.db, { name: "Stays & Retreats", slug: "stays-retreats" });
  await insertBusiness(t.db, { categoryId: yoga.id, name: "Verified Shala", isVerified: true, rating: "4.80" });
  await insertBusiness(t.db, { categoryId: yoga.id, name: "New Shala", rating: "4.20" });
  await insertBusiness(t.db, { categoryId: yoga.id, name: "Pending Shala", isVerified: true, isActive: false });
  await insertBusiness(t.db, { categoryId: stays.id, name: "Hidden Stay", isActive: false });
  await insertBlogPost(t.db, { title: "Published", slug: "published" });
  await insertBlogPost(t.db, { title: "Draft", slug: "draft", isPublished: false });
  await insertTestimonial(t.db, { comment: "Shown", sortOrder: 2 });
  await insertTestimonial(t.db, { comment: "First", sortOrder: 1 });
  await insertTestimonial(t.db, { comment: "Hidden", isActive: false });
}

describe("readSnapshot", () => {
  it("holds only what the public may see: active businesses, published posts, active testimonials", async () => {
    await seedPublicAndPrivateRecords();
    const snapshot = await readSnapshot(t.db, SITE);
    expect(snapshot.siteUrl).toBe(SITE);
    expect(snapshot.businesses.map((b) => b.name)).toEqual(["Verified Shala", "New Shala"]);
    expect(snapshot.businesses[0]?.category).toEqual({
      name: "Yoga & Meditation",
      slug: "yoga-meditation",
      color: "#ff6b35",
      translations: {},
    });
    expect(snapshot.blogPosts.map((p) => p.slug)).toEqual(["published"]);
    expect(snapshot.testimonials.map((x) => x.content)).toEqual(["First", "Shown"]);
    expect(snapshot.stats).toEqual({ totalBusinesses: 2 });
  });

  it("carries each business's newest published reviews, as many as the reviews API's first page", async () => {
    const yoga = await insertCategory(t.db, { name: "Yoga & Meditation", slug: "yoga-meditation" });
    const busy = await insertBusiness(t.db, { categoryId: yoga.id, name: "Busy Shala" });
    const quiet = await insertBusiness(t.db, { categoryId: yoga.id, name: "Quiet Shala" });
    const day = (n: number) => new Date(Date.UTC(2025, 0, n));
    for (let n = 1; n <= REVIEW_PAGE.defaultLimit + 2; n++) {
      await insertReview(t.db, { businessId: busy.id, comment: `Visit ${n}`, createdAt: day(n) });
    }
    await insertReview(t.db, { businessId: busy.id, comment: "Held", status: "held", createdAt: day(40) });
    await insertReview(t.db, { businessId: quiet.id, comment: "Only one", createdAt: day(3) });

    const { businesses } = await readSnapshot(t.db, SITE);
    const reviewsOf = (id: number) => businesses.find((business) => business.id === id)!.reviews;
    const newestFirst = Array.from(
      { length: REVIEW_PAGE.defaultLimit },
      (_, i) => `Visit ${REVIEW_PAGE.defaultLimit + 2 - i}`,
    );
    expect(reviewsOf(busy.id).map((review) => review.comment)).toEqual(newestFirst);
    expect(reviewsOf(quiet.id).map((review) => review.comment)).toEqual(["Only one"]);
  });

  it("carries the owner's reply under its review for the static page, and none an editor hid", async () => {
    const yoga = await insertCategory(t.db, { name: "Yoga & Meditation", slug: "yoga-meditation" });
    const shala = await insertBusiness(t.db, { categoryId: yoga.id, name: "Answering Shala" });
    const answered = await insertReview(t.db, { businessId: shala.id, comment: "Answered" });
    const hidden = await insertReview(t.db, { businessId: shala.id, comment: "Reply hidden" });
    await t.db.insert(reviewReplies).values([
      { reviewId: answered.id, body: "Thank you for the kind words." },
      { reviewId: hidden.id, body: "Liar.", hiddenAt: new Date() },
    ]);
    const { businesses } = await readSnapshot(t.db, SITE);
    const replies = Object.fromEntries(businesses[0]!.reviews.map((review) => [review.comment, review.ownerReply]));
    expect(replies).toEqual({
      Answered: { body: "Thank you for the kind words.", repliedAt: expect.any(String) },
      "Reply hidden": null,
    });
  });

  it("counts each category's active and verified businesses", async () => {
    await seedPublicAndPrivateRecords();
    const { categories } = await readSnapshot(t.db, SITE);
    expect(
      categories.map(({ slug, businessCount, verifiedCount }) => ({ slug, businessCount, verifiedCount })),
    ).toEqual([
      { slug: "yoga-meditation", businessCount: 2, verifiedCount: 1 },
      { slug: "stays-retreats", businessCount: 0, verifiedCount: 0 },
    ]);
  });

  it("gives the public home texts: the saved ones, else the defaults", async () => {
    expect((await readSnapshot(t.db, SITE)).homeContent?.heroTitle).toBe(DEFAULT_HOME_CONTENT.heroTitle);
    await t.db
      .insert(homeContent)
      .values({ ...DEFAULT_HOME_CONTENT, heroTitle: "Saved title", showTestimonialSection: false });
    const saved = (await readSnapshot(t.db, SITE)).homeContent;
    expect(saved?.heroTitle).toBe("Saved title");
    expect(saved?.showTestimonialSection).toBe(false);
  });

  it("carries each record's translations by language and field, the business's category's with it", async () => {
    const yoga = await insertCategory(t.db, { name: "Yoga" });
    const shala = await insertBusiness(t.db, { categoryId: yoga.id, name: "Shala" });
    const post = await insertBlogPost(t.db, { title: "Sunrise" });
    const row = { sourceHash: "0".repeat(64) };
    await t.db.insert(contentTranslations).values([
      { ...row, entity: "business", entityId: shala.id, language: "hi", field: "description", value: "गंगा के पास" },
      { ...row, entity: "business", entityId: shala.id, language: "he", field: "services", value: "יוגה\nמדיטציה" },
      { ...row, entity: "category", entityId: yoga.id, language: "hi", field: "name", value: "योग" },
      { ...row, entity: "blog_post", entityId: post.id, language: "he", field: "title", value: "זריחה" },
      { ...row, entity: "home_content", entityId: 1, language: "hi", field: "heroTitle", value: "ऋषिकेश" },
    ]);
    const snapshot = await readSnapshot(t.db, SITE);
    expect(snapshot.businesses[0]?.translations).toEqual({
      hi: { description: "गंगा के पास" },
      he: { services: "יוגה\nמדיטציה" },
    });
    expect(snapshot.businesses[0]?.category?.translations).toEqual({ hi: { name: "योग" } });
    expect(snapshot.categories[0]?.translations).toEqual({ hi: { name: "योग" } });
    expect(snapshot.blogPosts[0]?.translations).toEqual({ he: { title: "זריחה" } });
    expect(snapshot.homeContent.translations).toEqual({ hi: { heroTitle: "ऋषिकेश" } });
    expect(SiteSnapshotSchema.parse(JSON.parse(JSON.stringify(snapshot))).businesses[0]?.translations?.hi).toEqual({
      description: "गंगा के पास",
    });
  });

  it("gives each business and post the preview made of its photo (a business's first), and none to the others", async () => {
    const yoga = await insertCategory(t.db);
    const shown = "https://photos.example/shala.jpg";
    await insertBusiness(t.db, {
      categoryId: yoga.id,
      name: "Previewed",
      images: [shown, "https://photos.example/2.jpg"],
    });
    await insertBusiness(t.db, {
      categoryId: yoga.id,
      name: "Second photo made",
      images: ["https://photos.example/a.jpg", shown],
    });
    await insertBusiness(t.db, { categoryId: yoga.id, name: "No photo", images: [] });
    await insertBlogPost(t.db, { slug: "with-photo", imageUrl: "https://photos.example/ghat.jpg" });
    await insertBlogPost(t.db, { slug: "without-photo", imageUrl: null });
    const preview = (name: string) => `data:image/avif;base64,${Buffer.from(name).toString("base64")}`;
    const asked: string[][] = [];
    const snapshot = await readSnapshot(t.db, SITE, undefined, (sources) => {
      asked.push(sources);
      return Promise.resolve(
        new Map([shown, "https://photos.example/ghat.jpg"].map((source) => [source, preview(source)])),
      );
    });

    const previewOf = Object.fromEntries(snapshot.businesses.map((b) => [b.name, b.photoPreview]));
    expect(previewOf).toEqual({ Previewed: preview(shown), "Second photo made": undefined, "No photo": undefined });
    expect(Object.fromEntries(snapshot.blogPosts.map((post) => [post.slug, post.photoPreview]))).toEqual({
      "with-photo": preview("https://photos.example/ghat.jpg"),
      "without-photo": undefined,
    });
    // one lookup for the whole snapshot, of the photos pages show first only
    expect(asked).toHaveLength(1);
    expect(asked[0]?.toSorted()).toEqual(
      [shown, "https://photos.example/a.jpg", "https://photos.example/ghat.jpg"].toSorted(),
    );
  });
});

describe("writeSnapshot", () => {
  it("writes a file the site can read back through the shared schema, leaving no temporary file", async () => {
    await seedPublicAndPrivateRecords();
    const path = join(scratch, "nested", "snapshot.json");
    await writeSnapshot(path, await readSnapshot(t.db, SITE));
    const parsed = SiteSnapshotSchema.parse(JSON.parse(await readFile(path, "utf8")));
    expect(parsed.businesses).toHaveLength(2);
    expect(await readdir(join(scratch, "nested"))).toEqual(["snapshot.json"]);
  });

  it("marks the snapshot with the version of the code that checked it, so a build of that version trusts it", async () => {
    await seedPublicAndPrivateRecords();
    const snapshot = await readSnapshot(t.db, SITE);
    expect(snapshot.validatedBy).toBe(await siteCodeDigest());
  });
});
