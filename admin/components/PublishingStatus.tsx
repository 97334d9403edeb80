// The publishing status of the last save, above every screen (a record form returns to its list on success,
// so the status follows it there): "Publishing…" with the build's progress, then "Live" with a link to the
// public page, or "Publish failed: …" with a link to the build's log. The headline is a live region that is
// always in the page (one added with its text may go unannounced); the progress under it changes every second
// and stays out of it, or it would be read out each time.
import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { buildProgressText } from "../lib/build-text.ts";
import { useRecentBuilds } from "../lib/builds.ts";
import { publishState, publishTracker, type PublishState, type TrackedSave } from "../lib/publish-tracking.ts";

const TONES: Record<PublishState["phase"], string> = {
  publishing: "border-blue-300 bg-blue-50 text-blue-950",
  live: "border-green-300 bg-green-50 text-green-950",
  failed: "border-red-300 bg-red-50 text-red-950",
  unchanged: "border-stone-300 bg-white text-stone-900",
};

export function PublishingStatus() {
  const save = useSyncExternalStore(publishTracker.subscribe, publishTracker.getSnapshot);
  const builds = useRecentBuilds({
    enabled: save !== null,
    pollWhile: (list, fetchedAt) => save !== null && publishState(save, list, fetchedAt).phase === "publishing",
  });
  const state = save && publishState(save, builds.data ?? [], builds.dataUpdatedAt);
  return (
    <div
      className={
        save && state
          ? `sticky top-0 z-10 mb-6 flex flex-wrap items-start justify-between gap-3 rounded-xl border px-4 py-3 text-sm shadow-sm ${TONES[state.phase]}`
          : undefined
      }
    >
      <div>
        <p role="status" aria-label="Publishing status" className="font-semibold">
          {save && state && headline(save, state)}
        </p>
        {save && state && <Detail save={save} state={state} />}
      </div>
      {save && (
        <button
          type="button"
          className="rounded px-2 py-1 font-medium underline-offset-2 hover:underline"
          onClick={publishTracker.dismiss}
        >
          Dismiss
        </button>
      )}
    </div>
  );
}

function headline(save: TrackedSave, state: PublishState): string {
  switch (state.phase) {
    case "publishing":
      return "Publishing…";
    case "live":
      // "Live" would read as the opposite of a draft saved or a record removed
      return save.target.path ? "Live" : "Site updated";
    case "failed":
      return `Publish failed: ${state.build.message ?? "the build did not finish"}`;
    case "unchanged":
      return "Saved";
  }
}

const LINK = "font-semibold underline underline-offset-2";

/** The records that have no page but change the walks every business page gives. */
const WALKS_FOLLOW: ReadonlySet<string> = new Set(["landmark", "crossing"]);

/** What a live save without a page of its own did to the public site. */
const noPageDetail = ({ action, entity }: TrackedSave["target"]) =>
  action === "delete"
    ? "removed from the public site."
    : WALKS_FOLLOW.has(entity)
      ? "saved; the walking times on business pages follow it."
      : "saved; it has no page of its own on the public site (a draft, a hidden testimonial or a listing not live).";

function Detail({ save, state }: { save: TrackedSave; state: PublishState }) {
  const { label, path } = save.target;
  let detail;
  switch (state.phase) {
    case "publishing":
      detail = !state.build
        ? "asking for a build"
        : state.build.status === "queued"
          ? "waiting for its turn to build"
          : buildProgressText(state.build);
      break;
    case "live":
      detail = path ? (
        <>
          on the public site.{" "}
          <a href={path} className={LINK}>
            View it on the site
          </a>
        </>
      ) : (
        noPageDetail(save.target)
      );
      break;
    case "failed":
      detail = (
        <>
          the public site still shows the last release.{" "}
          <Link to="/publishing" className={LINK}>
            See the build's log
          </Link>
        </>
      );
      break;
    case "unchanged":
      detail = "nothing changed, so the public site stays as it is.";
  }
  return (
    <p className="mt-0.5">
      <span className="font-medium">{label}</span>: {detail}
    </p>
  );
}
