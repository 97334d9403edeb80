// The guard's answers to requests an attacker shapes: a made-up X-Forwarded-For, an opaque Origin, no Host.
import { describe, expect, it } from "vitest";
import { categories, loginAttempts } from "../db/schema.ts";
import { readEnv } from "../env.ts";
import { TEST_ADMIN, insertAdmin, sessionCookie } from "../test-support/admin.ts";
import { TEST_ORIGIN, useTestApp } from "../test-support/app.ts";
import { clientAddress } from "../request-source.ts";

const t = await useTestApp(
  async (db) => {
    await insertAdmin(db);
  },
  { env: { TRUST_PROXY: "true" } },
);

const wrongPassword = { username: TEST_ADMIN.username, password: "not the password" };
const CLIENT = "203.0.113.7";

describe("the client address behind a trusted proxy", () => {
  it("is the entry the proxy appended, so a made-up first entry does not dodge the login throttle", async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      const headers = { origin: TEST_ORIGIN, "x-forwarded-for": `198.51.100.${attempt}, ${CLIENT}` };
      expect((await t.request("POST", "/api/admin/login", { body: wrongPassword, headers })).status).toBe(401);
    }
    const headers = { origin: TEST_ORIGIN, "x-forwarded-for": `198.51.100.99, ${CLIENT}` };
    expect((await t.request("POST", "/api/admin/login", { body: TEST_ADMIN, headers })).status).toBe(429);
    const attempts = await t.db.select({ ip: loginAttempts.ip }).from(loginAttempts);
    expect(attempts.map((row) => row.ip)).toEqual(Array(5).fill(CLIENT));
  });

  it("is TRUST_PROXY_HOPS entries from the end, or the first entry when fewer proxies wrote the list", () => {
    const env = readEnv({ TRUST_PROXY: "true", TRUST_PROXY_HOPS: "2" });
    const socket = { requestIP: () => ({ address: "10.0.0.2" }) };
    const from = (forwardedFor: string) =>
      clientAddress(new Request(TEST_ORIGIN, { headers: { "x-forwarded-for": forwardedFor } }), socket, env);
    expect(from(`192.0.2.1, ${CLIENT}, 10.0.0.1`)).toBe(CLIENT);
    expect(from(CLIENT)).toBe(CLIENT);
    expect(clientAddress(new Request(TEST_ORIGIN), socket, env)).toBe("10.0.0.2");
  });

  it("counts an IPv6 client as its /64, which it may hop around freely, and ::ffff:a.b.c.d as the IPv4 address", () => {
    const env = readEnv({ TRUST_PROXY: "true" });
    const from = (forwardedFor: string) =>
      clientAddress(new Request(TEST_ORIGIN, { headers: { "x-forwarded-for": forwardedFor } }), null, env);
    expect(from("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(from("2001:0db8:0001:0002:ffff:0:0:9")).toBe("2001:db8:1:2::/64");
    expect(from("[2001:DB8:1:2:a:b:c:d]")).toBe("2001:db8:1:2::/64");
    expect(from("2001:db8::7")).toBe("2001:db8:0:0::/64");
    expect(from("::1")).toBe("0:0:0:0::/64");
    expect(from("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(from("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(from("203.0.113.7")).toBe("203.0.113.7");
    // not an address: counted as written
    expect(from("1:2:3::4::5")).toBe("1:2:3::4::5");
    const socket = { requestIP: () => ({ address: "2001:db8:1:2:3:4:5:6" }) };
    expect(clientAddress(new Request(TEST_ORIGIN), socket, readEnv({}))).toBe("2001:db8:1:2::/64");
  });

  it("refuses a hop count that is not a whole number of at least 1", () => {
    for (const hops of ["0", "-1", "1.5", "two"]) {
      expect(() => readEnv({ TRUST_PROXY_HOPS: hops }), hops).toThrow(/TRUST_PROXY_HOPS/);
    }
    expect(readEnv({}).TRUST_PROXY_HOPS).toBe(1);
  });
});

describe("Origin: null", () => {
  const fromOpaqueOrigin = { origin: "null", referer: `${TEST_ORIGIN}/admin/login` };

  it("is refused for login even with a same-site Referer", async () => {
    const response = await t.request("POST", "/api/admin/login", { body: TEST_ADMIN, headers: fromOpaqueOrigin });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "Cross-site request refused" });
  });

  it("is refused for an admin write even with a session and a same-site Referer", async () => {
    const cookie = await sessionCookie(t.db, 1);
    const response = await t.request("POST", "/api/admin/categories", {
      body: { name: "Kirtan", slug: "kirtan" },
      headers: { ...fromOpaqueOrigin, cookie },
    });
    expect(response.status).toBe(403);
    expect(await t.db.$count(categories)).toBe(0);
  });
});

/** Sends a raw HTTP/1.0 request (which may leave out Host) to the app on a real port; answers the raw response. */
async function sendRaw(head: string, body: string): Promise<string> {
  const server = Bun.serve({ port: 0, fetch: (request) => t.app.handle(request) });
  try {
    return await new Promise<string>((resolve, reject) => {
      let received = "";
      void Bun.connect({
        hostname: "127.0.0.1",
        port: server.port!,
        socket: {
          open: (socket) => void socket.write(`${head}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`),
          data: (_socket, chunk) => void (received += new TextDecoder().decode(chunk)),
          close: () => resolve(received),
          error: (_socket, error) => reject(error),
        },
      });
    });
  } finally {
    await server.stop(true);
  }
}

describe("an admin POST without a Host header", () => {
  // the loopback address is welcome only as the address a request was sent to (PUBLIC_URL is localhost)
  const headers = "Content-Type: application/json\r\nOrigin: http://127.0.0.1:3000";

  it("is addressed to no origin, so a login answers 403, not 500", async () => {
    const answer = await sendRaw(`POST /api/admin/login HTTP/1.0\r\n${headers}`, JSON.stringify(TEST_ADMIN));
    expect(answer).toMatch(/^HTTP\/1\.1 403 /);
  });

  it("is addressed to no origin, so a signed-in write answers 403, not 500, and stores nothing", async () => {
    const cookie = await sessionCookie(t.db, 1);
    const answer = await sendRaw(
      `POST /api/admin/categories HTTP/1.0\r\n${headers}\r\nCookie: ${cookie}`,
      JSON.stringify({ name: "Kirtan", slug: "kirtan" }),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 403 /);
    expect(await t.db.$count(categories)).toBe(0);
  });
});
