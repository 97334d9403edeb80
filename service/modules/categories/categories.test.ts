import { describe, expect, it } from "vitest";
import { insertCategory } from "../../test-support/fixtures.ts";
import { useTestApp } from "../../test-support/app.ts";

const t = await useTestApp(async (db) => {
  await insertCategory(db, { name: "Yoga & Meditation", slug: "yoga-meditation", color: "#ff6b35" });
  await insertCategory(db, { name: "Ayurveda & Healing", slug: "ayurveda-healing" });
});

describe("GET /api/categories", () => {
  it("lists every category with its slug, icon and colour", async () => {
    const response = await t.request("GET", "/api/categories");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.map((c: { slug: string }) => c.slug)).toEqual(["yoga-meditation", "ayurveda-healing"]);
    expect(body[0]).toMatchObject({ name: "Yoga & Meditation", color: "#ff6b35", icon: "Sparkles" });
  });
});

describe("errors", () => {
  it("answers an unknown API path with a JSON 404", async () => {
    const response = await t.request("GET", "/api/nothing-here");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Not found" });
  });
});
