import { describe, expect, it } from "vitest";
import { TOTAL_COUNT_HEADER } from "../../../../shared/constants.ts";
import { BLOG_POST_NOT_FOUND, BLOG_SLUG_TAKEN } from "../../../../shared/messages.ts";
import { AdminBlogSummarySchema } from "../../../../shared/schemas/admin-lists.ts";
import { BlogPostSchema } from "../../../../shared/schemas/blog.ts";
import { blogPosts } from "../../../db/schema.ts";
import { insertAdmin, requestAsAdmin } from "../../../test-support/admin.ts";
import { useTestApp } from "../../../test-support/app.ts";
import { insertBlogPost } from "../../../test-support/fixtures.ts";

const t = await useTestApp(async (db) => {
  await insertAdmin(db);
  await insertBlogPost(db, { slug: "morning-aarti", isPublished: true, createdAt: new Date("2025-01-01") });
  await insertBlogPost(db, { slug: "draft-notes", isPublished: false, createdAt: new Date("2025-02-01") });
});

const send = requestAsAdmin(t);
const post = {
  title: "Evening Aarti",
  slug: "evening-aarti",
  content: "Lamps\non the river",
  category: "spiritual",
  tags: [" ganga ", ""],
};

describe("admin blog", () => {
  it("lists drafts too, newest first", async () => {
    const body = (await (await send("GET", "/api/admin/blog")).json()).map((row: unknown) => BlogPostSchema.parse(row));
    expect(body.map((row: { slug: string }) => row.slug)).toEqual(["draft-notes", "morning-aarti"]);
  });

  it("creates a post unpublished with a 5-minute read by default", async () => {
    const response = await send("POST", "/api/admin/blog", post);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      slug: "evening-aarti",
      isPublished: false,
      readTime: 5,
      tags: ["ganga"],
    });
  });

  it("answers a duplicate slug with 409 and the form's message", async () => {
    const response = await send("POST", "/api/admin/blog", { ...post, slug: "morning-aarti" });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe(BLOG_SLUG_TAKEN);
  });

  it("updates and deletes a post; an unknown one is a 404", async () => {
    const updated = await send("PUT", "/api/admin/blog/2", { ...post, isPublished: true });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ id: 2, slug: "evening-aarti", isPublished: true });
    expect((await send("DELETE", "/api/admin/blog/2")).status).toBe(204);
    const missing = await send("GET", "/api/admin/blog/2");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: BLOG_POST_NOT_FOUND });
  });
});

describe("GET /api/admin/blog: paging and search on the server", () => {
  const slugsOf = async (query: string) => {
    const response = await send("GET", `/api/admin/blog?${query}`);
    expect(response.status).toBe(200);
    return {
      slugs: (await response.json()).map((row: { slug: string }) => row.slug),
      total: Number(response.headers.get(TOTAL_COUNT_HEADER)),
    };
  };

  it("pages newest first with the total in X-Total-Count", async () => {
    expect(await slugsOf("limit=1")).toEqual({ slugs: ["draft-notes"], total: 2 });
    expect(await slugsOf("limit=1&offset=1")).toEqual({ slugs: ["morning-aarti"], total: 2 });
  });

  it("searches title and category, ignoring case", async () => {
    await insertBlogPost(t.db, {
      slug: "rafting",
      title: "Rafting the Ganges",
      category: "travel",
      createdAt: new Date("2025-03-01"),
    });
    await insertBlogPost(t.db, {
      slug: "trek",
      title: "Kunjapuri at dawn",
      category: "travel",
      content: "Rafting? No.",
      createdAt: new Date("2025-04-01"),
    });
    expect(await slugsOf("q=RAFTING")).toEqual({ slugs: ["rafting"], total: 1 });
    expect((await slugsOf("q=Travel")).slugs).toEqual(["trek", "rafting"]);
  });
});

describe("GET /api/admin/blog/summary", () => {
  it("counts published posts and drafts, and rounds the average read time", async () => {
    await insertBlogPost(t.db, { readTime: 5, isPublished: true });
    await insertBlogPost(t.db, { readTime: 7, isPublished: false });
    const response = await send("GET", "/api/admin/blog/summary");
    expect(response.status).toBe(200);
    // the two seeded posts read in 5 minutes: (5 + 5 + 5 + 7) / 4 = 5.5
    expect(AdminBlogSummarySchema.parse(await response.json())).toEqual({
      total: 4,
      published: 2,
      drafts: 2,
      averageReadTime: 6,
    });
  });

  it("answers 0 minutes without posts", async () => {
    await t.db.delete(blogPosts);
    expect(await (await send("GET", "/api/admin/blog/summary")).json()).toEqual({
      total: 0,
      published: 0,
      drafts: 0,
      averageReadTime: 0,
    });
  });
});

describe("saving a post", () => {
  it("PUT keeps Publish and the read time when the form leaves them out; PATCH publishes alone", async () => {
    const published = await send("PUT", "/api/admin/blog/1", { ...post, readTime: 12 });
    expect(await published.json()).toMatchObject({ isPublished: true, readTime: 12 });
    const kept = await send("PUT", "/api/admin/blog/1", post);
    expect(await kept.json()).toMatchObject({ isPublished: true, readTime: 12, tags: ["ganga"] });
    const draft = await send("PATCH", "/api/admin/blog/1", { isPublished: false });
    expect(await draft.json()).toMatchObject({ slug: "evening-aarti", isPublished: false, readTime: 12 });
  });
});
