// The spam brakes through the real routes: a flood of each public form meets the 429, a script's post (honeypot
// or too fast) gets a person's answer and stores nothing, a repeat is stored once, and a review from an address
// that has just posted waits for moderation.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "../../shared/schemas/form-guard.ts";
import { InquirySchema } from "../../shared/schemas/inquiry.ts";
import { ReviewSchema } from "../../shared/schemas/review.ts";
import { businesses, inquiries, reviews } from "../db/schema.ts";
import { useTestApp } from "../test-support/app.ts";
import { insertBusiness, insertCategory } from "../test-support/fixtures.ts";
import { FORM_LIMITS, MIN_FILL_TIME_MS, REVIEW_HOLD, tooManyMessage, type PublicForm } from "./public-forms.ts";

let businessId = 0;
let categoryId = 0;
const t = await useTestApp(
  async (db) => {
    categoryId = (await insertCategory(db)).id;
    businessId = (await insertBusiness(db, { categoryId })).id;
  },
  // the client address comes from X-Forwarded-For, so each test can post as several people
  { env: { TRUST_PROXY: "true" } },
);

const review = { customerName: "Meera", rating: 4, comment: "The teacher adjusted every pose with care." };
const inquiry = { customerName: "Maya", customerEmail: "maya@example.com", message: "Do you take drop-in students?" };
const listing = () => ({
  name: "Riverside Retreat",
  description: "Quiet rooms above the river with a morning yoga deck.",
  categoryId,
  location: "Tapovan",
  phone: "+91 98370 55555",
});

const FORMS: Record<PublicForm, { path: () => string; body: (n: number) => Record<string, unknown> }> = {
  review: { path: () => `/api/businesses/${businessId}/reviews`, body: (n) => ({ ...review, customerName: `G${n}` }) },
  inquiry: {
    path: () => `/api/businesses/${businessId}/inquiries`,
    body: (n) => ({ ...inquiry, customerName: `G${n}` }),
  },
  listing: { path: () => "/api/businesses", body: (n) => ({ ...listing(), name: `Retreat ${n}` }) },
};

function post(form: PublicForm, body: Record<string, unknown>, address = "203.0.113.7") {
  return t.request("POST", FORMS[form].path(), { body, headers: { "x-forwarded-for": address } });
}

async function storedCount(form: PublicForm) {
  if (form === "review") return t.db.$count(reviews);
  if (form === "inquiry") return t.db.$count(inquiries);
  return (await t.db.$count(businesses)) - 1;
}

describe.each(Object.keys(FORMS) as PublicForm[])("a flood of %s posts", (form) => {
  it("meets a 429 with Retry-After and a message once the address's limit is reached, and stores no more", async () => {
    const { limit } = FORM_LIMITS[form].perAddress;
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let n = 0; n < limit + 5; n++) {
      const response = await post(form, { ...FORMS[form].body(n), fillTimeMs: 30_000 });
      statuses.push(response.status);
      if (response.status === 429) refused ??= response;
    }
    expect(statuses).toEqual([...Array<number>(limit).fill(201), ...Array<number>(5).fill(429)]);
    const retryAfter = Number(refused!.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(await refused!.json()).toEqual({ message: tooManyMessage(form, "address", retryAfter) });
    expect(await storedCount(form)).toBe(limit);

    // someone else on another network still gets through
    expect((await post(form, FORMS[form].body(99), "198.51.100.1")).status).toBe(201);
  });

  it("has its honeypot filled by a script: the answer a person gets, nothing stored", async () => {
    const person = await post(form, { ...FORMS[form].body(1), fillTimeMs: 30_000 }, "198.51.100.1");
    const script = await post(form, { ...FORMS[form].body(2), [HONEYPOT_FIELD]: "https://spam.example" });
    expect(script.status).toBe(person.status);
    const [personBody, scriptBody] = [await person.json(), await script.json()];
    expect(Object.keys(scriptBody)).toEqual(Object.keys(personBody));
    expect(scriptBody.id).toBeGreaterThan(personBody.id);
    expect(await storedCount(form)).toBe(1);
    expect(t.contentChanges.filter((change) => change.reason.startsWith("review"))).toHaveLength(
      form === "review" ? 1 : 0,
    );
  });

  it("is sent faster than a person fills a form: the same answer, nothing stored", async () => {
    const response = await post(form, { ...FORMS[form].body(1), fillTimeMs: MIN_FILL_TIME_MS - 1 });
    expect(response.status).toBe(201);
    expect(await storedCount(form)).toBe(0);
    expect((await post(form, { ...FORMS[form].body(2), fillTimeMs: MIN_FILL_TIME_MS })).status).toBe(201);
    expect(await storedCount(form)).toBe(1);
  });
});

