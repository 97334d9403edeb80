// A build of the public site as the admin API answers it (GET /api/admin/builds, /api/admin/builds/:id):
// what asked for it, when it was queued, started and finished, its stage and pages, its result and log tail.
import { z } from "zod";
import { isoDate } from "./fields.ts";

export const BUILD_STATUSES = ["queued", "running", "succeeded", "failed"] as const;
export type BuildStatus = (typeof BUILD_STATUSES)[number];

/**
 * The stages a build goes through, in order: read the content, render the pages, make the release live, index
 * it for search (the release goes live with the previous search index and gets its own when this stage ends).
 */
export const BUILD_STAGES = ["snapshot", "render", "swap", "index"] as const;
export type BuildStage = (typeof BUILD_STAGES)[number];

/** How many of the last lines of a build's output its row keeps. */
export const BUILD_LOG_TAIL_LINES = 50;

/** The reason recorded when an admin presses Publish now. */
export const PUBLISH_NOW_REASON = "Publish now";

/**
 * One thing that asked for a build: e.g. `{ reason: "business 3: update", label: "Ganga Prana Yoga Shala updated",
 * requestedBy: "admin:ganga" }`.
 */
export const BuildReasonSchema = z.object({
  /** in the code's words, which the admin matches its own save's request by */
  reason: z.string(),
  /**
   * in the editor's words, with the record's name as it was when asked (so a later rename or delete leaves it
   * true); requests recorded before labels were, and some of the service's own, have none
   */
  label: z.string().optional(),
  /** "admin:<username>", "visitor", "system" or "dev" */
  requestedBy: z.string(),
  requestedAt: isoDate,
});
export type BuildReason = z.infer<typeof BuildReasonSchema>;

export const BuildSchema = z.object({
  id: z.number().int(),
  status: z.enum(BUILD_STATUSES),
  reasons: z.array(BuildReasonSchema),
  queuedAt: isoDate,
  startedAt: isoDate.nullable(),
  finishedAt: isoDate.nullable(),
  /** the stage running now, or the last one reached */
  stage: z.enum(BUILD_STAGES).nullable(),
  /** pages of the release (rendered + reused): expected ones while rendering, exact once succeeded */
  pagesTotal: z.number().int().nullable(),
  /** pages rendered, and pages reused unchanged from the previous build (incremental build) */
  pagesRendered: z.number().int().nullable(),
  pagesReused: z.number().int().nullable(),
  /** the release made live, when the build succeeded */
  releaseId: z.string().nullable(),
  /** one line: "Built 64 pages in 5.8 s", or the error */
  message: z.string().nullable(),
  /** the last BUILD_LOG_TAIL_LINES lines of the build's output */
  logTail: z.string(),
});
export type Build = z.infer<typeof BuildSchema>;
