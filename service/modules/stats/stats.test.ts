import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test-support/app.ts";
import { insertBusiness, insertCategory } from "../../test-support/fixtures.ts";

const t = await useTestApp();

describe("GET /api/stats", () => {
  it("counts only active businesses", async () => {
    const category = await insertCategory(t.db);
    await insertBusiness(t.db, { categoryId: category.id });
    await insertBusiness(t.db, { categoryId: category.id });
    await insertBusiness(t.db, { categoryId: category.id, isActive: false });
    const response = await t.request("GET", "/api/stats");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ totalBusinesses: 2 });
  });

  it("answers zero for an empty directory", async () => {
    expect(await (await t.request("GET", "/api/stats")).json()).toEqual({ totalBusinesses: 0 });
  });
});
