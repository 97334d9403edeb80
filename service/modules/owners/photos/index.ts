// An owner's photos of their business (issues 44 and 45), /api/owner/businesses/:businessId/photos, behind
// ownedBusiness() (403 for anyone else's business): POST one photo, checked and kept as an editor's upload is
// (photos/intake.ts), rate-limited as the listing form's photos are; GET /:name shows it to them before it is public.
// An upload changes no record: the photo joins the listing, audited as the owner's, when they save the Listing screen
// (owners/listing/), and is public after the next build, like their other live edits.
import { Elysia } from "elysia";
import { UPLOADED_PHOTO_SCHEME, uploadedPhotoName } from "../../../../shared/media.ts";
import { PHOTO_UPLOAD_LIMITS } from "../../../../shared/constants.ts";
import { admitFormPost } from "../../../abuse/public-forms.ts";
import type { AppContext } from "../../../context.ts";
import { HttpError } from "../../../http.ts";
import { clientAddress } from "../../../request-source.ts";
import { findBusiness } from "../../admin/businesses/queries.ts";
import { keptPhotoResponse, receivePhoto } from "../../photos/index.ts";
import { photoOriginalsFrom } from "../../photos/originals.ts";
import { ownedBusiness } from "../access.ts";

const PHOTO_NOT_YOURS_MESSAGE = "Photo not found";
/** Owners and businesses whose unsaved uploads are remembered at once; the oldest is forgotten past it. */
const REMEMBERED_OWNERS = 1000;

/**
 * The photos an owner uploaded for a business and may not have saved yet, in this process's memory: what they may
 * preview before it is public and add to their listing. A restart forgets them; the same photo sent again is kept
 * once (its name is its content), so uploading it again costs nothing but the sending.
 */
export function createOwnerUploads() {
  const uploads = new Map<string, Set<string>>();
  const keyOf = (ownerId: string, businessId: number) => `${ownerId}\n${businessId}`;
  return {
    remember(ownerId: string, businessId: number, source: string) {
      const key = keyOf(ownerId, businessId);
      const sources = uploads.get(key) ?? new Set<string>();
      uploads.delete(key);
      sources.add(source);
      // the newest last, and no more than a listing's photos: the oldest upload is forgotten first
      if (sources.size > PHOTO_UPLOAD_LIMITS.perBusiness) sources.delete(sources.values().next().value!);
      uploads.set(key, sources);
      if (uploads.size > REMEMBERED_OWNERS) uploads.delete(uploads.keys().next().value!);
    },
    uploaded: (ownerId: string, businessId: number, source: string) =>
      uploads.get(keyOf(ownerId, businessId))?.has(source) ?? false,
  };
}
export type OwnerUploads = ReturnType<typeof createOwnerUploads>;

export function ownerPhotoRoutes(
  context: AppContext,
  uploads: OwnerUploads,
  originals = photoOriginalsFrom(context.env),
) {
  const { db, env } = context;
  return new Elysia({ prefix: "/api/owner/businesses/:businessId/photos" })
    .use(ownedBusiness(context))
    .post("/", async ({ businessId, owner, request, server, set }) => {
      await admitFormPost(db, "photo", { address: clientAddress(request, server, env) });
      const photo = await receivePhoto(request, originals);
      uploads.remember(owner.id, businessId, photo.source);
      set.status = 201;
      return photo;
    })
    .get("/:name", async ({ businessId, owner, params }) => {
      const source = UPLOADED_PHOTO_SCHEME + params.name;
      // their own upload, or a photo their listing holds; another business's photo is as unknown as a made-up name
      const theirs =
        uploadedPhotoName(source) !== undefined &&
        (uploads.uploaded(owner.id, businessId, source) ||
          (await findBusiness(db, businessId)).images.includes(source));
      if (!theirs) throw new HttpError(404, PHOTO_NOT_YOURS_MESSAGE);
      return keptPhotoResponse(originals, params.name);
    });
}
