import crypto from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BuildSchema } from "../../../shared/schemas/build.ts";
import { createApp } from "../../app.ts";
import { siteBuilds } from "../../db/schema.ts";
import { readEnv } from "../../env.ts";
import { createPublisher, type SiteBuilder } from "../../publish/index.ts";
import { TEST_ORIGIN, useTestApp } from "../../test-support/app.ts";
import {
  HOOK_CHANGE,
  HOOK_NO_BUILDER_MESSAGE,
  HOOK_OFF_MESSAGE,
  HOOK_QUEUED_MESSAGE,
  HOOK_REQUESTS_PER_MINUTE,
  HOOK_TOKEN_MESSAGE,
  tokenMatches,
} from "./index.ts";
import { fakeBuildResult } from "../../test-support/build-result.ts";

const SECRET = "hook-secret-of-the-ganges-0123456789";
const env = readEnv({
  NODE_ENV: "test",
  PUBLIC_URL: TEST_ORIGIN,
  DATA_DIR: "./data/test",
  REBUILD_HOOK_SECRET: SECRET,
});

const fakeBuild: SiteBuilder = () => Promise.resolve(fakeBuildResult("release-1"));

// the hook's app: the default test app has no hook secret and no publisher
const t = await useTestApp();
const publisher = createPublisher(t.db, env, { build: fakeBuild, settleMs: 10, log: () => {} });
const hookApp = createApp({
  db: t.db,
  env,
  onContentChange: (change) => publisher.requestRebuild(change),
  requestBuild: (change) => publisher.requestBuild(change),
});

/** A call as CI would make it: no session, no Origin. */
const callHook = (headers: Record<string, string> = {}, app = hookApp) =>
  app.handle(new Request(`${TEST_ORIGIN}/api/hooks/rebuild`, { method: "POST", headers }));

afterEach(async () => {
  vi.restoreAllMocks();
  await publisher.idle();
});

describe("the inbound rebuild hook", () => {
  it("queues a build recorded as asked for by a webhook when the bearer token is right, and answers its id", async () => {
    const response = await callHook({ authorization: `Bearer ${SECRET}` });
    expect(response.status).toBe(202);
    const body = (await response.json()) as { message: string; buildId: number };
    expect(body.message).toBe(HOOK_QUEUED_MESSAGE);

    await publisher.idle();
    const [build] = await t.db.select().from(siteBuilds);
    expect(BuildSchema.parse(build)).toMatchObject({ id: body.buildId, status: "succeeded" });
    expect(build!.reasons).toMatchObject([HOOK_CHANGE]);
  });

  it("takes the token in X-Hook-Token too", async () => {
    expect((await callHook({ "x-hook-token": SECRET })).status).toBe(202);
  });

  it("rejects a wrong, a shortened or a missing token with 401, and queues nothing", async () => {
    const refused: Record<string, string>[] = [
      { authorization: "Bearer not-the-secret" },
      { authorization: `Bearer ${SECRET.slice(0, -1)}` },
      { "x-hook-token": `${SECRET}x` },
      { authorization: SECRET },
      {},
    ];
    for (const headers of refused) {
      const response = await callHook(headers);
      expect(response.status, JSON.stringify(headers)).toBe(401);
      expect(await response.json()).toEqual({ message: HOOK_TOKEN_MESSAGE });
      expect(response.headers.get("www-authenticate")).toBe("Bearer");
    }
    expect(await t.db.$count(siteBuilds)).toBe(0);
  });

  it("compares the token in constant time, over digests of equal length", async () => {
    const compare = vi.spyOn(crypto, "timingSafeEqual");
    await callHook({ authorization: "Bearer short" });
    expect(compare).toHaveBeenCalledTimes(1);
    const [given, expected] = compare.mock.calls[0]!;
    expect(given.byteLength).toBe(32);
    expect(expected.byteLength).toBe(32);
    expect(tokenMatches(SECRET, SECRET)).toBe(true);
    expect(tokenMatches("", SECRET)).toBe(false);
  });

  it("answers 429 with Retry-After past the requests one address may make in a minute", async () => {
    const hurried = createApp({ db: t.db, env, onContentChange: () => {}, requestBuild: () => Promise.resolve(1) });
    for (let i = 0; i < HOOK_REQUESTS_PER_MINUTE; i++) {
      expect((await callHook({ authorization: "Bearer wrong" }, hurried)).status).toBe(401);
    }
    const refused = await callHook({ authorization: `Bearer ${SECRET}` }, hurried);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("is off (404, saying how to turn it on) without REBUILD_HOOK_SECRET, and 503 where no publisher runs", async () => {
    const off = await callHook({ authorization: `Bearer ${SECRET}` }, t.app);
    expect(off.status).toBe(404);
    expect(await off.json()).toEqual({ message: HOOK_OFF_MESSAGE });

    const noBuilder = createApp({ db: t.db, env, onContentChange: () => {} });
    const refused = await callHook({ authorization: `Bearer ${SECRET}` }, noBuilder);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ message: HOOK_NO_BUILDER_MESSAGE });
  });
});
