import { describe, expect, it } from "vitest";
import { TOTAL_COUNT_HEADER } from "../../../../shared/constants.ts";
import { AdminInquirySchema } from "../../../../shared/schemas/inquiry.ts";
import { MailSuppressionSchema, OutboxMessageSchema, OutboxRowSchema } from "../../../../shared/schemas/mail.ts";
import { mailOutbox, mailSuppressions } from "../../../db/schema.ts";
import { insertAdmin, requestAsAdmin } from "../../../test-support/admin.ts";
import { useTestApp } from "../../../test-support/app.ts";
import { insertBusiness, insertCategory } from "../../../test-support/fixtures.ts";

const BUSINESS_EMAIL = "namaste@ganga-prana.example";
let businessId = 0;
const t = await useTestApp(async (db) => {
  await insertAdmin(db);
  const category = await insertCategory(db);
  businessId = (await insertBusiness(db, { categoryId: category.id, name: "Ganga Prana", email: BUSINESS_EMAIL })).id;
});
const send = requestAsAdmin(t);

const inquiry = {
  customerName: "Lena",
  customerEmail: "lena@traveller.example",
  message: "Is there still a place in the October course?",
};

async function listOutbox(query = "") {
  const response = await send("GET", `/api/admin/outbox${query}`);
  expect(response.status).toBe(200);
  const rows = ((await response.json()) as unknown[]).map((row) => OutboxRowSchema.parse(row));
  return { rows, total: response.headers.get(TOTAL_COUNT_HEADER) };
}

describe("the admin's Outbox", () => {
  it("lists every email newest first with its state, recipient, subject, cause and attempts, without its body", async () => {
    const sent = await t.request("POST", `/api/businesses/${businessId}/inquiries`, { body: inquiry });
    const { id: inquiryId } = (await sent.json()) as { id: number };
    const { rows, total } = await listOutbox();
    expect(total).toBe("2");
    expect(rows.map((row) => [row.kind, row.status, row.recipient, row.causeType, row.causeId, row.attempts])).toEqual([
      ["inquiry-confirmation", "queued", inquiry.customerEmail, "inquiry", inquiryId, 0],
      ["inquiry-to-business", "queued", BUSINESS_EMAIL, "inquiry", inquiryId, 0],
    ]);
    const raw = await (await send("GET", "/api/admin/outbox")).text();
    expect(raw).not.toContain(inquiry.message);

    expect((await listOutbox("?q=ganga-prana")).rows.map((row) => row.recipient)).toEqual([BUSINESS_EMAIL]);
    expect((await listOutbox("?status=failed")).total).toBe("0");
  });

  it("shows one email whole, and the inquiry tells whether its business was emailed", async () => {
    await t.request("POST", `/api/businesses/${businessId}/inquiries`, { body: inquiry });
    const [row] = await t.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    const message = OutboxMessageSchema.parse(await (await send("GET", `/api/admin/outbox/${row!.id}`)).json());
    expect(message.textBody).toContain(inquiry.message);
    expect(message.htmlBody).toContain("<!doctype html>");
    expect(message.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect((await send("GET", "/api/admin/outbox/999")).status).toBe(404);

    const [listed] = ((await (await send("GET", "/api/admin/inquiries")).json()) as unknown[]).map((entry) =>
      AdminInquirySchema.parse(entry),
    );
    expect(listed!.businessMail).toMatchObject({ id: row!.id, status: "queued", sentAt: null });
  });

  it("resends a sent or failed email as a new queued one, refusing a suppressed address until it is cleared", async () => {
    await t.request("POST", `/api/businesses/${businessId}/inquiries`, { body: inquiry });
    const [toBusiness] = await t.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect((await send("POST", `/api/admin/outbox/${toBusiness!.id}/resend`)).status).toBe(409);

    await t.db.update(mailOutbox).set({ status: "failed", lastError: "550 No such user", attempts: 1 });
    await t.db.insert(mailSuppressions).values({ address: BUSINESS_EMAIL, scope: "all", reason: "550 No such user" });
    const refused = await send("POST", `/api/admin/outbox/${toBusiness!.id}/resend`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toContain("clear it first");

    const suppressions = ((await (await send("GET", "/api/admin/mail-suppressions")).json()) as unknown[]).map(
      (entry) => MailSuppressionSchema.parse(entry),
    );
    expect(suppressions.map((entry) => [entry.address, entry.scope])).toEqual([[BUSINESS_EMAIL, "all"]]);
    expect((await send("DELETE", `/api/admin/mail-suppressions/${suppressions[0]!.id}`)).status).toBe(204);

    const resent = await send("POST", `/api/admin/outbox/${toBusiness!.id}/resend`);
    expect(resent.status).toBe(201);
    expect(OutboxRowSchema.parse(await resent.json())).toMatchObject({
      status: "queued",
      attempts: 0,
      lastError: null,
      resentFromId: toBusiness!.id,
      recipient: BUSINESS_EMAIL,
    });
  });

  it("answers 401 without a session", async () => {
    expect((await t.request("GET", "/api/admin/outbox")).status).toBe(401);
    expect((await t.request("POST", "/api/admin/outbox/1/resend")).status).toBe(401);
    expect((await t.request("GET", "/api/admin/mail-suppressions")).status).toBe(401);
  });
});
