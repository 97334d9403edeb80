// The Publishing calls: a page of the builds, the kept releases, Publish now and Roll back. Reads poll every
// second while a build waits or runs (admin/lib/builds.ts); the releases are read again whenever the newest
// successful build changes, since each one makes a release.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Build } from "../../../shared/schemas/build.ts";
import type { Release } from "../../../shared/schemas/release.ts";
import { toast } from "../../../shared/ui/toast/store.ts";
import { errorMessage, getJson, getPage, send, withParams } from "../../lib/api.ts";
import { BUILDS_POLL_MS, buildsQueryKey, isActive, useRecentBuilds } from "../../lib/builds.ts";
import { formatDateTime } from "../../lib/dates.ts";
import { isUnauthorized } from "../../lib/query-client.ts";

export const BUILDS_PAGE_SIZE = 20;
const releasesQueryKey = ["admin", "releases"] as const;

/** One page of the history; polled only while a build on it waits or runs. */
export function useBuildsPage(offset: number) {
  return useQuery({
    queryKey: [...buildsQueryKey, { limit: BUILDS_PAGE_SIZE, offset }],
    queryFn: () => getPage<Build>(withParams("/api/admin/builds", { limit: BUILDS_PAGE_SIZE, offset })),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
    refetchInterval: (query) => (query.state.data?.items.some(isActive) ? BUILDS_POLL_MS : false),
  });
}

/** The kept releases, newest first, read again once a newer build has succeeded. */
export function useReleases() {
  const builds = useRecentBuilds();
  const newestRelease = builds.data?.find((build) => build.status === "succeeded")?.releaseId ?? null;
  return useQuery({
    queryKey: [...releasesQueryKey, newestRelease],
    queryFn: () => getJson<Release[]>("/api/admin/releases"),
    placeholderData: keepPreviousData,
    enabled: builds.isSuccess,
  });
}

function failureToast(error: unknown, title: string) {
  if (isUnauthorized(error)) return;
  toast({ title, description: errorMessage(error, "The server could not be reached."), variant: "destructive" });
}

export function usePublishNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => send("POST", "/api/admin/builds"),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: buildsQueryKey });
      toast({ title: "Publishing", description: "A rebuild of the public site is queued." });
    },
    onError: (error) => failureToast(error, "Could not start a build"),
  });
}

/** What Roll back tells the editor before and after: the site goes back to that release's content, until the next build. */
export const rollbackQuestion = (release: Release) =>
  `Make the release built ${formatDateTime(release.builtAt)} live again? The public site shows its content at once. ` +
  "The next build (after any save, or Publish now) publishes the current content again.";

export function useRollback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (release: Release) =>
      send<Release>("POST", `/api/admin/releases/${encodeURIComponent(release.id)}/rollback`),
    onSuccess: async (live) => {
      await Promise.all(
        [releasesQueryKey, ["admin", "audit"]].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      toast({
        title: "Rolled back",
        description: `The release built ${formatDateTime(live.builtAt)} is live. The next build publishes the current content again.`,
      });
    },
    onError: (error) => failureToast(error, "Could not roll back"),
  });
}
