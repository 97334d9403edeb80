import { afterEach, describe, expect, it, vi } from "vitest";
import { TOTAL_COUNT_HEADER } from "../../../../shared/constants.ts";
import { BUILD_NOT_FOUND } from "../../../../shared/messages.ts";
import { BUILD_LOG_TAIL_LINES, BUILD_STAGES, type Build, BuildSchema } from "../../../../shared/schemas/build.ts";
import { siteBuilds } from "../../../db/schema.ts";
import { readEnv } from "../../../env.ts";
import { INTERRUPTED_MESSAGE } from "../../../publish/build-log.ts";
import { createPublisher, type Publisher, type SiteBuilder } from "../../../publish/index.ts";
import { insertAdmin, requestAsAdmin } from "../../../test-support/admin.ts";
import { useTestApp } from "../../../test-support/app.ts";
import { insertBusiness, insertCategory } from "../../../test-support/fixtures.ts";

const PAGES = 12;
const env = readEnv({ NODE_ENV: "test", DATA_DIR: "./data/test" });

/** A builder that goes through every stage at once, then waits while `hold` is set, then fails if told to. */
const fakeBuilder = {
  started: 0,
  hold: null as Promise<void> | null,
  fail: null as string | null,
  extraLogLines: 0,
};

const buildFake: SiteBuilder = async (progress) => {
  const run = ++fakeBuilder.started;
  for (const stage of BUILD_STAGES) {
    await progress.stage(stage);
    if (stage === "render") await progress.pages({ rendered: 2, reused: PAGES - 2, total: PAGES });
  }
  for (let line = 1; line <= fakeBuilder.extraLogLines; line++) progress.log(`rendered page ${line}`);
  await fakeBuilder.hold;
  if (fakeBuilder.fail) throw new Error(fakeBuilder.fail);
  return {
    releaseId: `release-${run}`,
    pages: PAGES,
    pagesRendered: PAGES,
    pagesReused: 0,
    durationMs: 5,
    stages: { astroMs: 3, pagefindMs: 1, swapMs: 1 },
  };
};

const publisherOn = (db: Parameters<typeof createPublisher>[0]) =>
  createPublisher(db, env, { build: buildFake, settleMs: 20, log: () => {} });

let publisher: Publisher;
const t = await useTestApp(
  async (db) => {
    await insertAdmin(db);
  },
  {
    onContentChange: (db) => {
      publisher = publisherOn(db);
      return (change) => publisher.requestRebuild(change);
    },
  },
);
const send = requestAsAdmin(t);

/** A gate that holds every build until it is opened. */
function holdBuilds() {
  let open!: () => void;
  fakeBuilder.hold = new Promise<void>((resolve) => (open = resolve));
  return () => {
    fakeBuilder.hold = null;
    open();
  };
}

