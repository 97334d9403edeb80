// The three public forms posted by a browser without JavaScript (a plain HTML form, urlencoded): stored through the
// same schema, limits and spam brakes as the JSON API, answered with 303 to the form's page and the notice that
// says it was sent, or with a page of the spec's messages; refused when another site posts them.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { FORM_SENT_FRAGMENTS, LIST_BUSINESS_PATH } from "../shared/form-posts.ts";
import { REQUEST_BODY_LIMITS } from "../shared/constants.ts";
import { translateMessage } from "../shared/i18n/messages.ts";
import { INQUIRY_FAILED_MESSAGE, LISTING_FAILED_MESSAGE, REVIEW_FAILED_MESSAGE } from "../shared/messages.ts";
import { TERMS_REQUIRED_MESSAGE } from "../shared/schemas/business.ts";
import { COMMENT_REQUIRED_MESSAGE, NAME_REQUIRED_MESSAGE } from "../shared/schemas/fields.ts";
import { HONEYPOT_FIELD } from "../shared/schemas/form-guard.ts";
import { INQUIRY_TOO_SHORT_MESSAGE } from "../shared/schemas/inquiry.ts";
import { FORM_LIMITS, tooManyMessage } from "./abuse/public-forms.ts";
import { businesses, inquiries, reviews } from "./db/schema.ts";
import { TEST_ORIGIN, useTestApp } from "./test-support/app.ts";
import { insertBusiness, insertCategory } from "./test-support/fixtures.ts";

let businessId = 0;
let categoryId = 0;
const t = await useTestApp(
  async (db) => {
    categoryId = (await insertCategory(db)).id;
    businessId = (await insertBusiness(db, { categoryId })).id;
  },
  // the client address comes from X-Forwarded-For, so a test can post as several people
  { env: { TRUST_PROXY: "true" } },
);

const reviewForm = { customerName: "Meera", customerLocation: "", rating: "4", title: "", comment: "Calm mornings." };
const inquiryForm = {
  customerName: "Maya",
  customerEmail: "maya@example.com",
  customerPhone: "",
  subject: "",
  message: "Do you take drop-in students?",
};
const listingForm = () => ({
  name: "Riverside Retreat",
  categoryId: String(categoryId),
  description: "Quiet rooms above the river with a morning yoga deck.",
  location: "Tapovan",
  address: "",
  phone: "+91 98370 55555",
  email: "",
  website: "",
  whatsapp: "",
  priceRange: "",
  services: "Yoga deck, Ayurvedic meals",
  amenities: "",
  images: "",
  acceptTerms: "on",
});

const reviewsPath = () => `/api/businesses/${businessId}/reviews`;
const inquiriesPath = () => `/api/businesses/${businessId}/inquiries`;

/** What Chromium sends when a page of the site (`from`, its path) submits one of its forms. */
function postForm(
  path: string,
  fields: Record<string, string>,
  {
    origin = TEST_ORIGIN,
    address = "203.0.113.7",
    from,
  }: { origin?: string | null; address?: string; from?: string } = {},
) {
  const headers: Record<string, string> = {
    "content-type": "application/x-www-form-urlencoded",
    "x-forwarded-for": address,
  };
  if (origin !== null) headers.origin = origin;
  if (from !== undefined) headers.referer = `${TEST_ORIGIN}${from}`;
  return t.request("POST", path, { body: new URLSearchParams(fields).toString(), headers });
}

async function pageText(response: Response) {
  expect(response.headers.get("content-type")).toMatch(/^text\/html/);
  return response.text();
}

