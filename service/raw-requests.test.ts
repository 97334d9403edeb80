// What the listening service answers to requests only a hand-written client sends, over a real socket: a Host that
// names no host, HTTP/1.0 without a Host, a body past every limit. Each gets the error format and the security
// headers, never a 500 or Bun's own bodiless answer.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { REQUEST_BODY_LIMITS } from "../shared/constants.ts";
import { listen } from "./app.ts";
import { INVALID_HOST_MESSAGE } from "./host.ts";
import { SECURITY_HEADERS } from "./security-headers.ts";
import { insertAdmin, signedInHeaders } from "./test-support/admin.ts";
import { useTestApp } from "./test-support/app.ts";
import { type RawAnswer, sendRaw } from "./test-support/raw-http.ts";

const t = await useTestApp(async (db) => {
  await insertAdmin(db);
});
let port = 0;
beforeAll(() => {
  port = listen(t.app, 0).server!.port!;
});
afterAll(() => t.app.server?.stop(true));

const get = (path: string, host: string) =>
  sendRaw(port, `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);

function expectErrorFormat(answer: RawAnswer, status: number, message: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers["content-type"]).toMatch(/^application\/json/);
  expect(JSON.parse(answer.body)).toEqual({ message });
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(answer.headers[name]).toBe(value);
  expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
}

const PATHS = ["/", "/about", "/api/categories", "/api/admin/me", "/search?q=yoga", "/admin/login", "/media/x/640"];

describe("a Host header that names no host", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is refused with 400 in the error format on every path: '[', 'a b', a port of 99999, an address past 255", async () => {
    for (const host of ["[", "a b", "localhost:99999", "999.1.1.1"]) {
      for (const path of PATHS) {
        const answer = await get(path, host);
        expect(answer.status, `Host: ${host}, ${path}`).toBe(400);
        expectErrorFormat(answer, 400, INVALID_HOST_MESSAGE);
      }
    }
  });

  it("writes nothing to the log, so a flood of them cannot flood it", async () => {
    const logged = [vi.spyOn(console, "error"), vi.spyOn(console, "warn"), vi.spyOn(console, "log")];
    for (let request = 0; request < 20; request++) await get("/search?q=yoga", "[");
    for (const log of logged) expect(log).not.toHaveBeenCalled();
  });

  it("leaves a request to a real host alone", async () => {
    expect((await get("/api/categories", "localhost:3000")).status).toBe(200);
    expect((await get("/api/categories", "[::1]:3000")).status).toBe(200);
  });
});

describe("an HTTP/1.0 request without a Host header", () => {
  it("is answered on the search page, the admin app and the API as with one, never with a 500", async () => {
    const withoutHost = (path: string) => sendRaw(port, `GET ${path} HTTP/1.0\r\n\r\n`);
    const withHost = (path: string) => get(path, "localhost:3000");
    for (const path of ["/search?q=yoga", "/search?q=yoga&category=all", "/admin/login", "/api/categories", "/"]) {
      const [answer, expected] = [await withoutHost(path), await withHost(path)];
      expect(answer.status, path).toBe(expected.status);
      expect(answer.status, path).not.toBe(500);
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    }
  });
});

describe("a body past the limits", () => {
  /** Well past the server's own limit as it was (twice the admin limit), where Bun answered a bare 413 itself. */
  const OVERSIZED = 3 * REQUEST_BODY_LIMITS.admin;
  const piece = "x".repeat(64 * 1024);
  const pieces = (total: number) => Array.from({ length: Math.ceil(total / piece.length) }, () => piece);
  const chunked = (total: number) => [
    ...pieces(total).map((text) => `${piece.length.toString(16)}\r\n${text}\r\n`),
    "0\r\n\r\n",
  ];
  const signedIn = async () => {
    const { cookie, origin } = await signedInHeaders(t.db, 1);
    return `Cookie: ${cookie}\r\nOrigin: ${origin}\r\n`;
  };
  const tooLarge = (limit: number) => `The request body must be at most ${limit / 1024} KB`;

  it("is refused with 413 in the error format when its Content-Length says so, whatever its size", async () => {
    for (const [path, limit] of [
      ["/api/businesses", REQUEST_BODY_LIMITS.public],
      ["/api/admin/blog", REQUEST_BODY_LIMITS.admin],
      ["/about", REQUEST_BODY_LIMITS.public],
    ] as const) {
      const head = `POST ${path} HTTP/1.1\r\nHost: localhost:3000\r\nContent-Type: application/json\r\n${await signedIn()}Content-Length: ${OVERSIZED}\r\nConnection: close\r\n\r\n`;
      expectErrorFormat(await sendRaw(port, head, pieces(OVERSIZED)), 413, tooLarge(limit));
    }
  });

  it("is refused with 413 in the error format while it streams in chunks, whatever its type", async () => {
    for (const type of [
      "application/json",
      "text/plain",
      "application/octet-stream",
      "multipart/form-data; boundary=x",
    ]) {
      const head = `POST /api/admin/blog HTTP/1.1\r\nHost: localhost:3000\r\nContent-Type: ${type}\r\n${await signedIn()}Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n`;
      const answer = await sendRaw(port, head, chunked(OVERSIZED));
      expect(answer.status, type).toBe(413);
      expectErrorFormat(answer, 413, tooLarge(REQUEST_BODY_LIMITS.admin));
    }
  });

  it("is still taken when it streams in chunks under the limit", async () => {
    const post = JSON.stringify({ title: "Streamed", slug: "streamed", content: "Words.", category: "yoga" });
    const head = `POST /api/admin/blog HTTP/1.1\r\nHost: localhost:3000\r\nContent-Type: application/json\r\n${await signedIn()}Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n`;
    const answer = await sendRaw(port, head, [`${Buffer.byteLength(post).toString(16)}\r\n${post}\r\n`, "0\r\n\r\n"]);
    expect(answer.status).toBe(201);
  });
});
