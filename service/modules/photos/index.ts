// Photos uploaded rather than linked (issue 45): POST /api/admin/photos for an editor, POST /api/photos for a visitor
// listing a business (rate-limited like the public forms, from this site only). One photo a request, as
// multipart/form-data, so each file has its own progress and its own retry. The body is refused by its
// Content-Length (413) before it is read, and while it is read once it passes the limit; the route reads it only
// after the sender's checks. The photo is checked from its content and kept without its metadata (intake.ts), under
// its content's hash (originals.ts): the same photo sent twice is kept once. Nothing is written before the whole
// photo is in and checked, so an upload cut off on its way leaves nothing behind.
// What the answer gives, `upload:<hash>.webp`, is what a record holds; /media serves it once a public record does,
// and never before: a listing's photos stay unseen until an editor approves it. GET /api/admin/photos/:name shows
// an editor a photo before any record is public.
import { Elysia } from "elysia";
import { PHOTO_UPLOAD_LIMITS } from "../../../shared/constants.ts";
import { PHOTO_UPLOAD_PATHS, UPLOADED_PHOTO_SCHEME, uploadedPhotoName } from "../../../shared/media.ts";
import { PHOTO_FIELD, PHOTO_TOO_LARGE_MESSAGE } from "../../../shared/photo-uploads.ts";
import type { UploadedPhoto } from "../../../shared/schemas/photos.ts";
import { admitFormPost } from "../../abuse/public-forms.ts";
import { createConcurrencyLimit } from "../../auth/concurrency-limit.ts";
import { requireAdmin } from "../../auth/guard.ts";
import type { AppContext } from "../../context.ts";
import { HttpError, readCappedBody } from "../../http.ts";
import { assertSameSite, clientAddress } from "../../request-source.ts";
import { keptName, keptPhoto } from "./intake.ts";
import { type PhotoOriginals, photoOriginalsFrom } from "./originals.ts";

export const MULTIPART_ONLY_MESSAGE = "Send the photo as multipart/form-data";
export const ONE_PHOTO_MESSAGE = "Send one photo at a time, in the field 'photo'";
export const EMPTY_PHOTO_MESSAGE = "This file is empty";
const UNREADABLE_UPLOAD_MESSAGE = "The upload could not be read; please send the photo again";
const PHOTO_NOT_FOUND_MESSAGE = "Photo not found";

/** The one photo a multipart body carries, as bytes; the body is never held beyond its limit. */
async function photoBytesOf(request: Request): Promise<Uint8Array> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) throw new HttpError(415, MULTIPART_ONLY_MESSAGE);
  const body = await readCappedBody(request).catch((error: unknown) => {
    if (error instanceof HttpError) throw error;
    // the sender stopped half-way: nothing was written, and nobody is left to answer
    throw new HttpError(400, UNREADABLE_UPLOAD_MESSAGE);
  });
  const form = await new Response(body, { headers: { "content-type": type } }).formData().catch(() => {
    throw new HttpError(400, UNREADABLE_UPLOAD_MESSAGE);
  });
  const files = [...form.values()].filter((value) => typeof value !== "string");
  const photo = form.get(PHOTO_FIELD);
  if (files.length !== 1 || typeof photo === "string" || photo === null) throw new HttpError(422, ONE_PHOTO_MESSAGE);
  if (photo.size > PHOTO_UPLOAD_LIMITS.maxBytes) throw new HttpError(413, PHOTO_TOO_LARGE_MESSAGE);
  if (photo.size === 0) throw new HttpError(422, EMPTY_PHOTO_MESSAGE);
  return new Uint8Array(await photo.arrayBuffer());
}

/**
 * Uploads read at once: each holds its body (up to 10 MB, twice while its parts are read) until it is kept, so four
 * hold about 80 MB at most; the next ones wait with their bodies unread, and beyond 16 waiting the answer is 503.
 */
const receiving = createConcurrencyLimit({ maxRunning: 4, maxWaiting: 16 });

/** Keeps the photo the request carries, unless the same bytes were kept before; answers its source. */
export const receivePhoto = (request: Request, originals: PhotoOriginals) =>
  receiving(() => keepPhoto(request, originals));

async function keepPhoto(request: Request, originals: PhotoOriginals): Promise<UploadedPhoto> {
  const bytes = await photoBytesOf(request);
  const name = keptName(bytes);
  if (!(await originals.has(name))) await originals.put(name, await keptPhoto(bytes));
  return { source: UPLOADED_PHOTO_SCHEME + name };
}

/**
 * A kept photo by its name (`<hash>.webp`), for the one who may see it before it is public: 404 for a name that is
 * no kept photo's.
 */
export async function keptPhotoResponse(originals: PhotoOriginals, requested: string): Promise<Response> {
  const name = uploadedPhotoName(UPLOADED_PHOTO_SCHEME + requested);
  const bytes = name === undefined ? undefined : await originals.get(name);
  if (!bytes) throw new HttpError(404, PHOTO_NOT_FOUND_MESSAGE);
  // its name is its content: it never changes, and only the browser of the one who may see it keeps it
  return new Response(bytes, {
    headers: { "content-type": "image/webp", "cache-control": "private, max-age=31536000, immutable" },
  });
}

export function photoRoutes(context: AppContext, originals = photoOriginalsFrom(context.env)) {
  const { db, env } = context;
  const admin = new Elysia()
    .use(requireAdmin(context))
    .post(PHOTO_UPLOAD_PATHS.admin, async ({ request, set }) => {
      const photo = await receivePhoto(request, originals);
      set.status = 201;
      return photo;
    })
    .get(`${PHOTO_UPLOAD_PATHS.admin}/:name`, ({ params }) => keptPhotoResponse(originals, params.name));
  return new Elysia()
    .post(PHOTO_UPLOAD_PATHS.public, async ({ request, server, set }) => {
      assertSameSite(request, env);
      await admitFormPost(db, "photo", { address: clientAddress(request, server, env) });
      const photo = await receivePhoto(request, originals);
      set.status = 201;
      return photo;
    })
    .use(admin);
}
