import { createHmac, timingSafeEqual } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ReleasePublishedEventSchema, type ReleasePublishedEvent } from "../../../shared/schemas/delivery.ts";
import { siteBuilds, webhookDeliveries } from "../../db/schema.ts";
import { readEnv } from "../../env.ts";
import { createApp } from "../../app.ts";
import { insertAdmin, signedInHeaders } from "../../test-support/admin.ts";
import { TEST_ORIGIN, useTestApp } from "../../test-support/app.ts";
import { createPublisher, type SiteBuilder } from "../index.ts";
import { releasePaths } from "../paths.ts";
import { swapLiveRelease } from "../releases.ts";
import {
  createDeliveryQueue,
  createReleaseDeliveries,
  type DeliveryQueue,
  retryDelay,
  WEBHOOK_HEADERS,
  webhookTarget,
} from "./webhooks.ts";
import { fakeBuildResult } from "../../test-support/build-result.ts";

const SECRET = "deploy-secret-0123456789abcdef";
const FAST_RETRY = { maxAttempts: 4, firstDelayMs: 30, factor: 3 };

interface Received {
  at: number;
  path: string;
  body: string;
  headers: Headers;
}

/** A webhook receiver on loopback that answers the statuses it is given in turn (200 once they run out). */
const receiver = {
  server: undefined as ReturnType<typeof Bun.serve> | undefined,
  received: [] as Received[],
  statuses: [] as number[],
  /** a request waits this long before it is answered */
  delayMs: 0,
  url: (path = "/hooks/deploy") => `http://127.0.0.1:${receiver.server!.port}${path}`,
};

beforeAll(() => {
  receiver.server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    async fetch(request) {
      const path = new URL(request.url).pathname;
      receiver.received.push({ at: Date.now(), path, body: await request.text(), headers: request.headers });
      if (receiver.delayMs) await Bun.sleep(receiver.delayMs);
      return new Response("ok", { status: receiver.statuses.shift() ?? 200 });
    },
  });
});
afterAll(() => receiver.server?.stop(true));

const t = await useTestApp();
let queues: DeliveryQueue[] = [];

afterEach(async () => {
  for (const queue of queues) queue.stop();
  await Promise.all(queues.map((queue) => queue.idle()));
  queues = [];
  receiver.received = [];
  receiver.statuses = [];
  receiver.delayMs = 0;
});

function queueFor(url: string, options: { timeoutMs?: number; firstDelayMs?: number } = {}) {
  const queue = createDeliveryQueue(t.db, [webhookTarget(url, SECRET, options.timeoutMs)], {
    retry: { ...FAST_RETRY, firstDelayMs: options.firstDelayMs ?? FAST_RETRY.firstDelayMs },
    log: () => {},
  });
  queues.push(queue);
  return queue;
}

async function releaseEvent(): Promise<ReleasePublishedEvent> {
  const [build] = await t.db.insert(siteBuilds).values({ status: "succeeded" }).returning();
  return {
    event: "release.published",
    cause: "build",
    releaseId: "2026-03-10T12-00-00-000Z",
    buildId: build!.id,
    pagesTotal: 64,
    pagesRendered: 2,
    pagesReused: 62,
    publishedAt: new Date().toISOString(),
  };
}

const deliveries = () => t.db.select().from(webhookDeliveries).orderBy(webhookDeliveries.id);

