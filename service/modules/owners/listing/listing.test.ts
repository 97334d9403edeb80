import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { editOf } from "../../../../shared/record-version.ts";
import { BusinessSchema } from "../../../../shared/schemas/business.ts";
import type { OpeningHours } from "../../../../shared/schemas/hours.ts";
import {
  needsApprovalMessage,
  NOTHING_PROPOSED_MESSAGE,
  OwnerProposalSchema,
  PendingProposalSchema,
  REFUSAL_REASON_REQUIRED_MESSAGE,
} from "../../../../shared/schemas/owner-listing.ts";
import { auditLog, businesses, businessOwners, mailOutbox } from "../../../db/schema.ts";
import { insertAdmin, requestAsAdmin } from "../../../test-support/admin.ts";
import { useTestApp } from "../../../test-support/app.ts";
import { insertBusiness, insertCategory } from "../../../test-support/fixtures.ts";
import { insertOwner, requestAsOwner } from "../../../test-support/owner.ts";
import {
  PROPOSAL_ALREADY_PENDING_MESSAGE,
  proposalDecidedMessage,
  PROPOSER_NO_LONGER_OWNER_MESSAGE,
} from "./queries.ts";

const OLD_PHONE = "+91 98970 11111";
const NEW_PHONE = "+91 98970 22222";

const t = await useTestApp(async (db) => {
  await insertAdmin(db);
  const category = await insertCategory(db, { name: "Yoga" });
  await insertCategory(db, { name: "Cafe", slug: "cafe" });
  const business = await insertBusiness(db, { categoryId: category.id, name: "Ganga View", phone: OLD_PHONE });
  await insertBusiness(db, { categoryId: category.id, name: "Not Asha's" });
  await insertOwner(db, { businessId: business.id });
});

const asOwner = requestAsOwner(t);
const asEditor = requestAsAdmin(t);
const LISTING = "/api/owner/businesses/1";

const stored = async () => (await t.db.select().from(businesses).where(eq(businesses.id, 1)))[0]!;
const auditRows = () => t.db.select().from(auditLog).orderBy(auditLog.id);

const summerHours: OpeningHours = {
  timeZone: "Asia/Kolkata",
  weekly: Array.from({ length: 7 }, () => ({
    mode: "hours" as const,
    intervals: [{ opens: "06:00", closes: "20:00" }],
  })),
  exceptions: [],
};

describe("an owner's everyday edits", () => {
  it("go live at once: written, audited as the owner's, and the site asked to rebuild", async () => {
    const listing = BusinessSchema.parse(await (await asOwner("GET", LISTING)).json());
    const description = "Sunrise hatha by the Ganges, and a quiet library upstairs.";
    const response = await asOwner(
      "PATCH",
      LISTING,
      { description, hours: summerHours, services: ["Hatha"], amenities: ["Wi-Fi"], priceRange: "$$" },
      editOf(listing),
    );
    expect(response.status).toBe(200);
    expect(BusinessSchema.parse(await response.json())).toMatchObject({
      description,
      services: ["Hatha"],
      amenities: ["Wi-Fi"],
      priceRange: "$$",
      hours: { weekly: summerHours.weekly },
    });
    expect((await stored()).hoursConfirmedAt).not.toBeNull();
    const [audit] = await auditRows();
    expect(audit).toMatchObject({
      actorKind: "owner",
      userId: "owner-asha",
      adminId: null,
      adminUsername: "asha@example.com",
      entity: "business",
      entityId: "1",
      action: "update",
    });
    expect(Object.keys(audit!.changes as object)).toEqual(
      expect.arrayContaining(["description", "hours", "services", "amenities", "priceRange"]),
    );
    expect(t.contentChanges).toMatchObject([{ requestedBy: "owner:asha@example.com", label: "Ganga View updated" }]);
  });

  it.each([
    ["phone", { phone: NEW_PHONE }],
    ["name", { name: "Ganga View Yoga" }],
    ["email", { email: "new@example.com" }],
    ["categoryId", { categoryId: 2 }],
    ["latitude", { coordinates: "30.1, 78.3" }],
  ] as const)("refuse %s, a field an editor approves first, and write nothing", async (field, body) => {
    const response = await asOwner("PATCH", LISTING, { description: "A new description, long enough.", ...body });
    expect(response.status).toBe(422);
    expect((await response.json()).message).toBe(needsApprovalMessage(field));
    expect(await stored()).toMatchObject({
      phone: OLD_PHONE,
      name: "Ganga View",
      description: expect.not.stringMatching(/new/),
    });
    expect(await auditRows()).toEqual([]);
    expect(t.contentChanges).toEqual([]);
  });

  it("refuse an edit made on a version of the listing changed since (412), writing nothing", async () => {
    const response = await asOwner(
      "PATCH",
      LISTING,
      { description: "Changed over an editor's change." },
      { "If-Match": '"2020-01-01T00:00:00.000Z"' },
    );
    expect(response.status).toBe(412);
    expect((await stored()).description).not.toBe("Changed over an editor's change.");
  });

  it("are not the owner's to make on another business (403), nor without a session (401)", async () => {
    const other = await asOwner("PATCH", "/api/owner/businesses/2", { description: "Taken over, for a moment." });
    expect(other.status).toBe(403);
    const anonymous = await t.request("PATCH", LISTING, { body: { description: "Nobody signed in here." } });
    expect(anonymous.status).toBe(401);
    expect(await auditRows()).toEqual([]);
  });
});

