// /admin/publishing: whether the public site is live, building or failed; Publish now; and every build with
// what asked for it, its times, result, pages and log tail. Polls every 2 s only while a build waits or runs.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Build, BuildStatus } from "../../shared/schemas/build.ts";
import { toast } from "../../shared/ui/toast/store.ts";
import { EmptyState, LoadError, LoadingRows } from "../components/feedback.tsx";
import { Pagination, useListParams } from "../components/ListControls.tsx";
import { ScreenHeader } from "../components/Screen.tsx";
import { errorMessage, getPage, type Page, send, withParams } from "../lib/api.ts";
import { formatDateTime, formatTimeAgo } from "../lib/dates.ts";
import { isUnauthorized } from "../lib/query-client.ts";

const PAGE_SIZE = 20;
const POLL_MS = 2000;

const BADGES: Record<BuildStatus, { label: string; className: string }> = {
  queued: { label: "Queued", className: "bg-stone-200 text-stone-800 ring-stone-300" },
  running: { label: "Building", className: "bg-blue-100 text-blue-900 ring-blue-300" },
  succeeded: { label: "Succeeded", className: "bg-green-100 text-green-900 ring-green-300" },
  failed: { label: "Failed", className: "bg-red-100 text-red-900 ring-red-300" },
};

const isActive = (build: Build) => build.status === "queued" || build.status === "running";

/** The builds of one page; refetched every 2 s while one of them is queued or running. */
function useBuilds(offset: number) {
  return useQuery({
    queryKey: ["admin", "builds", { limit: PAGE_SIZE, offset }],
    queryFn: () => getPage<Build>(withParams("/api/admin/builds", { limit: PAGE_SIZE, offset })),
    placeholderData: keepPreviousData,
    // saves elsewhere in the admin queue builds without touching this cache: look again on every visit
    refetchOnMount: "always",
    refetchInterval: (query) => (query.state.data?.items.some(isActive) ? POLL_MS : false),
  });
}

export default function BuildsScreen() {
  const list = useListParams(PAGE_SIZE);
  const builds = useBuilds(list.offset);
  // the newest builds decide the status at the top, whichever page the list shows
  const newest = useBuilds(0);
  const queryClient = useQueryClient();
  const publishNow = useMutation({
    mutationFn: () => send("POST", "/api/admin/builds"),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ["admin", "builds"] });
      toast({ title: "Publishing", description: "A rebuild of the public site is queued." });
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast({ title: "Error", description: errorMessage(error, "Could not start a build"), variant: "destructive" });
    },
  });

  return (
    <>
      <ScreenHeader
        title="Publishing"
        subtitle="The public site is rebuilt after every change; here is each build and how it went"
        back={{ to: "/dashboard", label: "Back to Dashboard" }}
        actions={
          <button
            type="button"
            className="btn-primary"
            disabled={publishNow.isPending}
            onClick={() => publishNow.mutate()}
          >
            Publish now
          </button>
        }
      />
      {newest.data && <SiteStatus builds={newest.data} />}
      <h2 className="mt-8 mb-4 font-display text-xl font-bold text-stone-900">Builds</h2>
      {builds.isPending ? (
        <LoadingRows rows={3} label="Loading builds..." />
      ) : builds.isError ? (
        <LoadError error={builds.error} onRetry={() => void builds.refetch()} what="Could not load the builds" />
      ) : builds.data.items.length === 0 ? (
        <EmptyState title="No builds yet">The site is built at start and after every change.</EmptyState>
      ) : (
        <>
          <ol className="space-y-4" aria-label="Builds, newest first">
            {builds.data.items.map((build) => (
              <BuildCard key={build.id} build={build} />
            ))}
          </ol>
          <Pagination page={list.page} limit={list.limit} total={builds.data.total} onPage={list.setPage} />
        </>
      )}
    </>
  );
}

