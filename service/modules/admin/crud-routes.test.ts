import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, blogPosts, businesses, categories, testimonials } from "../../db/schema.ts";
import { insertAdmin, requestAsAdmin } from "../../test-support/admin.ts";
import { useTestApp } from "../../test-support/app.ts";
import { insertBlogPost, insertBusiness, insertCategory, insertTestimonial } from "../../test-support/fixtures.ts";

const t = await useTestApp(async (db) => {
  await insertAdmin(db);
  const category = await insertCategory(db);
  await insertBusiness(db, { categoryId: category.id });
  await insertBlogPost(db);
  await insertTestimonial(db);
});

const send = requestAsAdmin(t);

const collections = [
  { path: "/api/admin/businesses", table: businesses, field: "name" },
  { path: "/api/admin/categories", table: categories, field: "name" },
  { path: "/api/admin/blog", table: blogPosts, field: "title" },
  { path: "/api/admin/testimonials", table: testimonials, field: "name" },
] as const;

describe("an edit that changes nothing", () => {
  it.each(collections)(
    "leaves the record of $path as it was: its updatedAt, no audit row, no rebuild",
    async ({ path, table, field }) => {
      const [stored] = await t.db.select().from(table);
      const id = stored!.id;
      for (const body of [{}, { [field]: stored![field as keyof typeof stored] }]) {
        const response = await send("PATCH", `${path}/${id}`, body);
        expect(response.status, JSON.stringify(body)).toBe(200);
        expect((await response.json())[field]).toBe(stored![field as keyof typeof stored]);
      }
      const [after] = await t.db.select().from(table).where(eq(table.id, id));
      expect(after!.updatedAt).toEqual(stored!.updatedAt);
      expect(await t.db.$count(auditLog)).toBe(0);
      expect(t.contentChanges).toEqual([]);

      // and an edit that changes a field writes it
      const changed = await send("PATCH", `${path}/${id}`, { [field]: "Renamed by the editor" });
      expect(changed.status).toBe(200);
      const [rewritten] = await t.db.select().from(table).where(eq(table.id, id));
      expect(rewritten!.updatedAt.getTime()).toBeGreaterThan(stored!.updatedAt.getTime());
    },
  );
});
