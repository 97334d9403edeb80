// Faults, with the real service as a process of its own (bun service/main.ts, its own data folder and port, on
// PostgreSQL a fresh database): killed with SIGKILL while clients post reviews and inquiries, every post it
// acknowledged (2xx) is in the database after a restart; stopped with SIGTERM, it finishes the requests under way,
// stops the running site build (astro's whole process group) and exits cleanly.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { desc, inArray, ne } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./db/client.ts";
import { inquiries, reviews, siteBuilds } from "./db/schema.ts";
import { releasePaths } from "./publish/paths.ts";
import { createEmptyPostgresDatabase, testDriver } from "./test-support/database.ts";
import { startSmtpServer } from "./test-support/smtp-server.ts";

const PROJECT_ROOT = join(import.meta.dirname, "..");
const BUN = process.versions.bun ? process.execPath : join(PROJECT_ROOT, "node_modules", ".bin", "bun");
const ADMIN = { username: "faults-admin", password: "faults-admin-password-1" };
/** No build starts while the kill test runs: a build is minutes of CPU the test does not need. */
const NO_BUILD = String(60 * 60 * 1000);

interface Store {
  env: Record<string, string>;
  /** the database the service used, opened by the test (PGlite: only once the service has exited) */
  open(): ReturnType<typeof openDatabase>;
  remove(): Promise<void>;
}

/** A fresh data folder, and on PostgreSQL a fresh database. */
async function freshStore(): Promise<Store> {
  const dataDir = await mkdtemp(join(tmpdir(), "sor-faults-"));
  const postgres = testDriver === "postgres" ? await createEmptyPostgresDatabase() : undefined;
  return {
    env: { DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) },
    open: () => openDatabase(postgres?.url ?? join(dataDir, "db")),
    async remove() {
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Service {
  url: string;
  child: Bun.Subprocess;
  output: () => string;
}

const running = new Set<Bun.Subprocess>();
afterEach(() => {
  for (const child of running) child.kill("SIGKILL");
  running.clear();
});

async function startService(store: Store, extraEnv: Record<string, string>): Promise<Service> {
  const port = await freePort();
  const child = Bun.spawn([BUN, join(PROJECT_ROOT, "service", "main.ts")], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      ...store.env,
      ...extraEnv,
      PORT: String(port),
      NODE_ENV: "test",
      // each client posts as a visitor of its own, so the spam brakes see many people, not one flood
      TRUST_PROXY: "true",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdout: "pipe",
    stderr: "pipe",
  });
  running.add(child);
  let output = "";
  for (const stream of [child.stdout, child.stderr] as ReadableStream<Uint8Array>[]) {
    void (async () => {
      const reader = stream.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        output += new TextDecoder().decode(read.value);
      }
    })();
  }
  const url = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); ; await sleep(200)) {
    if (child.exitCode !== null) throw new Error(`The service exited (${child.exitCode}):\n${output}`);
    if (Date.now() - started > 90_000) throw new Error(`The service did not start:\n${output}`);
    const ready = await fetch(`${url}/api/categories`).catch(() => undefined);
    if (ready?.ok) break;
  }
  return { url, child, output: () => output };
}

async function exited(service: Service, timeoutMs: number): Promise<number | null> {
  const code = await Promise.race([service.child.exited, sleep(timeoutMs).then(() => "timeout" as const)]);
  if (code === "timeout") throw new Error(`The service did not exit within ${timeoutMs} ms:\n${service.output()}`);
  running.delete(service.child);
  return code;
}

let visitor = 0;
/** A visitor's post: as a visitor of its own (X-Forwarded-For), with text no other post has. */
function visitorPost(kind: "reviews" | "inquiries", businessId: number) {
  const n = ++visitor;
  const body =
    kind === "reviews"
      ? { customerName: `Fault visitor ${n}`, rating: (n % 5) + 1, comment: `Review ${n} written under fire.` }
      : {
          customerName: `Fault visitor ${n}`,
          customerEmail: `visitor${n}@example.com`,
          message: `Inquiry ${n} under fire.`,
        };
  return {
    path: `/api/businesses/${businessId}/${kind}`,
    headers: { "content-type": "application/json", "x-forwarded-for": `198.18.${n >> 8}.${n & 255}` },
    body: JSON.stringify(body),
  };
}

function post(service: Service, kind: "reviews" | "inquiries", businessId: number) {
  const { path, headers, body } = visitorPost(kind, businessId);
  return fetch(`${service.url}${path}`, { method: "POST", headers, body });
}