/** Live (and since when), Building… with its stage, or Failed with its log; the live site stays the last success. */
function SiteStatus({ builds }: { builds: Page<Build> }) {
  const active = builds.items.find((build) => build.status === "running") ?? builds.items.find(isActive);
  const finished = builds.items.find((build) => !isActive(build));
  const lastSuccess = builds.items.find((build) => build.status === "succeeded");
  const liveSince = lastSuccess?.finishedAt ? (
    <>
      The live site was built{" "}
      <time title={formatDateTime(lastSuccess.finishedAt)}>{formatTimeAgo(lastSuccess.finishedAt)}</time>
      {lastSuccess.pagesTotal !== null && ` (${lastSuccess.pagesTotal} pages)`}.
    </>
  ) : null;
  let tone = "border-green-300 bg-green-50 text-green-900";
  let headline = "Live";
  let detail = liveSince;
  let log: string | null = null;
  if (active) {
    tone = "border-blue-300 bg-blue-50 text-blue-900";
    headline = active.status === "running" ? `Building… ${active.stage ?? "starting"}` : "Building… queued";
  } else if (finished?.status === "failed") {
    tone = "border-red-300 bg-red-50 text-red-900";
    headline = "Failed";
    detail = (
      <>
        {finished.message} {liveSince ?? "The site has not been built yet."}
      </>
    );
    log = finished.logTail;
  } else if (!lastSuccess) {
    tone = "border-stone-300 bg-white text-stone-900";
    headline = "Not built yet";
  }
  return (
    <section aria-label="Site status" className={`rounded-xl border p-5 ${tone}`}>
      <p role="status" className="text-lg font-bold">
        {headline}
      </p>
      {detail && <p className="mt-1 text-sm">{detail}</p>}
      {log && <LogTail log={log} open />}
    </section>
  );
}

function BuildCard({ build }: { build: Build }) {
  const badge = BADGES[build.status];
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-stone-900">Build #{build.id}</h3>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${badge.className}`}>
          {build.status === "running" && build.stage ? `${badge.label}: ${build.stage}` : badge.label}
        </span>
      </div>
      <ul className="mt-2 list-disc pl-5 text-sm text-stone-800" aria-label="Asked for by">
        {build.reasons.map((reason, index) => (
          <li key={index}>
            {reason.reason} <span className="text-stone-700">({requester(reason.requestedBy)})</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        <Fact label="Queued" value={formatDateTime(build.queuedAt)} />
        <Fact label="Started" value={build.startedAt ? formatDateTime(build.startedAt) : "—"} />
        <Fact label="Finished" value={build.finishedAt ? formatDateTime(build.finishedAt) : "—"} />
        <Fact label="Duration" value={duration(build)} />
        <Fact label="Pages" value={build.pagesTotal === null ? "—" : String(build.pagesTotal)} />
        <Fact label="Result" value={build.message ?? "—"} wide />
      </dl>
      {build.logTail && <LogTail log={build.logTail} />}
    </li>
  );
}

function Fact({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? "col-span-2 sm:col-span-3" : undefined}>
      <dt className="font-medium text-stone-700">{label}</dt>
      <dd className="text-stone-900">{value}</dd>
    </div>
  );
}

function LogTail({ log, open = false }: { log: string; open?: boolean }) {
  return (
    <details className="mt-3" open={open}>
      <summary className="cursor-pointer text-sm font-medium text-stone-800">Log (last lines)</summary>
      <pre className="mt-2 max-h-72 overflow-auto rounded-lg bg-stone-900 p-3 text-xs whitespace-pre-wrap text-stone-100">
        {log}
      </pre>
    </details>
  );
}

/** "admin:ganga" reads as ganga; the service's own requests as System. */
function requester(requestedBy: string): string {
  if (requestedBy.startsWith("admin:")) return requestedBy.slice("admin:".length);
  return requestedBy === "system" ? "System" : requestedBy;
}

function duration(build: Build): string {
  if (!build.startedAt || !build.finishedAt) return "—";
  const seconds = (new Date(build.finishedAt).getTime() - new Date(build.startedAt).getTime()) / 1000;
  return `${seconds.toFixed(1)} s`;
}
