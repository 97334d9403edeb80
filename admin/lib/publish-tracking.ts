// After a save, the admin follows the build that publishes it: "Publishing…", then "Live" with a link to the
// public page, or the failure. The service answers a save at once and records its build request on its own, so
// the admin finds that request among the builds' reasons: same reason and editor, and not one of the requests
// already recorded before the save (an earlier save of the same record asked for the same reason). Clocks are
// never compared: the browser's may be minutes off the server's.
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { contentChangeReason } from "../../shared/messages.ts";
import type { AdminProfile, AuditAction } from "../../shared/schemas/admin.ts";
import type { Build, BuildReason } from "../../shared/schemas/build.ts";
import { recordVersion } from "../../shared/record-version.ts";
import { fetchRecentBuilds } from "./builds.ts";
import { sessionQueryKey } from "./session.ts";

/** A save that changed nothing asks for no build: after this long without its request, say so. */
export const NO_REQUEST_AFTER_MS = 10_000;

/** What a form saved, for the status line and its link. */
export interface PublishTarget {
  /** the record, as the service names it in the build request: `{ entity: "business", id: 12, action: "update" }` */
  entity: string;
  id: number | null;
  action: AuditAction;
  /** what the editor calls it: the business's name, "Home page" */
  label: string;
  /** the public page that shows it; null when it has none (a draft, an inactive listing, a deleted record) */
  path: string | null;
}

export interface TrackedSave {
  target: PublishTarget;
  reason: string;
  requestedBy: string;
  /** the requests recorded before the save (requestKey): none of them is this save's */
  earlier: ReadonlySet<string>;
  /** the browser's clock, only to give up waiting for a request that never comes */
  savedAt: number;
  /** the save wrote nothing (the record's version is the one the form opened): it asks for no build */
  unchanged?: boolean;
}

export type PublishState =
  | { phase: "publishing"; build: Build | undefined }
  | { phase: "live"; build: Build }
  | { phase: "failed"; build: Build }
  | { phase: "unchanged" };

const requestKey = (request: BuildReason) => `${request.requestedAt} ${request.requestedBy} ${request.reason}`;

export function recordedRequests(builds: Build[]): Set<string> {
  return new Set(builds.flatMap((build) => build.reasons.map(requestKey)));
}

/** Where the save stands, given the newest builds. */
export function publishState(save: TrackedSave, builds: Build[], now: number): PublishState {
  if (save.unchanged) return { phase: "unchanged" };
  const isThisSave = (request: BuildReason) =>
    request.reason === save.reason &&
    request.requestedBy === save.requestedBy &&
    !save.earlier.has(requestKey(request));
  const build = builds.find((candidate) => candidate.reasons.some(isThisSave));
  // live from the swap on: the search index comes after it and can no longer fail the build
  if (build?.status === "succeeded" || (build?.status === "running" && build.stage === "index")) {
    return { phase: "live", build };
  }
  if (build?.status === "failed") return { phase: "failed", build };
  if (!build && now - save.savedAt > NO_REQUEST_AFTER_MS) return { phase: "unchanged" };
  return { phase: "publishing", build };
}

/** The one save whose publishing the admin shows (the newest: its build carries the earlier ones' changes too). */
function createPublishTracker() {
  let current: TrackedSave | null = null;
  const listeners = new Set<() => void>();
  const set = (save: TrackedSave | null) => {
    current = save;
    for (const listener of listeners) listener();
  };
  return {
    track: (save: TrackedSave) => set(save),
    dismiss: () => set(null),
    getSnapshot: () => current,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const publishTracker = createPublishTracker();

/** Whether a save answered with the version of the record the form opened: it changed nothing. */
function keptVersion(saved: unknown, opened: { updatedAt: string } | undefined): boolean {
  if (!opened || typeof saved !== "object" || saved === null || !("updatedAt" in saved)) return false;
  return typeof saved.updatedAt === "string" && saved.updatedAt === recordVersion(opened);
}

/**
 * Wraps a form's save so the publishing status follows it: notes the requests already recorded, saves, then
 * tracks the save's own request. `target` says what was saved (null: nothing the public site shows); `opened`, the
 * record as the form opened it, lets a save that wrote nothing say so at once.
 */
export function usePublishTracking() {
  const queryClient = useQueryClient();
  return useCallback(
    async <Saved>(
      save: () => Promise<Saved>,
      target: (saved: Saved) => PublishTarget | null,
      opened?: { updatedAt: string },
    ): Promise<Saved> => {
      // without the list (a network hiccup) every matching request counts: at worst an earlier save's shows
      const earlier = await fetchRecentBuilds().then(recordedRequests, () => new Set<string>());
      const saved = await save();
      const admin = queryClient.getQueryData<AdminProfile>(sessionQueryKey);
      const what = target(saved);
      if (what && admin) {
        publishTracker.track({
          target: what,
          reason: contentChangeReason(what.entity, what.id, what.action),
          requestedBy: `admin:${admin.username}`,
          earlier,
          savedAt: Date.now(),
          unchanged: keptVersion(saved, opened),
        });
      }
      return saved;
    },
    [queryClient],
  );
}
