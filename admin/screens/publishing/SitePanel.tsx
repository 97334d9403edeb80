// The public site at a glance, on the dashboard and the Publishing screen: whether it is live, building (stage
// and pages rendered of the total, read every second) or failed; which release is live, when it was built and
// what asked for it (or who rolled back to it); Publish now; Roll back to the release before the live one.
import { Link } from "react-router";
import type { Build } from "../../../shared/schemas/build.ts";
import type { Release } from "../../../shared/schemas/release.ts";
import { useConfirm } from "../../components/ConfirmDialog.tsx";
import { LoadError } from "../../components/feedback.tsx";
import { buildProgressText, pagesProgress, reasonsText } from "../../lib/build-text.ts";
import { isActive, useRecentBuilds } from "../../lib/builds.ts";
import { formatDateTime, formatTimeAgo } from "../../lib/dates.ts";
import { LogTail } from "./BuildCard.tsx";
import { rollbackQuestion, usePublishNow, useReleases, useRollback } from "./queries.ts";

export function SitePanel({ linkToPublishing = false }: { linkToPublishing?: boolean }) {
  const builds = useRecentBuilds();
  const releases = useReleases();
  const publishNow = usePublishNow();
  const rollback = useRollback();
  const confirm = useConfirm();

  const active = builds.data?.find((build) => build.status === "running") ?? builds.data?.find(isActive);
  const live = releases.data?.find((release) => release.live);
  // the release just before the live one (the list is newest first)
  const previous = live && releases.data?.[releases.data.indexOf(live) + 1];

  async function rollBackTo(release: Release) {
    if (await confirm(rollbackQuestion(release), { confirmLabel: "Roll back" })) rollback.mutate(release);
  }

  return (
    <section
      aria-labelledby="site-panel-title"
      className="mb-6 rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="site-panel-title" className="text-lg font-semibold text-stone-900">
          Public site
        </h2>
        <div className="flex flex-wrap gap-2">
          {previous && (
            <button
              type="button"
              className="btn-secondary"
              disabled={active !== undefined || rollback.isPending}
              onClick={() => void rollBackTo(previous)}
            >
              Roll back
            </button>
          )}
          <button
            type="button"
            className="btn-primary"
            disabled={publishNow.isPending}
            onClick={() => publishNow.mutate()}
          >
            Publish now
          </button>
        </div>
      </div>
      {builds.isError ? (
        <div className="mt-4">
          <LoadError error={builds.error} onRetry={() => void builds.refetch()} what="Could not load the builds" />
        </div>
      ) : (
        // the live release is read apart from the builds: until it is in, "Not built yet" would be a guess
        builds.data && !releases.isPending && <SiteStatus builds={builds.data} active={active} live={live} />
      )}
      {previous && active && (
        <p className="mt-3 text-sm text-stone-700">Roll back is possible again once this build has finished.</p>
      )}
      {linkToPublishing && (
        <Link
          to="/publishing"
          className="mt-4 inline-block text-sm font-semibold text-orange-800 underline-offset-2 hover:underline"
        >
          Every build and kept release
        </Link>
      )}
    </section>
  );
}

/** Live, Building… with its progress, or Failed with its log; the live release stays the last success. */
function SiteStatus({
  builds,
  active,
  live,
}: {
  builds: Build[];
  active: Build | undefined;
  live: Release | undefined;
}) {
  const finished = builds.find((build) => !isActive(build));
  let tone = "border-green-300 bg-green-50 text-green-950";
  let headline = "Live";
  if (active) {
    tone = "border-blue-300 bg-blue-50 text-blue-950";
    headline = active.status === "running" ? `Building… ${active.stage ?? "starting"}` : "Building… queued";
  } else if (finished?.status === "failed") {
    tone = "border-red-300 bg-red-50 text-red-950";
    headline = "Failed";
  } else if (!live) {
    tone = "border-stone-300 bg-stone-50 text-stone-900";
    headline = "Not built yet";
  }
  return (
    <section aria-label="Site status" className={`mt-4 rounded-lg border p-4 ${tone}`}>
      <p role="status" className="text-lg font-bold">
        {headline}
      </p>
      {active && <BuildProgress build={active} />}
      {!active && finished?.status === "failed" && <p className="mt-1 text-sm">{finished.message}</p>}
      <LiveRelease release={live} />
      {!active && finished?.status === "failed" && <LogTail log={finished.logTail} open />}
    </section>
  );
}

function BuildProgress({ build }: { build: Build }) {
  const pages = pagesProgress(build);
  return (
    <div className="mt-1 text-sm">
      <p>
        Build #{build.id}: {buildProgressText(build)}
      </p>
      {pages && (
        <progress
          className="mt-2 h-2 w-full max-w-md accent-blue-700"
          value={pages.done}
          max={pages.total}
          aria-label="Pages rendered"
        />
      )}
      <p className="mt-1 text-blue-900">For: {reasonsText(build)}</p>
    </div>
  );
}

function LiveRelease({ release }: { release: Release | undefined }) {
  if (!release) return null;
  const when = (iso: string) => (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {formatTimeAgo(iso)}
    </time>
  );
  return (
    <div className="mt-2 text-sm">
      <p>
        The live release was built {when(release.builtAt)}
        {release.buildId !== null && ` by build #${release.buildId}`}
        {release.pages !== null && ` (${release.pages} pages)`}
        {release.reasons.length > 0 && `, for: ${reasonsText(release)}`}.
      </p>
      {release.rolledBack && (
        <p className="mt-1">
          {release.rolledBack.by} rolled back to it {when(release.rolledBack.at)}. The next build (after any save, or
          Publish now) publishes the current content again.
        </p>
      )}
    </div>
  );
}
