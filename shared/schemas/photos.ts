import { z } from "zod";

/** The answer to a photo upload (POST /api/photos, /api/admin/photos): the source a record holds it by. */
export const UploadedPhotoSchema = z.object({ source: z.string() });
export type UploadedPhoto = z.infer<typeof UploadedPhotoSchema>;
