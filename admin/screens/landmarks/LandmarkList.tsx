// /admin/landmarks: the crossings of the Ganga, each open or closed to people on foot with its note, date and
// sources, and the town's landmarks with their position, bank and source. Business pages measure walks from the
// landmarks and across the open crossings, so every save here rebuilds the site (the publishing status follows it).
// A crossing is edited (opened or closed) but not added or deleted here: the river's bridges are few and seeded.
import { Link } from "react-router";
import { bankOf } from "../../../shared/geo/bank.ts";
import { formatCoordinates } from "../../../shared/geo/coordinates.ts";
import { PencilIcon, TrashIcon } from "../../../shared/ui/icons.tsx";
import { useConfirm } from "../../components/ConfirmDialog.tsx";
import { EmptyState, LoadError, LoadingRows } from "../../components/feedback.tsx";
import { ListScreenHeader } from "../../components/Screen.tsx";
import { useRecordDelete } from "../../lib/record-form.ts";
import { BANK_NAMES, useRiverCourse } from "../../lib/river-banks.ts";
import {
  type AdminCrossing,
  type AdminLandmark,
  landmarkUrl,
  useCrossingList,
  useLandmarkList,
  useRefreshAfterGeographyWrite,
} from "./queries.ts";

const DELETE_FAILED_MESSAGE = "Failed to delete landmark";
const deleteConfirmation = (name: string) =>
  `Are you sure you want to delete the landmark "${name}"? Business pages will no longer give walks from it.`;

export default function LandmarkList() {
  const landmarks = useLandmarkList();
  const crossings = useCrossingList();
  return (
    <>
      <ListScreenHeader
        title="Landmarks & Crossings"
        subtitle="The places business pages give walking times from, and the river crossings the walks may take."
        add={{ to: "/landmarks/new", label: "Add Landmark" }}
      />
      <section aria-labelledby="crossings-heading" className="mb-10">
        <h2 id="crossings-heading" className="mb-1 text-xl font-semibold text-stone-900">
          Crossings
        </h2>
        <p className="mb-4 text-sm text-stone-700">
          Walks across the river go by the nearest crossing open to people on foot. Closing one changes the walks on the
          next build.
        </p>
        <CrossingCards query={crossings} />
      </section>
      <section aria-labelledby="landmarks-heading">
        <h2 id="landmarks-heading" className="mb-4 text-xl font-semibold text-stone-900">
          Landmarks
        </h2>
        <LandmarkCards query={landmarks} />
      </section>
    </>
  );
}

function CrossingCards({ query }: { query: ReturnType<typeof useCrossingList> }) {
  if (query.isPending) return <LoadingRows rows={2} label="Loading crossings..." />;
  if (query.isError) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} what="Could not load the crossings" />;
  }
  if (query.data.items.length === 0) return <EmptyState title="No crossings yet" />;
  return (
    <ul aria-label="Crossings" className="grid gap-4 md:grid-cols-2" aria-busy={query.isFetching}>
      {query.data.items.map((crossing) => (
        <CrossingCard key={crossing.id} crossing={crossing} />
      ))}
    </ul>
  );
}

const STATUS_TONES = { open: "bg-green-100 text-green-900", closed: "bg-red-100 text-red-900" } as const;

function CrossingCard({ crossing }: { crossing: AdminCrossing }) {
  const status = crossing.openOnFoot ? "open" : "closed";
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="text-lg font-semibold text-stone-900">{crossing.name}</h3>
          <p className="text-sm text-stone-700 capitalize">{crossing.kind}</p>
        </div>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONES[status]}`}>
          {crossing.openOnFoot ? "Open on foot" : "Closed on foot"}
        </span>
      </div>
      <p className="text-sm text-stone-800">{crossing.statusNote}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold text-stone-900">Status as of</dt>
        <dd className="text-stone-800">
          <time dateTime={crossing.statusDate}>{crossing.statusDate}</time>
        </dd>
        <dt className="font-semibold text-stone-900">Status source</dt>
        <dd className="text-stone-800">{crossing.statusSource}</dd>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 border-t border-stone-100 pt-3">
        <Link to={`/landmarks/crossings/${crossing.id}/edit`} className="btn-secondary px-3 py-1.5 text-sm">
          <PencilIcon /> {crossing.openOnFoot ? "Edit or close" : "Edit or open"}
          <span className="sr-only"> {crossing.name}</span>
        </Link>
      </div>
    </li>
  );
}

function LandmarkCards({ query }: { query: ReturnType<typeof useLandmarkList> }) {
  const river = useRiverCourse();
  if (query.isPending) return <LoadingRows rows={4} label="Loading landmarks..." />;
  if (query.isError) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} what="Could not load the landmarks" />;
  }
  if (query.data.items.length === 0) return <EmptyState title="No landmarks yet" />;
  return (
    <ul aria-label="Landmarks" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy={query.isFetching}>
      {query.data.items.map((landmark) => (
        <LandmarkCard
          key={landmark.id}
          landmark={landmark}
          bankFromRiver={river && river.length >= 2 ? bankOf(landmark, river) : undefined}
        />
      ))}
    </ul>
  );
}

function LandmarkCard({
  landmark,
  bankFromRiver,
}: {
  landmark: AdminLandmark;
  bankFromRiver: AdminLandmark["bank"] | undefined;
}) {
  const confirm = useConfirm();
  const remove = useRecordDelete({
    url: landmarkUrl(landmark.id),
    record: { entity: "landmark", id: landmark.id, label: landmark.name },
    deletedToast: { title: "Landmark deleted", description: `"${landmark.name}" was deleted.` },
    failedMessage: DELETE_FAILED_MESSAGE,
    refresh: useRefreshAfterGeographyWrite(),
  });
  const bank = landmark.bank ?? bankFromRiver;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <div>
        <h3 className="text-lg font-semibold text-stone-900">{landmark.name}</h3>
        <p className="text-sm text-stone-700 capitalize">{landmark.kind}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold text-stone-900">Position</dt>
        <dd className="font-mono text-stone-800">{formatCoordinates(landmark)}</dd>
        <dt className="font-semibold text-stone-900">Bank</dt>
        <dd className="text-stone-800">
          {landmark.crossing
            ? "both: a crossing, reached at either end"
            : bank
              ? `${BANK_NAMES[bank]}${landmark.bank ? ", set by an editor" : ""}`
              : "–"}
        </dd>
        <dt className="font-semibold text-stone-900">Source</dt>
        <dd className="text-stone-800">{landmark.source}</dd>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 border-t border-stone-100 pt-3">
        <Link to={`/landmarks/${landmark.id}/edit`} className="btn-secondary px-3 py-1.5 text-sm">
          <PencilIcon /> Edit<span className="sr-only"> {landmark.name}</span>
        </Link>
        <button
          type="button"
          className="btn-secondary px-3 py-1.5 text-sm text-red-800 hover:border-red-700 hover:text-red-900"
          disabled={remove.isPending}
          onClick={() => void confirm(deleteConfirmation(landmark.name)).then((yes) => yes && remove.mutate())}
        >
          <TrashIcon /> {remove.isPending ? "Deleting..." : "Delete"}
          <span className="sr-only"> {landmark.name}</span>
        </button>
      </div>
    </li>
  );
}
