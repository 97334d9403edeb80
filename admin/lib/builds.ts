// The builds of the public site as the admin reads them: the newest few (the dashboard's panel, the Publishing
// screen's status, a form's publishing status), polled every second while one waits or runs.
import { useQuery } from "@tanstack/react-query";
import type { Build } from "../../shared/schemas/build.ts";
import { getJson, withParams } from "./api.ts";

/** How often builds are read again while one is queued or running (stage, pages rendered). */
export const BUILDS_POLL_MS = 1000;
/** ...and otherwise: another editor or instance may start one. */
const BUILDS_IDLE_POLL_MS = 15_000;

/** The newest builds: the queued one, the running one and enough history for the live release and a save's request. */
const RECENT_BUILDS_LIMIT = 10;
export const buildsQueryKey = ["admin", "builds"] as const;
const recentBuildsKey = [...buildsQueryKey, { limit: RECENT_BUILDS_LIMIT, offset: 0 }] as const;

export const isActive = (build: Build) => build.status === "queued" || build.status === "running";

export const fetchRecentBuilds = () =>
  getJson<Build[]>(withParams("/api/admin/builds", { limit: RECENT_BUILDS_LIMIT, offset: 0 }));

interface RecentBuildsOptions {
  enabled?: boolean;
  /** also poll every BUILDS_POLL_MS while this holds (a save waiting for its request to show) */
  pollWhile?: (builds: Build[], fetchedAt: number) => boolean;
}

export function useRecentBuilds({ enabled = true, pollWhile }: RecentBuildsOptions = {}) {
  return useQuery({
    queryKey: recentBuildsKey,
    queryFn: fetchRecentBuilds,
    enabled,
    // saves elsewhere in the admin queue builds without touching this cache: look again on every visit
    refetchOnMount: "always",
    refetchInterval: (query) => {
      const builds = query.state.data ?? [];
      if (builds.some(isActive) || pollWhile?.(builds, query.state.dataUpdatedAt)) return BUILDS_POLL_MS;
      return BUILDS_IDLE_POLL_MS;
    },
  });
}
