// Every /api/admin/* route the app really has (read from its own route list, not a hand-written one)
// refuses a request without a session and serves one with a session.
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { NOT_SIGNED_IN_MESSAGE } from "../../../shared/messages.ts";
import { PHOTO_FIELD } from "../../../shared/photo-uploads.ts";
import { assertSameSite } from "../../request-source.ts";
import {
  businessOwners,
  crossings,
  landmarks,
  mailOutbox,
  mailSuppressions,
  ownerEditProposals,
  ownershipClaims,
  reviewReplies,
  siteBuilds,
  users,
} from "../../db/schema.ts";
import { readEnv } from "../../env.ts";
import { HttpError } from "../../http.ts";
import { keptName, keptPhoto } from "../photos/intake.ts";
import { photoOriginalsFrom } from "../photos/originals.ts";
import { TEST_ORIGIN, useTestApp } from "../../test-support/app.ts";
import { TEST_ADMIN, insertAdmin, sessionCookie, sessionTokenFrom, signedInHeaders } from "../../test-support/admin.ts";
import {
  insertBlogPost,
  insertBusiness,
  insertCategory,
  insertInquiry,
  insertReview,
  insertTestimonial,
} from "../../test-support/fixtures.ts";

// a kept release that a build made, for Roll back
const sampleCrossing = {
  slug: "ram-jhula",
  name: "Ram Jhula",
  kind: "bridge",
  openOnFoot: true,
  statusNote: "Open",
  statusDate: "2025-10-30",
  statusSource: "news",
  leftLatitude: 30.1225,
  leftLongitude: 78.3152,
  rightLatitude: 30.124,
  rightLongitude: 78.3137,
  coordinatesSource: "approximate",
} as const;
const sampleLandmark = { slug: "triveni-ghat", name: "Triveni Ghat", kind: "ghat", source: "approximate" } as const;

const dataDir = await mkdtemp(join(tmpdir(), "sor-admin-routes-"));
await mkdir(join(dataDir, "releases", "release-1"), { recursive: true });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

// a photo to upload, and one already kept for the editor's preview of it
const samplePhoto = await sharp({ create: { width: 16, height: 12, channels: 3, background: "#0f766e" } })
  .png()
  .toBuffer();
const uploadBody = new FormData();
uploadBody.set(PHOTO_FIELD, new File([samplePhoto], "ghat.png", { type: "image/png" }));
const keptSampleName = keptName(samplePhoto);
await photoOriginalsFrom(readEnv({ NODE_ENV: "test", DATA_DIR: dataDir })).put(
  keptSampleName,
  await keptPhoto(samplePhoto),
);

const t = await useTestApp(
  async (db) => {
    await insertAdmin(db);
    const used = await insertCategory(db, { slug: "yoga-meditation" });
    await insertCategory(db, { slug: "unused" });
    const business = await insertBusiness(db, { categoryId: used.id });
    await insertBlogPost(db);
    await insertInquiry(db, { businessId: business.id });
    const review = await insertReview(db, { businessId: business.id, status: "held" });
    await insertTestimonial(db);
    await db.insert(siteBuilds).values({ status: "succeeded", releaseId: "release-1" });
    await db.insert(crossings).values(sampleCrossing);
    await db.insert(landmarks).values({ ...sampleLandmark, latitude: 30.1039, longitude: 78.2986 });
    // a sent email (Resend queues a copy) and a suppressed address (which Clear removes)
    await db.insert(mailOutbox).values({
      kind: "inquiry-confirmation",
      status: "sent",
      recipient: "lena@traveller.example",
      subject: "Your inquiry",
      textBody: "Namaste",
      htmlBody: "<p>Namaste</p>",
      causeType: "inquiry",
    });
    await db.insert(mailSuppressions).values({ address: "gone@example.com", scope: "all", reason: "550" });
    // owners (issue 44): a claim waiting on a listing nobody manages (1), and one on a managed listing whose
    // cooling-off has passed (2)
    await db.insert(users).values([
      { id: "claimant", email: "claimant@example.com" },
      { id: "owner", email: "owner@example.com" },
    ]);
    const managed = await insertBusiness(db, { categoryId: used.id });
    await db.insert(businessOwners).values({ businessId: managed.id, userId: "owner" });
    await db.insert(ownershipClaims).values([
      { businessId: business.id, userId: "claimant", method: "evidence", status: "pending", evidence: "Mine" },
      { businessId: managed.id, userId: "claimant", method: "evidence", status: "pending", transferAfter: new Date(0) },
    ]);
    // the owner's proposed phone on their listing (Pending edits), and their reply to a review (hidden by an editor)
    await db.insert(ownerEditProposals).values({
      businessId: managed.id,
      userId: "owner",
      changes: { phone: "+91 98370 44444" },
      previous: { phone: null },
    });
    await db.insert(reviewReplies).values({ reviewId: review.id, userId: "owner", body: "Thank you for staying." });
  },
  { env: { DATA_DIR: dataDir } },
);

