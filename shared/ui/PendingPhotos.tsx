// The photos of a field still on their way: each with its progress, or stopped with its reason and Retry and Dismiss.
// Items of the field's own list (an <ol> or <ul>), in the admin's photo fields and the listing form alike.
import type { PendingPhoto } from "./photo-uploads.ts";

function PhotoAction({ action, photo, run }: { action: string; photo: PendingPhoto; run: (id: number) => void }) {
  return (
    <button
      type="button"
      className="btn-secondary px-2 py-1 text-xs"
      aria-label={`${action} ${photo.name}`}
      onClick={() => run(photo.id)}
    >
      {action}
    </button>
  );
}

export function PendingPhotos({
  pending,
  onRetry,
  onDismiss,
}: {
  pending: PendingPhoto[];
  onRetry: (id: number) => void;
  onDismiss: (id: number) => void;
}) {
  return pending.map((photo) => (
    <li key={`pending-${photo.id}`} className="flex flex-col gap-2 rounded-lg border border-stone-200 p-2 text-sm">
      <span className="truncate font-medium text-stone-800">{photo.name}</span>
      {photo.error ? (
        <>
          <span role="alert" className="text-red-700">
            {photo.error}
          </span>
          <span className="flex gap-1">
            <PhotoAction action="Retry" photo={photo} run={onRetry} />
            <PhotoAction action="Dismiss" photo={photo} run={onDismiss} />
          </span>
        </>
      ) : (
        <progress className="w-full" max={1} value={photo.progress} aria-label={`Uploading ${photo.name}`} />
      )}
    </li>
  ));
}
