import { describe, expect, it } from "vitest";
import { BLOG_POST_NOT_FOUND } from "../../../shared/messages.ts";
import { BlogPostSchema } from "../../../shared/schemas/blog.ts";
import { useTestApp } from "../../test-support/app.ts";
import { insertBlogPost } from "../../test-support/fixtures.ts";

const t = await useTestApp(async (db) => {
  await insertBlogPost(db, { title: "Older", slug: "older", createdAt: new Date("2024-01-01T00:00:00Z") });
  await insertBlogPost(db, {
    title: "Newer",
    slug: "newer",
    createdAt: new Date("2024-06-01T00:00:00Z"),
    tags: ["yoga"],
  });
  await insertBlogPost(db, {
    title: "Draft",
    slug: "draft",
    isPublished: false,
    createdAt: new Date("2024-09-01T00:00:00Z"),
  });
});

describe("GET /api/blog", () => {
  it("lists published posts only, newest first", async () => {
    const response = await t.request("GET", "/api/blog");
    expect(response.status).toBe(200);
    const body = BlogPostSchema.array().parse(await response.json());
    expect(body.map((post) => post.slug)).toEqual(["newer", "older"]);
  });
});

describe("GET /api/blog/:slug", () => {
  it("answers a published post", async () => {
    const response = await t.request("GET", "/api/blog/newer");
    expect(response.status).toBe(200);
    expect(BlogPostSchema.parse(await response.json())).toMatchObject({ title: "Newer", tags: ["yoga"] });
  });

  it.each([["draft"], ["no-such-post"], ["%00"], ["a%00b"], ["Not%20A%20Slug"], ["x".repeat(300)]])(
    "answers 404 Blog post not found for %s",
    async (slug) => {
      const response = await t.request("GET", `/api/blog/${slug}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: BLOG_POST_NOT_FOUND });
    },
  );
});
