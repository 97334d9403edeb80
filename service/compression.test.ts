import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { TOTAL_COUNT_HEADER } from "../shared/constants.ts";
import { acceptedEncodings, EncodableBody, etagOf, isNotModified, sendBody } from "./compression.ts";
import { useTestApp } from "./test-support/app.ts";
import { insertAdmin, TEST_ADMIN } from "./test-support/admin.ts";
import { insertBusiness, insertCategory } from "./test-support/fixtures.ts";

const t = await useTestApp(async (db) => {
  const category = await insertCategory(db);
  for (let n = 0; n < 12; n++) await insertBusiness(db, { categoryId: category.id, name: `Ganga Yoga ${n}` });
  await insertAdmin(db);
});

describe("acceptedEncodings", () => {
  it("prefers brotli, then gzip, among codings accepted equally", () => {
    expect(acceptedEncodings("gzip, deflate, br, zstd")).toEqual(["br", "gzip", "identity"]);
  });

  it("orders by q-value before preference", () => {
    expect(acceptedEncodings("br;q=0.5, gzip")).toEqual(["gzip", "identity", "br"]);
  });

  it("drops codings refused with q=0, identity included", () => {
    expect(acceptedEncodings("br;q=0, gzip, identity;q=0")).toEqual(["gzip"]);
    expect(acceptedEncodings("gzip;q=0, *")).toEqual(["br", "identity"]);
    expect(acceptedEncodings("*;q=0")).toEqual([]);
  });

  it("sends identity only to a client that names no coding", () => {
    expect(acceptedEncodings(null)).toEqual(["identity"]);
    expect(acceptedEncodings("identity")).toEqual(["identity"]);
  });
});

describe("validators", () => {
  const bytes = Buffer.from("hello");

  it("gives each encoding of one body its own strong ETag", () => {
    const body = new EncodableBody(bytes, "text/plain");
    expect(body.etag("identity")).toBe(etagOf(bytes, "identity"));
    expect(new Set([body.etag("identity"), body.etag("gzip"), body.etag("br")]).size).toBe(3);
    expect(body.etag("br")).toMatch(/^"[^"]+"$/);
  });

  it("matches If-None-Match lists, weak forms and *", () => {
    const etag = etagOf(bytes, "identity");
    const withHeader = (value: string) => new Request("http://x/", { headers: { "if-none-match": value } });
    expect(isNotModified(withHeader(`"other", ${etag}`), etag)).toBe(true);
    expect(isNotModified(withHeader(`W/${etag}`), etag)).toBe(true);
    expect(isNotModified(withHeader("*"), etag)).toBe(true);
    expect(isNotModified(withHeader(`"other"`), etag)).toBe(false);
    expect(isNotModified(new Request("http://x/"), etag)).toBe(false);
  });

  it("answers a matching read with 304 and no body, and a non-matching one in full", async () => {
    const body = new EncodableBody(Buffer.from("x".repeat(2000)), "text/plain");
    const request = (headers: Record<string, string>) => new Request("http://x/", { headers });
    const full = sendBody(request({ "accept-encoding": "gzip" }), body);
    expect(full.headers.get("content-encoding")).toBe("gzip");
    const again = sendBody(request({ "accept-encoding": "gzip", "if-none-match": full.headers.get("etag")! }), body);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    // the same ETag from a client that now takes brotli names another representation
    const br = sendBody(request({ "accept-encoding": "br", "if-none-match": full.headers.get("etag")! }), body);
    expect(br.status).toBe(200);
    expect(br.headers.get("content-encoding")).toBe("br");
  });
});

describe("API responses", () => {
  it("compresses JSON over a kilobyte in the encoding the client prefers, keeping the route's headers", async () => {
    const plain = await t.request("GET", "/api/businesses");
    const expected = await plain.json();
    expect(JSON.stringify(expected).length).toBeGreaterThan(1024);

    const br = await t.request("GET", "/api/businesses", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(br.headers.get(TOTAL_COUNT_HEADER)).toBe("12");
    expect(br.headers.get("x-content-type-options")).toBe("nosniff");
    expect(JSON.parse(brotliDecompressSync(await br.arrayBuffer()).toString())).toEqual(expected);

    const gzip = await t.request("GET", "/api/businesses", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(await gzip.arrayBuffer()).toString())).toEqual(expected);
  });

  it("sends small JSON as it is", async () => {
    const response = await t.request("GET", "/api/businesses?limit=1&offset=11", {
      headers: { "accept-encoding": "br" },
    });
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("content-type")).toContain("application/json");
    expect((await response.json()).length).toBe(1);
  });

  it("answers HEAD on a read without a body but with the length its GET has", async () => {
    const gzip = { headers: { "accept-encoding": "gzip" } };
    for (const path of ["/api/businesses", "/api/businesses", "/api/categories"]) {
      const head = await t.request("HEAD", path, gzip);
      const sent = await t.request("GET", path, gzip);
      expect(head.status).toBe(200);
      expect(head.headers.get("content-length")).toBe(String((await sent.arrayBuffer()).byteLength));
      expect(await head.text()).toBe("");
    }
  });

  it("answers a read with an ETag, and 304 when the client already holds it", async () => {
    const first = await t.request("GET", "/api/categories", { headers: { "accept-encoding": "br" } });
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[^"]+"$/);
    const second = await t.request("GET", "/api/categories", {
      headers: { "accept-encoding": "br", "if-none-match": etag! },
    });
    expect(second.status).toBe(304);
    expect(await second.text()).toBe("");
    // a 304 sends no length: 0 would say the read is empty (RFC 9110, 8.6)
    const head = await t.request("HEAD", "/api/categories", {
      headers: { "accept-encoding": "br", "if-none-match": etag! },
    });
    expect(head.status).toBe(304);
    expect(head.headers.get("content-length")).toBeNull();
  });

  it("keeps a write's status and cookie, and gives it no ETag", async () => {
    const response = await t.request("POST", "/api/admin/login", {
      body: TEST_ADMIN,
      headers: { origin: "http://localhost:3000", "accept-encoding": "br, gzip" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().length).toBeGreaterThan(0);
    expect(response.headers.get("etag")).toBeNull();
  });

  it("keeps error answers as they were", async () => {
    const response = await t.request("GET", "/api/businesses/99999", { headers: { "accept-encoding": "br" } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Business not found" });
  });
});
