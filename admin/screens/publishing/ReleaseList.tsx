// The kept releases on the Publishing screen: when each was built, by which build and for what, which one is
// live, and Make live for the others (Roll back to any kept release, not only the one before).
import type { Release } from "../../../shared/schemas/release.ts";
import { useConfirm } from "../../components/ConfirmDialog.tsx";
import { EmptyState, LoadError, LoadingRows } from "../../components/feedback.tsx";
import { reasonsText } from "../../lib/build-text.ts";
import { isActive, useRecentBuilds } from "../../lib/builds.ts";
import { formatDateTime } from "../../lib/dates.ts";
import { rollbackQuestion, useReleases, useRollback } from "./queries.ts";

export function ReleaseList() {
  const releases = useReleases();
  const building = useRecentBuilds().data?.some(isActive) ?? false;
  const rollback = useRollback();
  const confirm = useConfirm();

  async function makeLive(release: Release) {
    if (await confirm(rollbackQuestion(release), { confirmLabel: "Roll back" })) rollback.mutate(release);
  }

  return (
    <section aria-labelledby="releases-title" className="mt-8">
      <h2 id="releases-title" className="font-display text-xl font-bold text-stone-900">
        Kept releases
      </h2>
      <p className="mt-1 mb-4 text-sm text-stone-700">
        The last few releases are kept. Making one live again takes effect at once; the next build publishes the current
        content again.
      </p>
      {releases.isPending ? (
        <LoadingRows rows={2} label="Loading releases..." />
      ) : releases.isError ? (
        <LoadError error={releases.error} onRetry={() => void releases.refetch()} what="Could not load the releases" />
      ) : releases.data.length === 0 ? (
        <EmptyState title="No release yet">The first build makes one.</EmptyState>
      ) : (
        <ol
          className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white"
          aria-label="Kept releases"
        >
          {releases.data.map((release) => (
            <li key={release.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="text-sm text-stone-800">
                <p className="font-semibold text-stone-900">
                  Built <time dateTime={release.builtAt}>{formatDateTime(release.builtAt)}</time>
                  {release.buildId !== null && ` by build #${release.buildId}`}
                  {release.live && (
                    <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900 ring-1 ring-green-300 ring-inset">
                      Live
                    </span>
                  )}
                </p>
                {release.reasons.length > 0 && <p className="mt-0.5">For: {reasonsText(release)}</p>}
                {release.rolledBack && (
                  <p className="mt-0.5">
                    Rolled back to by {release.rolledBack.by} on {formatDateTime(release.rolledBack.at)}
                  </p>
                )}
              </div>
              {!release.live && (
                <button
                  type="button"
                  className="btn-secondary px-3 py-1.5 text-sm"
                  disabled={building || rollback.isPending}
                  onClick={() => void makeLive(release)}
                >
                  Make live<span className="sr-only">: the release built {formatDateTime(release.builtAt)}</span>
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
