// Claiming a listing, and every way to take one over that must fail (issue 44): a code only the listing's own
// address receives, a limited number of guesses, a second claim that never takes over silently (the owner is told,
// and only an editor transfers it, after the cooling-off), editors' decisions audited, a suspended owner stopped.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CLAIM_COOLING_OFF_DAYS, SIGN_IN_CODE_ATTEMPTS } from "../../../../shared/schemas/owners.ts";
import {
  auditLog,
  businessOwners,
  mailOutbox,
  ownerEditProposals,
  ownershipClaims,
  sessions,
  users,
} from "../../../db/schema.ts";
import { insertAdmin, requestAsAdmin } from "../../../test-support/admin.ts";
import { TEST_ORIGIN, useTestApp } from "../../../test-support/app.ts";
import { insertBusiness, insertCategory } from "../../../test-support/fixtures.ts";
import { insertOwner, requestAsOwner } from "../../../test-support/owner.ts";
import { createVisitorSession, VISITOR_SESSION_COOKIE } from "../../visitor-auth/sessions.ts";
import { NO_LISTING_EMAIL_MESSAGE } from "./queries.ts";

const LISTING_EMAIL = "namaste@gangayoga.example";
let categoryId = 0;
let gangaId = 0;
let noEmailId = 0;
const EDITORS = "editors@soul.example";
const t = await useTestApp(
  async (db) => {
    categoryId = (await insertCategory(db)).id;
    gangaId = (await insertBusiness(db, { categoryId, name: "Ganga Yoga Shala", email: LISTING_EMAIL })).id;
    noEmailId = (await insertBusiness(db, { categoryId, name: "Chai Corner", email: null })).id;
    await insertAdmin(db);
    await insertOwner(db, { id: "asha", email: "asha@example.com" });
    await insertOwner(db, { id: "ravi", email: "ravi@example.com" });
  },
  { env: { ADMIN_NOTIFY_EMAIL: EDITORS } },
);

const asAsha = requestAsOwner(t, "asha");
const asRavi = requestAsOwner(t, "ravi");
const asEditor = requestAsAdmin(t);

const mailsTo = (recipient: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)).orderBy(mailOutbox.id);

/** The code in the last claim email to the listing's address. */
async function listingCode(): Promise<string> {
  const last = (await mailsTo(LISTING_EMAIL)).at(-1)!;
  expect(last.kind).toBe("claim-code");
  return /^\s+(\d{6})$/m.exec(last.textBody)![1]!;
}

const proposalStatus = async (id: number) =>
  (await t.db.select().from(ownerEditProposals).where(eq(ownerEditProposals.id, id)))[0]?.status;

const ownerOf = async (businessId: number) =>
  (await t.db.select().from(businessOwners).where(eq(businessOwners.businessId, businessId)))[0]?.userId;

async function claimByEmail(request: typeof asAsha, businessId = gangaId) {
  const response = await request("POST", "/api/owner/claims", { businessId, method: "listing-email" });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number };
}

