// What the service sends out after each release: a signed POST to every deploy webhook URL, and the upload to the
// S3 bucket behind the CDN (s3-target.ts). Each is a webhook_deliveries row, tried at once and then with
// exponential backoff until it succeeds or runs out of attempts. The row is the state: an attempt claims its row
// by moving next_attempt_at past its own timeout, so a restart (or another instance) resumes what is pending
// without sending one attempt twice at once.
import { createHmac } from "node:crypto";
import { and, eq, lte, sql } from "drizzle-orm";
import { DELIVERY_KINDS, type DeliveryKind, type ReleasePublishedEvent } from "../../../shared/schemas/delivery.ts";
import type { Database } from "../../db/client.ts";
import { siteBuilds, webhookDeliveries } from "../../db/schema.ts";
import type { Env } from "../../env.ts";
import { describeError } from "../../http.ts";
import { type BuildRow, findBuildRow } from "../build-log.ts";
import type { AfterReleaseStep } from "../index.ts";
import type { AttemptOutcome, DeliveryRow, DeliveryTarget } from "./delivery-target.ts";
import { s3TargetFrom } from "./s3-target.ts";

/** The headers of a deploy webhook. The signature covers `${timestamp}.${body}`, so an old body cannot be replayed. */
export const WEBHOOK_HEADERS = {
  signature: "X-Soul-Signature",
  timestamp: "X-Soul-Timestamp",
  /** the delivery's id: the same on every retry, for a receiver that ignores repeats */
  delivery: "X-Soul-Delivery",
  event: "X-Soul-Event",
} as const;

export interface RetryPolicy {
  /** attempts in all, the first one included */
  maxAttempts: number;
  /** the wait after the first failure; each further wait is `factor` times longer (1 s, 4 s, 16 s, 64 s) */
  firstDelayMs: number;
  factor: number;
}

const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 5, firstDelayMs: 1000, factor: 4 };
const WEBHOOK_TIMEOUT_MS = 10_000;

/** `sha256=<hex>`: HMAC-SHA256 over `${timestamp}.${body}` with the shared secret. */
function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

export function webhookTarget(url: string, secret: string, timeoutMs = WEBHOOK_TIMEOUT_MS): DeliveryTarget {
  return {
    kind: "webhook",
    url,
    timeoutMs,
    async send(row, signal) {
      const body = JSON.stringify(row.payload);
      const timestamp = Math.floor(Date.now() / 1000);
      const response = await fetch(url, {
        method: "POST",
        body,
        signal,
        // a redirect would resend the signed body somewhere else: it counts as a failure
        redirect: "manual",
        headers: {
          "content-type": "application/json",
          "user-agent": "SoulOfRishikesh-Webhooks/1",
          [WEBHOOK_HEADERS.signature]: signWebhook(secret, timestamp, body),
          [WEBHOOK_HEADERS.timestamp]: String(timestamp),
          [WEBHOOK_HEADERS.delivery]: String(row.id),
          [WEBHOOK_HEADERS.event]: row.payload.event,
        },
      });
      await response.body?.cancel();
      const statusCode = response.status;
      if (response.ok) return { ok: true, statusCode };
      return {
        ok: false,
        statusCode,
        error: `HTTP ${statusCode}${response.statusText ? ` ${response.statusText}` : ""}`,
      };
    },
  };
}

/** How long to wait after the given number of failed attempts. */
export const retryDelay = (policy: RetryPolicy, failedAttempts: number) =>
  policy.firstDelayMs * policy.factor ** (failedAttempts - 1);

function attemptError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === "TimeoutError") return `Timed out after ${timeoutMs / 1000} s`;
  return error instanceof Error ? (error.message.split("\n", 1)[0] ?? error.name) : describeError(error);
}

