import { describe, expect, it } from "vitest";
import { AdminStatsSchema } from "../../../../shared/schemas/stats.ts";
import { insertAdmin, requestAsAdmin } from "../../../test-support/admin.ts";
import { useTestApp } from "../../../test-support/app.ts";
import { insertBlogPost, insertBusiness, insertCategory, insertInquiry } from "../../../test-support/fixtures.ts";

const t = await useTestApp(async (db) => {
  await insertAdmin(db);
});

const send = requestAsAdmin(t);

describe("GET /api/admin/stats", () => {
  it("counts everything, drafts and listings awaiting approval included", async () => {
    const category = await insertCategory(t.db);
    await insertCategory(t.db);
    const business = await insertBusiness(t.db, { categoryId: category.id });
    await insertBusiness(t.db, { categoryId: category.id, isActive: false });
    await insertBlogPost(t.db, { isPublished: false });
    await insertInquiry(t.db, { businessId: business.id, status: "closed" });
    const stats = AdminStatsSchema.parse(await (await send("GET", "/api/admin/stats")).json());
    expect(stats).toEqual({ totalBusinesses: 2, totalPosts: 1, totalCategories: 2, totalInquiries: 1 });
  });
});
