// Fetches a content image once per width (once for all the widths asked for at the same moment), makes it as WebP
// and as AVIF, and keeps the results on disk under the data folder.
import { createHash } from "node:crypto";
import { lstat, mkdir, readdir, readFile, rename, rm, symlink, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import sharp, { type Sharp } from "sharp";
import { type MediaWidth, uploadedPhotoName } from "../../../shared/media.ts";
import { createConcurrencyLimit } from "../../auth/concurrency-limit.ts";
import { createGuardedFetch, type GuardedFetch } from "../../outbound/guarded-fetch.ts";
import type { ContentImageKind } from "./queries.ts";

const FETCH_TIMEOUT_MS = 10_000;
/** Larger originals are refused rather than held in memory (a phone photo is 3-8 MB). */
const MAX_ORIGINAL_BYTES = 25 * 1024 * 1024;
/** sharp's guard against decompression bombs: 8K by 5K */
const MAX_INPUT_PIXELS = 40_000_000;
/**
 * Originals fetched at once, each up to MAX_ORIGINAL_BYTES in memory until it is encoded; the rest wait their turn.
 * The queue needs no bound of its own: it holds one fetch per source at most, and only the sources the public site
 * shows are fetched.
 */
const MAX_FETCHES_AT_ONCE = 4;
/** A source that failed is not asked for again for this long; pages show the fallback meanwhile. */
const RETRY_FAILED_AFTER_MS = 10 * 60_000;

export type MediaFormat = "webp" | "avif";
const MEDIA_TYPES: Record<MediaFormat, string> = { webp: "image/webp", avif: "image/avif" };

/**
 * How each format is encoded. AVIF at quality 50, effort 3, matches WebP at 62 in SSIM (0.941 against 0.942, mean
 * of six public-domain photos at 800 wide) with 16% fewer bytes, 18% as sent (the smaller of the two each time), at
 * about 0.3 s a photo on one core of a slow machine against WebP's 0.05 (effort 4 saves 2-3% more for four times the
 * time). Measured by `bun tests/bench/photo-formats.ts`.
 */
const ENCODERS: Record<MediaFormat, (image: Sharp) => Sharp> = {
  webp: (image) => image.webp({ quality: 62 }),
  avif: (image) => image.avif({ quality: 50, effort: 3 }),
};

export class MediaUnavailable extends Error {}

/** The start of the name of each file made from `source`: its address hashed, so any address makes a safe name. */
function sourceKey(source: string): string {
  return createHash("sha256").update(source).digest("hex").slice(0, 40);
}

/** `original` (any image sharp reads) at `width`, never enlarged, in `format`, as the service makes it. */
export function encodePhoto(original: Buffer, width: MediaWidth, format: MediaFormat): Promise<Buffer> {
  // photos from phones carry their orientation in EXIF
  const resized = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  return ENCODERS[format](resized).toBuffer();
}

/**
 * The preview of a photo a page puts in its HTML, shown until the photo arrives a round trip later: the photo
 * sampled a few pixels wide, blurred at the width it is shown at. Chrome counts an image as a page's largest paint
 * only when it is not smaller than where it is shown and carries at least 0.05 bits a pixel there: a phone's hero
 * (412 by 288 CSS pixels) asks for 742 bytes. So the preview is encoded at the quality that makes it just over
 * `minBytes`; more bytes would only push the page out of its first round trip (14.6 KB).
 */
const PREVIEW = {
  sampledWidth: 12,
  width: 800,
  blurSigma: 10,
  minBytes: 850,
  lowestQuality: 10,
  highestQuality: 60,
} as const;
const PREVIEW_TYPE = "image/avif";
/** Previews asked for at once from which they are found by listing the folder (see previews). */
const LIST_PREVIEWS_FROM = 50;

/** `original` as its preview (PREVIEW): the lowest quality, found by halving, that gives at least minBytes. */
async function encodePreview(original: Buffer): Promise<Buffer> {
  const sampled = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: PREVIEW.sampledWidth })
    .toBuffer();
  const blurred = await sharp(sampled)
    .resize({ width: PREVIEW.width, kernel: "cubic" })
    .blur(PREVIEW.blurSigma)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const encode = (quality: number) =>
    sharp(blurred.data, { raw: blurred.info }).avif({ quality, effort: 4 }).toBuffer();
  let low: number = PREVIEW.lowestQuality;
  let high: number = PREVIEW.highestQuality;
  let best = await encode(high);
  // a picture too plain for minBytes even at the top quality keeps that encoding: Chrome will take the photo
  while (high - low > 2) {
    const middle = Math.round((low + high) / 2);
    const encoded = await encode(middle);
    if (encoded.byteLength >= PREVIEW.minBytes) [high, best] = [middle, encoded];
    else low = middle;
  }
  return best;
}