describe("a claim by the code sent to the listing's email", () => {
  it("sends the code to the listing's own address only, whatever address the claimant sends", async () => {
    const response = await asAsha("POST", "/api/owner/claims", {
      businessId: gangaId,
      method: "listing-email",
      email: "asha@example.com",
    });
    expect(response.status).toBe(201);
    expect(await mailsTo("asha@example.com")).toEqual([]);
    expect((await mailsTo(LISTING_EMAIL)).map((mail) => mail.kind)).toEqual(["claim-code"]);
  });

  it("makes the claimant the owner with the right code, audited as theirs", async () => {
    const claim = await claimByEmail(asAsha);
    const response = await asAsha("POST", `/api/owner/claims/${claim.id}/code`, { code: await listingCode() });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "approved" });
    expect(await ownerOf(gangaId)).toBe("asha");
    const audit = await t.db.select().from(auditLog).orderBy(auditLog.id);
    expect(
      audit.map(({ actorKind, userId, adminUsername, action }) => ({ actorKind, userId, adminUsername, action })),
    ).toEqual([
      { actorKind: "owner", userId: "asha", adminUsername: "asha@example.com", action: "claim" },
      { actorKind: "owner", userId: "asha", adminUsername: "asha@example.com", action: "approve-claim" },
    ]);
  });

  it("cannot be completed with a code the claimant got at their own address", async () => {
    // Asha's own sign-in code, at the address she controls, is not the listing's code
    await t.request("POST", "/api/owner/sign-in/code", {
      body: { email: "asha@example.com" },
      headers: { origin: TEST_ORIGIN },
    });
    const own = /^\s+(\d{6})$/m.exec((await mailsTo("asha@example.com")).at(-1)!.textBody)![1]!;
    const claim = await claimByEmail(asAsha);
    if (own !== (await listingCode())) {
      expect((await asAsha("POST", `/api/owner/claims/${claim.id}/code`, { code: own })).status).toBe(400);
    }
    expect(await ownerOf(gangaId)).toBeUndefined();
  });

  it(`refuses even the right code after ${SIGN_IN_CODE_ATTEMPTS} wrong ones`, async () => {
    const claim = await claimByEmail(asAsha);
    const code = await listingCode();
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < SIGN_IN_CODE_ATTEMPTS; attempt++) {
      expect((await asAsha("POST", `/api/owner/claims/${claim.id}/code`, { code: wrong })).status).toBe(400);
    }
    expect((await asAsha("POST", `/api/owner/claims/${claim.id}/code`, { code })).status).toBe(400);
    expect(await ownerOf(gangaId)).toBeUndefined();
  });

  it("does not let another visitor use someone's claim and its code", async () => {
    const claim = await claimByEmail(asAsha);
    const response = await asRavi("POST", `/api/owner/claims/${claim.id}/code`, { code: await listingCode() });
    expect(response.status).toBe(400);
    expect(await ownerOf(gangaId)).toBeUndefined();
  });

  it("is refused for a listing without an email address, which takes a claim with evidence instead", async () => {
    const response = await asAsha("POST", "/api/owner/claims", { businessId: noEmailId, method: "listing-email" });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ message: NO_LISTING_EMAIL_MESSAGE });
  });

  it("limits the codes sent to one listing's address", async () => {
    for (let index = 0; index < 3; index++) await claimByEmail(asAsha);
    expect((await asAsha("POST", "/api/owner/claims", { businessId: gangaId, method: "listing-email" })).status).toBe(
      429,
    );
  });
});

describe("a second claim on a listing someone manages", () => {
  async function ravisVerifiedClaim() {
    await t.db.insert(businessOwners).values({ businessId: gangaId, userId: "asha" });
    const claim = await claimByEmail(asRavi);
    const response = await asRavi("POST", `/api/owner/claims/${claim.id}/code`, { code: await listingCode() });
    return { claim, answer: await response.json() };
  }

  it("does not take it over, even with the right code: the owner is told and the claim waits", async () => {
    const { answer } = await ravisVerifiedClaim();
    expect(answer).toMatchObject({ status: "pending", transferAfter: expect.any(String) });
    const wait = new Date(answer.transferAfter).getTime() - Date.now();
    expect(wait).toBeGreaterThan((CLAIM_COOLING_OFF_DAYS - 1) * 24 * 3600_000);
    expect(await ownerOf(gangaId)).toBe("asha");
    expect((await mailsTo("asha@example.com")).map((mail) => mail.kind)).toEqual(["claim-notice"]);
    const [toEditors] = await mailsTo(EDITORS);
    expect(toEditors).toMatchObject({
      kind: "claim-awaiting-editor",
      subject: "A claim on Ganga Yoga Shala waits for you",
    });
    expect(toEditors!.textBody).toContain("it cannot be transferred before");
    expect(toEditors!.textBody).toContain("/admin/owners");
  });

  it("cannot be transferred by an editor before the cooling-off ends, and can after, telling both", async () => {
    const { claim } = await ravisVerifiedClaim();
    expect((await asEditor("POST", `/api/admin/owners/claims/${claim.id}/approve`)).status).toBe(409);
    expect((await asEditor("POST", `/api/admin/owners/claims/${claim.id}/transfer`)).status).toBe(409);
    expect(await ownerOf(gangaId)).toBe("asha");

    await t.db
      .update(ownershipClaims)
      .set({ transferAfter: new Date(Date.now() - 1000) })
      .where(eq(ownershipClaims.id, claim.id));
    // what Asha proposed while she managed it is not hers to wait for any more
    const [proposal] = await t.db
      .insert(ownerEditProposals)
      .values({ businessId: gangaId, userId: "asha", changes: { phone: "+91 90000 00000" }, previous: {} })
      .returning();
    expect((await asEditor("POST", `/api/admin/owners/claims/${claim.id}/transfer`)).status).toBe(200);
    expect(await ownerOf(gangaId)).toBe("ravi");
    expect(await proposalStatus(proposal!.id)).toBe("withdrawn");
    expect((await mailsTo("ravi@example.com")).map((mail) => mail.kind)).toEqual(["claim-decided"]);
    expect((await mailsTo("asha@example.com")).map((mail) => mail.kind)).toEqual(["claim-notice", "claim-decided"]);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, "transfer"));
    expect(audit).toMatchObject({ actorKind: "admin", adminUsername: "ganga", entityId: String(claim.id) });
  });

  it("by evidence also tells the owner and waits", async () => {
    await t.db.insert(businessOwners).values({ businessId: gangaId, userId: "asha" });
    const response = await asRavi("POST", "/api/owner/claims", {
      businessId: gangaId,
      method: "evidence",
      evidence: "I bought the shala in March; the deed is in my name.",
    });
    expect(await response.json()).toMatchObject({ status: "pending", transferAfter: expect.any(String) });
    expect((await mailsTo("asha@example.com")).map((mail) => mail.kind)).toEqual(["claim-notice"]);
    expect(await ownerOf(gangaId)).toBe("asha");
  });
});