async function listBuilds(query = ""): Promise<Build[]> {
  const response = await send("GET", `/api/admin/builds${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as unknown[]).map((row) => BuildSchema.parse(row));
}

const waitForStatuses = (statuses: Build["status"][]) =>
  vi.waitFor(async () => expect((await listBuilds()).map((build) => build.status)).toEqual(statuses), {
    timeout: 5000,
  });

const testimonial = (name: string) => ({
  name,
  location: "Lisbon",
  rating: 5,
  avatar: "https://e.com/a.jpg",
  comment: "Calm",
});

afterEach(async () => {
  fakeBuilder.hold = null;
  fakeBuilder.fail = null;
  fakeBuilder.extraLogLines = 0;
  await publisher.idle();
  fakeBuilder.started = 0;
});

describe("builds of the public site", () => {
  it("records what asked for each build, queues what arrives during one, and ends each succeeded", async () => {
    const release = holdBuilds();
    await send("POST", "/api/admin/testimonials", testimonial("Ana"));
    await waitForStatuses(["running"]);
    expect((await send("POST", "/api/admin/builds")).status).toBe(202);
    await waitForStatuses(["queued", "running"]);
    const [queued, running] = await listBuilds();
    expect(queued!.reasons).toMatchObject([{ reason: "Publish now", requestedBy: "admin:ganga" }]);
    expect(queued!.startedAt).toBeNull();
    expect(running!.reasons).toMatchObject([{ reason: "testimonial 1: create", requestedBy: "admin:ganga" }]);
    expect(running).toMatchObject({ stage: "index", pagesRendered: 2, pagesReused: PAGES - 2, pagesTotal: PAGES });

    release();
    await publisher.idle();
    const builds = await listBuilds();
    expect(builds.map((build) => build.status)).toEqual(["succeeded", "succeeded"]);
    const first = builds[1]!;
    expect(first).toMatchObject({ pagesTotal: PAGES, pagesRendered: PAGES, releaseId: "release-1" });
    expect(first.message).toMatch(new RegExp(`^Built ${PAGES} pages in `));
    expect(first.logTail).toContain("Stage: render");
    expect(new Date(first.finishedAt!).getTime()).toBeGreaterThanOrEqual(new Date(first.startedAt!).getTime());
    expect(new Date(first.startedAt!).getTime()).toBeGreaterThanOrEqual(new Date(first.queuedAt).getTime());
    expect(BuildSchema.parse(await (await send("GET", `/api/admin/builds/${first.id}`)).json())).toEqual(first);
  });

  it("gives 10 requests made during a build exactly one follow-up build that carries all 10", async () => {
    const release = holdBuilds();
    await send("POST", "/api/admin/builds");
    await waitForStatuses(["running"]);
    for (let i = 1; i <= 10; i++) await send("POST", "/api/admin/testimonials", testimonial(`Guest ${i}`));
    await waitForStatuses(["queued", "running"]);
    release();
    await publisher.idle();

    expect(fakeBuilder.started).toBe(2);
    const [followUp, first] = await listBuilds();
    expect(first!.reasons.map((r) => r.reason)).toEqual(["Publish now"]);
    expect(followUp!.status).toBe("succeeded");
    expect(followUp!.reasons.map((r) => r.reason)).toEqual(
      Array.from({ length: 10 }, (_, i) => `testimonial ${i + 1}: create`),
    );
  });

  it("records a failing build as failed, with the error and the last lines of its output", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    fakeBuilder.extraLogLines = 80;
    fakeBuilder.fail = "astro build failed (exit 1):\nsite/pages/business/[id].astro: Cannot read 'name'";
    await send("POST", "/api/admin/builds");
    await waitForStatuses(["failed"]);
    await publisher.idle();
    logged.mockRestore();

    const [failed] = await listBuilds();
    expect(failed!.message).toBe("astro build failed (exit 1):");
    expect(failed!.finishedAt).not.toBeNull();
    const lines = failed!.logTail.split("\n");
    expect(lines).toHaveLength(BUILD_LOG_TAIL_LINES);
    expect(lines.at(-1)).toBe("site/pages/business/[id].astro: Cannot read 'name'");
    expect(lines).toContain("rendered page 80");
    expect(lines).not.toContain("rendered page 1");
  });

  it("after a restart, builds the request left queued and marks the build cut off as interrupted", async () => {
    const [cutOff] = await t.db
      .insert(siteBuilds)
      .values({ status: "running", startedAt: new Date(), stage: "render" })
      .returning();
    const requestedAt = new Date().toISOString();
    const [pending] = await t.db
      .insert(siteBuilds)
      .values({ reasons: [{ reason: "business 4: update", requestedBy: "admin:yamuna", requestedAt }] })
      .returning();

    const restarted = publisherOn(t.db);
    const built = await restarted.start({ reason: "Service started", requestedBy: "system" });
    expect(built).toMatchObject({ id: pending!.id, status: "succeeded" });
    expect(built!.reasons.map((r) => r.reason)).toEqual(["business 4: update", "Service started"]);
    const interrupted = BuildSchema.parse(await (await send("GET", `/api/admin/builds/${cutOff!.id}`)).json());
    expect(interrupted).toMatchObject({ status: "failed", message: INTERRUPTED_MESSAGE });
    expect(fakeBuilder.started).toBe(1);
  });

  it("names what asked for each build as editors name it: the record's name and what was done to it", async () => {
    const release = holdBuilds();
    const category = await insertCategory(t.db, { name: "Yoga & Meditation" });
    const business = await insertBusiness(t.db, { categoryId: category.id, name: "Ganga Prana Yoga Shala" });
    await send("POST", "/api/admin/builds");
    await waitForStatuses(["running"]);
    await send("PATCH", `/api/admin/businesses/${business.id}`, { description: "Rooms above the river" });
    await send("PUT", "/api/admin/home-content", { heroTitle: "Soul of Rishikesh", heroDescription: "By the Ganges" });
    await send("PUT", "/api/admin/home-content", { heroTitle: "Rishikesh, softly" });
    await send("PATCH", `/api/admin/categories/${category.id}`, { description: "Asanas at dawn" });
    await send("DELETE", `/api/admin/businesses/${business.id}`);
    await waitForStatuses(["queued", "running"]);
    release();

    const [queued] = await listBuilds();
    expect(queued!.reasons.map((request) => request.label)).toEqual([
      "Ganga Prana Yoga Shala updated",
      "Home page content created",
      "Home page hero updated",
      "Category Yoga & Meditation updated",
      "Ganga Prana Yoga Shala deleted",
    ]);
    // the admin finds its save's own build request by the reason, which stays as it was
    expect(queued!.reasons[0]).toMatchObject({ reason: `business ${business.id}: update`, requestedBy: "admin:ganga" });
  });

  it("pages the list newest first, with the number of builds in X-Total-Count", async () => {
    await t.db.insert(siteBuilds).values([{ status: "succeeded" }, { status: "failed" }, { status: "succeeded" }]);
    const response = await send("GET", "/api/admin/builds?limit=2&offset=1");
    expect(response.headers.get(TOTAL_COUNT_HEADER)).toBe("3");
    expect((await response.json()).map((build: Build) => build.id)).toEqual([2, 1]);
  });

  it("answers 404 for an unknown build and 401 without a session", async () => {
    const missing = await send("GET", "/api/admin/builds/99");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: BUILD_NOT_FOUND });
    expect((await t.request("GET", "/api/admin/builds")).status).toBe(401);
    expect(
      (await t.request("POST", "/api/admin/builds", { headers: { origin: "http://localhost:3000" } })).status,
    ).toBe(401);
  });
});
