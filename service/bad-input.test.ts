// What the API answers to input a careless client or an attacker sends: a clear 4xx, never a 500.
import { describe, expect, it } from "vitest";
import { controlCharactersMessage, httpUrlMessage } from "../shared/schemas/fields.ts";
import { useTestApp } from "./test-support/app.ts";
import { insertAdmin, requestAsAdmin } from "./test-support/admin.ts";
import { insertCategory } from "./test-support/fixtures.ts";

let categoryId = 0;
const t = await useTestApp(async (db) => {
  categoryId = (await insertCategory(db)).id;
  await insertAdmin(db);
});
const asAdmin = requestAsAdmin(t);

const listing = () => ({
  name: "Ganga View Yoga Shala",
  description: "Morning hatha and evening yin classes.",
  categoryId,
  location: "Tapovan",
  phone: "+91 98370 11111",
});

describe("text input", () => {
  it("refuses a NUL byte in a text field with 422 and the field's message", async () => {
    const response = await t.request("POST", "/api/businesses", { body: { ...listing(), location: "Tapo\u0000van" } });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errors: { location: controlCharactersMessage("Location") } });
  });

  it("refuses a NUL byte in a query string with 422", async () => {
    expect((await t.request("GET", "/api/businesses?location=%00")).status).toBe(422);
    expect((await t.request("GET", "/api/businesses?q=yoga%00")).status).toBe(422);
  });
});

describe("web addresses", () => {
  it("refuse an image address that does not parse, so it can never reach a page", async () => {
    const response = await t.request("POST", "/api/businesses", { body: { ...listing(), images: ["http://["] } });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errors: { "images.0": httpUrlMessage("Image URL") } });
  });
});

describe("whole numbers", () => {
  it("refuse a category id past the database's integer range with 422", async () => {
    const response = await t.request("POST", "/api/businesses", { body: { ...listing(), categoryId: 2 ** 31 } });
    expect(response.status).toBe(422);
  });

  it("refuse a testimonial sort order of 2^31 with 422", async () => {
    const testimonial = { name: "Asha", location: "Pune", rating: 5, comment: "Lovely", avatar: "https://a.example/1" };
    const response = await asAdmin("POST", "/api/admin/testimonials", { ...testimonial, sortOrder: 2 ** 31 });
    expect(response.status).toBe(422);
    expect((await asAdmin("POST", "/api/admin/testimonials", { ...testimonial, sortOrder: 3 })).status).toBe(201);
  });
});
