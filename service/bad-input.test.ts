// What the API answers to input a careless client or an attacker sends: a clear 4xx, never a 500.
import { describe, expect, it } from "vitest";
import { REQUEST_BODY_LIMITS } from "../shared/constants.ts";
import { controlCharactersMessage, httpUrlMessage } from "../shared/schemas/fields.ts";
import { businesses, inquiries, reviews } from "./db/schema.ts";
import { JSON_ONLY_MESSAGE, NOT_AN_OBJECT_MESSAGE, NUL_CHARACTER_MESSAGE } from "./http.ts";
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from "./security-headers.ts";
import { insertAdmin, requestAsAdmin } from "./test-support/admin.ts";
import { TEST_ORIGIN, useTestApp } from "./test-support/app.ts";
import { insertBusiness, insertCategory } from "./test-support/fixtures.ts";

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
  it("refuses a NUL byte in a public form's field with 400 naming the field, and stores nothing", async () => {
    const response = await t.request("POST", "/api/businesses", { body: { ...listing(), location: "Tapo\u0000van" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: NUL_CHARACTER_MESSAGE,
      errors: { location: NUL_CHARACTER_MESSAGE },
    });
    expect(await t.db.select().from(businesses)).toHaveLength(0);
  });

  it("refuses a NUL byte in the admin login's username with 400, before the database sees it", async () => {
    const response = await t.request("POST", "/api/admin/login", {
      body: { username: "gan\u0000ga", password: "river-of-stillness-108" },
      headers: { origin: TEST_ORIGIN },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: NUL_CHARACTER_MESSAGE,
      errors: { username: NUL_CHARACTER_MESSAGE },
    });
  });

  it("refuses a NUL byte anywhere in a body, in a list or a field's name too", async () => {
    const inList = await asAdmin("POST", "/api/admin/blog", { title: "T", slug: "t", content: "C", tags: ["a\u0000"] });
    expect(inList.status).toBe(400);
    expect(await inList.json()).toMatchObject({ errors: { "tags.0": NUL_CHARACTER_MESSAGE } });
    expect((await t.request("POST", "/api/businesses", { body: { ...listing(), "x\u0000": 1 } })).status).toBe(400);
  });

  it("refuses a NUL byte in a query string with 400", async () => {
    expect((await t.request("GET", "/api/businesses?location=%00")).status).toBe(400);
    expect((await t.request("GET", "/api/businesses?q=yoga%00")).status).toBe(400);
  });

  it("refuses other control characters in a text field with 422 and the field's message", async () => {
    const response = await t.request("POST", "/api/businesses", { body: { ...listing(), location: "Tapo\u0007van" } });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errors: { location: controlCharactersMessage("Location") } });
  });
});

