// A record's photos as an editor manages them (issue 45): uploaded from a file picker (a phone's camera roll) or
// dropped on the field, each with its progress and, when it fails, its reason and a Retry; added by web address as
// before; put in order by dragging or with the Earlier/Later buttons (the keyboard's way); removed. The first is the
// record's main photo. Uploaded photos are shown from the admin's own address for them, as they are not public yet.
// Given `alts`, each photo has its alt text beside it, required for an uploaded one (the schema says so).
import { type DragEvent, useId, useState } from "react";
import { PHOTO_UPLOAD_LIMITS, TEXT_LIMITS } from "../../shared/constants.ts";
import { adminPhotoUrl, isUploadedPhoto, PHOTO_UPLOAD_PATHS, photoLimitsText } from "../../shared/media.ts";
import { ACCEPTED_PHOTO_TYPES } from "../../shared/photo-uploads.ts";
import { PendingPhotos } from "../../shared/ui/PendingPhotos.tsx";
import { usePhotoUploads } from "../../shared/ui/photo-uploads.ts";

interface PhotosFieldProps {
  label: string;
  /** the photos' sources, in order: web addresses and upload:… names */
  value: string[];
  onChange: (sources: string[]) => void;
  /** each photo's alt text by its source: given, each photo shows a box for it */
  alts?: Record<string, string>;
  onAltsChange?: (alts: Record<string, string>) => void;
  /** where its uploads go, and where an uploaded photo is seen before it is public: the admin's by default */
  uploads?: { path: string; previewUrl: (source: string) => string };
  /** "Add by address" for a photo on the web (an editor's; an owner uploads only) */
  byAddress?: boolean;
  /** how many the record holds at most */
  maxCount: number;
  /** what the first photo is, e.g. "the listing's main picture"; a field of one photo says none */
  firstIs?: string;
  error?: string;
}

const ADMIN_UPLOADS = { path: PHOTO_UPLOAD_PATHS.admin, previewUrl: adminPhotoUrl };
const DRAGGED_PHOTO_TYPE = "application/x-photo-index";

/** `sources` with the one at `from` moved to `to`. */
export function movedPhoto(sources: string[], from: number, to: number): string[] {
  const moved = [...sources];
  const [photo] = moved.splice(from, 1);
  moved.splice(to, 0, photo!);
  return moved;
}

