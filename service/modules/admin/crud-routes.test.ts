import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { changedSinceReadMessage, editOf } from "../../../shared/record-version.ts";
import { auditLog, blogPosts, businesses, categories, testimonials } from "../../db/schema.ts";
import { insertAdmin, requestAsAdmin, signedInHeaders } from "../../test-support/admin.ts";
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
const adminHeaders = () => signedInHeaders(t.db, 1);

const collections = [
  { path: "/api/admin/businesses", table: businesses, field: "name", noun: "business" },
  { path: "/api/admin/categories", table: categories, field: "name", noun: "category" },
  { path: "/api/admin/blog", table: blogPosts, field: "title", noun: "blog post" },
  { path: "/api/admin/testimonials", table: testimonials, field: "name", noun: "testimonial" },
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

describe("an edit made on a version of the record saved over since", () => {
  it.each(collections)(
    "is refused for $path with 412 and the reason, and writes nothing",
    async ({ path, table, field, noun }) => {
      const [opened] = await t.db.select().from(table);
      const id = opened!.id;
      // another tab saves first, on the version both opened
      const first = await t.request("PATCH", `${path}/${id}`, {
        body: { [field]: "Saved in the first tab" },
        headers: { ...(await adminHeaders()), ...editOf(opened!) },
      });
      expect(first.status).toBe(200);
      const auditRows = await t.db.$count(auditLog);

      const second = await t.request("PATCH", `${path}/${id}`, {
        body: { [field]: "Saved in the second tab" },
        headers: { ...(await adminHeaders()), ...editOf(opened!) },
      });
      expect(second.status).toBe(412);
      expect(await second.json()).toEqual({ message: changedSinceReadMessage(noun) });
      const [stored] = await t.db.select().from(table).where(eq(table.id, id));
      expect(stored![field as keyof typeof stored]).toBe("Saved in the first tab");
      expect(await t.db.$count(auditLog)).toBe(auditRows);

      // on the version stored now, or without saying which (the list's one-click switches), it is made
      const onCurrent = await t.request("PATCH", `${path}/${id}`, {
        body: { [field]: "Saved after a reload" },
        headers: { ...(await adminHeaders()), ...editOf(stored!) },
      });
      expect(onCurrent.status).toBe(200);
      expect((await send("PATCH", `${path}/${id}`, { [field]: "Switched in the list" })).status).toBe(200);
    },
  );
});