describe("an owner's proposed changes", () => {
  const propose = (body: unknown) => asOwner("POST", `${LISTING}/proposals`, body);

  it("keep the page's phone until an editor approves: stored apart with the value they replace, no rebuild", async () => {
    const response = await propose({ phone: NEW_PHONE, name: "Ganga View" });
    expect(response.status).toBe(201);
    const proposal = OwnerProposalSchema.parse(await response.json());
    // the unchanged name is not proposed
    expect(proposal).toMatchObject({
      status: "pending",
      changes: { phone: NEW_PHONE },
      previous: { phone: OLD_PHONE },
    });
    expect(Object.keys(proposal.changes)).toEqual(["phone"]);
    expect((await stored()).phone).toBe(OLD_PHONE);
    const page = await (await t.request("GET", "/api/businesses/1")).json();
    expect(page.phone).toBe(OLD_PHONE);
    expect(t.contentChanges).toEqual([]);
    expect(await auditRows()).toMatchObject([
      {
        actorKind: "owner",
        action: "propose",
        changes: { proposalId: proposal.id, phone: { from: OLD_PHONE, to: NEW_PHONE } },
      },
    ]);
  });

  it("wait one at a time, refuse a proposal that changes nothing, and can be withdrawn", async () => {
    expect((await propose({ phone: OLD_PHONE })).status).toBe(422);
    expect((await (await propose({ phone: OLD_PHONE })).json()).message).toBe(NOTHING_PROPOSED_MESSAGE);
    const first = OwnerProposalSchema.parse(await (await propose({ phone: NEW_PHONE })).json());
    const second = await propose({ website: "https://gangaview.example" });
    expect(second.status).toBe(409);
    expect((await second.json()).message).toBe(PROPOSAL_ALREADY_PENDING_MESSAGE);
    const withdrawn = await asOwner("POST", `${LISTING}/proposals/${first.id}/withdraw`);
    expect(withdrawn.status).toBe(200);
    expect(OwnerProposalSchema.parse(await withdrawn.json()).status).toBe("withdrawn");
    expect((await asOwner("POST", `${LISTING}/proposals/${first.id}/withdraw`)).status).toBe(409);
    expect((await propose({ website: "https://gangaview.example" })).status).toBe(201);
  });

  it("refuse a category that does not exist and a malformed phone, with the listing form's messages", async () => {
    const category = await propose({ categoryId: 99 });
    expect(category.status).toBe(422);
    const phone = await propose({ phone: "call me" });
    expect(phone.status).toBe(422);
  });

  it("are another owner's business's to propose: 403", async () => {
    expect((await asOwner("POST", "/api/owner/businesses/2/proposals", { phone: NEW_PHONE })).status).toBe(403);
  });
});