const adminRoutes = t.app.routes
  .filter((route) => route.path.startsWith("/api/admin/") && route.path !== "/api/admin/login")
  .map((route) => ({ method: route.method, path: route.path.replace(/\/$/, "") }));

/**
 * Valid bodies per collection, and the id each collection's `:id` (or `:name`) stands for (an unused category, so
 * it can be deleted).
 */
const samples: { prefix: string; body?: unknown; id?: number | string; params?: Record<string, string> }[] = [
  {
    prefix: "/api/admin/businesses",
    body: { name: "Ganga View", description: "Rooms by the river", categoryId: 1, location: "Tapovan" },
  },
  { prefix: "/api/admin/categories", body: { name: "Sound Healing", slug: "sound-healing" }, id: 2 },
  {
    prefix: "/api/admin/blog",
    body: { title: "Aarti", slug: "aarti", content: "Evening lamps", category: "spiritual" },
  },
  { prefix: "/api/admin/inquiries", body: { status: "responded" } },
  // before the reviews' own: the first prefix a route starts with gives its sample
  { prefix: "/api/admin/reviews/:id/reply", body: { hidden: true } },
  { prefix: "/api/admin/reviews", body: { status: "published" } },
  {
    prefix: "/api/admin/home-content",
    body: { heroTitle: "Soul of Rishikesh", heroDescription: "Yoga by the Ganges" },
  },
  {
    prefix: "/api/admin/testimonials",
    body: { name: "Ana", location: "Lisbon", rating: 5, avatar: "https://example.com/a.jpg", comment: "Calm" },
  },
  { prefix: "/api/admin/releases", id: "release-1" },
  { prefix: "/api/admin/landmarks", body: { ...sampleLandmark, slug: "ganga-ghat", coordinates: "30.1039, 78.2986" } },
  {
    prefix: "/api/admin/crossings",
    body: { ...sampleCrossing, slug: "ferry", kind: "ferry", leftBank: "30.12, 78.315", rightBank: "30.121, 78.313" },
  },
  { prefix: "/api/admin/owners/claims/:id/transfer", id: 2 },
  { prefix: "/api/admin/owner-proposals/:id/refuse", body: { reason: "The number does not answer." } },
  { prefix: "/api/admin/owners/claims/:id/refuse", body: { reason: "We could not reach the business." } },
  { prefix: "/api/admin/owners/businesses/:id/revoke", body: { reason: "Sold" }, id: 2 },
  { prefix: "/api/admin/owners/users", id: "owner" },
  // a save of nothing: the route answers the category's translations as they are
  { prefix: "/api/admin/translations", body: { fields: {} }, params: { entity: "category", language: "hi" } },
  { prefix: "/api/admin/photos/:name", id: keptSampleName },
  { prefix: "/api/admin/photos", body: uploadBody },
  {
    prefix: "/api/admin/me/password",
    body: { currentPassword: TEST_ADMIN.password, newPassword: "another-long-passphrase" },
  },
];
const sampleFor = (path: string) => samples.find((sample) => path.startsWith(sample.prefix));
const concretePath = (path: string) =>
  path.replace(/:(\w+)\b/g, (_, name: string) => {
    const sample = sampleFor(path);
    return name === "id" || name === "name" ? String(sample?.id ?? 1) : (sample?.params?.[name] ?? `:${name}`);
  });
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