/** What a receiver does (README: "Deploy webhooks"): recompute the HMAC over timestamp.body, compare in constant time. */
function verifies(secret: string, { headers, body }: Received): boolean {
  const timestamp = headers.get(WEBHOOK_HEADERS.timestamp);
  const expected = `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
  const given = headers.get(WEBHOOK_HEADERS.signature) ?? "";
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

describe("deploy webhooks", () => {
  it("posts the release as JSON signed over the timestamp and body: the secret verifies it, another does not", async () => {
    const queue = queueFor(receiver.url());
    const event = await releaseEvent();
    await queue.enqueue(event);
    await queue.idle();

    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(ReleasePublishedEventSchema.parse(JSON.parse(request!.body))).toEqual(event);
    expect(request!.headers.get("content-type")).toBe("application/json");
    expect(request!.headers.get("x-soul-event")).toBe("release.published");
    expect(Math.abs(Number(request!.headers.get("x-soul-timestamp")) - Date.now() / 1000)).toBeLessThan(60);
    expect(verifies(SECRET, request!)).toBe(true);
    expect(verifies("another-secret-0123456789abcdef", request!)).toBe(false);
    expect(
      verifies(SECRET, { ...request!, body: request!.body.replace('"pagesRendered":2', '"pagesRendered":3') }),
    ).toBe(false);

    const [delivery] = await deliveries();
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 1, lastStatusCode: 200, lastError: null });
    expect(request!.headers.get("x-soul-delivery")).toBe(String(delivery!.id));
  });

  it("retries with growing waits until the receiver, failing twice, takes it", async () => {
    receiver.statuses = [500, 503];
    const queue = queueFor(receiver.url());
    await queue.enqueue(await releaseEvent());
    await queue.idle();

    const times = receiver.received.map((request) => request.at);
    expect(times).toHaveLength(3);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(retryDelay(FAST_RETRY, 1) - 5);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(retryDelay(FAST_RETRY, 2) - 5);
    expect(retryDelay(FAST_RETRY, 2)).toBe(3 * retryDelay(FAST_RETRY, 1));
    const ids = new Set(receiver.received.map((request) => request.headers.get("x-soul-delivery")));
    expect(ids.size).toBe(1);
    expect(receiver.received.every((request) => verifies(SECRET, request))).toBe(true);
    const [delivery] = await deliveries();
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 3, lastStatusCode: 200, nextAttemptAt: null });
  });

  it("gives up after the last attempt and keeps the last status", async () => {
    receiver.statuses = [500, 500, 500, 502];
    const queue = queueFor(receiver.url());
    await queue.enqueue(await releaseEvent());
    await queue.idle();

    expect(receiver.received).toHaveLength(FAST_RETRY.maxAttempts);
    const [delivery] = await deliveries();
    expect(delivery).toMatchObject({
      status: "failed",
      attempts: FAST_RETRY.maxAttempts,
      lastStatusCode: 502,
      lastError: "HTTP 502 Bad Gateway",
      nextAttemptAt: null,
    });
  });

  it("counts an attempt that outlasts its timeout, or finds nobody listening, as failed and retries it", async () => {
    receiver.delayMs = 300;
    receiver.statuses = [200, 200];
    const slow = queueFor(receiver.url(), { timeoutMs: 50, firstDelayMs: 60_000 });
    await slow.enqueue(await releaseEvent());
    await vi.waitFor(async () => expect((await deliveries())[0]!.lastError).not.toBeNull());
    slow.stop();
    const [timedOut] = await deliveries();
    expect(timedOut).toMatchObject({ status: "pending", attempts: 1, lastError: "Timed out after 0.05 s" });
    expect(timedOut!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 50_000);

    const closed = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
    const nobody = `http://127.0.0.1:${closed.port}/`;
    await closed.stop(true);
    const refused = queueFor(nobody);
    await refused.enqueue(await releaseEvent());
    await refused.idle();
    const [, unreachable] = await deliveries();
    expect(unreachable).toMatchObject({ status: "failed", attempts: FAST_RETRY.maxAttempts, lastStatusCode: null });
    expect(unreachable!.lastError).toBeTruthy();
  });

  it("resumes at start the deliveries a stopped process left pending", async () => {
    receiver.statuses = [500];
    const stopped = queueFor(receiver.url(), { firstDelayMs: 200 });
    await stopped.enqueue(await releaseEvent());
    await vi.waitFor(async () => expect((await deliveries())[0]!.lastStatusCode).toBe(500));
    stopped.stop();
    expect(await deliveries()).toMatchObject([{ status: "pending", attempts: 1, lastStatusCode: 500 }]);

    const restarted = queueFor(receiver.url());
    await restarted.resume();
    await restarted.idle();
    expect(receiver.received).toHaveLength(2);
    expect(await deliveries()).toMatchObject([{ status: "succeeded", attempts: 2, lastStatusCode: 200 }]);
  });

  it("fails a pending delivery whose URL is no longer configured instead of sending it", async () => {
    const event = await releaseEvent();
    await t.db.insert(webhookDeliveries).values({
      kind: "webhook",
      url: receiver.url("/old"),
      buildId: event.buildId,
      releaseId: event.releaseId,
      payload: event,
      nextAttemptAt: new Date(),
    });
    const restarted = queueFor(receiver.url("/new"));
    await restarted.resume();
    await restarted.idle();
    expect(receiver.received).toHaveLength(0);
    expect(await deliveries()).toMatchObject([{ status: "failed", lastError: "No longer configured" }]);
  });
});