describe("a refused post", () => {
  it("is not counted: listings refused for their category leave the sender's whole limit", async () => {
    const { limit } = FORM_LIMITS.listing.perAddress;
    for (let n = 0; n < limit; n++) {
      expect((await post("listing", { ...FORMS.listing.body(n), categoryId: categoryId + 999 })).status).toBe(422);
    }
    for (let n = 0; n < limit; n++) expect((await post("listing", FORMS.listing.body(n))).status).toBe(201);
    expect((await post("listing", FORMS.listing.body(99))).status).toBe(429);
  });
});

describe("per business", () => {
  it.each(["review", "inquiry"] as const)("caps %s posts to one business from many addresses", async (form) => {
    const { limit } = FORM_LIMITS[form].perBusiness!;
    for (let n = 0; n < limit; n++) {
      expect((await post(form, FORMS[form].body(n), `192.0.2.${n}`)).status).toBe(201);
    }
    const refused = await post(form, FORMS[form].body(limit), "192.0.2.200");
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(await refused.json()).toEqual({ message: tooManyMessage(form, "business", retryAfter) });
  });
});

describe("the same post twice", () => {
  it("stores a review sent twice once, and answers the second with the first", async () => {
    const [first, second] = await Promise.all([post("review", review), post("review", review)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const [a, b] = [ReviewSchema.parse(await first.json()), ReviewSchema.parse(await second.json())];
    expect(a.id).toBe(b.id);
    expect(await t.db.$count(reviews)).toBe(1);
    expect(t.contentChanges).toHaveLength(1);
  });

  it("stores an inquiry sent twice once, from anywhere", async () => {
    const first = InquirySchema.parse(await (await post("inquiry", inquiry, "192.0.2.1")).json());
    const second = InquirySchema.parse(await (await post("inquiry", inquiry, "192.0.2.2")).json());
    expect(second.id).toBe(first.id);
    expect(await t.db.$count(inquiries)).toBe(1);
  });

  it("stores it again when it differs", async () => {
    await post("inquiry", inquiry);
    await post("inquiry", { ...inquiry, message: `${inquiry.message} And on Sundays?` });
    expect(await t.db.$count(inquiries)).toBe(2);
  });
});

describe("review moderation", () => {
  async function rating() {
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, businessId));
    return { rating: row!.rating, reviewCount: row!.reviewCount };
  }

  it("publishes a first review, holds the next one from the same address, and the held one moves no rating", async () => {
    const first = ReviewSchema.parse(await (await post("review", { ...review, rating: 5 })).json());
    const second = ReviewSchema.parse(await (await post("review", { ...FORMS.review.body(2), rating: 1 })).json());
    expect([first.status, second.status]).toEqual(["published", "held"]);
    expect(await rating()).toEqual({ rating: "5.00", reviewCount: 1 });
    // only the published one asks for a rebuild
    expect(t.contentChanges).toHaveLength(1);
    const listed = await (await t.request("GET", `/api/businesses/${businessId}/reviews`)).json();
    expect(
      ReviewSchema.array()
        .parse(listed)
        .map((r) => r.id),
    ).toEqual([first.id]);
  });

  it("holds the next review from another address of the same IPv6 /64, as from the same address", async () => {
    const first = ReviewSchema.parse(await (await post("review", review, "2001:db8:7:7::1")).json());
    const second = ReviewSchema.parse(await (await post("review", FORMS.review.body(2), "2001:db8:7:7::2")).json());
    const elsewhere = ReviewSchema.parse(await (await post("review", FORMS.review.body(3), "2001:db8:7:8::1")).json());
    expect([first.status, second.status, elsewhere.status]).toEqual(["published", "held", "published"]);
  });

  it("holds reviews of a business beyond its burst, whoever sends them", async () => {
    const statuses: string[] = [];
    for (let n = 0; n < REVIEW_HOLD.burstPerBusiness + 2; n++) {
      const response = await post("review", FORMS.review.body(n), `192.0.2.${n}`);
      statuses.push(ReviewSchema.parse(await response.json()).status);
    }
    expect(statuses).toEqual([...Array<string>(REVIEW_HOLD.burstPerBusiness).fill("published"), "held", "held"]);
    expect((await rating()).reviewCount).toBe(REVIEW_HOLD.burstPerBusiness);
  });
});