describe("values of the wrong type", () => {
  it("are refused with the field named in words, not the validator's 'expected boolean, received string'", async () => {
    const post = { title: "T", slug: "t", content: "Words.", category: "yoga" };
    const refusal = async (body: Record<string, unknown>) => {
      const response = await asAdmin("POST", "/api/admin/blog", body);
      expect(response.status).toBe(422);
      return ((await response.json()) as { message: string }).message;
    };
    expect(await refusal({ ...post, isPublished: "yes" })).toBe('"isPublished" must be true or false');
    expect(await refusal({ ...post, featuredOrder: "first", isPublished: "yes" })).toBe(
      '"isPublished" must be true or false',
    );
    expect(await refusal({ ...post, readTime: "abc" })).toBe("Read time must be a whole number of minutes");
    expect(await refusal({ ...post, title: 123 })).toBe("Title must be text");
    const { content: _content, ...withoutContent } = post;
    expect(await refusal(withoutContent)).toBe("Content is required");
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

describe("request bodies", () => {
  it("refuse a list or a bare value where an object of fields belongs, in plain words, and store nothing", async () => {
    const businessId = (await insertBusiness(t.db, { categoryId })).id;
    for (const body of [[1, 2], "a review", 5, true]) {
      for (const path of ["/api/businesses", `/api/businesses/${businessId}/reviews`]) {
        const response = await t.request("POST", path, { body: JSON.stringify(body) });
        expect(response.status).toBe(422);
        expect(await response.json()).toEqual({ message: NOT_AN_OBJECT_MESSAGE });
      }
    }
    expect(await t.db.select().from(reviews)).toHaveLength(0);
    expect((await asAdmin("PUT", "/api/admin/home-content", [])).status).toBe(422);
  });

  it("answer 413 before parsing a body over 64 KB on a public route and over 1 MB on an admin route", async () => {
    const publicBody = JSON.stringify({ ...listing(), description: "a".repeat(REQUEST_BODY_LIMITS.public) });
    const length = String(Buffer.byteLength(publicBody));
    const response = await t.request("POST", "/api/businesses", {
      body: publicBody,
      headers: { "content-length": length },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "The request body must be at most 64 KB" });
    expect(await t.db.select().from(businesses)).toHaveLength(0);

    const post = { title: "T", slug: "t", content: "c".repeat(REQUEST_BODY_LIMITS.admin), category: "yoga" };
    expect((await asAdmin("POST", "/api/admin/blog", post)).status).toBe(413);
    // a long post under the admin limit is parsed and judged by the schema
    expect((await asAdmin("POST", "/api/admin/blog", { ...post, content: "c".repeat(100_000) })).status).toBe(422);
  });

  it("cap a public body streamed without a Content-Length", async () => {
    const oversized = JSON.stringify({ ...listing(), description: "a".repeat(REQUEST_BODY_LIMITS.public) });
    const streamed = (text: string) =>
      t.app.handle(
        new Request(`${TEST_ORIGIN}/api/businesses`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: new Blob([text]).stream(),
          duplex: "half",
        } as RequestInit),
      );
    expect((await streamed(oversized)).status).toBe(413);
    expect((await streamed(JSON.stringify(listing()))).status).toBe(201);
  });

  it("take public writes as JSON or this site's form posts only: plain text or multipart answers 415 and stores nothing", async () => {
    const businessId = (await insertBusiness(t.db, { categoryId })).id;
    const form = "customerName=Asha&rating=5&comment=Lovely&customerEmail=a%40b.example&message=Hello+there!";
    for (const path of [
      "/api/businesses",
      `/api/businesses/${businessId}/reviews`,
      `/api/businesses/${businessId}/inquiries`,
    ]) {
      // another site's page can post these too (form-posts.test.ts: its urlencoded posts are refused)
      for (const type of ["text/plain", "multipart/form-data; boundary=x"]) {
        const response = await t.request("POST", path, { body: form, headers: { "content-type": type } });
        expect(response.status, `${path} ${type}`).toBe(415);
        expect(await response.json()).toEqual({ message: JSON_ONLY_MESSAGE });
      }
    }
    expect(await t.db.select().from(reviews)).toHaveLength(0);
    expect(await t.db.select().from(inquiries)).toHaveLength(0);
    const review = { customerName: "Asha", rating: 5, comment: "Lovely" };
    expect((await t.request("POST", `/api/businesses/${businessId}/reviews`, { body: review })).status).toBe(201);
  });
});

describe("security headers", () => {
  it("are on every answer: JSON, errors, the site and early refusals", async () => {
    const answers = [
      await t.request("GET", "/api/categories"),
      await t.request("GET", "/api/businesses/999"),
      await t.request("GET", "/about"),
      await t.request("POST", "/api/businesses", { body: "x=1", headers: { "content-type": "text/plain" } }),
    ];
    for (const response of answers) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name)).toBe(value);
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("add HSTS only when the request came over https", async () => {
    const overHttps = await t.app.handle(new Request("https://soulofrishikesh.example/api/categories"));
    expect(overHttps.headers.get("strict-transport-security")).toBe(STRICT_TRANSPORT_SECURITY);
  });
});

describe("an HTTP/1.0 request without a Host header", () => {
  it("is answered by the static site handler, not with a 500", async () => {
    const server = Bun.serve({ port: 0, fetch: (request) => t.app.handle(request) });
    try {
      const answer = await new Promise<string>((resolve, reject) => {
        let received = "";
        void Bun.connect({
          hostname: "127.0.0.1",
          port: server.port!,
          socket: {
            open: (socket) => void socket.write("GET /about HTTP/1.0\r\n\r\n"),
            data: (_socket, chunk) => void (received += new TextDecoder().decode(chunk)),
            close: () => resolve(received),
            error: (_socket, error) => reject(error),
          },
        });
      });
      expect(answer).toMatch(/^HTTP\/1\.1 (200|404|503) /);
      expect(answer.toLowerCase()).toContain("x-content-type-options: nosniff");
    } finally {
      await server.stop(true);
    }
  });
});
