import { describe, expect, it } from "vitest";
import { BlogPostSchema } from "../../../../shared/schemas/blog.ts";
import { insertAdmin, requestAsAdmin } from "../../../test-support/admin.ts";
import { useTestApp } from "../../../test-support/app.ts";
import { insertBlogPost } from "../../../test-support/fixtures.ts";

const t = await useTestApp(async (db) => {
  await insertAdmin(db);
  await insertBlogPost(db, { slug: "morning-aarti", isPublished: true, createdAt: new Date("2025-01-01") });
  await insertBlogPost(db, { slug: "draft-notes", isPublished: false, createdAt: new Date("2025-02-01") });
});

const send = requestAsAdmin(t);
const post = { title: "Evening Aarti", slug: "evening-aarti", content: "Lamps\non the river", category: "spiritual", tags: [" ganga ", ""] };

describe("admin blog", () => {
  it("lists drafts too, newest first", async () => {
    const body = (await (await send("GET", "/api/admin/blog")).json()).map((row: unknown) => BlogPostSchema.parse(row));
    expect(body.map((row: { slug: string }) => row.slug)).toEqual(["draft-notes", "morning-aarti"]);
  });

  it("creates a post unpublished with a 5-minute read by default", async () => {
    const response = await send("POST", "/api/admin/blog", post);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ slug: "evening-aarti", isPublished: false, readTime: 5, tags: ["ganga"] });
  });

  it("answers a duplicate slug with 409 and the form's message", async () => {
    const response = await send("POST", "/api/admin/blog", { ...post, slug: "morning-aarti" });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe("A blog post with this slug already exists");
  });

  it("updates and deletes a post; an unknown one is a 404", async () => {
    const updated = await send("PUT", "/api/admin/blog/2", { ...post, isPublished: true });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ id: 2, slug: "evening-aarti", isPublished: true });
    expect((await send("DELETE", "/api/admin/blog/2")).status).toBe(204);
    const missing = await send("GET", "/api/admin/blog/2");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Blog post not found" });
  });
});