describe("an editor's decisions", () => {
  async function evidenceClaim(businessId = noEmailId) {
    const response = await asAsha("POST", "/api/owner/claims", {
      businessId,
      method: "evidence",
      evidence: "I run the stall; call me on +91 98370 22222.",
    });
    return (await response.json()) as { id: number };
  }

  it("are asked for by email when a claim with evidence waits; a claim the listing's code settles asks nothing", async () => {
    await evidenceClaim();
    expect(await mailsTo(EDITORS)).toEqual([
      expect.objectContaining({ kind: "claim-awaiting-editor", subject: "A claim on Chai Corner waits for you" }),
    ]);
    const claim = await claimByEmail(asAsha);
    await asAsha("POST", `/api/owner/claims/${claim.id}/code`, { code: await listingCode() });
    expect(await mailsTo(EDITORS)).toHaveLength(1);
  });

  it("lists the claims waiting, with their evidence", async () => {
    const claim = await evidenceClaim();
    const listed = await (await asEditor("GET", "/api/admin/owners")).json();
    expect(listed.claims).toEqual([
      expect.objectContaining({
        id: claim.id,
        businessName: "Chai Corner",
        claimantEmail: "asha@example.com",
        method: "evidence",
      }),
    ]);
  });

  it("approves a claim on a listing nobody manages, audited, telling the claimant", async () => {
    const claim = await evidenceClaim();
    expect((await asEditor("POST", `/api/admin/owners/claims/${claim.id}/approve`)).status).toBe(200);
    expect(await ownerOf(noEmailId)).toBe("asha");
    expect((await mailsTo("asha@example.com")).map((mail) => mail.kind)).toEqual(["claim-decided"]);
    expect(await t.db.$count(auditLog, eq(auditLog.action, "approve-claim"))).toBe(1);
    const listed = await (await asEditor("GET", "/api/admin/owners")).json();
    expect(listed.owners).toEqual([expect.objectContaining({ businessId: noEmailId, email: "asha@example.com" })]);
  });

  it("refuses a claim with a reason the claimant reads", async () => {
    const claim = await evidenceClaim();
    const response = await asEditor("POST", `/api/admin/owners/claims/${claim.id}/refuse`, {
      reason: "We could not reach the stall.",
    });
    expect(response.status).toBe(200);
    expect(await ownerOf(noEmailId)).toBeUndefined();
    expect((await mailsTo("asha@example.com")).at(-1)!.textBody).toContain("We could not reach the stall.");
    const own = await (await asAsha("GET", "/api/owner/claims")).json();
    expect(own).toEqual([
      expect.objectContaining({ status: "refused", decisionReason: "We could not reach the stall." }),
    ]);
  });

  it("revokes an ownership, withdrawing the changes its owner proposed and no one decided", async () => {
    await t.db.insert(businessOwners).values({ businessId: gangaId, userId: "asha" });
    const [proposal] = await t.db
      .insert(ownerEditProposals)
      .values({ businessId: gangaId, userId: "asha", changes: { phone: "+91 90000 00000" }, previous: {} })
      .returning();
    expect((await asEditor("POST", `/api/admin/owners/businesses/${gangaId}/revoke`, { reason: "Sold" })).status).toBe(
      200,
    );
    expect(await ownerOf(gangaId)).toBeUndefined();
    expect(await proposalStatus(proposal!.id)).toBe("withdrawn");
    expect((await asEditor("POST", `/api/admin/owner-proposals/${proposal!.id}/approve`)).status).toBe(409);
    expect(await t.db.$count(auditLog, eq(auditLog.action, "revoke"))).toBe(1);
  });

  it("suspends an owner: their sessions end at once and the owner's API refuses them; letting them back restores it", async () => {
    await t.db.insert(businessOwners).values({ businessId: gangaId, userId: "asha" });
    const { token } = await createVisitorSession(t.db, "asha");
    const cookie = `${VISITOR_SESSION_COOKIE}=${token}`;
    expect((await t.request("GET", "/api/owner/me", { headers: { cookie } })).status).toBe(200);
    expect((await asEditor("POST", "/api/admin/owners/users/asha/suspend")).status).toBe(200);
    expect((await t.request("GET", "/api/owner/me", { headers: { cookie } })).status).toBe(401);
    expect(await t.db.$count(sessions)).toBe(0);
    expect((await asAsha("GET", `/api/owner/businesses/${gangaId}`)).status).toBe(401);
    expect((await asEditor("POST", "/api/admin/owners/users/asha/unsuspend")).status).toBe(200);
    const [asha] = await t.db.select().from(users).where(eq(users.id, "asha"));
    expect(asha!.suspendedAt).toBeNull();
    expect(await t.db.$count(auditLog, eq(auditLog.entity, "user"))).toBe(2);
  });

  it("answers Owner not found for an account id no account can have (a NUL byte, broken encoding), and audits nothing", async () => {
    for (const id of ["%00", "%E0%A4%A"]) {
      const response = await asEditor("POST", `/api/admin/owners/users/${id}/suspend`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ message: "Owner not found" });
    }
    expect(await t.db.$count(auditLog, eq(auditLog.entity, "user"))).toBe(0);
  });
});