describe("deliveries after a release", () => {
  it("posts to every configured URL after each successful build, with the build's release and pages", async () => {
    const env = readEnv({
      NODE_ENV: "test",
      DATA_DIR: "./data/test",
      DEPLOY_WEBHOOK_URLS: `${receiver.url("/a")}, ${receiver.url("/b?token=abc")}`,
      DEPLOY_WEBHOOK_SECRET: SECRET,
    });
    const releaseDeliveries = createReleaseDeliveries(t.db, env, { retry: FAST_RETRY, log: () => {} });
    queues.push(releaseDeliveries);
    let fail = false;
    const build: SiteBuilder = () =>
      fail ? Promise.reject(new Error("astro build failed")) : Promise.resolve(fakeBuildResult("r-1", 12));
    const publisher = createPublisher(t.db, env, {
      build,
      settleMs: 0,
      log: () => {},
      afterRelease: [releaseDeliveries.afterRelease],
    });
    const built = await publisher.start({ reason: "Publish now", requestedBy: "admin:ganga" });
    await releaseDeliveries.idle();

    expect(receiver.received.map((request) => request.path).sort()).toEqual(["/a", "/b"]);
    const bodies = receiver.received.map((request) => ReleasePublishedEventSchema.parse(JSON.parse(request.body)));
    expect(bodies[0]).toMatchObject({ releaseId: "r-1", buildId: built!.id, pagesTotal: 12 });
    expect(new Date(bodies[0]!.publishedAt).getTime()).toBe(built!.finishedAt!.getTime());
    expect((await deliveries()).map((row) => [row.url, row.status])).toEqual([
      [receiver.url("/a"), "succeeded"],
      [receiver.url("/b?token=abc"), "succeeded"],
    ]);

    fail = true;
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const failed = await publisher.start({ reason: "Publish now", requestedBy: "admin:ganga" });
    logged.mockRestore();
    expect(failed!.status).toBe("failed");
    await releaseDeliveries.idle();
    expect(receiver.received).toHaveLength(2);
  });

  it("follows Roll back: the release made live again is posted with the cause rollback and its own build", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "sor-rollback-"));
    const paths = releasePaths(dataDir);
    const env = readEnv({
      NODE_ENV: "test",
      PUBLIC_URL: TEST_ORIGIN,
      DATA_DIR: dataDir,
      DEPLOY_WEBHOOK_URLS: receiver.url(),
      DEPLOY_WEBHOOK_SECRET: SECRET,
    });
    const releaseDeliveries = createReleaseDeliveries(t.db, env, { retry: FAST_RETRY, log: () => {} });
    queues.push(releaseDeliveries);
    let built = 0;
    const build: SiteBuilder = async () => {
      const releaseId = `release-${++built}`;
      await mkdir(join(paths.releases, releaseId), { recursive: true });
      await writeFile(join(paths.releases, releaseId, "index.html"), `<h1>${releaseId}</h1>`);
      await swapLiveRelease(join(paths.releases, releaseId), paths.live);
      return fakeBuildResult(releaseId, 1);
    };
    const publisher = createPublisher(t.db, env, {
      build,
      settleMs: 0,
      log: () => {},
      afterRelease: [releaseDeliveries.afterRelease],
    });
    const first = await publisher.start({ reason: "Publish now", requestedBy: "admin:ganga" });
    await publisher.start({ reason: "Publish now", requestedBy: "admin:ganga" });
    await releaseDeliveries.idle();

    const app = createApp({
      db: t.db,
      env,
      onContentChange: () => {},
      onRollback: (releaseId) => void releaseDeliveries.afterRollback(releaseId),
    });
    const admin = await insertAdmin(t.db);
    const rollback = await app.handle(
      new Request(`${TEST_ORIGIN}/api/admin/releases/release-1/rollback`, {
        method: "POST",
        headers: await signedInHeaders(t.db, admin.id),
      }),
    );
    expect(rollback.status).toBe(200);
    await vi.waitFor(() => expect(receiver.received).toHaveLength(3));
    await releaseDeliveries.idle();

    const events = receiver.received.map((request) => ReleasePublishedEventSchema.parse(JSON.parse(request.body)));
    expect(events.map((event) => [event.releaseId, event.cause])).toEqual([
      ["release-1", "build"],
      ["release-2", "build"],
      ["release-1", "rollback"],
    ]);
    expect(events[2]).toMatchObject({ buildId: first!.id, pagesTotal: 1 });
    await rm(dataDir, { recursive: true, force: true });
  });
});