describe("the admin route list", () => {
  it("holds every admin call of the spec", () => {
    const listed = adminRoutes.map((route) => `${route.method} ${route.path}`);
    for (const call of [
      "GET /api/admin/stats",
      "GET /api/admin/businesses",
      "GET /api/admin/businesses/summary",
      "POST /api/admin/businesses",
      "PUT /api/admin/businesses/:id",
      "PATCH /api/admin/businesses/:id",
      "PATCH /api/admin/categories/:id",
      "PATCH /api/admin/blog/:id",
      "PATCH /api/admin/testimonials/:id",
      "GET /api/admin/blog",
      "GET /api/admin/blog/summary",
      "GET /api/admin/categories",
      "DELETE /api/admin/businesses/:id",
      "GET /api/admin/categories/:id",
      "POST /api/admin/categories",
      "PUT /api/admin/categories/:id",
      "DELETE /api/admin/categories/:id",
      "GET /api/admin/inquiries",
      "PATCH /api/admin/inquiries/:id",
      "GET /api/admin/blog/:id",
      "POST /api/admin/blog",
      "PUT /api/admin/blog/:id",
      "DELETE /api/admin/blog/:id",
      "GET /api/admin/home-content",
      "PUT /api/admin/home-content",
      "GET /api/admin/testimonials",
      "POST /api/admin/testimonials",
      "PUT /api/admin/testimonials/:id",
      "DELETE /api/admin/testimonials/:id",
      "GET /api/admin/audit",
      "GET /api/admin/releases",
      "POST /api/admin/releases/:id/rollback",
      "GET /api/admin/me",
      "POST /api/admin/logout",
    ]) {
      expect(listed).toContain(call);
    }
  });
});

describe.each(adminRoutes)("$method $path", ({ method, path }) => {
  it("answers 401 without a session", async () => {
    const response = await t.request(method, concretePath(path), {
      body: sampleFor(path)?.body,
      headers: { origin: TEST_ORIGIN },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: NOT_SIGNED_IN_MESSAGE });
  });

  it("answers 401 for a made-up session token", async () => {
    const response = await t.request(method, concretePath(path), {
      body: sampleFor(path)?.body,
      headers: { origin: TEST_ORIGIN, cookie: "sor_admin_session=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" },
    });
    expect(response.status).toBe(401);
  });

  it("works with a session", async () => {
    const response = await t.request(method, concretePath(path), {
      body: WRITES.has(method) ? sampleFor(path)?.body : undefined,
      headers: await signedInHeaders(t.db, 1),
    });
    // a preview renders with a built site's code, which this app has not got: here it only has to take the
    // session; preview.test.ts builds a site and shows the pages
    if (path.startsWith("/api/admin/preview/")) expect([401, 403]).not.toContain(response.status);
    else expect(response.status, await response.clone().text()).toBeLessThan(300);
  });

  if (WRITES.has(method)) {
    it("refuses the write from another site even with a valid cookie", async () => {
      const cookie = await sessionCookie(t.db, 1);
      const crossSiteHeaders: Record<string, string>[] = [
        { cookie, origin: "https://evil.example" },
        { cookie, referer: "https://evil.example/admin" },
        { cookie },
      ];
      for (const headers of crossSiteHeaders) {
        const response = await t.request(method, concretePath(path), { body: sampleFor(path)?.body, headers });
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ message: "Cross-site request refused" });
      }
    });
  }
});