describe("a claimant withdrawing their claim", () => {
  it("ends a claim waiting for the code: the code no longer works, and it is audited as theirs", async () => {
    const claim = await claimByEmail(asAsha);
    const code = await listingCode();
    const response = await asAsha("POST", `/api/owner/claims/${claim.id}/withdraw`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: claim.id, status: "withdrawn" });
    expect((await asAsha("POST", `/api/owner/claims/${claim.id}/code`, { code })).status).toBe(400);
    expect(await ownerOf(gangaId)).toBeUndefined();
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, "withdraw-claim"));
    expect(audit).toMatchObject({ actorKind: "owner", userId: "asha", entityId: String(claim.id) });
  });

  it("takes a claim off the editors' list, and lets the claimant claim again", async () => {
    const response = await asAsha("POST", "/api/owner/claims", {
      businessId: noEmailId,
      method: "evidence",
      evidence: "I run the stall.",
    });
    const claim = (await response.json()) as { id: number };
    expect((await asAsha("POST", `/api/owner/claims/${claim.id}/withdraw`)).status).toBe(200);
    expect((await (await asEditor("GET", "/api/admin/owners")).json()).claims).toEqual([]);
    expect((await asEditor("POST", `/api/admin/owners/claims/${claim.id}/approve`)).status).toBe(409);
    const again = await asAsha("POST", "/api/owner/claims", {
      businessId: noEmailId,
      method: "evidence",
      evidence: "I run the stall.",
    });
    expect(again.status).toBe(201);
  });

  it("is refused for someone else's claim and for a claim already decided", async () => {
    const claim = await claimByEmail(asAsha);
    expect((await asRavi("POST", `/api/owner/claims/${claim.id}/withdraw`)).status).toBe(404);
    await asAsha("POST", `/api/owner/claims/${claim.id}/code`, { code: await listingCode() });
    expect((await asAsha("POST", `/api/owner/claims/${claim.id}/withdraw`)).status).toBe(404);
    expect(await ownerOf(gangaId)).toBe("asha");
    expect(await t.db.$count(auditLog, eq(auditLog.action, "withdraw-claim"))).toBe(0);
  });
});

describe("a listing sent signed in from /list-business", () => {
  it("becomes its sender's when an editor puts it live", async () => {
    const { token } = await createVisitorSession(t.db, "asha");
    const response = await t.request("POST", "/api/businesses", {
      body: {
        name: "Tapovan Bakery",
        description: "Sourdough and cardamom buns above the river road.",
        categoryId,
        location: "Tapovan",
        email: "bake@tapovan.example",
        phone: "+91 98370 33333",
        address: "",
        website: "",
        whatsapp: "",
        priceRange: "$",
        services: [],
        amenities: [],
        images: [],
        fillTimeMs: 30_000,
      },
      headers: { cookie: `${VISITOR_SESSION_COOKIE}=${token}`, origin: TEST_ORIGIN, "x-forwarded-for": "203.0.113.9" },
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect(await ownerOf(id)).toBeUndefined();
    expect((await asEditor("POST", `/api/admin/businesses/${id}/approve`)).status).toBe(200);
    expect(await ownerOf(id)).toBe("asha");
  });
});