/**
 * A post the service has provably begun: its headers go out with `Expect: 100-continue` and it resolves once the
 * server has answered "100 Continue" (it has read the request and waits for the body). `finish` sends the body and
 * resolves with the response's status once the server closes the connection (`connection: close`), 0 when it is cut
 * without an answer.
 */
async function postUnderWay(service: Service, kind: "reviews" | "inquiries", businessId: number) {
  const { path, headers, body } = visitorPost(kind, businessId);
  const { port } = new URL(service.url);
  const socket = connect(Number(port), "127.0.0.1");
  let received = "";
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  socket.on("data", (chunk) => (received += chunk.toString("latin1")));
  socket.on("error", () => {});
  const head = Object.entries({ ...headers, "content-length": String(Buffer.byteLength(body)) })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.write(`POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\n${head}connection: close\r\nexpect: 100-continue\r\n\r\n`);
  for (const started = Date.now(); !received.startsWith("HTTP/1.1 100"); await sleep(10)) {
    if (Date.now() - started > 30_000) throw new Error(`No 100 Continue for ${path}: ${JSON.stringify(received)}`);
  }
  received = received.slice(received.indexOf("\r\n\r\n") + 4);
  return {
    async finish(): Promise<number> {
      // not end(): Bun takes a half-closed connection for a client gone away and drops the answer
      socket.write(body);
      await closed;
      return Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
    },
  };
}

async function activeBusinessIds(service: Service): Promise<number[]> {
  const response = await fetch(`${service.url}/api/businesses?limit=100`);
  return ((await response.json()) as { id: number }[]).map((business) => business.id);
}

const timeout = testDriver === "postgres" ? 180_000 : 240_000;

describe("the service killed with SIGKILL under load", () => {
  it(
    "keeps every review and inquiry it acknowledged, after a restart",
    async () => {
      const store = await freshStore();
      try {
        const service = await startService(store, { BUILD_SETTLE_MS: NO_BUILD });
        const businessIds = await activeBusinessIds(service);
        const acknowledged = {
          reviews: [] as { id: number; name: string }[],
          inquiries: [] as { id: number; name: string }[],
        };
        let refused = 0;
        let killed = false;
        // 16 clients post one after another, spread over the businesses (their per-business limits), until the kill
        const clients = Array.from({ length: 16 }, async (_, client) => {
          for (let n = client; !killed; n += 16) {
            const kind = n % 2 === 0 ? "reviews" : "inquiries";
            const response = await post(service, kind, businessIds[n % businessIds.length]!).catch(() => undefined);
            if (!response?.ok) {
              refused++;
              continue;
            }
            const stored = (await response.json().catch(() => undefined)) as
              { id: number; customerName: string } | undefined;
            // a body cut off by the kill was never acknowledged to the client
            if (stored) acknowledged[kind].push({ id: stored.id, name: stored.customerName });
          }
        });
        while (acknowledged.reviews.length + acknowledged.inquiries.length < 150) await sleep(20);
        service.child.kill("SIGKILL");
        killed = true;
        await Promise.all(clients);
        expect(await exited(service, 10_000)).not.toBe(0);

        // it starts again on what it left, and serves
        const restarted = await startService(store, { BUILD_SETTLE_MS: NO_BUILD });
        expect((await fetch(`${restarted.url}/api/businesses`)).status).toBe(200);
        restarted.child.kill("SIGTERM");
        expect(await exited(restarted, 30_000)).toBe(0);

        const connection = store.open();
        try {
          const storedReviews = await connection.db
            .select({ id: reviews.id, name: reviews.customerName })
            .from(reviews)
            .where(
              inArray(
                reviews.id,
                acknowledged.reviews.map((review) => review.id),
              ),
            );
          const storedInquiries = await connection.db
            .select({ id: inquiries.id, name: inquiries.customerName })
            .from(inquiries)
            .where(
              inArray(
                inquiries.id,
                acknowledged.inquiries.map((inquiry) => inquiry.id),
              ),
            );
          const lost =
            acknowledged.reviews.length - storedReviews.length + acknowledged.inquiries.length - storedInquiries.length;
          console.log(
            `kill -9 (${testDriver}): ${acknowledged.reviews.length} reviews and ${acknowledged.inquiries.length} ` +
              `inquiries acknowledged, ${refused} cut off unacknowledged, ${lost} acknowledged lost`,
          );
          expect(storedReviews.sort((a, b) => a.id - b.id)).toEqual(acknowledged.reviews.sort((a, b) => a.id - b.id));
          expect(storedInquiries.sort((a, b) => a.id - b.id)).toEqual(
            acknowledged.inquiries.sort((a, b) => a.id - b.id),
          );
        } finally {
          await connection.close();
        }
      } finally {
        await store.remove();
      }
    },
    timeout,
  );
});

