// Fetches a content image once, makes each asked width as WebP, and keeps the results on disk under the data folder.
import { createHash } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import type { MediaWidth } from "../../../shared/media.ts";

const FETCH_TIMEOUT_MS = 10_000;
/** Larger originals are refused rather than held in memory (a phone photo is 3-8 MB). */
const MAX_ORIGINAL_BYTES = 25 * 1024 * 1024;
/** sharp's guard against decompression bombs: 8K by 5K */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 62;
/** A source that failed is not asked for again for this long; pages show the fallback meanwhile. */
const RETRY_FAILED_AFTER_MS = 10 * 60_000;

export class MediaUnavailable extends Error {}

export function createMediaStore(dir: string) {
  const inFlight = new Map<string, Promise<string>>();
  const failedUntil = new Map<string, number>();

  async function fetchOriginal(source: string): Promise<Buffer> {
    const response = await fetch(source, { redirect: "follow", signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new MediaUnavailable(`${source} answered ${response.status}`);
    if (!response.headers.get("content-type")?.startsWith("image/"))
      throw new MediaUnavailable(`${source} is not an image (${response.headers.get("content-type")})`);
    const declared = Number(response.headers.get("content-length") ?? 0);
    if (declared > MAX_ORIGINAL_BYTES) throw new MediaUnavailable(`${source} is larger than 25 MB`);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.byteLength > MAX_ORIGINAL_BYTES) throw new MediaUnavailable(`${source} is larger than 25 MB`);
    return bytes;
  }

  async function make(source: string, width: MediaWidth, file: string): Promise<string> {
    const original = await fetchOriginal(source);
    const webp = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
      // photos from phones carry their orientation in EXIF
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer()
      .catch((error: unknown) => {
        throw new MediaUnavailable(`${source} could not be read as an image: ${String(error)}`);
      });
    await mkdir(dir, { recursive: true });
    // written whole, then renamed: a reader never sees half a file
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, webp);
    await rename(partial, file);
    return file;
  }

  return {
    /** The WebP file of `source` at `width`, made on first ask; throws MediaUnavailable when it cannot be. */
    async file(source: string, width: MediaWidth): Promise<string> {
      const name = `${createHash("sha256").update(source).digest("hex").slice(0, 40)}-${width}.webp`;
      const file = join(dir, name);
      if (await Bun.file(file).exists()) return file;
      if ((failedUntil.get(source) ?? 0) > Date.now()) throw new MediaUnavailable(`${source} failed recently`);
      let making = inFlight.get(file);
      if (!making) {
        making = make(source, width, file)
          .catch((error: unknown) => {
            failedUntil.set(source, Date.now() + RETRY_FAILED_AFTER_MS);
            const unavailable = error instanceof MediaUnavailable ? error : new MediaUnavailable(String(error));
            console.warn(`Image unavailable, the fallback stands in for 10 minutes: ${unavailable.message}`);
            throw unavailable;
          })
          .finally(() => inFlight.delete(file));
        inFlight.set(file, making);
      }
      return making;
    },
  };
}
