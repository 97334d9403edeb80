// Photos typed by owners and admins live on other hosts, at whatever size they were uploaded. Pages show them
// through the service's /media path (service/modules/media/): same origin (no connection to a third party on a
// slow network), resized to the width the screen needs, as WebP. Runtime-neutral: the pages and islands build the
// addresses, the service reads them.

export const MEDIA_PATH_PREFIX = "/media/";
/** Shown for a business or post without images, or whose photo does not load (a local SVG, light on slow networks). */
export const FALLBACK_BUSINESS_IMAGE = "/images/fallback-business.svg";
/** Shown for a testimonial whose avatar does not load. */
export const FALLBACK_AVATAR_IMAGE = "/images/fallback-avatar.svg";
/** The widths the service makes: 96 for avatars (48 CSS pixels on a dense screen), the rest for photos. */
export const MEDIA_WIDTHS = [96, 400, 800, 1200] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
/** What a photo's srcset offers; the browser picks by the slot's size (sizes) and the screen's density. */
const PHOTO_WIDTHS = [400, 800, 1200] as const satisfies MediaWidth[];

const isWebAddress = (source: string) => /^https?:\/\//i.test(source);

/**
 * A photo uploaded to the service rather than linked (service/modules/photos): `upload:` and the name it is kept
 * under, the SHA-256 of the bytes sent, as WebP. Records hold it where they hold a web address, and /media serves it
 * as it serves one.
 */
const UPLOADED_PHOTO = /^upload:([0-9a-f]{64}\.webp)$/;
export const UPLOADED_PHOTO_SCHEME = "upload:";
export const isUploadedPhoto = (source: string) => UPLOADED_PHOTO.test(source);
/** The name an uploaded photo is kept under, or undefined for any other source. */
/** The alt text of a business's photo: the one an editor or owner wrote, or the business's name on older records. */
export const photoAlt = (business: { name: string; imageAlts?: Record<string, string> }, source: string) =>
  business.imageAlts?.[source] || business.name;

/** The alt texts of `images` only: a removed photo's text goes with it. */
export const altsOfPhotos = (images: readonly string[], alts: Record<string, string>) =>
  Object.fromEntries(images.filter((source) => alts[source]).map((source) => [source, alts[source]!]));

/** The position (from 1) of the first uploaded photo of `images` without its alt text, or undefined. */
export function uploadedPhotoWithoutAlt(images: readonly string[], alts: Record<string, string>): number | undefined {
  const index = images.findIndex((source) => isUploadedPhoto(source) && !alts[source]);
  return index < 0 ? undefined : index + 1;
}

export const uploadedPhotoName = (source: string) => UPLOADED_PHOTO.exec(source)?.[1];
/** What /media makes photos from: web addresses and uploaded photos. */
export const isContentPhoto = (source: string) => isWebAddress(source) || isUploadedPhoto(source);

/** Where photos are uploaded: an editor's, and a visitor's for a listing (held until it is approved). */
export const PHOTO_UPLOAD_PATHS = { admin: "/api/admin/photos", public: "/api/photos" } as const;
/** An uploaded photo as an editor sees it before it is public (its form, the draft preview). */
/** Where an owner uploads their business's photos (issue 44), and sees them before they are public. */
export const ownerPhotosPath = (businessId: number) => `/api/owner/businesses/${businessId}/photos`;
export const ownerPhotoUrl = (businessId: number, source: string) =>
  `${ownerPhotosPath(businessId)}/${uploadedPhotoName(source)}`;
export const adminPhotoUrl = (source: string) => `${PHOTO_UPLOAD_PATHS.admin}/${uploadedPhotoName(source)}`;
/** The limits as the person choosing files reads them: "Up to 5 photos, 10 MB each". */
export function photoLimitsText(count: number, maxBytes: number): string {
  const megabytes = Math.round(maxBytes / (1024 * 1024));
  return count === 1 ? `One photo, up to ${megabytes} MB` : `Up to ${count} photos, ${megabytes} MB each`;
}

/** base64url of the address: the path then holds nothing a proxy or cache would rewrite. */
function encodeSource(source: string): string {
  const bytes = new TextEncoder().encode(source);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The image at `source` as the service serves it at `width`; local images (the fallbacks) are left as they are. */
export function mediaUrl(source: string, width: MediaWidth): string {
  return isContentPhoto(source) ? `${MEDIA_PATH_PREFIX}${width}/${encodeSource(source)}` : source;
}

/**
 * A photo's address for another site to fetch (a shared link's preview, structured data): an uploaded photo has no
 * address but its /media one, at the widest width; a web address is its own.
 */
export const shareablePhoto = (source: string) => (isUploadedPhoto(source) ? mediaUrl(source, 1200) : source);

/** An <img>'s src and srcset for a photo shown `sizes` wide; a local image (a fallback) is left as it is. */
export function photoAttributes(source: string, sizes: string): { src: string; srcset?: string; sizes?: string } {
  if (!isContentPhoto(source)) return { src: source };
  return {
    src: mediaUrl(source, 800),
    srcset: PHOTO_WIDTHS.map((width) => `${mediaUrl(source, width)} ${width}w`).join(", "),
    sizes,
  };
}

/**
 * How a photo with a preview (a data: URL in the page, made by service/modules/media) is drawn: the preview fills the
 * photo's place, framed as the photo is, from the first paint. The photo itself then waits behind what the page
 * needs first (fetchpriority low), as its place is no longer empty; without a preview, a photo in view is asked for
 * first.
 */
export function previewedPhoto(preview: string | undefined) {
  if (preview === undefined) return { fetchPriority: "high" as const };
  return {
    fetchPriority: "low" as const,
    style: { backgroundImage: `url(${preview})`, backgroundSize: "cover", backgroundPosition: "center" },
  };
}
