import { z } from "zod";

/** The answer to a photo upload (POST /api/photos, /api/admin/photos): the source a record holds it by. */
export const UploadedPhotoSchema = z.object({ source: z.string() });
export type UploadedPhoto = z.infer<typeof UploadedPhotoSchema>;

/** The multipart field a photo is sent in. */
export const PHOTO_FIELD = "photo";
