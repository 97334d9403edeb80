// Photos chosen by a person (a file picker on a phone, or dropped on the page) sent to the service one at a time,
// each with its progress, for the admin's photo fields and the listing form alike. A file the service would refuse for
// its size is refused here before a byte is sent; a failed upload keeps its file for a Retry. The sending itself
// (send-photo.ts, with zod's schema of the answer) loads with the first photo picked.
import { useCallback, useRef, useState } from "react";
import { PHOTO_UPLOAD_LIMITS } from "../constants.ts";
import { PHOTO_TOO_LARGE_MESSAGE } from "../photo-uploads.ts";

/** One file on its way, or stopped with its reason. */
export interface PendingPhoto {
  id: number;
  name: string;
  /** 0 to 1 of its bytes sent */
  progress: number;
  error?: string;
  file: File;
}

/**
 * The uploads of one photo field: `add` the chosen files (beyond `room`, the rest are refused with the limit's
 * words), `retry` or `dismiss` a failed one. Each photo uploaded is handed to `onUploaded`, in the order they were
 * chosen.
 */
export function usePhotoUploads(path: string, onUploaded: (source: string, file: File) => void) {
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  const nextId = useRef(0);
  // one upload at a time: on a slow connection the first photo arrives sooner, and the service decodes two at once
  const queue = useRef<Promise<void>>(Promise.resolve());
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  const update = (id: number, change: Partial<PendingPhoto>) =>
    setPending((photos) => photos.map((photo) => (photo.id === id ? { ...photo, ...change } : photo)));

  const start = useCallback(
    (photo: PendingPhoto) => {
      queue.current = queue.current.then(() =>
        import("./send-photo.ts")
          .then(({ sendPhoto }) => sendPhoto(path, photo.file, (progress) => update(photo.id, { progress })))
          .then(
            (source) => {
              setPending((photos) => photos.filter((other) => other.id !== photo.id));
              uploaded.current(source, photo.file);
            },
            (error: unknown) => update(photo.id, { error: (error as Error).message, progress: 0 }),
          ),
      );
    },
    [path],
  );

  const add = useCallback(
    (files: Iterable<File>, room: number, tooMany: string) => {
      const chosen = [...files].map((file, index): PendingPhoto => {
        const id = nextId.current++;
        const error =
          index >= room ? tooMany : file.size > PHOTO_UPLOAD_LIMITS.maxBytes ? PHOTO_TOO_LARGE_MESSAGE : undefined;
        return { id, name: file.name, progress: 0, error, file };
      });
      setPending((photos) => [...photos, ...chosen]);
      for (const photo of chosen) if (!photo.error) start(photo);
    },
    [start],
  );

  const retry = useCallback(
    (id: number) => {
      const photo = pending.find((candidate) => candidate.id === id);
      if (!photo) return;
      update(id, { error: undefined, progress: 0 });
      start({ ...photo, error: undefined });
    },
    [pending, start],
  );

  const dismiss = useCallback((id: number) => setPending((photos) => photos.filter((photo) => photo.id !== id)), []);

  return { pending, add, retry, dismiss };
}
