// `bun tests/bench/photo-formats.ts`: what /media's two formats cost and look like, on photos anyone can get:
// six public-domain or CC0 photos from Debian's python3-skimage package (downloaded with apt-get, never committed),
// each made at 800 wide as WebP and as AVIF by the service's own encoder (encodePhoto), weighed, timed, and compared
// with the resized original by SSIM. `npm run bench` reports the totals as one row and times the business page with
// one of these photos.
import { mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { encodePhoto, type MediaFormat } from "../../service/modules/media/resize.ts";
import type { MediaWidth } from "../../shared/media.ts";
import { aptGet, run } from "./commands.ts";
import { median } from "./report.ts";

const SKIMAGE_DATA = "./usr/lib/python3/dist-packages/skimage/data";
/**
 * scikit-image's sample photos with no copyright restrictions (its data/_fetchers.py): a coffee cup and a cat (CC0),
 * an astronaut, a rocket launch and a deep field (NASA, SpaceX: public domain), and a motorcycle in a workshop
 * (the Middlebury stereo set), the heaviest, which the bench shows on the business page.
 */
export const PHOTOS = [
  "coffee.png",
  "chelsea.png",
  "astronaut.png",
  "rocket.jpg",
  "hubble_deep_field.jpg",
  "motorcycle_left.png",
] as const;
export type PhotoName = (typeof PHOTOS)[number];
/** The business page's photo in the bench: the heaviest, a listing's hero of a real one's weight */
export const BUSINESS_PHOTO: PhotoName = "motorcycle_left.png";

/** Downloads Debian's python3-skimage into `dir` and takes its photos out: name → bytes. */
export async function publicDomainPhotos(dir: string): Promise<Map<PhotoName, Buffer>> {
  await mkdir(dir, { recursive: true });
  await aptGet(["download", "python3-skimage"], dir);
  const deb = (await readdir(dir)).find((name) => name.startsWith("python3-skimage_") && name.endsWith(".deb"));
  if (!deb) throw new Error("apt-get download python3-skimage left no package");
  const members = PHOTOS.map((name) => `${SKIMAGE_DATA}/${name}`);
  const extract = await run(
    ["sh", "-c", 'deb="$1"; shift; dpkg-deb --fsys-tarfile "$deb" | tar -x "$@"', "sh", deb, ...members],
    {},
    dir,
  );
  if (extract.exitCode !== 0) throw new Error(`the photos could not be taken out of ${deb}:\n${extract.output}`);
  const photos = new Map<PhotoName, Buffer>();
  for (const name of PHOTOS) photos.set(name, await readFile(join(dir, SKIMAGE_DATA, name)));
  return photos;
}

export interface FormatFigures {
  bytes: number;
  /** SSIM of its luma against the resized original's */
  ssim: number;
  encodeMs: number;
}

/** Each photo made at `width` in both formats: bytes, SSIM and time to encode. */
export async function comparePhotoFormats(photos: Map<PhotoName, Buffer>, width: MediaWidth = 800) {
  const figures: { name: PhotoName; width: number; height: number; formats: Record<MediaFormat, FormatFigures> }[] = [];
  for (const [name, original] of photos) {
    const reference = await sharp(original).rotate().resize({ width, withoutEnlargement: true }).png().toBuffer();
    const { width: shownWidth = 0, height: shownHeight = 0 } = await sharp(reference).metadata();
    const referenceLuma = await luma(reference, shownWidth, shownHeight);
    const formats = {} as Record<MediaFormat, FormatFigures>;
    for (const format of ["webp", "avif"] as const) {
      const started = performance.now();
      const made = await encodePhoto(original, width, format);
      const encodeMs = performance.now() - started;
      const ssim = structuralSimilarity(referenceLuma, await luma(made, shownWidth, shownHeight), shownWidth);
      formats[format] = { bytes: made.byteLength, ssim, encodeMs };
    }
    figures.push({ name, width: shownWidth, height: shownHeight, formats });
  }
  const total = (format: MediaFormat) => ({
    bytes: figures.reduce((sum, photo) => sum + photo.formats[format].bytes, 0),
    meanSsim: figures.reduce((sum, photo) => sum + photo.formats[format].ssim, 0) / figures.length,
    medianEncodeMs: median(figures.map((photo) => photo.formats[format].encodeMs)),
  });
  // what a browser that takes AVIF is sent: the smaller of the two (service/modules/media/resize.ts)
  const sentToAvifBrowsers = figures.reduce(
    (sum, photo) => sum + Math.min(photo.formats.avif.bytes, photo.formats.webp.bytes),
    0,
  );
  return { photos: figures, webp: total("webp"), avif: total("avif"), sentToAvifBrowsers };
}

async function luma(image: Buffer, width: number, height: number): Promise<Uint8Array> {
  return sharp(image).resize(width, height).greyscale().raw().toBuffer();
}

/**
 * Mean SSIM (Wang et al. 2004, its usual constants) over 8 × 8 windows every 4 pixels: 1 for identical images,
 * lower as structure, contrast or brightness is lost.
 */
function structuralSimilarity(a: Uint8Array, b: Uint8Array, width: number): number {
  const height = a.length / width;
  const WINDOW = 8;
  const C1 = (0.01 * 255) ** 2;
  const C2 = (0.03 * 255) ** 2;
  let sum = 0;
  let windows = 0;
  for (let top = 0; top + WINDOW <= height; top += 4) {
    for (let left = 0; left + WINDOW <= width; left += 4) {
      let sumA = 0;
      let sumB = 0;
      for (let y = top; y < top + WINDOW; y++) {
        for (let x = left; x < left + WINDOW; x++) {
          sumA += a[y * width + x]!;
          sumB += b[y * width + x]!;
        }
      }
      const meanA = sumA / WINDOW ** 2;
      const meanB = sumB / WINDOW ** 2;
      let varianceA = 0;
      let varianceB = 0;
      let covariance = 0;
      for (let y = top; y < top + WINDOW; y++) {
        for (let x = left; x < left + WINDOW; x++) {
          const da = a[y * width + x]! - meanA;
          const db = b[y * width + x]! - meanB;
          varianceA += da * da;
          varianceB += db * db;
          covariance += da * db;
        }
      }
      const n = WINDOW ** 2 - 1;
      sum +=
        ((2 * meanA * meanB + C1) * ((2 * covariance) / n + C2)) /
        ((meanA ** 2 + meanB ** 2 + C1) * ((varianceA + varianceB) / n + C2));
      windows++;
    }
  }
  return sum / windows;
}

if (import.meta.main) {
  const dir = await mkdtemp(join(tmpdir(), "sor-photos-"));
  try {
    const result = await comparePhotoFormats(await publicDomainPhotos(dir));
    const cell = (figures: FormatFigures) =>
      `${(figures.bytes / 1024).toFixed(1)} KB, SSIM ${figures.ssim.toFixed(4)}, ${Math.round(figures.encodeMs)} ms`;
    for (const photo of result.photos) {
      console.log(
        `${photo.name.padEnd(22)} ${photo.width} × ${photo.height}  WebP ${cell(photo.formats.webp)}  AVIF ${cell(photo.formats.avif)}`,
      );
    }
    const sum = (total: typeof result.webp) =>
      `${(total.bytes / 1024).toFixed(1)} KB, mean SSIM ${total.meanSsim.toFixed(4)}, median ${Math.round(total.medianEncodeMs)} ms`;
    console.log(
      `all: WebP ${sum(result.webp)}; AVIF ${sum(result.avif)}; AVIF/WebP bytes ${(result.avif.bytes / result.webp.bytes).toFixed(2)}; sent to a browser that takes AVIF ${(result.sentToAvifBrowsers / 1024).toFixed(1)} KB (${(result.sentToAvifBrowsers / result.webp.bytes).toFixed(2)} of the WebP)`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
