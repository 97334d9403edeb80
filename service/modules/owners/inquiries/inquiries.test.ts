import { describe, expect, it } from "vitest";
import { TOTAL_COUNT_HEADER } from "../../../../shared/constants.ts";
import { INQUIRY_NOT_FOUND } from "../../../../shared/messages.ts";
import { AdminInquirySchema } from "../../../../shared/schemas/inquiry.ts";
import { auditLog, inquiries } from "../../../db/schema.ts";
import { useTestApp } from "../../../test-support/app.ts";
import { insertBusiness, insertCategory, insertInquiry } from "../../../test-support/fixtures.ts";
import { insertOwner, requestAsOwner } from "../../../test-support/owner.ts";

const t = await useTestApp(async (db) => {
  const category = await insertCategory(db);
  const mine = await insertBusiness(db, { categoryId: category.id, name: "Ganga View" });
  const theirs = await insertBusiness(db, { categoryId: category.id, name: "Next Door" });
  await insertOwner(db, { businessId: mine.id });
  await insertInquiry(db, { businessId: mine.id, customerName: "Mira" });
  await insertInquiry(db, { businessId: theirs.id, customerName: "Tom" });
});

const asOwner = requestAsOwner(t);
const INQUIRIES = "/api/owner/businesses/1/inquiries";

describe("an owner's inquiries", () => {
  it("are their business's only, as the admin lists them", async () => {
    const response = await asOwner("GET", INQUIRIES);
    expect(response.status).toBe(200);
    expect(response.headers.get(TOTAL_COUNT_HEADER)).toBe("1");
    const rows = ((await response.json()) as unknown[]).map((row) => AdminInquirySchema.parse(row));
    expect(rows).toMatchObject([{ id: 1, customerName: "Mira", status: "pending", business: { name: "Ganga View" } }]);
    expect((await asOwner("GET", "/api/owner/businesses/2/inquiries")).status).toBe(403);
  });

  it("move through the spec's statuses, audited as the owner's, with no rebuild", async () => {
    const response = await asOwner("PATCH", `${INQUIRIES}/1`, { status: "responded" });
    expect(response.status).toBe(200);
    expect(AdminInquirySchema.parse(await response.json()).status).toBe("responded");
    const [audit] = await t.db.select().from(auditLog);
    expect(audit).toMatchObject({
      actorKind: "owner",
      userId: "owner-asha",
      entity: "inquiry",
      entityId: "1",
      action: "status",
      changes: { status: { from: "pending", to: "responded" } },
    });
    expect(t.contentChanges).toEqual([]);
    const backwards = await asOwner("PATCH", `${INQUIRIES}/1`, { status: "pending" });
    expect(backwards.status).toBe(409);
  });

  it("never reach another business's inquiry through their own business's path", async () => {
    const response = await asOwner("PATCH", `${INQUIRIES}/2`, { status: "closed" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: INQUIRY_NOT_FOUND });
    const rows = await t.db.select({ id: inquiries.id, status: inquiries.status }).from(inquiries);
    expect(rows).toContainEqual({ id: 2, status: "pending" });
  });
});
