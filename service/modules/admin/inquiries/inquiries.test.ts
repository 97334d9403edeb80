import { describe, expect, it } from "vitest";
import { INQUIRY_STATUSES, INQUIRY_TRANSITIONS, type InquiryStatus } from "../../../../shared/constants.ts";
import { AdminInquirySchema } from "../../../../shared/schemas/inquiry.ts";
import { inquiries } from "../../../db/schema.ts";
import { insertAdmin, requestAsAdmin } from "../../../test-support/admin.ts";
import { useTestApp } from "../../../test-support/app.ts";
import { insertBusiness, insertCategory } from "../../../test-support/fixtures.ts";

const t = await useTestApp(async (db) => {
  await insertAdmin(db);
  const category = await insertCategory(db);
  await insertBusiness(db, { categoryId: category.id, name: "Ganga View", location: "Tapovan" });
});

async function insertInquiry(status: InquiryStatus, createdAt = new Date()) {
  const [row] = await t.db
    .insert(inquiries)
    .values({ businessId: 1, customerName: "Mira", customerEmail: "mira@example.com", message: "Rooms in March?", status, createdAt })
    .returning();
  return row!;
}

const send = requestAsAdmin(t);
const patchStatus = (id: number, status: string) => send("PATCH", `/api/admin/inquiries/${id}`, { status });

const transitions = INQUIRY_STATUSES.flatMap((from) =>
  INQUIRY_STATUSES.map((to) => ({ from, to, legal: INQUIRY_TRANSITIONS[from].includes(to) })),
);

describe("PATCH /api/admin/inquiries/:id", () => {
  it.each(transitions.filter((transition) => transition.legal))("moves $from to $to", async ({ from, to }) => {
    const inquiry = await insertInquiry(from);
    const response = await patchStatus(inquiry.id, to);
    expect(response.status).toBe(200);
    const body = AdminInquirySchema.parse(await response.json());
    expect(body).toMatchObject({ id: inquiry.id, status: to, business: { id: 1, name: "Ganga View", location: "Tapovan" } });
  });

  it.each(transitions.filter((transition) => !transition.legal))("refuses $from to $to with 409", async ({ from, to }) => {
    const inquiry = await insertInquiry(from);
    const response = await patchStatus(inquiry.id, to);
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe(`An inquiry that is ${from} cannot be marked ${to}`);
    const [stored] = await t.db.select().from(inquiries);
    expect(stored!.status).toBe(from);
  });

  it("rejects an unknown status and an unknown inquiry", async () => {
    const inquiry = await insertInquiry("pending");
    const unknownStatus = await patchStatus(inquiry.id, "archived");
    expect(unknownStatus.status).toBe(422);
    expect((await unknownStatus.json()).message).toBe("Unknown inquiry status");
    const missing = await patchStatus(999, "closed");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Inquiry not found" });
  });

  it("is audited but asks for no rebuild: inquiries are not on the public site", async () => {
    const inquiry = await insertInquiry("pending");
    await patchStatus(inquiry.id, "resolved");
    const audit = await (await send("GET", "/api/admin/audit")).json();
    expect(audit[0]).toMatchObject({ entity: "inquiry", entityId: String(inquiry.id), action: "status", changes: { status: { from: "pending", to: "resolved" } } });
    expect(t.contentChanges).toEqual([]);
  });
});

describe("GET /api/admin/inquiries", () => {
  it("lists every inquiry newest first, each with its business", async () => {
    await insertInquiry("pending", new Date("2025-01-01"));
    await insertInquiry("closed", new Date("2025-02-01"));
    const response = await send("GET", "/api/admin/inquiries");
    const body = (await response.json()).map((row: unknown) => AdminInquirySchema.parse(row));
    expect(body.map((row: { status: string }) => row.status)).toEqual(["closed", "pending"]);
    expect(body[0].business).toEqual({ id: 1, name: "Ganga View", location: "Tapovan" });
  });
});