export function PhotosField({
  label,
  value,
  onChange,
  alts,
  onAltsChange,
  uploads: destination = ADMIN_UPLOADS,
  byAddress = true,
  maxCount,
  firstIs,
  error,
}: PhotosFieldProps) {
  const thumbnail = (source: string) => (isUploadedPhoto(source) ? destination.previewUrl(source) : source);
  const id = useId();
  const [address, setAddress] = useState("");
  const [dropping, setDropping] = useState(false);
  const room = maxCount - value.length;
  // the latest list, as several uploads end one after another before the form re-renders
  let latest = value;
  const append = (source: string) => {
    if (latest.includes(source)) return;
    latest = [...latest, source];
    onChange(latest);
  };
  const uploads = usePhotoUploads(destination.path, append);
  const tooMany = `${photoLimitsText(maxCount, PHOTO_UPLOAD_LIMITS.maxBytes)}: remove one to add another`;
  const addFiles = (files: FileList | null) => {
    if (files && files.length > 0) uploads.add(files, room - uploads.pending.length, tooMany);
  };

  const dropOnField = (event: DragEvent) => {
    event.preventDefault();
    setDropping(false);
    if (event.dataTransfer.types.includes("Files")) addFiles(event.dataTransfer.files);
  };
  const dropOnPhoto = (event: DragEvent, index: number) => {
    const from = event.dataTransfer.getData(DRAGGED_PHOTO_TYPE);
    if (from === "") return;
    event.preventDefault();
    event.stopPropagation();
    onChange(movedPhoto(value, Number(from), index));
  };
  const addAddress = () => {
    const trimmed = address.trim();
    if (trimmed === "") return;
    append(trimmed);
    setAddress("");
  };

  return (
    <fieldset
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
      className={`rounded-lg border-2 border-dashed p-4 ${dropping ? "border-orange-700 bg-orange-50" : "border-stone-300"}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDropping(event.dataTransfer.types.includes("Files"));
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={dropOnField}
    >
      <legend className="px-1 text-sm font-semibold text-stone-900">{label}</legend>
      <p id={`${id}-hint`} className="text-sm text-stone-600">
        {photoLimitsText(maxCount, PHOTO_UPLOAD_LIMITS.maxBytes)}: JPEG, PNG, WebP or AVIF.
        {firstIs && ` The first is ${firstIs}; drag a photo, or use Earlier and Later, to change the order.`}
      </p>
      {(value.length > 0 || uploads.pending.length > 0) && (
        <ol className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {value.map((source, index) => (
            <li
              key={source}
              draggable
              onDragStart={(event) => event.dataTransfer.setData(DRAGGED_PHOTO_TYPE, String(index))}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => dropOnPhoto(event, index)}
              className="flex cursor-grab flex-col overflow-hidden rounded-lg border border-stone-200 bg-white"
            >
              <img
                src={thumbnail(source)}
                alt={alts?.[source] || `Photo ${index + 1}`}
                className="aspect-[4/3] w-full object-cover"
              />
              {alts && (
                <label className="flex flex-col gap-1 px-2 pt-2 text-sm">
                  <span className="font-medium text-stone-800">
                    Alt text<span className="sr-only"> for photo {index + 1}</span>
                    {!isUploadedPhoto(source) && <span className="font-normal text-stone-600"> (optional)</span>}
                  </span>
                  <input
                    type="text"
                    value={alts[source] ?? ""}
                    onChange={(event) => onAltsChange?.({ ...alts, [source]: event.currentTarget.value })}
                    required={isUploadedPhoto(source)}
                    maxLength={TEXT_LIMITS.line}
                    placeholder="What the photo shows"
                    className="rounded-lg border border-stone-300 bg-white px-2 py-1 text-stone-900"
                  />
                </label>
              )}
              <div className="flex flex-wrap items-center gap-1 p-2 text-sm">
                <span className="mr-auto font-medium text-stone-800">
                  {index === 0 ? "Main photo" : `Photo ${index + 1}`}
                </span>
                <button
                  type="button"
                  className="btn-secondary px-2 py-1 text-xs"
                  aria-label={`Move photo ${index + 1} earlier`}
                  disabled={index === 0}
                  onClick={() => onChange(movedPhoto(value, index, index - 1))}
                >
                  Earlier
                </button>
                <button
                  type="button"
                  className="btn-secondary px-2 py-1 text-xs"
                  aria-label={`Move photo ${index + 1} later`}
                  disabled={index === value.length - 1}
                  onClick={() => onChange(movedPhoto(value, index, index + 1))}
                >
                  Later
                </button>
                <button
                  type="button"
                  className="btn-secondary px-2 py-1 text-xs text-red-700"
                  aria-label={`Remove photo ${index + 1}`}
                  onClick={() => onChange(value.filter((_, other) => other !== index))}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
          <PendingPhotos pending={uploads.pending} onRetry={uploads.retry} onDismiss={uploads.dismiss} />
        </ol>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <label className="btn-secondary cursor-pointer focus-within:ring-2 focus-within:ring-orange-700">
          Choose photos
          <input
            type="file"
            multiple
            accept={ACCEPTED_PHOTO_TYPES}
            className="sr-only"
            onChange={(event) => {
              addFiles(event.currentTarget.files);
              event.currentTarget.value = "";
            }}
          />
        </label>
        <span className="text-sm text-stone-600">or drop them here</span>
      </div>
      {byAddress && (
        <div className="mt-3 flex flex-wrap gap-2">
          <input
            type="url"
            value={address}
            onChange={(event) => setAddress(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key !== "Enter") return;
              event.preventDefault();
              addAddress();
            }}
            placeholder="https://…"
            aria-label="Photo web address"
            className="min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900"
          />
          <button type="button" className="btn-secondary" onClick={addAddress}>
            Add by address
          </button>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface OnePhotoFieldProps {
  label: string;
  /** the photo's source, "" for none */
  value: string;
  onChange: (source: string) => void;
  error?: string;
}

/** A record's one photo (a post's cover, a testimonial's avatar): uploaded or by web address, "" when removed. */
export function OnePhotoField({ label, value, onChange, error }: OnePhotoFieldProps) {
  return (
    <PhotosField
      label={label}
      value={value === "" ? [] : [value]}
      onChange={(sources) => onChange(sources[0] ?? "")}
      maxCount={1}
      error={error}
    />
  );
}