describe("an editor's decision on proposed changes", () => {
  const proposePhone = async () =>
    OwnerProposalSchema.parse(await (await asOwner("POST", `${LISTING}/proposals`, { phone: NEW_PHONE })).json());
  const outbox = () => t.db.select().from(mailOutbox);

  it("lists the pending ones with the listing's values now, and approving writes them live and tells the owner", async () => {
    const { id } = await proposePhone();
    const pending = (await (await asEditor("GET", "/api/admin/owner-proposals")).json()).map((row: unknown) =>
      PendingProposalSchema.parse(row),
    );
    expect(pending).toMatchObject([
      { id, business: { id: 1, name: "Ganga View" }, ownerEmail: "asha@example.com", current: { phone: OLD_PHONE } },
    ]);
    const approved = await asEditor("POST", `/api/admin/owner-proposals/${id}/approve`);
    expect(approved.status).toBe(200);
    expect(OwnerProposalSchema.parse(await approved.json()).status).toBe("approved");
    expect((await stored()).phone).toBe(NEW_PHONE);
    expect(t.contentChanges).toMatchObject([{ requestedBy: "admin:ganga" }]);
    const audits = await auditRows();
    expect(audits.at(-1)).toMatchObject({
      actorKind: "admin",
      action: "approve-proposal",
      entity: "business",
      changes: { proposalId: id, phone: { from: OLD_PHONE, to: NEW_PHONE } },
    });
    const [mail] = await outbox();
    expect(mail).toMatchObject({ kind: "owner-proposal-decided", recipient: "asha@example.com" });
    expect(mail!.subject).toBe("Your changes to Ganga View are approved");
    expect(mail!.textBody).toContain(`Phone: ${NEW_PHONE}`);
    expect((await asEditor("POST", `/api/admin/owner-proposals/${id}/approve`)).status).toBe(409);
    expect(await (await asEditor("GET", "/api/admin/owner-proposals")).json()).toEqual([]);
  });

  it("refusing keeps the listing as it is, and the owner reads the reason on the dashboard and by email", async () => {
    const { id } = await proposePhone();
    const noReason = await asEditor("POST", `/api/admin/owner-proposals/${id}/refuse`, { reason: " " });
    expect(noReason.status).toBe(422);
    expect((await noReason.json()).message).toBe(REFUSAL_REASON_REQUIRED_MESSAGE);
    const reason = "The number on your signboard is the old one; send a photo of the new board.";
    expect((await asEditor("POST", `/api/admin/owner-proposals/${id}/refuse`, { reason })).status).toBe(200);
    expect((await stored()).phone).toBe(OLD_PHONE);
    expect(t.contentChanges).toEqual([]);
    const mine = (await (await asOwner("GET", `${LISTING}/proposals`)).json()).map((row: unknown) =>
      OwnerProposalSchema.parse(row),
    );
    expect(mine).toMatchObject([{ id, status: "refused", reason }]);
    const [mail] = await outbox();
    expect(mail!.subject).toBe("Your changes to Ganga View were not approved");
    expect(mail!.textBody).toContain(reason);
    const refusedAgain = await asEditor("POST", `/api/admin/owner-proposals/${id}/approve`);
    expect((await refusedAgain.json()).message).toBe(proposalDecidedMessage("refused"));
  });

  it("will not apply changes proposed by someone who no longer manages the business", async () => {
    const { id } = await proposePhone();
    await t.db.delete(businessOwners).where(eq(businessOwners.businessId, 1));
    const response = await asEditor("POST", `/api/admin/owner-proposals/${id}/approve`);
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe(PROPOSER_NO_LONGER_OWNER_MESSAGE);
    expect((await stored()).phone).toBe(OLD_PHONE);
    expect(await outbox()).toEqual([]);
  });

  it("is an editor's: an owner's session gets no admin route", async () => {
    const { id } = await proposePhone();
    expect((await asOwner("POST", `/api/admin/owner-proposals/${id}/approve`)).status).toBe(403);
    expect((await stored()).phone).toBe(OLD_PHONE);
  });
});
