// A record that got past the API (stored before its checks, or changed by hand) but that a page cannot show is
// left out of the snapshot with a warning naming it; the rest of the site still builds.
import { describe, expect, it } from "vitest";
import { homeContent } from "../../db/schema.ts";
import { useTestApp } from "../../test-support/app.ts";
import { insertBlogPost, insertBusiness, insertCategory, insertTestimonial } from "../../test-support/fixtures.ts";
import { readSnapshot } from "./snapshot.ts";

const t = await useTestApp();

async function snapshotWithWarnings() {
  const warnings: string[] = [];
  const snapshot = await readSnapshot(t.db, "https://soulofrishikesh.example", (line) => warnings.push(line));
  return { snapshot, warnings };
}

describe("readSnapshot's records", () => {
  it("are as the snapshot's schema reads them, checked once: dates as ISO text, not the database's Date objects", async () => {
    const category = await insertCategory(t.db);
    await insertBusiness(t.db, { categoryId: category.id, name: "Dated Shala" });
    await insertBlogPost(t.db, { title: "Dated", slug: "dated" });
    const { snapshot } = await snapshotWithWarnings();
    expect(snapshot.businesses[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(typeof snapshot.blogPosts[0]!.createdAt).toBe("string");
  });
});

describe("readSnapshot with records a page cannot show", () => {
  it("skips a business whose image or website is no web address, naming it, and keeps the others", async () => {
    const category = await insertCategory(t.db);
    await insertBusiness(t.db, { categoryId: category.id, name: "Good Shala" });
    const badImage = await insertBusiness(t.db, { categoryId: category.id, name: "Broken", images: ["http://["] });
    const spaced = await insertBusiness(t.db, {
      categoryId: category.id,
      name: "Spaced",
      images: ["https://exa mple.com/a.jpg"],
    });
    const script = await insertBusiness(t.db, { categoryId: category.id, name: "Script", website: "javascript:x()" });
    await insertBusiness(t.db, { categoryId: category.id, name: "Bare Domain", website: "gangaview.in" });
    await insertBusiness(t.db, {
      categoryId: category.id,
      name: "Uploaded",
      images: [`upload:${"a".repeat(64)}.webp`, "https://images.example/a.jpg"],
    });

    const { snapshot, warnings } = await snapshotWithWarnings();
    expect(snapshot.businesses.map((b) => b.name).sort()).toEqual(["Bare Domain", "Good Shala", "Uploaded"]);
    expect(snapshot.stats.totalBusinesses).toBe(3);
    // businesses come best rated first, then by name
    expect(warnings).toEqual([
      `Skipped business ${badImage.id} (Broken): image is not a web address`,
      `Skipped business ${script.id} (Script): website is not a web address`,
      `Skipped business ${spaced.id} (Spaced): image is not a web address`,
    ]);
  });

  it("skips a category whose slug cannot name a page, and its businesses", async () => {
    const good = await insertCategory(t.db, { slug: "yoga" });
    const long = await insertCategory(t.db, { name: "Long", slug: "a".repeat(300) });
    await insertBusiness(t.db, { categoryId: good.id, name: "Kept" });
    const orphan = await insertBusiness(t.db, { categoryId: long.id, name: "In Long" });

    const { snapshot, warnings } = await snapshotWithWarnings();
    expect(snapshot.categories.map((c) => c.slug)).toEqual(["yoga"]);
    expect(snapshot.businesses.map((b) => b.name)).toEqual(["Kept"]);
    expect(warnings).toEqual([
      `Skipped business ${orphan.id} (In Long): its category's slug cannot name a page`,
      `Skipped category ${long.id} (Long): slug cannot name a page`,
    ]);
  });

  it("skips a category whose colour is no colour, a blog post with a bad slug or image, a testimonial with a bad avatar (an uploaded one is kept)", async () => {
    const badColour = await insertCategory(t.db, { name: "Red", color: "red;background:url(x)" });
    const post = await insertBlogPost(t.db, { title: "Broken", imageUrl: "not a url" });
    await insertBlogPost(t.db, { title: "Fine" });
    const testimonial = await insertTestimonial(t.db, { name: "Avi", avatar: "ftp://x" });
    await insertTestimonial(t.db, { name: "Uploaded", avatar: `upload:${"b".repeat(64)}.webp` });

    const { snapshot, warnings } = await snapshotWithWarnings();
    expect(snapshot.categories).toEqual([]);
    expect(snapshot.blogPosts.map((p) => p.title)).toEqual(["Fine"]);
    expect(snapshot.testimonials.map((kept) => kept.name)).toEqual(["Uploaded"]);
    expect(warnings).toEqual([
      `Skipped blog post ${post.id} (Broken): image is not a web address`,
      `Skipped category ${badColour.id} (Red): colour is not a hex colour`,
      `Skipped testimonial ${testimonial.id} (Avi): avatar is not a web address`,
    ]);
  });

  it("drops a home page button link that is neither a site path nor a web address", async () => {
    await t.db.insert(homeContent).values({
      heroTitle: "Welcome",
      heroDescription: "To Rishikesh",
      ctaText: "Go",
      ctaLink: "javascript:alert(1)",
    });
    const { snapshot, warnings } = await snapshotWithWarnings();
    expect(snapshot.homeContent.ctaLink).toBeNull();
    expect(snapshot.homeContent.heroTitle).toBe("Welcome");
    expect(warnings).toEqual([
      "Skipped the home page's button link: it is neither a path on this site nor a web address",
    ]);
  });

  it("warns about nothing when every record is fine", async () => {
    const category = await insertCategory(t.db);
    await insertBusiness(t.db, { categoryId: category.id, images: ["https://images.example/a.jpg"] });
    await insertBlogPost(t.db);
    const { warnings } = await snapshotWithWarnings();
    expect(warnings).toEqual([]);
  });
});
