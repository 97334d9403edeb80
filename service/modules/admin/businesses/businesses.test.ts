import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADMIN_PAGE, TOTAL_COUNT_HEADER } from "../../../../shared/constants.ts";
import { BUSINESS_NOT_FOUND } from "../../../../shared/messages.ts";
import { AdminBusinessSummarySchema } from "../../../../shared/schemas/admin-lists.ts";
import {
  BusinessSchema,
  CATEGORY_REQUIRED_MESSAGE,
  photoAltMissingMessage,
} from "../../../../shared/schemas/business.ts";
import { REQUIRED_FIELDS_MESSAGE } from "../../../../shared/schemas/fields.ts";
import { auditLog, businesses } from "../../../db/schema.ts";
import { insertAdmin, requestAsAdmin } from "../../../test-support/admin.ts";
import { useTestApp } from "../../../test-support/app.ts";
import { insertBusiness, insertCategory } from "../../../test-support/fixtures.ts";

const t = await useTestApp(async (db) => {
  await insertAdmin(db);
  const category = await insertCategory(db, { name: "Stays", slug: "stays-retreats", color: "#1c7ed6" });
  await insertBusiness(db, { categoryId: category.id, name: "Live Ashram", createdAt: new Date("2025-01-01") });
  // a listing submitted by the public: waiting for approval
  await insertBusiness(db, {
    categoryId: category.id,
    name: "New Guesthouse",
    isActive: false,
    createdAt: new Date("2025-02-01"),
  });
});

const send = requestAsAdmin(t);
const form = {
  name: "Ganga View",
  description: "Rooms by the river",
  categoryId: "1",
  location: "Tapovan",
  services: ["Yoga", " "],
};

describe("admin businesses", () => {
  it("lists inactive listings too, newest first, with category, isFeatured and the total in X-Total-Count", async () => {
    const response = await send("GET", "/api/admin/businesses");
    expect(response.headers.get(TOTAL_COUNT_HEADER)).toBe("2");
    const body = (await response.json()).map((row: unknown) => BusinessSchema.parse(row));
    expect(body.map((row: { name: string }) => row.name)).toEqual(["New Guesthouse", "Live Ashram"]);
    expect(body[0]).toMatchObject({
      isActive: false,
      isFeatured: false,
      category: { name: "Stays", slug: "stays-retreats", color: "#1c7ed6" },
    });
  });

  it("reads one business, inactive or not", async () => {
    const response = await send("GET", "/api/admin/businesses/2");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: 2, name: "New Guesthouse", isActive: false });
    const missing = await send("GET", "/api/admin/businesses/99");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: BUSINESS_NOT_FOUND });
  });

  it("creates a business from the form (category as a number, lists cleaned) and asks for a rebuild", async () => {
    const response = await send("POST", "/api/admin/businesses", { ...form, isFeatured: true });
    expect(response.status).toBe(201);
    const created = BusinessSchema.parse(await response.json());
    expect(created).toMatchObject({
      name: "Ganga View",
      categoryId: 1,
      services: ["Yoga"],
      isFeatured: true,
      isActive: true,
      isVerified: false,
      category: { slug: "stays-retreats" },
    });
    expect(t.contentChanges).toEqual([
      { reason: `business ${created.id}: create`, label: "Ganga View created", requestedBy: "admin:ganga" },
    ]);
  });

  it("answers an unknown category with 422 and the form's message, not a database error", async () => {
    for (const [method, path] of [
      ["POST", "/api/admin/businesses"],
      ["PUT", "/api/admin/businesses/1"],
    ] as const) {
      const response = await send(method, path, { ...form, categoryId: 42 });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        message: CATEGORY_REQUIRED_MESSAGE,
        errors: { categoryId: CATEGORY_REQUIRED_MESSAGE },
      });
    }
  });

  it("rejects a form missing a required field", async () => {
    const response = await send("POST", "/api/admin/businesses", { ...form, location: "  " });
    expect(response.status).toBe(422);
    expect((await response.json()).message).toBe(REQUIRED_FIELDS_MESSAGE);
  });

  it("approves a submitted listing and verifies a business, each audited as its own action", async () => {
    const approved = await send("POST", "/api/admin/businesses/2/approve");
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ id: 2, isActive: true, isVerified: false });
    const verified = await send("POST", "/api/admin/businesses/2/verify");
    expect(await verified.json()).toMatchObject({ id: 2, isActive: true, isVerified: true });
    const entries = await t.db.select().from(auditLog).orderBy(auditLog.id);
    expect(entries.map(({ action, entityId, changes }) => ({ action, entityId, changes }))).toEqual([
      { action: "approve", entityId: "2", changes: { isActive: { from: false, to: true } } },
      { action: "verify", entityId: "2", changes: { isVerified: { from: false, to: true } } },
    ]);
    expect((await send("POST", "/api/admin/businesses/99/approve")).status).toBe(404);
  });

  it("updates and deletes a business", async () => {
    const updated = await send("PUT", "/api/admin/businesses/1", { ...form, isVerified: true });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ id: 1, name: "Ganga View", isVerified: true });
    expect((await send("DELETE", "/api/admin/businesses/1")).status).toBe(204);
    expect(await t.db.$count(businesses)).toBe(1);
    expect((await send("DELETE", "/api/admin/businesses/1")).status).toBe(404);
  });
});

