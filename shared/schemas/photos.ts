import { z } from "zod";
import { PHOTO_UPLOAD_LIMITS } from "../constants.ts";

/** The answer to a photo upload (POST /api/photos, /api/admin/photos): the source a record holds it by. */
export const UploadedPhotoSchema = z.object({ source: z.string() });
export type UploadedPhoto = z.infer<typeof UploadedPhotoSchema>;

export const PHOTO_TOO_LARGE_MESSAGE = `Each photo must be at most ${PHOTO_UPLOAD_LIMITS.maxBytes / (1024 * 1024)} MB`;
export const NOT_A_PHOTO_MESSAGE = "Only JPEG, PNG, WebP and AVIF photos can be uploaded";
/** What a file picker offers (the service reads the type from the bytes whatever this says). */
export const ACCEPTED_PHOTO_TYPES = "image/jpeg,image/png,image/webp,image/avif";

/** The multipart field a photo is sent in. */
export const PHOTO_FIELD = "photo";
