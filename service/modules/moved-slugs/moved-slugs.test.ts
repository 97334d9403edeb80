import { describe, expect, it } from "vitest";
import { movedSlugs } from "../../db/schema.ts";
import { readSnapshot } from "../../publish/snapshot/snapshot.ts";
import { insertAdmin, requestAsAdmin } from "../../test-support/admin.ts";
import { useTestApp } from "../../test-support/app.ts";
import { insertBlogPost, insertCategory } from "../../test-support/fixtures.ts";
import { listMovedAddresses } from "./queries.ts";

const t = await useTestApp(async (db) => {
  await insertAdmin(db);
  await insertCategory(db, { name: "Yoga & Meditation", slug: "yoga" });
  await insertBlogPost(db, { title: "Aarti at Dusk", slug: "aarti" });
});

const send = requestAsAdmin(t);

async function changeSlug(path: string, slug: string) {
  const response = await send("PATCH", path, { slug });
  expect(response.status).toBe(200);
}

const snapshotMoves = async () => (await readSnapshot(t.db, "https://soulofrishikesh.example")).movedAddresses;

describe("old addresses of a changed slug", () => {
  it("lead from every slug a category had to the one it has now", async () => {
    await changeSlug("/api/admin/categories/1", "yoga-meditation");
    await changeSlug("/api/admin/categories/1", "yoga-and-meditation");
    expect(await snapshotMoves()).toEqual([
      { from: "/categories/yoga", to: "/categories/yoga-and-meditation" },
      { from: "/categories/yoga-meditation", to: "/categories/yoga-and-meditation" },
    ]);
  });

  it("lead to a blog post's new address while it is published, and nowhere once it is a draft", async () => {
    await changeSlug("/api/admin/blog/1", "ganga-aarti");
    expect(await snapshotMoves()).toEqual([{ from: "/blog/aarti", to: "/blog/ganga-aarti" }]);
    await send("PATCH", "/api/admin/blog/1", { isPublished: false });
    expect(await snapshotMoves()).toEqual([]);
    // kept for when it is published again
    expect(await listMovedAddresses(t.db)).toEqual([{ from: "/blog/aarti", to: "/blog/ganga-aarti" }]);
  });

  it("stop being old once the record takes its old slug back, or another record takes it", async () => {
    await changeSlug("/api/admin/categories/1", "yoga-meditation");
    await changeSlug("/api/admin/categories/1", "yoga");
    expect(await listMovedAddresses(t.db)).toEqual([{ from: "/categories/yoga-meditation", to: "/categories/yoga" }]);

    await changeSlug("/api/admin/blog/1", "ganga-aarti");
    const created = await send("POST", "/api/admin/blog", {
      title: "Aarti",
      slug: "aarti",
      content: "Evening lamps",
      category: "spiritual",
    });
    expect(created.status).toBe(201);
    expect((await listMovedAddresses(t.db)).map(({ from }) => from)).toEqual(["/categories/yoga-meditation"]);
  });

  it("are not kept when the change is refused, and go with their record when it is deleted", async () => {
    await insertCategory(t.db, { slug: "ayurveda" });
    const refused = await send("PATCH", "/api/admin/categories/1", { slug: "ayurveda" });
    expect(refused.status).toBe(409);
    expect(await t.db.$count(movedSlugs)).toBe(0);

    await changeSlug("/api/admin/blog/1", "ganga-aarti");
    expect(await t.db.$count(movedSlugs)).toBe(1);
    expect((await send("DELETE", "/api/admin/blog/1")).status).toBe(204);
    expect(await t.db.$count(movedSlugs)).toBe(0);
  });

  it("are not kept by an edit that leaves the slug as it was", async () => {
    await send("PUT", "/api/admin/categories/1", { name: "Yoga", slug: "yoga" });
    expect(await t.db.$count(movedSlugs)).toBe(0);
  });
});
