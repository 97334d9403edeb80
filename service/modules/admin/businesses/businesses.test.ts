import { describe, expect, it } from "vitest";
import { BusinessSchema } from "../../../../shared/schemas/business.ts";
import { auditLog, businesses } from "../../../db/schema.ts";
import { insertAdmin, requestAsAdmin } from "../../../test-support/admin.ts";
import { useTestApp } from "../../../test-support/app.ts";
import { insertBusiness, insertCategory } from "../../../test-support/fixtures.ts";

const t = await useTestApp(async (db) => {
  await insertAdmin(db);
  const category = await insertCategory(db, { name: "Stays", slug: "stays-retreats", color: "#1c7ed6" });
  await insertBusiness(db, { categoryId: category.id, name: "Live Ashram", createdAt: new Date("2025-01-01") });
  // a listing submitted by the public: waiting for approval
  await insertBusiness(db, { categoryId: category.id, name: "New Guesthouse", isActive: false, createdAt: new Date("2025-02-01") });
});

const send = requestAsAdmin(t);
const form = { name: "Ganga View", description: "Rooms by the river", categoryId: "1", location: "Tapovan", services: ["Yoga", " "] };

describe("admin businesses", () => {
  it("lists inactive listings too, newest first, with category and isFeatured", async () => {
    const body = (await (await send("GET", "/api/admin/businesses")).json()).map((row: unknown) => BusinessSchema.parse(row));
    expect(body.map((row: { name: string }) => row.name)).toEqual(["New Guesthouse", "Live Ashram"]);
    expect(body[0]).toMatchObject({ isActive: false, isFeatured: false, category: { name: "Stays", slug: "stays-retreats", color: "#1c7ed6" } });
  });

  it("reads one business, inactive or not", async () => {
    const response = await send("GET", "/api/admin/businesses/2");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: 2, name: "New Guesthouse", isActive: false });
    const missing = await send("GET", "/api/admin/businesses/99");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Business not found" });
  });

  it("creates a business from the form (category as a number, lists cleaned) and asks for a rebuild", async () => {
    const response = await send("POST", "/api/admin/businesses", { ...form, isFeatured: true });
    expect(response.status).toBe(201);
    const created = BusinessSchema.parse(await response.json());
    expect(created).toMatchObject({ name: "Ganga View", categoryId: 1, services: ["Yoga"], isFeatured: true, isActive: true, isVerified: false, category: { slug: "stays-retreats" } });
    expect(t.contentChanges).toEqual([{ reason: `business ${created.id}: create`, requestedBy: "admin:ganga" }]);
  });

  it("answers an unknown category with 422 and the form's message, not a database error", async () => {
    for (const [method, path] of [["POST", "/api/admin/businesses"], ["PUT", "/api/admin/businesses/1"]] as const) {
      const response = await send(method, path, { ...form, categoryId: 42 });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ message: "Please select a category", errors: { categoryId: "Please select a category" } });
    }
  });

  it("rejects a form missing a required field", async () => {
    const response = await send("POST", "/api/admin/businesses", { ...form, location: "  " });
    expect(response.status).toBe(422);
    expect((await response.json()).message).toBe("Please fill in all required fields");
  });

  it("approves a submitted listing and verifies a business, each audited as its own action", async () => {
    const approved = await send("POST", "/api/admin/businesses/2/approve");
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ id: 2, isActive: true, isVerified: false });
    const verified = await send("POST", "/api/admin/businesses/2/verify");
    expect(await verified.json()).toMatchObject({ id: 2, isActive: true, isVerified: true });
    const entries = await t.db.select().from(auditLog).orderBy(auditLog.id);
    expect(entries.map(({ action, entityId, changes }) => ({ action, entityId, changes }))).toEqual([
      { action: "approve", entityId: "2", changes: { isActive: { from: false, to: true } } },
      { action: "verify", entityId: "2", changes: { isVerified: { from: false, to: true } } },
    ]);
    expect((await send("POST", "/api/admin/businesses/99/approve")).status).toBe(404);
  });

  it("updates and deletes a business", async () => {
    const updated = await send("PUT", "/api/admin/businesses/1", { ...form, isVerified: true });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ id: 1, name: "Ganga View", isVerified: true });
    expect((await send("DELETE", "/api/admin/businesses/1")).status).toBe(204);
    expect(await t.db.$count(businesses)).toBe(1);
    expect((await send("DELETE", "/api/admin/businesses/1")).status).toBe(404);
  });
});
