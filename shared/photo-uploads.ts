// What a photo upload says and takes, free of zod so a page's island can show it before any upload code loads: the
// limits' messages, the types a file picker offers and the field a photo is sent in (service/modules/photos/).
import { PHOTO_UPLOAD_LIMITS } from "./constants.ts";

export const PHOTO_TOO_LARGE_MESSAGE = `Each photo must be at most ${PHOTO_UPLOAD_LIMITS.maxBytes / (1024 * 1024)} MB`;
export const NOT_A_PHOTO_MESSAGE = "Only JPEG, PNG, WebP and AVIF photos can be uploaded";
/** What a file picker offers (the service reads the type from the bytes whatever this says). */
export const ACCEPTED_PHOTO_TYPES = "image/jpeg,image/png,image/webp,image/avif";
/** The formats ACCEPTED_PHOTO_TYPES takes by the names people know them by, kept as written in every language. */
export const PHOTO_FORMAT_NAMES = ["JPEG", "PNG", "WebP", "AVIF"] as const;
/** The multipart field a photo is sent in. */
export const PHOTO_FIELD = "photo";