describe("the same-site check", () => {
  it("accepts a Referer from this site when the Origin header is missing", async () => {
    const response = await t.request("POST", "/api/admin/categories", {
      body: { name: "Kirtan", slug: "kirtan" },
      headers: { cookie: await sessionCookie(t.db, 1), referer: `${TEST_ORIGIN}/admin/categories/new` },
    });
    expect(response.status).toBe(201);
  });
});

/** PUBLIC_URL is http://localhost:3000; the editor opened the same service at 127.0.0.1 instead. */
const LOOPBACK_ORIGIN = "http://127.0.0.1:3000";

function requestAt(origin: string, method: string, path: string, body: unknown, headers: Record<string, string>) {
  return t.app.handle(
    new Request(`${origin}${path}`, {
      method,
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    }),
  );
}
const signIn = (addressedTo: string, origin: string) =>
  requestAt(addressedTo, "POST", "/api/admin/login", TEST_ADMIN, { origin });

describe("the origin check at localhost and at 127.0.0.1", () => {
  it("signs in and writes at 127.0.0.1 as it does at PUBLIC_URL", async () => {
    for (const address of [TEST_ORIGIN, LOOPBACK_ORIGIN]) {
      const login = await signIn(address, address);
      expect(login.status, address).toBe(200);
      const cookie = `sor_admin_session=${sessionTokenFrom(login)}`;
      const slug = `kirtan-${new URL(address).hostname.replaceAll(".", "-")}`;
      const created = await requestAt(
        address,
        "POST",
        "/api/admin/categories",
        { name: "Kirtan", slug },
        { cookie, origin: address },
      );
      expect(created.status, address).toBe(201);
    }
  });

  it("refuses every other origin: another site, another port, another scheme", async () => {
    const cookie = await sessionCookie(t.db, 1);
    for (const origin of [
      "http://evil.example",
      "http://127.0.0.1:4000",
      "https://127.0.0.1:3000",
      "http://localhost:4000",
    ]) {
      const login = await signIn(LOOPBACK_ORIGIN, origin);
      expect(login.status, origin).toBe(403);
      expect(await login.json()).toEqual({ message: "Cross-site request refused" });
      const write = await requestAt(
        LOOPBACK_ORIGIN,
        "POST",
        "/api/admin/categories",
        { name: "X", slug: "x" },
        { cookie, origin },
      );
      expect(write.status, origin).toBe(403);
    }
    expect((await signIn(TEST_ORIGIN, LOOPBACK_ORIGIN)).status).toBe(403);
  });

  it("behind a trusted proxy takes the address the proxy was sent to, and only then", () => {
    const write = (headers: Record<string, string>) =>
      new Request("http://10.0.0.5:3000/api/admin/categories", { method: "POST", headers });
    const forwarded = { "x-forwarded-host": "127.0.0.1:8080", "x-forwarded-proto": "http" };
    const proxied = readEnv({ PUBLIC_URL: TEST_ORIGIN, TRUST_PROXY: "true" });
    const direct = readEnv({ PUBLIC_URL: TEST_ORIGIN });
    expect(() => assertSameSite(write({ ...forwarded, origin: "http://127.0.0.1:8080" }), proxied)).not.toThrow();
    expect(() => assertSameSite(write({ ...forwarded, origin: "http://10.0.0.5:3000" }), proxied)).toThrow(HttpError);
    expect(() => assertSameSite(write({ ...forwarded, origin: "http://127.0.0.1:8080" }), direct)).toThrow(HttpError);
    expect(() =>
      assertSameSite(write({ "x-forwarded-proto": "https", origin: "https://10.0.0.5:3000" }), proxied),
    ).not.toThrow();
    expect(() =>
      assertSameSite(write({ "x-forwarded-proto": "data", origin: "null", referer: "data:,x" }), proxied),
    ).toThrow(HttpError);
  });
});
