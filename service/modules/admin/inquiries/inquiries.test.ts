import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  INQUIRY_STATUSES,
  INQUIRY_TRANSITIONS,
  type InquiryStatus,
  TOTAL_COUNT_HEADER,
} from "../../../../shared/constants.ts";
import { INQUIRY_NOT_FOUND } from "../../../../shared/messages.ts";
import { AdminInquirySchema, UNKNOWN_INQUIRY_STATUS_MESSAGE } from "../../../../shared/schemas/inquiry.ts";
import { inquiries } from "../../../db/schema.ts";
import { insertAdmin, requestAsAdmin } from "../../../test-support/admin.ts";
import { useTestApp } from "../../../test-support/app.ts";
import { insertBusiness, insertCategory, insertInquiry } from "../../../test-support/fixtures.ts";

const t = await useTestApp(async (db) => {
  await insertAdmin(db);
  const category = await insertCategory(db);
  await insertBusiness(db, { categoryId: category.id, name: "Ganga View", location: "Tapovan" });
});

/** An inquiry to the seeded business (id 1) in the given status, sent at the given time. */
const inquiryIn = (status: InquiryStatus, createdAt = new Date()) =>
  insertInquiry(t.db, { businessId: 1, status, createdAt });

const send = requestAsAdmin(t);
const patchStatus = (id: number, status: string) => send("PATCH", `/api/admin/inquiries/${id}`, { status });

const transitions = INQUIRY_STATUSES.flatMap((from) =>
  INQUIRY_STATUSES.map((to) => ({ from, to, legal: INQUIRY_TRANSITIONS[from].includes(to) })),
);

describe("PATCH /api/admin/inquiries/:id", () => {
  it.each(transitions.filter((transition) => transition.legal))("moves $from to $to", async ({ from, to }) => {
    const inquiry = await inquiryIn(from);
    const response = await patchStatus(inquiry.id, to);
    expect(response.status).toBe(200);
    const body = AdminInquirySchema.parse(await response.json());
    expect(body).toMatchObject({
      id: inquiry.id,
      status: to,
      business: { id: 1, name: "Ganga View", location: "Tapovan" },
    });
  });

  it.each(transitions.filter((transition) => !transition.legal))(
    "refuses $from to $to with 409",
    async ({ from, to }) => {
      const inquiry = await inquiryIn(from);
      const response = await patchStatus(inquiry.id, to);
      expect(response.status).toBe(409);
      expect((await response.json()).message).toBe(`An inquiry that is ${from} cannot be marked ${to}`);
      const [stored] = await t.db.select().from(inquiries);
      expect(stored!.status).toBe(from);
    },
  );

  it("rejects an unknown status and an unknown inquiry", async () => {
    const inquiry = await inquiryIn("pending");
    const unknownStatus = await patchStatus(inquiry.id, "archived");
    expect(unknownStatus.status).toBe(422);
    expect((await unknownStatus.json()).message).toBe(UNKNOWN_INQUIRY_STATUS_MESSAGE);
    const missing = await patchStatus(999, "closed");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: INQUIRY_NOT_FOUND });
  });

  it("is audited but asks for no rebuild: inquiries are not on the public site", async () => {
    const inquiry = await inquiryIn("pending");
    await patchStatus(inquiry.id, "resolved");
    const audit = await (await send("GET", "/api/admin/audit")).json();
    expect(audit[0]).toMatchObject({
      entity: "inquiry",
      entityId: String(inquiry.id),
      action: "status",
      changes: { status: { from: "pending", to: "resolved" } },
    });
    expect(t.contentChanges).toEqual([]);
  });
});

