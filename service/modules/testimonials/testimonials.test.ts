import { describe, expect, it } from "vitest";
import { testimonials } from "../../db/schema.ts";
import { useTestApp } from "../../test-support/app.ts";

const t = await useTestApp(async (db) => {
  const base = { location: "Berlin", rating: 5, avatar: "https://i.pravatar.cc/150?img=1" };
  await db.insert(testimonials).values([
    { ...base, name: "Second", comment: "Found my teacher here.", sortOrder: 2 },
    { ...base, name: "First", comment: "The best week of my year.", sortOrder: 1 },
    { ...base, name: "Hidden", comment: "Withdrawn by the admin.", sortOrder: 0, isActive: false },
    { ...base, name: "Also second", comment: "Booked a rafting trip.", sortOrder: 2 },
  ]);
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