export interface DeliveryQueue {
  /** Queues one delivery of the event per target and tries each at once. */
  enqueue(event: ReleasePublishedEvent): Promise<DeliveryRow[]>;
  /** At start: schedules every pending delivery at its next attempt (a stopped process's retries go on). */
  resume(): Promise<void>;
  /** Resolves once no attempt is running or scheduled (tests). */
  idle(): Promise<void>;
  /** Cancels the scheduled attempts (shutdown, tests). */
  stop(): void;
}

export function createDeliveryQueue(
  db: Database,
  targets: DeliveryTarget[],
  options: { retry?: Partial<RetryPolicy>; log?: (line: string) => void } = {},
): DeliveryQueue {
  const policy = { ...DEFAULT_RETRY, ...options.retry };
  const log = options.log ?? console.log;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let running = 0;
  let idleWaiters: (() => void)[] = [];

  const targetOf = (row: DeliveryRow) => targets.find((target) => target.kind === row.kind && target.url === row.url);

  function settleIdle() {
    if (running > 0 || timers.size > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  function schedule(id: number, delayMs: number) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      running++;
      attempt(id)
        .catch((error: unknown) => console.error(`Delivery ${id} could not be attempted.\n`, error))
        .finally(() => {
          running--;
          settleIdle();
        });
    }, delayMs);
    timers.add(timer);
  }

  /** How long an attempt keeps its row claimed, by kind: the longest timeout of its targets, and a little more. */
  const leaseMs = (kind: DeliveryKind) =>
    Math.max(0, ...targets.filter((target) => target.kind === kind).map((target) => target.timeoutMs)) +
    policy.firstDelayMs;

  /** Claims the row for one attempt; undefined when it is not due, is done, or another process has it. */
  async function claim(id: number, now: Date): Promise<DeliveryRow | undefined> {
    const leaseEnds = sql.join(
      DELIVERY_KINDS.map(
        (kind) => sql`WHEN ${kind} THEN ${new Date(now.getTime() + leaseMs(kind)).toISOString()}::timestamptz`,
      ),
      sql` `,
    );
    const [row] = await db
      .update(webhookDeliveries)
      .set({
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        nextAttemptAt: sql`CASE ${webhookDeliveries.kind} ${leaseEnds} END`,
        updatedAt: now,
      })
      .where(
        and(
          eq(webhookDeliveries.id, id),
          eq(webhookDeliveries.status, "pending"),
          lte(webhookDeliveries.nextAttemptAt, now),
        ),
      )
      .returning();
    return row;
  }

  /** Writes the attempt's result to a row still pending (one superseded meanwhile stays superseded). */
  async function record(id: number, fields: Partial<DeliveryRow>) {
    await db
      .update(webhookDeliveries)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, "pending")));
  }

  async function attempt(id: number) {
    const row = await claim(id, new Date());
    if (!row) return;
    const target = targetOf(row);
    if (!target) {
      await record(id, { status: "failed", nextAttemptAt: null, lastError: "No longer configured" });
      return;
    }
    let outcome: AttemptOutcome;
    try {
      outcome = await target.send(row, AbortSignal.timeout(target.timeoutMs));
    } catch (error) {
      outcome = { ok: false, error: attemptError(error, target.timeoutMs) };
    }
    const result = {
      lastStatusCode: outcome.statusCode ?? null,
      lastError: outcome.ok ? null : (outcome.error ?? "Failed"),
      summary: outcome.summary ?? null,
    };
    const label = `${row.kind} ${target.url} (release ${row.releaseId}, attempt ${row.attempts})`;
    if (outcome.ok) {
      await record(id, { ...result, status: "succeeded", nextAttemptAt: null });
    } else if (row.attempts >= policy.maxAttempts) {
      await record(id, { ...result, status: "failed", nextAttemptAt: null });
      log(`Delivery ${id} failed for good: ${label}: ${result.lastError}`);
    } else {
      const delayMs = retryDelay(policy, row.attempts);
      await record(id, { ...result, nextAttemptAt: new Date(Date.now() + delayMs) });
      log(`Delivery ${id} failed, retrying in ${delayMs / 1000} s: ${label}: ${result.lastError}`);
      schedule(id, delayMs);
    }
  }

  return {
    async enqueue(event) {
      if (targets.length === 0) return [];
      for (const target of targets.filter((target) => target.supersedesPending)) {
        await db
          .update(webhookDeliveries)
          .set({ status: "superseded", nextAttemptAt: null, updatedAt: new Date() })
          .where(
            and(
              eq(webhookDeliveries.kind, target.kind),
              eq(webhookDeliveries.url, target.url),
              eq(webhookDeliveries.status, "pending"),
            ),
          );
      }
      const now = new Date();
      const rows = await db
        .insert(webhookDeliveries)
        .values(
          targets.map((target) => ({
            kind: target.kind,
            url: target.url,
            buildId: event.buildId,
            releaseId: event.releaseId,
            payload: event,
            nextAttemptAt: now,
          })),
        )
        .returning();
      for (const row of rows) schedule(row.id, 0);
      return rows;
    },
    async resume() {
      const pending = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.status, "pending"));
      const now = Date.now();
      for (const row of pending) schedule(row.id, Math.max(0, (row.nextAttemptAt?.getTime() ?? now) - now));
    },
    idle() {
      if (running === 0 && timers.size === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      settleIdle();
    },
  };
}