describe("GET /api/admin/inquiries", () => {
  it("lists every inquiry newest first, each with its business, and the total in X-Total-Count", async () => {
    await inquiryIn("pending", new Date("2025-01-01"));
    await inquiryIn("closed", new Date("2025-02-01"));
    const response = await send("GET", "/api/admin/inquiries");
    expect(response.headers.get(TOTAL_COUNT_HEADER)).toBe("2");
    const body = (await response.json()).map((row: unknown) => AdminInquirySchema.parse(row));
    expect(body.map((row: { status: string }) => row.status)).toEqual(["closed", "pending"]);
    expect(body[0].business).toEqual({ id: 1, name: "Ganga View", location: "Tapovan" });
  });

  const idsOf = async (query: string) => {
    const response = await send("GET", `/api/admin/inquiries?${query}`);
    expect(response.status, query).toBe(200);
    return {
      ids: (await response.json()).map((row: { id: number }) => row.id),
      total: Number(response.headers.get(TOTAL_COUNT_HEADER)),
    };
  };

  it("searches customer name, email, subject (General Inquiry when there is none), message and business name, ignoring case", async () => {
    const other = await insertBusiness(t.db, { categoryId: 1, name: "Shiva Cafe" });
    const rows = [
      { customerName: "Mira Sen", customerEmail: "mira@example.com", subject: null, message: "Rooms in March?" },
      { customerName: "Tom", customerEmail: "TOM@MAIL.EXAMPLE", subject: "Teacher Training", message: "Dates please" },
      {
        customerName: "Ana",
        customerEmail: "ana@example.com",
        subject: null,
        message: "Is 50% off still on?",
        businessId: other.id,
      },
    ];
    for (const [index, row] of rows.entries()) {
      await insertInquiry(t.db, { businessId: 1, ...row, createdAt: new Date(2025, 0, index + 1) });
    }
    expect((await idsOf("q=mira%20SEN")).ids).toEqual([1]);
    expect((await idsOf("q=tom@mail")).ids).toEqual([2]);
    expect((await idsOf("q=training")).ids).toEqual([2]);
    expect((await idsOf("q=march")).ids).toEqual([1]);
    expect((await idsOf("q=shiva")).ids).toEqual([3]);
    expect((await idsOf("q=50%25")).ids).toEqual([3]);
    expect((await idsOf("q=%25")).ids).toEqual([3]);
    expect(await idsOf("q=example")).toEqual({ ids: [3, 2, 1], total: 3 });
    // an inquiry without a subject is found by the subject the admin shows it with
    expect(await idsOf("q=general%20INQUIRY")).toEqual({ ids: [3, 1], total: 2 });
  });

  it("filters by status, counting a status it does not know as pending (as the admin shows it)", async () => {
    for (const [index, status] of [...INQUIRY_STATUSES, "pending" as const].entries()) {
      await inquiryIn(status, new Date(2025, 0, index + 1));
    }
    // written outside the app (the column is plain text)
    await t.db.execute(sql`UPDATE inquiries SET status = 'archived' WHERE id = 5`);
    expect(await idsOf("status=pending")).toEqual({ ids: [5, 1], total: 2 });
    expect((await idsOf("status=responded")).ids).toEqual([2]);
    expect((await idsOf("status=resolved")).ids).toEqual([3]);
    expect((await idsOf("status=closed")).ids).toEqual([4]);
    expect((await idsOf("status=all")).total).toBe(5);
    expect((await send("GET", "/api/admin/inquiries?status=archived")).status).toBe(422);
  });

  it("pages with limit and offset, 20 by default", async () => {
    for (let day = 1; day <= 22; day++) await inquiryIn("pending", new Date(2025, 0, day));
    const first = await idsOf("");
    expect(first.ids).toHaveLength(20);
    expect(first.total).toBe(22);
    expect(await idsOf("limit=3&offset=20")).toEqual({ ids: [2, 1], total: 22 });
    expect(await idsOf("q=mira&status=pending&limit=1&offset=1")).toEqual({ ids: [21], total: 22 });
  });
});

describe("DELETE /api/admin/inquiries/:id", () => {
  it("deleting an inquiry is audited by who sent it, keeps nothing else they wrote and asks for no rebuild", async () => {
    const inquiry = await insertInquiry(t.db, {
      businessId: 1,
      customerName: "Asha Sharma",
      customerEmail: "asha@example.com",
      customerPhone: "+91 98100 00000",
      message: "Rooms in March?",
    });
    expect((await send("DELETE", `/api/admin/inquiries/${inquiry.id}`)).status).toBe(204);
    expect(await t.db.$count(inquiries)).toBe(0);

    const [entry] = await (await send("GET", "/api/admin/audit")).json();
    expect(entry).toMatchObject({
      entity: "inquiry",
      entityId: String(inquiry.id),
      action: "delete",
      removedAs: "Asha Sharma",
    });
    expect(JSON.stringify(entry.changes)).not.toMatch(/asha@|98100|March/);
    expect(t.contentChanges).toEqual([]);
  });

  it("answers 404 for an unknown inquiry", async () => {
    const response = await send("DELETE", "/api/admin/inquiries/999");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: INQUIRY_NOT_FOUND });
  });

  it("answers 401 without a session and deletes nothing", async () => {
    const inquiry = await inquiryIn("pending");
    expect((await t.request("DELETE", `/api/admin/inquiries/${inquiry.id}`)).status).toBe(401);
    expect(await t.db.$count(inquiries)).toBe(1);
  });
});
