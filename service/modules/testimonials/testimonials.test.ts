import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test-support/app.ts";
import { insertTestimonial } from "../../test-support/fixtures.ts";

const t = await useTestApp(async (db) => {
  await insertTestimonial(db, { name: "Second", sortOrder: 2 });
  await insertTestimonial(db, {
    name: "First",
    comment: "The best week of my year.",
    location: "Berlin",
    avatar: "https://i.pravatar.cc/150?img=1",
    sortOrder: 1,
  });
  await insertTestimonial(db, { name: "Hidden", sortOrder: 0, isActive: false });
  await insertTestimonial(db, { name: "Also second", sortOrder: 2 });
});

describe("GET /api/testimonials", () => {
  it("lists active testimonials by sort order, then id, with the comment as content", async () => {
    const response = await t.request("GET", "/api/testimonials");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.map((item: { name: string }) => item.name)).toEqual(["First", "Second", "Also second"]);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      content: "The best week of my year.",
      name: "First",
      location: "Berlin",
      avatar: "https://i.pravatar.cc/150?img=1",
    });
  });
});