/** The build that made this release, if it succeeded (only those are kept for Roll back). */
async function findSucceededBuildOf(db: Database, releaseId: string): Promise<BuildRow | undefined> {
  const [build] = await db
    .select()
    .from(siteBuilds)
    .where(and(eq(siteBuilds.releaseId, releaseId), eq(siteBuilds.status, "succeeded")));
  return build;
}

/** The deploy webhook's body for a release that just went live, with its build's pages as its row recorded them. */
function releasePublishedEvent(
  build: BuildRow,
  releaseId: string,
  cause: ReleasePublishedEvent["cause"],
): ReleasePublishedEvent {
  return {
    event: "release.published",
    cause,
    releaseId,
    buildId: build.id,
    pagesTotal: build.pagesTotal,
    pagesRendered: build.pagesRendered,
    pagesReused: build.pagesReused,
    publishedAt: (cause === "build" ? (build.finishedAt ?? new Date()) : new Date()).toISOString(),
  };
}

/**
 * The deliveries the configuration asks for (DEPLOY_WEBHOOK_URLS, S3_BUCKET): `afterRelease` queues them for each
 * release the publisher makes live.
 */
export function createReleaseDeliveries(
  db: Database,
  env: Env,
  options: { retry?: Partial<RetryPolicy>; webhookTimeoutMs?: number; log?: (line: string) => void } = {},
): DeliveryQueue & { afterRelease: AfterReleaseStep; afterRollback(releaseId: string): Promise<void> } {
  const secret = env.DEPLOY_WEBHOOK_SECRET ?? "";
  const s3 = s3TargetFrom(env);
  const targets = [
    ...env.DEPLOY_WEBHOOK_URLS.map((url) => webhookTarget(url, secret, options.webhookTimeoutMs)),
    ...(s3 ? [s3] : []),
  ];
  const queue = createDeliveryQueue(db, targets, options);
  return {
    ...queue,
    async afterRelease(build, result) {
      if (targets.length === 0) return;
      // the row as the build left it: finished, with its pages
      const finished = (await findBuildRow(db, build.id)) ?? build;
      await queue.enqueue(releasePublishedEvent(finished, result.releaseId, "build"));
    },
    /** Never rejects: Roll back has already answered the admin when this runs. */
    async afterRollback(releaseId) {
      if (targets.length === 0) return;
      try {
        const build = await findSucceededBuildOf(db, releaseId);
        if (build) await queue.enqueue(releasePublishedEvent(build, releaseId, "rollback"));
      } catch (error) {
        console.error(`Could not queue the deliveries of the rollback to ${releaseId}.\n`, error);
      }
    },
  };
}
