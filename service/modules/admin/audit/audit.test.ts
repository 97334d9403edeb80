import { describe, expect, it } from "vitest";
import { TOTAL_COUNT_HEADER } from "../../../../shared/constants.ts";
import { AuditEntrySchema } from "../../../../shared/schemas/admin.ts";
import { insertAdmin, requestAsAdmin } from "../../../test-support/admin.ts";
import { useTestApp } from "../../../test-support/app.ts";
import { insertBusiness, insertCategory, insertInquiry, insertReview } from "../../../test-support/fixtures.ts";

const t = await useTestApp(async (db) => {
  await insertAdmin(db);
  await insertAdmin(db, { username: "yamuna" });
});

const send = requestAsAdmin(t);
const sendAsSecondAdmin = requestAsAdmin(t, 2);
const testimonial = {
  name: "Ana",
  location: "Lisbon",
  rating: 5,
  avatar: "https://example.com/a.jpg",
  comment: "Calm",
};

describe("GET /api/admin/audit", () => {
  it("lists every admin write newest first: who, which entity and id, the action, when and what changed", async () => {
    await send("POST", "/api/admin/testimonials", testimonial);
    await sendAsSecondAdmin("PUT", "/api/admin/testimonials/1", { ...testimonial, rating: 4 });
    await send("DELETE", "/api/admin/testimonials/1");
    const response = await send("GET", "/api/admin/audit");
    const entries = (await response.json()).map((row: unknown) => AuditEntrySchema.parse(row));
    expect(
      entries.map(({ adminUsername, entity, entityId, action }: Record<string, unknown>) => ({
        adminUsername,
        entity,
        entityId,
        action,
      })),
    ).toEqual([
      { adminUsername: "ganga", entity: "testimonial", entityId: "1", action: "delete" },
      { adminUsername: "yamuna", entity: "testimonial", entityId: "1", action: "update" },
      { adminUsername: "ganga", entity: "testimonial", entityId: "1", action: "create" },
    ]);
    expect(entries[1].changes).toEqual({ rating: { from: 5, to: 4 } });
    expect(entries[0].changes).toMatchObject({ name: "Ana", comment: "Calm" });
    expect(new Date(entries[0].createdAt).getTime()).toBeGreaterThanOrEqual(new Date(entries[2].createdAt).getTime());
  });

  it("carries each named record as it is now: its name, or null once it is deleted", async () => {
    await send("POST", "/api/admin/testimonials", testimonial);
    await send("POST", "/api/admin/testimonials", { ...testimonial, name: "Ben" });
    await send("PUT", "/api/admin/testimonials/2", { ...testimonial, name: "Ben", rating: 3 });
    await send("DELETE", "/api/admin/testimonials/1");
    const entries = ((await (await send("GET", "/api/admin/audit")).json()) as unknown[]).map((row) =>
      AuditEntrySchema.parse(row),
    );
    expect(entries.map(({ entityId, action, record }) => ({ entityId, action, record }))).toEqual([
      { entityId: "1", action: "delete", record: null },
      { entityId: "2", action: "update", record: { name: "Ben" } },
      { entityId: "2", action: "create", record: { name: "Ben" } },
      { entityId: "1", action: "create", record: null },
    ]);
  });

  it("names a deleted record's entries by the name its delete removed, though they hold no name themselves", async () => {
    await send("POST", "/api/admin/testimonials", testimonial);
    await send("PUT", "/api/admin/testimonials/1", { ...testimonial, rating: 4 });
    await send("POST", "/api/admin/testimonials", { ...testimonial, name: "Ben" });
    await send("PUT", "/api/admin/testimonials/2", { ...testimonial, name: "Ben", rating: 3 });
    await send("DELETE", "/api/admin/testimonials/1");
    // the page holds the update alone: the delete that names it is on the page before
    const page = await send("GET", "/api/admin/audit?offset=3&limit=1");
    const [update] = ((await page.json()) as unknown[]).map((row) => AuditEntrySchema.parse(row));
    expect(update).toMatchObject({ entityId: "1", action: "update", changes: { rating: { from: 5, to: 4 } } });
    expect(update).toMatchObject({ record: null, removedAs: "Ana" });
    const live = ((await (await send("GET", "/api/admin/audit")).json()) as unknown[]).map((row) =>
      AuditEntrySchema.parse(row),
    );
    // a record that still exists goes by its name now
    expect(live.filter((entry) => entry.entityId === "2").map((entry) => entry.removedAs)).toEqual([
      undefined,
      undefined,
    ]);
  });

  it("names an inquiry and a review by who sent them", async () => {
    const category = await insertCategory(t.db);
    const business = await insertBusiness(t.db, { categoryId: category.id });
    const inquiry = await insertInquiry(t.db, { businessId: business.id, customerName: "Asha Sharma" });
    const review = await insertReview(t.db, { businessId: business.id, customerName: "Ravi", status: "held" });
    expect((await send("PATCH", `/api/admin/inquiries/${inquiry.id}`, { status: "responded" })).status).toBe(200);
    expect((await send("PATCH", `/api/admin/reviews/${review.id}`, { status: "published" })).status).toBe(200);
    const entries = ((await (await send("GET", "/api/admin/audit")).json()) as unknown[]).map((row) =>
      AuditEntrySchema.parse(row),
    );
    expect(entries.map(({ entity, record }) => ({ entity, record }))).toEqual([
      { entity: "review", record: { name: "Ravi" } },
      { entity: "inquiry", record: { name: "Asha Sharma" } },
    ]);
  });

  it("pages with limit and offset, with the number of entries in X-Total-Count", async () => {
    for (let i = 0; i < 3; i++) await send("POST", "/api/admin/testimonials", { ...testimonial, name: `Guest ${i}` });
    const response = await send("GET", "/api/admin/audit?limit=2&offset=1");
    expect(response.headers.get(TOTAL_COUNT_HEADER)).toBe("3");
    const page = await response.json();
    expect(page.map((entry: { entityId: string }) => entry.entityId)).toEqual(["2", "1"]);
  });

  it("writes nothing to the log when the write fails", async () => {
    await send("POST", "/api/admin/testimonials", { ...testimonial, rating: 9 });
    expect(await (await send("GET", "/api/admin/audit")).json()).toEqual([]);
  });
});
