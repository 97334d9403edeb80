import { describe, expect, it } from "vitest";
import type { Build, BuildReason } from "../../shared/schemas/build.ts";
import { NO_REQUEST_AFTER_MS, publishState, recordedRequests, type TrackedSave } from "./publish-tracking.ts";

const request = (reason: string, requestedAt: string, requestedBy = "admin:ganga"): BuildReason => ({
  reason,
  requestedBy,
  requestedAt,
});

const build = (id: number, status: Build["status"], reasons: BuildReason[]): Build => ({
  id,
  status,
  reasons,
  queuedAt: "2026-03-10T12:00:00.000Z",
  startedAt: null,
  finishedAt: null,
  stage: null,
  pagesTotal: null,
  pagesRendered: null,
  pagesReused: null,
  releaseId: null,
  message: status === "failed" ? "astro build failed (exit 1):" : null,
  logTail: "",
});

const SAVED_AT = 1_000_000;
const trackedSave = (earlierBuilds: Build[]): TrackedSave => ({
  target: { entity: "business", id: 12, action: "update", label: "Ganga Yoga", path: "/business/12" },
  reason: "business 12: update",
  requestedBy: "admin:ganga",
  earlier: recordedRequests(earlierBuilds),
  savedAt: SAVED_AT,
});

// An earlier save of the same business, already published, was the newest build before this save.
const earlierSave = build(7, "succeeded", [request("business 12: update", "2026-03-10T11:00:00.000Z")]);
const thisRequest = request("business 12: update", "2026-03-10T11:05:00.000Z");

describe("a save's publishing state", () => {
  it("is unchanged at once for a save that wrote nothing, with no wait for a build request", () => {
    const save = { ...trackedSave([earlierSave]), unchanged: true };
    expect(publishState(save, [earlierSave], SAVED_AT)).toEqual({ phase: "unchanged" });
  });

  it("is publishing until its own request shows, not live from an earlier save of the same record", () => {
    const save = trackedSave([earlierSave]);
    expect(publishState(save, [earlierSave], SAVED_AT + 500)).toEqual({ phase: "publishing", build: undefined });
  });

  it("follows the build that carries its request: queued, running, then live", () => {
    const save = trackedSave([earlierSave]);
    const other = request("category 3: update", "2026-03-10T11:04:59.000Z");
    for (const status of ["queued", "running"] as const) {
      const carrying = build(8, status, [other, thisRequest]);
      expect(publishState(save, [carrying, earlierSave], SAVED_AT)).toEqual({ phase: "publishing", build: carrying });
    }
    const done = build(8, "succeeded", [other, thisRequest]);
    expect(publishState(save, [done, earlierSave], SAVED_AT)).toEqual({ phase: "live", build: done });
  });

  it("is live once its build has swapped the release in, while the search index is still being made", () => {
    const save = trackedSave([earlierSave]);
    for (const stage of ["snapshot", "render", "swap"] as const) {
      const notYet = { ...build(8, "running", [thisRequest]), stage };
      expect(publishState(save, [notYet, earlierSave], SAVED_AT).phase, stage).toBe("publishing");
    }
    const indexing = { ...build(8, "running", [thisRequest]), stage: "index" as const };
    expect(publishState(save, [indexing, earlierSave], SAVED_AT)).toEqual({ phase: "live", build: indexing });
  });

  it("fails with the build that carried it", () => {
    const failed = build(8, "failed", [thisRequest]);
    expect(publishState(trackedSave([earlierSave]), [failed, earlierSave], SAVED_AT)).toEqual({
      phase: "failed",
      build: failed,
    });
  });

  it("ignores the same reason asked for by another editor", () => {
    const byYamuna = build(8, "succeeded", [request("business 12: update", thisRequest.requestedAt, "admin:yamuna")]);
    expect(publishState(trackedSave([earlierSave]), [byYamuna, earlierSave], SAVED_AT).phase).toBe("publishing");
  });

  it("says nothing changed once no request has come for a while (a save that changed nothing asks for none)", () => {
    const save = trackedSave([earlierSave]);
    expect(publishState(save, [earlierSave], SAVED_AT + NO_REQUEST_AFTER_MS).phase).toBe("publishing");
    expect(publishState(save, [earlierSave], SAVED_AT + NO_REQUEST_AFTER_MS + 1)).toEqual({ phase: "unchanged" });
  });
});
