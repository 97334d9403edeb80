// The listing form's photos (issue 45): up to PHOTO_UPLOAD_LIMITS.perListing, chosen with the phone's or computer's
// file picker, each uploaded as it is picked (with its progress, or its reason and Retry) and shown from a small copy
// drawn from the file itself, with a Remove. The form sends their sources in one hidden field (HELD_PHOTOS_FIELD), which payload.ts adds
// to the listing's images; they are held with the listing, unseen until an editor approves it. This module loads once
// the island runs (ListingForm.tsx), so the page loads no more than before; the sending itself (with zod's schema of
// the answer) when the first photo is picked. A form posted without JavaScript carries no files, so it shows none.
import { useState } from "react";
import { PHOTO_UPLOAD_LIMITS } from "../../../shared/constants.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { PHOTO_UPLOAD_PATHS } from "../../../shared/media.ts";
import { ACCEPTED_PHOTO_TYPES, PHOTO_FORMAT_NAMES } from "../../../shared/photo-uploads.ts";
import { PendingPhotos } from "../../../shared/ui/PendingPhotos.tsx";
import { usePhotoUploads } from "../../../shared/ui/photo-uploads.ts";
import { AsWritten } from "../as-written.tsx";
import { TextField } from "../forms/fields.tsx";
import { listingTexts } from "./texts.ts";

/** The hidden field the photos a listing holds are sent in, their sources comma-separated. */
export const HELD_PHOTOS_FIELD = "photos";

interface HeldPhoto {
  source: string;
  /** a small copy of the picked file, drawn here: the photo is not public until the listing is approved */
  shown: string;
}

const THUMBNAIL_WIDTH = 320;

/**
 * A small JPEG of `file` as a data: URL, turned as the photo's EXIF says: the pages' policy takes data: images (not
 * blob: ones), and a few KB a photo rather than the whole photo in base64.
 */
async function thumbnailOf(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file, { resizeWidth: THUMBNAIL_WIDTH, resizeQuality: "medium" });
  const canvas = document.createElement("canvas");
  [canvas.width, canvas.height] = [bitmap.width, bitmap.height];
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0);
  bitmap.close();
  return canvas.toDataURL("image/jpeg", 0.8);
}

export function ListingPhotos({ language }: { language: Language }) {
  const t = listingTexts(language);
  const [held, setHeld] = useState<HeldPhoto[]>([]);
  const uploads = usePhotoUploads(PHOTO_UPLOAD_PATHS.public, (source, file) => {
    // a picture the browser cannot draw (an AVIF on an old phone) is still held, shown by its number
    void thumbnailOf(file)
      .catch(() => "")
      .then((shown) =>
        setHeld((photos) =>
          photos.some((photo) => photo.source === source) ? photos : [...photos, { source, shown }],
        ),
      );
  });
  const onTheirWay = uploads.pending.filter((photo) => !photo.error).length;
  const room = PHOTO_UPLOAD_LIMITS.perListing - held.length - onTheirWay;

  return (
    <div className="space-y-3 sm:col-span-2">
      <TextField
        label={t("photos")}
        name="photoFiles"
        type="file"
        multiple
        accept={ACCEPTED_PHOTO_TYPES}
        hint={
          <AsWritten
            text={t("photosHint", {
              limits: t("photoLimits", {
                count: PHOTO_UPLOAD_LIMITS.perListing,
                megabytes: Math.round(PHOTO_UPLOAD_LIMITS.maxBytes / (1024 * 1024)),
              }),
            })}
            names={PHOTO_FORMAT_NAMES}
            language={language}
          />
        }
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = "";
          if (files.length > 0) uploads.add(files, room, t("tooManyPhotos", { count: PHOTO_UPLOAD_LIMITS.perListing }));
        }}
      />
      <input type="hidden" name={HELD_PHOTOS_FIELD} value={held.map((photo) => photo.source).join(",")} />
      {(held.length > 0 || uploads.pending.length > 0) && (
        <ul aria-label={t("yourPhotos")} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {held.map((photo, index) => (
            <li key={photo.source} className="overflow-hidden rounded-lg border border-stone-200">
              <img
                src={photo.shown}
                alt={t("photoNumber", { number: index + 1 })}
                className="aspect-[4/3] w-full object-cover"
              />
              <button
                type="button"
                className="btn-secondary m-2 px-2 py-1 text-xs"
                aria-label={t("removePhoto", { number: index + 1 })}
                onClick={() => setHeld((photos) => photos.filter((other) => other.source !== photo.source))}
              >
                {t("remove")}
              </button>
            </li>
          ))}
          <PendingPhotos pending={uploads.pending} onRetry={uploads.retry} onDismiss={uploads.dismiss} />
        </ul>
      )}
    </div>
  );
}