describe("a review posted as a plain form", () => {
  it("is stored and sends the browser back to the business page's notice with 303", async () => {
    const response = await postForm(reviewsPath(), reviewForm);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/business/${businessId}#${FORM_SENT_FRAGMENTS.review}`);
    const [stored] = await t.db.select().from(reviews);
    expect(stored).toMatchObject({ businessId, customerName: "Meera", rating: 4, comment: "Calm mornings." });
    expect(stored!.customerLocation).toBeNull();
    expect(t.contentChanges).toHaveLength(1);
  });

  it("that the spam brakes hold leads to the notice saying it waits to be checked", async () => {
    await postForm(reviewsPath(), reviewForm);
    const second = await postForm(reviewsPath(), { ...reviewForm, comment: "And calm evenings too." });
    expect(second.status).toBe(303);
    expect(second.headers.get("location")).toBe(`/business/${businessId}#${FORM_SENT_FRAGMENTS.reviewHeld}`);
    expect((await t.db.select().from(reviews)).map((review) => review.status)).toEqual(["published", "held"]);
  });

  it("with the honeypot filled gets a person's answer and stores nothing", async () => {
    const response = await postForm(reviewsPath(), { ...reviewForm, [HONEYPOT_FIELD]: "https://spam.example" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/business/${businessId}#${FORM_SENT_FRAGMENTS.review}`);
    expect(await t.db.$count(reviews)).toBe(0);
  });

  it("that breaks the schema answers a page of the spec's messages with the way back, and stores nothing", async () => {
    const response = await postForm(reviewsPath(), { ...reviewForm, customerName: " ", comment: "" });
    expect(response.status).toBe(422);
    const page = await pageText(response);
    expect(page).toContain(`<h1>${REVIEW_FAILED_MESSAGE}</h1>`);
    expect(page).toContain(NAME_REQUIRED_MESSAGE);
    expect(page).toContain(COMMENT_REQUIRED_MESSAGE);
    expect(page).toContain(`href="/business/${businessId}#reviews"`);
    expect(await t.db.$count(reviews)).toBe(0);
  });

  it("past the address's limit answers a page that says when to try again", async () => {
    const { limit } = FORM_LIMITS.review.perAddress;
    for (let n = 0; n < limit; n++) await postForm(reviewsPath(), { ...reviewForm, comment: `Visit ${n} was calm.` });
    const refused = await postForm(reviewsPath(), reviewForm);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    const seconds = Number(refused.headers.get("retry-after"));
    expect(await pageText(refused)).toContain(tooManyMessage("review", "address", seconds));
  });
});

describe("an inquiry posted as a plain form", () => {
  it("is stored and sends the browser back to the business page's notice with 303", async () => {
    const response = await postForm(inquiriesPath(), inquiryForm);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/business/${businessId}#${FORM_SENT_FRAGMENTS.inquiry}`);
    const [stored] = await t.db.select().from(inquiries);
    expect(stored).toMatchObject({ businessId, customerEmail: "maya@example.com", subject: null });
  });

  it("that breaks the schema answers a page of the spec's messages", async () => {
    const response = await postForm(inquiriesPath(), { ...inquiryForm, message: "Hi" });
    expect(response.status).toBe(422);
    const page = await pageText(response);
    expect(page).toContain(`<h1>${INQUIRY_FAILED_MESSAGE}</h1>`);
    expect(page).toContain(INQUIRY_TOO_SHORT_MESSAGE);
    expect(page).toContain(`href="/business/${businessId}#contact"`);
    expect(await t.db.$count(inquiries)).toBe(0);
  });
});

describe("a form posted from a Hindi or Hebrew page", () => {
  it("sends the browser back to the notice on the page in its language", async () => {
    const response = await postForm(inquiriesPath(), inquiryForm, { from: `/hi/business/${businessId}` });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/hi/business/${businessId}#${FORM_SENT_FRAGMENTS.inquiry}`);
    const listing = await postForm("/api/businesses", listingForm(), { from: "/he/list-business" });
    expect(listing.headers.get("location")).toBe(`/he${LIST_BUSINESS_PATH}#${FORM_SENT_FRAGMENTS.listing}`);
  });

  it("that breaks the schema answers the page of messages in its language, mirrored for Hebrew", async () => {
    const response = await postForm(
      reviewsPath(),
      { ...reviewForm, customerName: " " },
      { from: `/he/business/${businessId}` },
    );
    expect(response.status).toBe(422);
    const page = await pageText(response);
    expect(page).toContain('<html lang="he" dir="rtl">');
    expect(page).toContain(`<h1>${translateMessage("he", REVIEW_FAILED_MESSAGE)}</h1>`);
    expect(page).toContain(translateMessage("he", NAME_REQUIRED_MESSAGE));
    expect(page).not.toContain(NAME_REQUIRED_MESSAGE);
    expect(page).toContain(`href="/he/business/${businessId}#reviews"`);
    expect(page).toContain('href="/he/"');
  });
});

describe("a listing posted as a plain form", () => {
  it("is stored awaiting approval, its lists split, and sends the browser to the listing page's notice", async () => {
    const response = await postForm("/api/businesses", listingForm());
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${LIST_BUSINESS_PATH}#${FORM_SENT_FRAGMENTS.listing}`);
    const [stored] = await t.db.select().from(businesses).where(eq(businesses.name, "Riverside Retreat"));
    expect(stored).toMatchObject({ categoryId, isActive: false, services: ["Yoga deck", "Ayurvedic meals"] });
  });

  it("keeps the map position pasted into it, as the island sends it", async () => {
    const link = "https://www.openstreetmap.org/?mlat=30.13181&mlon=78.32472#map=18/30.13181/78.32472";
    const response = await postForm("/api/businesses", { ...listingForm(), coordinates: link });
    expect(response.status).toBe(303);
    const [stored] = await t.db.select().from(businesses).where(eq(businesses.name, "Riverside Retreat"));
    expect(stored).toMatchObject({ latitude: 30.13181, longitude: 78.32472 });
  });

  it("without the terms ticked answers the spec's message, as the form does", async () => {
    const { acceptTerms: _unticked, ...unticked } = listingForm();
    const response = await postForm("/api/businesses", unticked);
    expect(response.status).toBe(422);
    const page = await pageText(response);
    expect(page).toContain(`<h1>${LISTING_FAILED_MESSAGE}</h1>`);
    expect(page).toContain(TERMS_REQUIRED_MESSAGE);
    expect(page).toContain(`href="${LIST_BUSINESS_PATH}"`);
    expect(await t.db.$count(businesses)).toBe(1);
  });
});

describe("a form post from another site", () => {
  it.each([
    ["another origin", "https://evil.example"],
    ["an opaque origin", "null"],
    ["no origin at all", null],
  ])("is refused with 403 when it names %s, and nothing is stored", async (_, origin) => {
    for (const [path, fields] of [
      [reviewsPath(), reviewForm],
      [inquiriesPath(), inquiryForm],
      ["/api/businesses", listingForm()],
    ] as const) {
      const response = await postForm(path, fields, { origin });
      expect(response.status, path).toBe(403);
    }
    expect(await t.db.$count(reviews)).toBe(0);
    expect(await t.db.$count(inquiries)).toBe(0);
    expect(await t.db.$count(businesses)).toBe(1);
  });
});

describe("a form post's size", () => {
  it("is held to the public limit, with a Content-Length or streamed without one", async () => {
    const oversized = new URLSearchParams({ ...reviewForm, comment: "a".repeat(REQUEST_BODY_LIMITS.public) });
    expect((await postForm(reviewsPath(), Object.fromEntries(oversized))).status).toBe(413);
    const streamed = await t.app.handle(
      new Request(`${TEST_ORIGIN}${reviewsPath()}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN },
        body: new Blob([oversized.toString()]).stream(),
        duplex: "half",
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
    expect(await t.db.$count(reviews)).toBe(0);
  });
});
