// How the admin words a build: its progress, who asked for it, how long it took. Shared by the dashboard's
// panel, the Publishing screen and a form's publishing status.
import { requestLabel } from "../../shared/change-labels.ts";
import type { Build, BuildReason, BuildStage } from "../../shared/schemas/build.ts";

const STAGE_TEXT: Record<BuildStage, string> = {
  snapshot: "Reading the content",
  render: "Rendering pages",
  index: "Indexing for search",
  swap: "Making it live",
};

const count = new Intl.NumberFormat("en-US");

/** Pages rendered or reused so far, and of how many, while the render stage runs; null before it counts. */
export function pagesProgress(build: Build): { done: number; total: number } | null {
  if (build.status !== "running" || build.stage !== "render" || build.pagesTotal === null) return null;
  return { done: (build.pagesRendered ?? 0) + (build.pagesReused ?? 0), total: build.pagesTotal };
}

/** "Queued", "Reading the content", "Rendering pages: 340 of 1,200 (300 reused)", "Making it live". */
export function buildProgressText(build: Build): string {
  if (build.status === "queued") return "Queued";
  if (!build.stage) return "Starting";
  const pages = pagesProgress(build);
  if (!pages) return STAGE_TEXT[build.stage];
  const reused = build.pagesReused ? ` (${count.format(build.pagesReused)} reused)` : "";
  return `${STAGE_TEXT[build.stage]}: ${count.format(pages.done)} of ${count.format(pages.total)}${reused}`;
}

/** "1,200 pages (12 rendered, 1,188 reused)" for a finished build; "—" when it made none. */
export function pagesText(build: Build): string {
  if (build.pagesTotal === null) return "—";
  const total = `${count.format(build.pagesTotal)} pages`;
  if (build.pagesRendered === null || build.pagesReused === null) return total;
  return `${total} (${count.format(build.pagesRendered)} rendered, ${count.format(build.pagesReused)} reused)`;
}

/** "admin:ganga" reads as ganga; the service's own requests as System. */
export function requester(requestedBy: string): string {
  if (requestedBy.startsWith("admin:")) return requestedBy.slice("admin:".length);
  return requestedBy === "system" ? "System" : requestedBy;
}

/** "Ganga Prana Yoga Shala updated by ganga", "Service started (System)": one request for a build. */
export function requestText(request: BuildReason): string {
  const what = requestLabel(request);
  const who = requester(request.requestedBy);
  return request.requestedBy.startsWith("admin:") ? `${what} by ${who}` : `${what} (${who})`;
}

/** "Ganga Prana Yoga Shala updated by ganga; Publish now by yamuna": what asked for a build, in one line. */
export function reasonsText(build: Pick<Build, "reasons">): string {
  return build.reasons.map(requestText).join("; ");
}

export function durationText(build: Build): string {
  if (!build.startedAt || !build.finishedAt) return "—";
  const seconds = (new Date(build.finishedAt).getTime() - new Date(build.startedAt).getTime()) / 1000;
  return `${seconds.toFixed(1)} s`;
}