/** A made image on disk: the file to send and its type. */
export interface MediaFile {
  path: string;
  type: string;
}

export interface MediaStoreOptions {
  /** Told when a photo's preview is made, so the pages that show the photo can carry it (a rebuild). */
  onPreviewMade?: (source: string) => void;
  /** How sources are fetched: public addresses only, unless this one allows more (OUTBOUND_ALLOW_HOSTS). */
  guardedFetch?: GuardedFetch;
  /** An uploaded photo's kept bytes by name (service/modules/photos/originals.ts), or undefined when it is gone. */
  readUploaded?: (name: string) => Promise<Buffer | undefined>;
}

/** An original as fetched, and the making of its preview (a photo's) from the same bytes. */
interface Original {
  bytes: Buffer;
  preview?: Promise<void>;
}

export function createMediaStore(
  dir: string,
  { onPreviewMade, guardedFetch = createGuardedFetch(), readUploaded }: MediaStoreOptions = {},
) {
  const inFlight = new Map<string, Promise<void>>();
  /**
   * The originals fetched, by source, kept while any width of it is being asked for: every width asked for meanwhile
   * is made from that one fetch, also one whose first look at the disk ends after the fetch (a busy machine).
   */
  const fetching = new Map<string, Promise<Original>>();
  /** How many asks for each source are under way: its original is let go when the last one ends. */
  const asking = new Map<string, number>();
  const limitFetches = createConcurrencyLimit({ maxRunning: MAX_FETCHES_AT_ONCE, maxWaiting: Infinity });
  const failedUntil = new Map<string, number>();

  async function fetchOriginal(source: string): Promise<Buffer> {
    const uploaded = uploadedPhotoName(source);
    if (uploaded !== undefined) {
      const bytes = await readUploaded?.(uploaded);
      if (!bytes) throw new MediaUnavailable(`the uploaded photo ${uploaded} is not kept`);
      return bytes;
    }
    // the whole fetch, body included, within the timeout; reading stops at the limit
    const response = await guardedFetch(source, {
      maxBytes: MAX_ORIGINAL_BYTES,
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    const type = response.headers.get("content-type");
    if (!response.ok || !type?.startsWith("image/")) {
      await response.body?.cancel();
      throw new MediaUnavailable(`${source} answered ${response.status} ${type}, not an image`);
    }
    return Buffer.from(await response.arrayBuffer());
  }

  /** The original of `source`, fetched once for all the widths asked for while it comes, a few fetches at once. */
  function fetchOnce(source: string, kind: ContentImageKind): Promise<Original> {
    let original = fetching.get(source);
    if (!original) {
      original = limitFetches(() => fetchOriginal(source)).then((bytes) => ({
        bytes,
        // beside the photo's encodings, on the same fetch; a photo without its preview is still a photo
        preview:
          kind === "photo"
            ? makePreview(source, bytes).catch((error: unknown) =>
                console.warn(`No preview of ${source} was made: ${String(error)}`),
              )
            : undefined,
      }));
      fetching.set(source, original);
    }
    return original;
  }

  // each file written whole, then renamed: a reader never sees half a file
  const partial = (file: string) => `${file}.${process.pid}.partial`;
  async function writeWhole(path: string, bytes: Buffer): Promise<void> {
    await writeFile(partial(path), bytes);
    await rename(partial(path), path);
  }
  async function linkWhole(path: string, target: string): Promise<void> {
    await rm(partial(path), { force: true });
    await symlink(target, partial(path));
    await rename(partial(path), path);
  }

  const previewPath = (source: string) => join(dir, `${sourceKey(source)}-preview.avif`);

  /** The photo's preview, made from the original fetched for its first width; an avatar's is never shown. */
  async function makePreview(source: string, original: Buffer): Promise<void> {
    const path = previewPath(source);
    if (await lstat(path).catch(() => undefined)) return;
    const preview = await encodePreview(original);
    await mkdir(dir, { recursive: true });
    await writeWhole(path, preview);
    onPreviewMade?.(source);
  }

  /**
   * Makes both formats of one width from one fetch, and a photo's preview with the first. Where the AVIF is not the
   * smaller (noise, star fields), the AVIF name links to the WebP, so a browser that takes AVIF gets the fewer bytes
   * either way.
   */
  async function make(source: string, width: MediaWidth, base: string, kind: ContentImageKind): Promise<void> {
    const original = await fetchOnce(source, kind);
    const [webp, avif] = await Promise.all([
      encodePhoto(original.bytes, width, "webp"),
      encodePhoto(original.bytes, width, "avif"),
      original.preview,
    ]).catch((error: unknown) => {
      throw new MediaUnavailable(`${source} could not be read as an image: ${String(error)}`);
    });
    await mkdir(dir, { recursive: true });
    // the AVIF name last, as it is the one looked for
    await writeWhole(`${base}.webp`, webp);
    if (avif.byteLength < webp.byteLength) await writeWhole(`${base}.avif`, avif);
    else await linkWhole(`${base}.avif`, `${basename(base)}.webp`);
  }

  /** `source` at `width` in `format`, made unless it was; the same width asked for meanwhile waits for that making. */
  async function madeFile(
    source: string,
    width: MediaWidth,
    format: MediaFormat,
    kind: ContentImageKind,
  ): Promise<MediaFile> {
    const base = join(dir, `${sourceKey(source)}-${width}`);
    const made = await existing(base, format);
    if (made) return made;
    if ((failedUntil.get(source) ?? 0) > Date.now()) throw new MediaUnavailable(`${source} failed recently`);
    let making = inFlight.get(base);
    if (!making) {
      making = make(source, width, base, kind)
        .catch((error: unknown) => {
          failedUntil.set(source, Date.now() + RETRY_FAILED_AFTER_MS);
          const unavailable = error instanceof MediaUnavailable ? error : new MediaUnavailable(String(error));
          console.warn(`Image unavailable, the fallback stands in for 10 minutes: ${unavailable.message}`);
          throw unavailable;
        })
        .finally(() => inFlight.delete(base));
      inFlight.set(base, making);
    }
    await making;
    return (await existing(base, format))!;
  }

  /** The made file for `format`, or undefined before it is made. */
  async function existing(base: string, format: MediaFormat): Promise<MediaFile | undefined> {
    const path = `${base}.${format}`;
    const info = await lstat(path).catch(() => undefined);
    if (!info) return undefined;
    return info.isSymbolicLink()
      ? { path: `${base}.webp`, type: MEDIA_TYPES.webp }
      : { path, type: MEDIA_TYPES[format] };
  }

  return {
    /**
     * `source` at `width` in `format` (AVIF for browsers that take it), made on first ask; the WebP where the AVIF
     * would be larger. Throws MediaUnavailable when it cannot be made.
     */
    async file(source: string, width: MediaWidth, format: MediaFormat, kind: ContentImageKind): Promise<MediaFile> {
      asking.set(source, (asking.get(source) ?? 0) + 1);
      try {
        return await madeFile(source, width, format, kind);
      } finally {
        const left = asking.get(source)! - 1;
        if (left > 0) asking.set(source, left);
        else {
          asking.delete(source);
          fetching.delete(source);
        }
      }
    },

    /**
     * The previews made of `sources` so far, as data: URLs a page can hold; a source without one (not asked for yet,
     * or unavailable) is left out.
     */
    async previews(sources: Iterable<string>): Promise<Map<string, string>> {
      const wanted = new Set(sources);
      // for a whole snapshot, one listing rather than a failed read for each photo without a preview (most of
      // 10,000); for a page's few, a read each rather than listing every made file
      const made = wanted.size > LIST_PREVIEWS_FROM ? new Set(await readdir(dir).catch(() => [] as string[])) : null;
      const found = new Map<string, string>();
      for (const source of wanted) {
        const path = previewPath(source);
        if (made && !made.has(basename(path))) continue;
        const bytes = await readFile(path).catch(() => undefined);
        if (bytes) found.set(source, `data:${PREVIEW_TYPE};base64,${bytes.toString("base64")}`);
      }
      return found;
    },

    /**
     * Removes every file made from a source not in `shown` (what the public site shows now), a partial one left by
     * a stopped process included; returns how many went. A source shown again is made again on its first ask.
     */
    async sweep(shown: Iterable<string>): Promise<number> {
      const kept = new Set(Array.from(shown, sourceKey));
      const names = await readdir(dir).catch(() => [] as string[]);
      const unshown = names.filter((name) => !kept.has(name.slice(0, name.indexOf("-"))));
      await Promise.all(unshown.map((name) => rm(join(dir, name), { force: true })));
      return unshown.length;
    },
  };
}