/** Names on one page of the admin list and the total the header gives. */
async function listPage(query: string) {
  const response = await send("GET", `/api/admin/businesses?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  const rows: { name: string }[] = await response.json();
  return { names: rows.map((row) => row.name), total: Number(response.headers.get(TOTAL_COUNT_HEADER)) };
}

describe("photos' alt texts (issue 45)", () => {
  const uploaded = `upload:${"a".repeat(64)}.webp`;
  const linked = "https://img.example/ghat.jpg";

  it("refuses an uploaded photo without its alt text, naming the photo, and writes nothing", async () => {
    const response = await send("PUT", "/api/admin/businesses/1", { ...form, images: [linked, uploaded] });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ message: photoAltMissingMessage(2) });
    const blankAlt = await send("PATCH", "/api/admin/businesses/1", {
      images: [uploaded],
      imageAlts: { [uploaded]: " " },
    });
    expect(await blankAlt.json()).toMatchObject({ message: photoAltMissingMessage(1) });
    expect(await t.db.$count(auditLog)).toBe(0);
  });

  it("keeps each photo's alt text by its source, through a new order, and drops a removed photo's", async () => {
    const alts = { [uploaded]: "Yoga hall at sunrise", [linked]: "The ghat below the rooms" };
    const saved = await send("PUT", "/api/admin/businesses/1", {
      ...form,
      images: [uploaded, linked],
      imageAlts: alts,
    });
    expect(saved.status).toBe(200);
    expect(BusinessSchema.parse(await saved.json()).imageAlts).toEqual(alts);
    const reordered = await send("PATCH", "/api/admin/businesses/1", { images: [linked, uploaded] });
    expect((await reordered.json()).imageAlts).toEqual(alts);
    await send("PATCH", "/api/admin/businesses/1", { images: [uploaded] });
    const [stored] = await t.db.select().from(businesses).where(eq(businesses.id, 1));
    expect(stored?.imageAlts).toEqual({ [uploaded]: "Yoga hall at sunrise" });
  });

  it("takes a photo linked by address without an alt text, as older records hold them", async () => {
    const response = await send("PUT", "/api/admin/businesses/1", { ...form, images: [linked] });
    expect(response.status).toBe(200);
    expect((await response.json()).imageAlts).toEqual({});
  });
});

describe("GET /api/admin/businesses: paging, search and filters on the server", () => {
  it("answers one page, newest first, and the number of all matches in X-Total-Count", async () => {
    for (let day = 1; day <= 23; day++) {
      await insertBusiness(t.db, { categoryId: 1, name: `Stay ${day}`, createdAt: new Date(2025, 2, day) });
    }
    const first = await listPage("");
    expect(first.names).toHaveLength(ADMIN_PAGE.defaultLimit);
    expect(first.names.slice(0, 2)).toEqual(["Stay 23", "Stay 22"]);
    expect(first.total).toBe(25);
    expect(await listPage("limit=5&offset=20")).toEqual({
      names: ["Stay 3", "Stay 2", "Stay 1", "New Guesthouse", "Live Ashram"],
      total: 25,
    });
    expect((await listPage("offset=100")).names).toEqual([]);
  });

  it("refuses a page size above the limit and parameters it does not know", async () => {
    for (const query of [`limit=${ADMIN_PAGE.maxLimit + 1}`, "limit=0", "offset=-1", "status=archived"]) {
      expect((await send("GET", `/api/admin/businesses?${query}`)).status, query).toBe(422);
    }
    expect((await listPage(`limit=${ADMIN_PAGE.maxLimit}&q=&status=`)).total).toBe(2);
  });

  it("searches name and location, ignoring case, and nothing else", async () => {
    await insertBusiness(t.db, {
      categoryId: 1,
      name: "River Café",
      location: "LAXMAN JHULA",
      description: "Ganga views",
    });
    expect((await listPage("q=GANGA")).names).toEqual([]);
    expect((await listPage("q=guestHOUSE")).names).toEqual(["New Guesthouse"]);
    expect((await listPage("q=laxman%20jhula")).names).toEqual(["River Café"]);
    expect(await listPage("q=tapov")).toEqual({ names: ["New Guesthouse", "Live Ashram"], total: 2 });
  });

  it("takes %, _ and backslash in the search text literally", async () => {
    for (const name of ["100% Pure Yoga", "Under_score Stays", "Back\\slash Café"]) {
      await insertBusiness(t.db, { categoryId: 1, name });
    }
    expect((await listPage("q=%25")).names).toEqual(["100% Pure Yoga"]);
    expect((await listPage("q=r_s")).names).toEqual(["Under_score Stays"]);
    expect((await listPage("q=%5C")).names).toEqual(["Back\\slash Café"]);
  });

  it("filters by status: pending means awaiting approval", async () => {
    await insertBusiness(t.db, {
      categoryId: 1,
      name: "Verified Ashram",
      isVerified: true,
      createdAt: new Date("2025-03-01"),
    });
    await insertBusiness(t.db, {
      categoryId: 1,
      name: "Featured Cafe",
      isFeatured: true,
      createdAt: new Date("2025-04-01"),
    });
    expect((await listPage("status=all")).names).toEqual([
      "Featured Cafe",
      "Verified Ashram",
      "New Guesthouse",
      "Live Ashram",
    ]);
    expect(await listPage("status=pending")).toEqual({ names: ["New Guesthouse"], total: 1 });
    expect((await listPage("status=active")).names).toEqual(["Featured Cafe", "Verified Ashram", "Live Ashram"]);
    expect((await listPage("status=verified")).names).toEqual(["Verified Ashram"]);
    expect((await listPage("status=unverified")).names).toEqual(["Featured Cafe", "New Guesthouse", "Live Ashram"]);
    expect((await listPage("status=featured")).names).toEqual(["Featured Cafe"]);
    expect(await listPage("status=active&q=ashram&limit=1")).toEqual({ names: ["Verified Ashram"], total: 2 });
  });
});

describe("GET /api/admin/businesses/summary", () => {
  it("counts every business for the list's cards", async () => {
    await insertBusiness(t.db, { categoryId: 1, isVerified: true, isFeatured: true });
    await insertBusiness(t.db, { categoryId: 1, isActive: false, isVerified: true });
    const response = await send("GET", "/api/admin/businesses/summary");
    expect(response.status).toBe(200);
    expect(AdminBusinessSummarySchema.parse(await response.json())).toEqual({
      total: 4,
      pending: 2,
      active: 2,
      verified: 2,
      featured: 1,
    });
  });
});

describe("saving one thing never resets another", () => {
  it("PATCH switches Featured on and off alone, audited with only that field", async () => {
    for (const isFeatured of [true, false]) {
      const response = await send("PATCH", "/api/admin/businesses/2", { isFeatured });
      expect(response.status).toBe(200);
      expect(BusinessSchema.parse(await response.json())).toMatchObject({
        id: 2,
        name: "New Guesthouse",
        isActive: false,
        isFeatured,
      });
    }
    const entries = await t.db.select().from(auditLog).orderBy(auditLog.id);
    expect(entries.map(({ action, changes }) => ({ action, changes }))).toEqual([
      { action: "update", changes: { isFeatured: { from: false, to: true } } },
      { action: "update", changes: { isFeatured: { from: true, to: false } } },
    ]);
    expect(t.contentChanges).toHaveLength(2);
  });

  it("PATCH checks each field it is given with the form's schema, and the id", async () => {
    const notABoolean = await send("PATCH", "/api/admin/businesses/2", { isFeatured: "yes" });
    expect(notABoolean.status).toBe(422);
    const blankName = await send("PATCH", "/api/admin/businesses/2", { name: " " });
    expect(await blankName.json()).toMatchObject({ message: REQUIRED_FIELDS_MESSAGE });
    const unknownCategory = await send("PATCH", "/api/admin/businesses/2", { categoryId: 42 });
    expect(unknownCategory.status).toBe(422);
    expect((await send("PATCH", "/api/admin/businesses/99", { isFeatured: true })).status).toBe(404);
    expect(await t.db.$count(auditLog)).toBe(0);
  });

  it("PUT keeps Featured, Verified and live when the form leaves them out", async () => {
    await send("PATCH", "/api/admin/businesses/1", { isFeatured: true, isVerified: true });
    const response = await send("PUT", "/api/admin/businesses/1", form);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      name: "Ganga View",
      isFeatured: true,
      isVerified: true,
      isActive: true,
    });
    const [stored] = await t.db.select().from(businesses).where(eq(businesses.id, 1));
    expect(stored).toMatchObject({ isFeatured: true, isVerified: true, services: ["Yoga"] });
  });

  it("PUT and PATCH that change nothing record nothing and ask for no rebuild", async () => {
    await send("PATCH", "/api/admin/businesses/1", { isFeatured: false, isActive: true });
    expect(await t.db.$count(auditLog)).toBe(0);
    await send("PUT", "/api/admin/businesses/1", form);
    await send("PUT", "/api/admin/businesses/1", form);
    expect(await t.db.$count(auditLog)).toBe(1);
    expect(t.contentChanges).toHaveLength(1);
  });
});