describe("the service killed with SIGKILL between an inquiry's commit and its emails' delivery", () => {
  it(
    "delivers the inquiry's emails, to the business and to the traveller, exactly once after a restart",
    async () => {
      const store = await freshStore();
      const smtp = await startSmtpServer();
      try {
        // no SMTP server to reach yet: the inquiry's emails can only be queued when it is killed
        const service = await startService(store, { BUILD_SETTLE_MS: NO_BUILD });
        const businesses = (await (await fetch(`${service.url}/api/businesses?limit=100`)).json()) as {
          id: number;
          email: string | null;
        }[];
        const business = businesses.find(({ email }) => email)!;
        const inquiry = visitorPost("inquiries", business.id);
        const traveller = (JSON.parse(inquiry.body) as { customerEmail: string }).customerEmail;
        const sent = await fetch(`${service.url}${inquiry.path}`, {
          method: "POST",
          headers: inquiry.headers,
          body: inquiry.body,
        });
        expect(sent.status).toBe(201);
        service.child.kill("SIGKILL");
        expect(await exited(service, 10_000)).not.toBe(0);

        const restarted = await startService(store, { BUILD_SETTLE_MS: NO_BUILD, SMTP_URL: smtp.url });
        await smtp.waitFor(2, 60_000);
        // time for a second delivery of either, were there one
        await sleep(5_000);
        restarted.child.kill("SIGTERM");
        expect(await exited(restarted, 30_000)).toBe(0);
        expect(smtp.received.flatMap(({ to }) => to).sort()).toEqual([business.email!, traveller].sort());
      } finally {
        await store.remove();
      }
    },
    timeout,
  );
});

describe("the service stopped with SIGTERM", () => {
  it(
    "finishes the requests under way, stops the running build's process group and exits 0",
    async () => {
      const store = await freshStore();
      try {
        // the build at start begins at once
        const service = await startService(store, { BUILD_SETTLE_MS: "0" });
        const lockPath = releasePaths(store.env.DATA_DIR!).lock;
        let group: number | undefined;
        for (const started = Date.now(); group === undefined; await sleep(100)) {
          if (Date.now() - started > 120_000) throw new Error(`No astro build started:\n${service.output()}`);
          const lock = await readFile(lockPath, "utf8").catch(() => undefined);
          group = lock ? (JSON.parse(lock) as { group?: number }).group : undefined;
        }
        const businessIds = await activeBusinessIds(service);

        const underWay = await Promise.all(
          businessIds.slice(0, 20).map((id, n) => postUnderWay(service, n % 2 ? "inquiries" : "reviews", id)),
        );
        service.child.kill("SIGTERM");
        // the bodies arrive after the signal: the service waits for them and answers each request it had begun
        await sleep(200);
        const statuses = await Promise.all(underWay.map((post) => post.finish()));
        expect(statuses).toEqual(underWay.map(() => 201));
        expect(await exited(service, 30_000)).toBe(0);
        expect(service.output()).toContain("Stopped.");
        // astro and everything it started are gone
        expect(() => process.kill(-group, 0)).toThrow();
        // a new connection is refused
        await expect(fetch(`${service.url}/api/categories`)).rejects.toThrow();

        const connection = store.open();
        try {
          // the build that ran (the posts under way queued another, which the next start builds)
          const [build] = await connection.db
            .select()
            .from(siteBuilds)
            .where(ne(siteBuilds.status, "queued"))
            .orderBy(desc(siteBuilds.id))
            .limit(1);
          expect(build).toMatchObject({ status: "failed" });
          expect(build!.message).toContain("shutting down");
          const kept = (await connection.db.$count(reviews)) + (await connection.db.$count(inquiries));
          // the demo seed's reviews, and the ten reviews and ten inquiries that were under way
          expect(kept).toBeGreaterThanOrEqual(20);
        } finally {
          await connection.close();
        }
      } finally {
        await store.remove();
      }
    },
    timeout,
  );
});
