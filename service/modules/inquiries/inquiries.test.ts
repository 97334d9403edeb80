import { describe, expect, it } from "vitest";
import { BUSINESS_NOT_FOUND } from "../../../shared/messages.ts";
import { INVALID_EMAIL_MESSAGE, NAME_REQUIRED_MESSAGE } from "../../../shared/schemas/fields.ts";
import { INQUIRY_TOO_SHORT_MESSAGE, InquirySchema } from "../../../shared/schemas/inquiry.ts";
import { inquiries } from "../../db/schema.ts";
import { useTestApp } from "../../test-support/app.ts";
import { insertBusiness, insertCategory } from "../../test-support/fixtures.ts";

let businessId = 0;
let otherBusinessId = 0;
let inactiveId = 0;
const t = await useTestApp(async (db) => {
  const category = await insertCategory(db);
  businessId = (await insertBusiness(db, { categoryId: category.id })).id;
  otherBusinessId = (await insertBusiness(db, { categoryId: category.id })).id;
  inactiveId = (await insertBusiness(db, { categoryId: category.id, isActive: false })).id;
});

const inquiry = {
  customerName: "Lena",
  customerEmail: "lena@example.com",
  customerPhone: "+49 151 2345678",
  subject: "October teacher training",
  message: "Is there still a place in the 200-hour course starting in October?",
};

const send = (id: number | string, body: unknown) => t.request("POST", `/api/businesses/${id}/inquiries`, { body });

describe("POST /api/businesses/:id/inquiries", () => {
  it("stores the inquiry as pending and answers 201 with it", async () => {
    const response = await send(businessId, { ...inquiry, businessId });
    expect(response.status).toBe(201);
    const body = InquirySchema.parse(await response.json());
    expect(body).toMatchObject({ ...inquiry, businessId, status: "pending" });
    expect(await t.db.$count(inquiries)).toBe(1);
  });

  it("sends the inquiry to the business of the path, not the one in the body", async () => {
    const response = await send(businessId, { ...inquiry, businessId: otherBusinessId });
    expect((await response.json()).businessId).toBe(businessId);
    const [stored] = await t.db.select().from(inquiries);
    expect(stored!.businessId).toBe(businessId);
  });

  it("always starts as pending whatever status the client sends", async () => {
    await send(businessId, { ...inquiry, status: "resolved" });
    const [stored] = await t.db.select().from(inquiries);
    expect(stored!.status).toBe("pending");
  });

  it("accepts an inquiry without phone and subject", async () => {
    const response = await send(businessId, {
      customerName: "Lena",
      customerEmail: "lena@example.com",
      message: inquiry.message,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ customerPhone: null, subject: null });
  });

  it.each([
    ["customerName", { customerName: "" }, NAME_REQUIRED_MESSAGE],
    ["customerName", { customerName: undefined }, NAME_REQUIRED_MESSAGE],
    ["customerEmail", { customerEmail: "lena@" }, INVALID_EMAIL_MESSAGE],
    ["customerEmail", { customerEmail: undefined }, INVALID_EMAIL_MESSAGE],
    ["message", { message: "Hello?" }, INQUIRY_TOO_SHORT_MESSAGE],
    ["message", { message: undefined }, INQUIRY_TOO_SHORT_MESSAGE],
  ])("rejects a bad %s with 422 %#", async (field, change, message) => {
    const response = await send(businessId, { ...inquiry, ...change });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.message).toBe(message);
    expect(body.errors[field]).toBe(message);
    expect(await t.db.$count(inquiries)).toBe(0);
  });

  it("answers 404 Business not found for an inactive, unknown or malformed business", async () => {
    for (const id of [inactiveId, 9999, "abc"]) {
      const response = await send(id, inquiry);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: BUSINESS_NOT_FOUND });
    }
    expect(await t.db.$count(inquiries)).toBe(0);
  });

  it("does not ask for a site rebuild: inquiries are private", async () => {
    await send(businessId, inquiry);
    expect(t.contentChanges).toEqual([]);
  });
});
