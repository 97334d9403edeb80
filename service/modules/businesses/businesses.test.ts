import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TOTAL_COUNT_HEADER } from "../../../shared/constants.ts";
import { BUSINESS_NOT_FOUND, LISTING_SUBMITTED_MESSAGE } from "../../../shared/messages.ts";
import {
  BUSINESS_NAME_REQUIRED_MESSAGE,
  BusinessSchema,
  CATEGORY_REQUIRED_MESSAGE,
  DESCRIPTION_TOO_SHORT_MESSAGE,
} from "../../../shared/schemas/business.ts";
import {
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  INVALID_WHATSAPP_MESSAGE,
  LOCATION_REQUIRED_MESSAGE,
} from "../../../shared/schemas/fields.ts";
import { businesses } from "../../db/schema.ts";
import { useTestApp } from "../../test-support/app.ts";
import { insertBusiness, insertCategory } from "../../test-support/fixtures.ts";

let yogaId = 0;
const t = await useTestApp(async (db) => {
  yogaId = (await insertCategory(db, { name: "Yoga & Meditation", slug: "yoga-meditation", color: "#ff6b35" })).id;
});

const validSubmission = () => ({
  name: "Ganga View Yoga Shala",
  description: "Morning hatha and evening yin classes above the river.",
  categoryId: yogaId,
  location: "Tapovan",
  address: "Near Laxman Jhula bridge",
  phone: "+91 98370 11111",
  email: "hello@gangaview.example",
  website: "",
  whatsapp: "",
  priceRange: "$$",
  images: [],
  services: ["Hatha", " Yin "],
  amenities: [],
});

describe("GET /api/businesses/:id", () => {
  it("answers an active business with its category's name, slug and colour", async () => {
    const business = await insertBusiness(t.db, { categoryId: yogaId, name: "Sunrise Ashram", rating: "4.50" });
    const response = await t.request("GET", `/api/businesses/${business.id}`);
    expect(response.status).toBe(200);
    const body = BusinessSchema.parse(await response.json());
    expect(body).toMatchObject({
      id: business.id,
      name: "Sunrise Ashram",
      rating: "4.50",
      category: { name: "Yoga & Meditation", slug: "yoga-meditation", color: "#ff6b35" },
    });
  });

  it.each([["999"], ["abc"], ["1.5"], ["-1"], ["99999999999"]])(
    "answers 404 Business not found for id %s",
    async (id) => {
      const response = await t.request("GET", `/api/businesses/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: BUSINESS_NOT_FOUND });
    },
  );

  it("hides an inactive business", async () => {
    const hidden = await insertBusiness(t.db, { categoryId: yogaId, isActive: false });
    const response = await t.request("GET", `/api/businesses/${hidden.id}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: BUSINESS_NOT_FOUND });
  });
});

describe("GET /api/businesses/featured", () => {
  it("lists at most six active featured businesses, best rated first", async () => {
    for (let n = 1; n <= 8; n++) {
      await insertBusiness(t.db, { categoryId: yogaId, name: `Featured ${n}`, isFeatured: true, rating: `${n / 2}` });
    }
    await insertBusiness(t.db, {
      categoryId: yogaId,
      name: "Inactive star",
      isFeatured: true,
      isActive: false,
      rating: "5",
    });
    await insertBusiness(t.db, { categoryId: yogaId, name: "Not featured", rating: "5" });

    const response = await t.request("GET", "/api/businesses/featured");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.map((b: { name: string }) => b.name)).toEqual([
      "Featured 8",
      "Featured 7",
      "Featured 6",
      "Featured 5",
      "Featured 4",
      "Featured 3",
    ]);
    expect(body[0].category).toEqual({ name: "Yoga & Meditation", slug: "yoga-meditation", color: "#ff6b35" });
  });
});

describe("GET /api/businesses", () => {
  it("lists only active businesses as an array, with the total in X-Total-Count", async () => {
    await insertBusiness(t.db, { categoryId: yogaId, name: "Open Shala" });
    await insertBusiness(t.db, { categoryId: yogaId, name: "Closed Shala", isActive: false });
    const response = await t.request("GET", "/api/businesses");
    expect(response.status).toBe(200);
    expect(response.headers.get(TOTAL_COUNT_HEADER)).toBe("1");
    const body = await response.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((b: { name: string }) => b.name)).toEqual(["Open Shala"]);
    expect(() => BusinessSchema.array().parse(body)).not.toThrow();
  });

  it("treats empty filter parameters as not set, as a submitted form sends them", async () => {
    await insertBusiness(t.db, { categoryId: yogaId, name: "Open Shala", priceRange: "$$" });
    const response = await t.request("GET", "/api/businesses?q=&category=&location=&priceRange=&radius=");
    expect(response.status).toBe(200);
    expect(response.headers.get(TOTAL_COUNT_HEADER)).toBe("1");
  });
});

