// What an uploaded file must be to be kept as a photo, checked from its bytes, never from its name or the type its
// sender declared: JPEG, PNG, WebP or AVIF by their signatures (HEIC is left out: the sharp build reads HEIF only as
// AVIF), a picture no larger than PHOTO_UPLOAD_LIMITS.maxPixels by its header, read before anything is decoded. What
// is kept is the picture alone, re-encoded: turned the way its EXIF orientation says, then every piece of metadata
// left behind (GPS position, camera, comments, anything a script could hide in), at most KEPT_LONGEST_SIDE pixels on
// its longest side.
import { createHash } from "node:crypto";
import sharp from "sharp";
import { PHOTO_UPLOAD_LIMITS } from "../../../shared/constants.ts";
import { NOT_A_PHOTO_MESSAGE } from "../../../shared/photo-uploads.ts";
import { createConcurrencyLimit } from "../../auth/concurrency-limit.ts";
import { HttpError } from "../../http.ts";

/** Twice the widest photo /media makes (1200): room for a sharper width later, a tenth of a phone photo's bytes. */
const KEPT_LONGEST_SIDE = 2400;
/** WebP at 90: the photo's own look, kept for the widths /media makes from it (they are encoded at 62 and 50). */
const KEPT_QUALITY = 90;
/**
 * Photos decoded at once, each up to about 200 MB of pixels for a 40-megapixel picture while it is re-encoded; the
 * rest wait their turn, and beyond a few waiting the service answers 503 rather than hold their bodies.
 */
const decodeLimit = createConcurrencyLimit({ maxRunning: 2, maxWaiting: 8 });

export const TOO_MANY_PIXELS_MESSAGE = `This picture is too large: at most ${PHOTO_UPLOAD_LIMITS.maxPixels / 1_000_000} megapixels`;
export const UNREADABLE_PHOTO_MESSAGE = "This photo could not be read; it may be damaged";

type PhotoType = "jpeg" | "png" | "webp" | "avif";

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The photo type the bytes begin as, or undefined (HTML, SVG, a GIF, anything else). */
export function photoTypeOf(bytes: Uint8Array): PhotoType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  // an ISO media file whose major brand is AVIF's (a still picture or a sequence)
  if (ascii(bytes, 4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(bytes, 8, 12))) return "avif";
  return undefined;
}

/** What sharp calls each type, for the check that the header it reads is the one the signature named. */
const SHARP_FORMATS: Record<PhotoType, string> = { jpeg: "jpeg", png: "png", webp: "webp", avif: "heif" };

/** The name the photo sent as `bytes` is kept under. */
export const keptName = (bytes: Uint8Array) => `${createHash("sha256").update(bytes).digest("hex")}.webp`;

/**
 * Checks the photo `bytes` from its content and makes what is kept of it.
 * @throws HttpError 422 (not a photo, too many pixels, unreadable), 503 when too many are being made at once
 */
export async function keptPhoto(bytes: Uint8Array): Promise<Buffer> {
  const type = photoTypeOf(bytes);
  if (!type) throw new HttpError(422, NOT_A_PHOTO_MESSAGE);
  // the header only: a 30,000 by 30,000 PNG of a few hundred KB is refused here, without a pixel decoded
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new HttpError(422, UNREADABLE_PHOTO_MESSAGE);
    });
  if (header.format !== SHARP_FORMATS[type]) throw new HttpError(422, NOT_A_PHOTO_MESSAGE);
  if (header.width * header.height > PHOTO_UPLOAD_LIMITS.maxPixels) throw new HttpError(422, TOO_MANY_PIXELS_MESSAGE);
  return decodeLimit(async () => {
    return (
      sharp(bytes, { limitInputPixels: PHOTO_UPLOAD_LIMITS.maxPixels, failOn: "error" })
        // the orientation applied before the EXIF that carries it is left behind (sharp keeps no metadata by default)
        .rotate()
        .resize({ width: KEPT_LONGEST_SIDE, height: KEPT_LONGEST_SIDE, fit: "inside", withoutEnlargement: true })
        .webp({ quality: KEPT_QUALITY })
        .toBuffer()
        .catch(() => {
          throw new HttpError(422, UNREADABLE_PHOTO_MESSAGE);
        })
    );
  });
}
