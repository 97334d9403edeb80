import { describe, expect, it } from "vitest";
import type { Build } from "../../shared/schemas/build.ts";
import {
  buildProgressText,
  durationText,
  pagesProgress,
  pagesText,
  reasonsText,
  requester,
  requestText,
} from "./build-text.ts";

const build = (fields: Partial<Build>): Build => ({
  id: 3,
  status: "running",
  reasons: [],
  queuedAt: "2026-03-10T12:00:00.000Z",
  startedAt: "2026-03-10T12:00:01.000Z",
  finishedAt: null,
  stage: "render",
  pagesTotal: null,
  pagesRendered: null,
  pagesReused: null,
  releaseId: null,
  message: null,
  logTail: "",
  ...fields,
});

describe("how the admin words a build", () => {
  it("gives the running build's stage, and the pages rendered or reused of the total while it renders", () => {
    expect(buildProgressText(build({ status: "queued", stage: null }))).toBe("Queued");
    expect(buildProgressText(build({ stage: null }))).toBe("Starting");
    expect(buildProgressText(build({ stage: "snapshot" }))).toBe("Reading the content");
    expect(buildProgressText(build({}))).toBe("Rendering pages");
    const rendering = build({ pagesTotal: 1200, pagesRendered: 40, pagesReused: 300 });
    expect(buildProgressText(rendering)).toBe("Rendering pages: 340 of 1,200 (300 reused)");
    expect(pagesProgress(rendering)).toEqual({ done: 340, total: 1200 });
    expect(buildProgressText(build({ pagesTotal: 64, pagesRendered: 10, pagesReused: 0 }))).toBe(
      "Rendering pages: 10 of 64",
    );
    expect(buildProgressText(build({ stage: "swap", pagesTotal: 64, pagesRendered: 64 }))).toBe("Making it live");
    expect(pagesProgress(build({ stage: "index", pagesTotal: 64 }))).toBeNull();
  });

  it("counts a finished build's pages, rendered and reused when it knows them", () => {
    expect(pagesText(build({ status: "failed", pagesTotal: null }))).toBe("—");
    expect(pagesText(build({ status: "succeeded", pagesTotal: 64 }))).toBe("64 pages");
    expect(pagesText(build({ status: "succeeded", pagesTotal: 1200, pagesRendered: 12, pagesReused: 1188 }))).toBe(
      "1,200 pages (12 rendered, 1,188 reused)",
    );
  });

  it("names who asked: an admin by name, the service as System, others as recorded", () => {
    expect(requester("admin:ganga")).toBe("ganga");
    expect(requester("system")).toBe("System");
    expect(requester("visitor")).toBe("visitor");
  });

  it("says what asked for a build in the editor's words: the record by its name, and who did it", () => {
    const asked = build({
      reasons: [
        {
          reason: "business 12: update",
          label: "Ganga Prana Yoga Shala updated",
          requestedBy: "admin:ganga",
          requestedAt: "2026-03-10T12:00:00.000Z",
        },
        { reason: "home_content: update", requestedBy: "admin:ganga", requestedAt: "2026-03-10T12:00:00.200Z" },
        {
          reason: "review on business 12",
          label: "Review from Asha posted",
          requestedBy: "visitor",
          requestedAt: "2026-03-10T12:00:00.500Z",
        },
        { reason: "Service started", requestedBy: "system", requestedAt: "2026-03-10T12:00:01.000Z" },
      ],
    });
    expect(asked.reasons.map(requestText)).toEqual([
      "Ganga Prana Yoga Shala updated by ganga",
      // recorded before requests carried a label: named from the reason
      "Home page content updated by ganga",
      "Review from Asha posted (visitor)",
      "Service started (System)",
    ]);
    expect(reasonsText(asked)).toBe(asked.reasons.map(requestText).join("; "));
    const older = { reason: "blog_post 3: delete", requestedBy: "admin:ganga", requestedAt: "2026-03-10T12:00:00Z" };
    expect(requestText(older)).toBe("Blog post #3 deleted by ganga");
  });

  it("times a finished build, and only a finished one", () => {
    expect(durationText(build({}))).toBe("—");
    expect(durationText(build({ finishedAt: "2026-03-10T12:00:06.250Z" }))).toBe("5.3 s");
  });
});