describe("POST /api/businesses (listing submission)", () => {
  it("stores the listing as awaiting approval and answers 201 with its id", async () => {
    const response = await t.request("POST", "/api/businesses", { body: validSubmission() });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      message: LISTING_SUBMITTED_MESSAGE,
      status: "pending_review",
    });
    const [stored] = await t.db.select().from(businesses).where(eq(businesses.id, body.id));
    expect(stored).toMatchObject({
      name: "Ganga View Yoga Shala",
      categoryId: yogaId,
      priceRange: "$$",
      website: null,
      services: ["Hatha", "Yin"],
      isActive: false,
      isVerified: false,
      isFeatured: false,
    });
  });

  it("ignores permission flags and counters sent by the client, and keeps the listing off the public list", async () => {
    const response = await t.request("POST", "/api/businesses", {
      body: {
        ...validSubmission(),
        isActive: true,
        isVerified: true,
        isFeatured: true,
        rating: "5.00",
        reviewCount: 99,
        viewCount: 1000,
      },
    });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const [stored] = await t.db.select().from(businesses).where(eq(businesses.id, id));
    expect(stored).toMatchObject({
      isActive: false,
      isVerified: false,
      isFeatured: false,
      rating: "0.00",
      reviewCount: 0,
      viewCount: 0,
    });

    const list = await t.request("GET", "/api/businesses");
    expect(await list.json()).toEqual([]);
    expect((await t.request("GET", `/api/businesses/${id}`)).status).toBe(404);
    expect(await (await t.request("GET", "/api/businesses/featured")).json()).toEqual([]);
  });

  it.each([
    ["name", { name: "  " }, BUSINESS_NAME_REQUIRED_MESSAGE],
    ["name", { name: undefined }, BUSINESS_NAME_REQUIRED_MESSAGE],
    ["description", { description: undefined }, DESCRIPTION_TOO_SHORT_MESSAGE],
    ["description", { description: "Too short" }, DESCRIPTION_TOO_SHORT_MESSAGE],
    ["categoryId", { categoryId: 0 }, CATEGORY_REQUIRED_MESSAGE],
    ["categoryId", { categoryId: undefined }, CATEGORY_REQUIRED_MESSAGE],
    ["location", { location: "" }, LOCATION_REQUIRED_MESSAGE],
    ["location", { location: undefined }, LOCATION_REQUIRED_MESSAGE],
    ["email", { email: "not-an-email" }, INVALID_EMAIL_MESSAGE],
    ["phone", { phone: "12345" }, INVALID_PHONE_MESSAGE],
    ["phone", { phone: undefined }, INVALID_PHONE_MESSAGE],
    ["phone", { phone: "call me maybe" }, INVALID_PHONE_MESSAGE],
    ["whatsapp", { whatsapp: "on request" }, INVALID_WHATSAPP_MESSAGE],
  ])("rejects a bad %s with 422 %#", async (field, change, message) => {
    const response = await t.request("POST", "/api/businesses", { body: { ...validSubmission(), ...change } });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.message).toBe(message);
    expect(body.errors[field]).toBe(message);
    expect(await t.db.$count(businesses)).toBe(0);
  });

  it("accepts an empty email", async () => {
    const response = await t.request("POST", "/api/businesses", { body: { ...validSubmission(), email: "" } });
    expect(response.status).toBe(201);
  });

  it.each([[9999], [99999999999]])("rejects category %s, which does not exist, with 422", async (categoryId) => {
    const response = await t.request("POST", "/api/businesses", { body: { ...validSubmission(), categoryId } });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: CATEGORY_REQUIRED_MESSAGE,
      errors: { categoryId: CATEGORY_REQUIRED_MESSAGE },
    });
    expect(await t.db.$count(businesses)).toBe(0);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const response = await t.request("POST", "/api/businesses", { body: "{not json" });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("The request body is not valid JSON");
  });
});
