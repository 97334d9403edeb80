import { describe, expect, it } from "vitest";
import { TOTAL_COUNT_HEADER } from "../../../../shared/constants.ts";
import { MAXIMUM_RATING_MESSAGE, TestimonialSchema } from "../../../../shared/schemas/testimonial.ts";
import { auditLog } from "../../../db/schema.ts";
import { insertAdmin, requestAsAdmin } from "../../../test-support/admin.ts";
import { useTestApp } from "../../../test-support/app.ts";

const t = await useTestApp(async (db) => {
  await insertAdmin(db);
});

const send = requestAsAdmin(t);
const form = { name: "Ana", location: "Lisbon", rating: 5, avatar: "https://example.com/a.jpg", comment: "Calm" };

describe("admin testimonials", () => {
  it("lists all of them, inactive ones too, in the home page's order, with the total in X-Total-Count", async () => {
    await send("POST", "/api/admin/testimonials", { ...form, name: "Second", sortOrder: 2 });
    await send("POST", "/api/admin/testimonials", { ...form, name: "Hidden", sortOrder: 1, isActive: false });
    const response = await send("GET", "/api/admin/testimonials");
    expect(response.headers.get(TOTAL_COUNT_HEADER)).toBe("2");
    const rows = (await response.json()).map((row: unknown) => TestimonialSchema.parse(row));
    expect(rows.map((row: { name: string; isActive: boolean }) => [row.name, row.isActive])).toEqual([
      ["Hidden", false],
      ["Second", true],
    ]);
  });

  it("PUT keeps isActive and sortOrder when the form leaves them out", async () => {
    const created = await (
      await send("POST", "/api/admin/testimonials", { ...form, isActive: false, sortOrder: 7 })
    ).json();
    const response = await send("PUT", `/api/admin/testimonials/${created.id}`, { ...form, comment: "Calm and kind" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ comment: "Calm and kind", isActive: false, sortOrder: 7 });
    const [, update] = await t.db.select().from(auditLog).orderBy(auditLog.id);
    expect(update!.changes).toEqual({ comment: { from: "Calm", to: "Calm and kind" } });
  });

  it("PATCH changes only the fields given, each checked by the form's schema", async () => {
    const created = await (await send("POST", "/api/admin/testimonials", { ...form, sortOrder: 3 })).json();
    const hidden = await send("PATCH", `/api/admin/testimonials/${created.id}`, { isActive: false });
    expect(await hidden.json()).toMatchObject({ name: "Ana", rating: 5, isActive: false, sortOrder: 3 });
    const badRating = await send("PATCH", `/api/admin/testimonials/${created.id}`, { rating: 9 });
    expect(badRating.status).toBe(422);
    expect((await badRating.json()).message).toBe(MAXIMUM_RATING_MESSAGE);
  });
});
