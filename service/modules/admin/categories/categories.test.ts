import { describe, expect, it } from "vitest";
import { TOTAL_COUNT_HEADER } from "../../../../shared/constants.ts";
import { CATEGORY_NOT_FOUND, CATEGORY_SLUG_TAKEN } from "../../../../shared/messages.ts";
import { type AdminCategory, AdminCategorySchema } from "../../../../shared/schemas/admin-lists.ts";
import { CategorySchema, UNKNOWN_CATEGORY_ICON_MESSAGE } from "../../../../shared/schemas/category.ts";
import { REQUIRED_FIELDS_MESSAGE } from "../../../../shared/schemas/fields.ts";
import { auditLog, categories } from "../../../db/schema.ts";
import { insertAdmin, requestAsAdmin } from "../../../test-support/admin.ts";
import { useTestApp } from "../../../test-support/app.ts";
import { insertBusiness, insertCategory } from "../../../test-support/fixtures.ts";

const t = await useTestApp(async (db) => {
  await insertAdmin(db);
  await insertCategory(db, { name: "Yoga & Meditation", slug: "yoga-meditation" });
});

const send = requestAsAdmin(t);

describe("admin categories", () => {
  it("creates a category with the form's defaults and records who did it", async () => {
    const response = await send("POST", "/api/admin/categories", { name: " Sound Healing ", slug: "sound-healing" });
    expect(response.status).toBe(201);
    const created = CategorySchema.parse(await response.json());
    expect(created).toMatchObject({
      name: "Sound Healing",
      slug: "sound-healing",
      color: "#ff6b35",
      icon: "Sparkles",
      description: null,
    });
    const [entry] = await t.db.select().from(auditLog);
    expect(entry).toMatchObject({
      adminId: 1,
      adminUsername: "ganga",
      entity: "category",
      entityId: String(created.id),
      action: "create",
    });
    expect(entry!.changes).toMatchObject({ name: "Sound Healing", slug: "sound-healing" });
    expect(t.contentChanges).toEqual([
      { reason: `category ${created.id}: create`, label: "Category Sound Healing created", requestedBy: "admin:ganga" },
    ]);
  });

  it("refuses an icon the site cannot draw with 422 and the icon's message, and stores nothing", async () => {
    const created = await send("POST", "/api/admin/categories", { name: "Om", slug: "om", icon: "not-an-icon" });
    expect(created.status).toBe(422);
    expect(await created.json()).toEqual({
      message: UNKNOWN_CATEGORY_ICON_MESSAGE,
      errors: { icon: UNKNOWN_CATEGORY_ICON_MESSAGE },
    });
    const updated = await send("PUT", "/api/admin/categories/1", {
      name: "Yoga",
      slug: "yoga-meditation",
      icon: "fa fa-om",
    });
    expect(updated.status).toBe(422);
    expect(await t.db.select({ icon: categories.icon }).from(categories)).toEqual([{ icon: "Sparkles" }]);
    expect(await t.db.$count(auditLog)).toBe(0);
  });

  it("answers a duplicate slug with 409 and a message the form can show, on create and on update", async () => {
    const duplicate = await send("POST", "/api/admin/categories", { name: "Yoga", slug: "yoga-meditation" });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({
      message: CATEGORY_SLUG_TAKEN,
      errors: { slug: CATEGORY_SLUG_TAKEN },
    });
    const other = await insertCategory(t.db, { slug: "ayurveda-healing" });
    const renamed = await send("PUT", `/api/admin/categories/${other.id}`, {
      name: "Ayurveda",
      slug: "yoga-meditation",
    });
    expect(renamed.status).toBe(409);
    expect(await t.db.$count(auditLog)).toBe(0);
  });

  it("records only the fields an update changed, and keeps the ones the form left out", async () => {
    const response = await send("PUT", "/api/admin/categories/1", {
      name: "Yoga",
      slug: "yoga-meditation",
      color: "#123456",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ description: "A test category", icon: "Sparkles" });
    const [entry] = await t.db.select().from(auditLog);
    expect(entry).toMatchObject({ action: "update", entityId: "1" });
    expect(entry!.changes).toEqual({
      name: { from: "Yoga & Meditation", to: "Yoga" },
      color: { from: "#ff6b35", to: "#123456" },
    });
    const cleared = await send("PATCH", "/api/admin/categories/1", { description: "" });
    expect(await cleared.json()).toMatchObject({ name: "Yoga", description: null });
  });

  it("lists every category matching the search in name or description, ignoring case, with its business count", async () => {
    await insertCategory(t.db, { name: "Stays", slug: "stays", description: "Riverside ROOMS and ashrams" });
    await insertCategory(t.db, { name: "Cafés", slug: "cafes", description: null });
    await insertBusiness(t.db, { categoryId: 1 });
    await insertBusiness(t.db, { categoryId: 1, isActive: false });
    const all = await send("GET", "/api/admin/categories");
    expect(all.headers.get(TOTAL_COUNT_HEADER)).toBe("3");
    const rows = (await all.json()).map((row: unknown) => AdminCategorySchema.parse(row));
    expect(rows.map(({ slug, businessCount }: AdminCategory) => ({ slug, businessCount }))).toEqual([
      { slug: "yoga-meditation", businessCount: 2 },
      { slug: "stays", businessCount: 0 },
      { slug: "cafes", businessCount: 0 },
    ]);
    for (const [q, slugs] of [
      ["rooms", ["stays"]],
      ["YOGA", ["yoga-meditation"]],
      ["café", ["cafes"]],
      ["%", []],
    ] as const) {
      const response = await send("GET", `/api/admin/categories?q=${encodeURIComponent(q)}`);
      expect(
        (await response.json()).map((row: AdminCategory) => row.slug),
        q,
      ).toEqual(slugs);
      expect(response.headers.get(TOTAL_COUNT_HEADER), q).toBe(String(slugs.length));
    }
  });

  it("refuses to delete a category that businesses use, with a message instead of a database error", async () => {
    await insertBusiness(t.db, { categoryId: 1 });
    await insertBusiness(t.db, { categoryId: 1 });
    const response = await send("DELETE", "/api/admin/categories/1");
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: "This category is used by 2 businesses; move or delete them first",
    });
    expect(await t.db.$count(categories)).toBe(1);
  });

  it("deletes an unused category", async () => {
    expect((await send("DELETE", "/api/admin/categories/1")).status).toBe(204);
    expect(await t.db.$count(categories)).toBe(0);
    expect((await send("GET", "/api/admin/categories/1")).status).toBe(404);
  });

  it("answers unknown and malformed ids with 404", async () => {
    for (const id of ["999", "abc", "1.5"]) {
      const response = await send("GET", `/api/admin/categories/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: CATEGORY_NOT_FOUND });
    }
    expect((await send("PUT", "/api/admin/categories/999", { name: "X", slug: "x" })).status).toBe(404);
  });

  it("rejects a form without name or slug with the spec's message", async () => {
    const response = await send("POST", "/api/admin/categories", { name: " ", slug: "" });
    expect(response.status).toBe(422);
    expect((await response.json()).message).toBe(REQUIRED_FIELDS_MESSAGE);
  });
});
