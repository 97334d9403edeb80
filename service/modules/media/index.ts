// GET /media/{width}/{source}: a public content image (shared/media.ts), fetched once from its host (on the public
// internet only: service/outbound/), resized to one of MEDIA_WIDTHS as WebP and AVIF and kept under DATA_DIR/media.
// A browser that takes AVIF gets it (a fifth fewer bytes for the same look), any other the WebP, under the same
// address (Vary: Accept). An image that cannot be fetched or read is answered with the site's fallback image
// (briefly cached), as the pages would show it: no broken frame, no console error. A photo's first making also makes
// its preview, which pages carry in their HTML from the next build on. After each release, the files of images the
// site no longer shows are removed.
// The formats' bytes and looks: bun tests/bench/photo-formats.ts (docs/measurements.md, "Photos").
import { join } from "node:path";
import { Elysia } from "elysia";
import {
  FALLBACK_AVATAR_IMAGE,
  FALLBACK_BUSINESS_IMAGE,
  isContentPhoto,
  MEDIA_PATH_PREFIX,
  MEDIA_WIDTHS,
  type MediaWidth,
} from "../../../shared/media.ts";
import type { AppContext } from "../../context.ts";
import type { Env } from "../../env.ts";
import type { Database } from "../../db/client.ts";
import { NotFoundError } from "../../errors.ts";
import { createGuardedFetch } from "../../outbound/guarded-fetch.ts";
import { photoOriginalsFrom } from "../photos/originals.ts";
import { projectRoot } from "../../publish/paths.ts";
import { publicImageKind, publicImageSources } from "./queries.ts";
import { createMediaStore, type MediaFormat, MediaUnavailable } from "./resize.ts";

/** A made image never changes under its address (the address is the source's); a week keeps phones from asking. */
const MEDIA_CACHE = "public, max-age=604800";
/** The fallback stands in only until the source answers again. */
const FALLBACK_CACHE = "public, max-age=300";
const FALLBACKS = { photo: FALLBACK_BUSINESS_IMAGE, avatar: FALLBACK_AVATAR_IMAGE } as const;
const IMAGE_NOT_FOUND_MESSAGE = "Image not found";

function decodeSource(encoded: string): string | undefined {
  if (!/^[A-Za-z0-9_-]{1,4000}$/.test(encoded)) return undefined;
  const source = Buffer.from(encoded, "base64url").toString("utf8");
  return isContentPhoto(source) ? source : undefined;
}

/** AVIF for a request whose Accept names it (browsers that decode it say so for every image they ask for). */
export function formatFor(accept: string | null): MediaFormat {
  for (const range of accept?.split(",") ?? []) {
    const [type, ...parameters] = range.split(";").map((part) => part.trim().toLowerCase());
    if (type !== "image/avif") continue;
    const quality = parameters.find((parameter) => parameter.startsWith("q="));
    return quality !== undefined && Number(quality.slice(2)) === 0 ? "webp" : "avif";
  }
  return "webp";
}

const mediaDir = (env: Env) => join(env.dataDir, "media");

/**
 * Removes the made files of every image the public site no longer shows (a photo replaced, a business made inactive,
 * a post unpublished), which /media already refuses: the publisher runs it after each release. Returns how many
 * files went.
 */
export async function sweepUnshownMedia(db: Database, env: Env): Promise<number> {
  return createMediaStore(mediaDir(env)).sweep(await publicImageSources(db));
}

/**
 * The previews made so far of `sources`, as data: URLs (resize.ts): the snapshot gives them to the pages that show
 * these photos in view as they load.
 */
export function madePhotoPreviews(env: Env, sources: Iterable<string>): Promise<Map<string, string>> {
  return createMediaStore(mediaDir(env)).previews(sources);
}

export function mediaRoutes(context: AppContext) {
  const { db, env } = context;
  const store = createMediaStore(mediaDir(env), {
    // the pages showing the photo were built without its preview: the next build gives it to them
    onPreviewMade: () => context.onContentChange({ reason: "a photo's preview was made", requestedBy: "system" }),
    guardedFetch: createGuardedFetch({ allowHosts: env.OUTBOUND_ALLOW_HOSTS }),
    readUploaded: photoOriginalsFrom(env).get,
  });
  return new Elysia().get(`${MEDIA_PATH_PREFIX}:width/:source`, async ({ params, request }) => {
    const width = Number(params.width) as MediaWidth;
    const source = decodeSource(params.source);
    if (!MEDIA_WIDTHS.includes(width) || source === undefined) throw new NotFoundError(IMAGE_NOT_FOUND_MESSAGE);
    const kind = await publicImageKind(db, source);
    if (kind === undefined) throw new NotFoundError(IMAGE_NOT_FOUND_MESSAGE);
    try {
      const made = await store.file(source, width, formatFor(request.headers.get("accept")), kind);
      return new Response(Bun.file(made.path), {
        headers: { "content-type": made.type, "cache-control": MEDIA_CACHE, vary: "Accept" },
      });
    } catch (error) {
      if (!(error instanceof MediaUnavailable)) throw error;
      return new Response(Bun.file(join(projectRoot, "site", "public", FALLBACKS[kind])), {
        headers: { "content-type": "image/svg+xml", "cache-control": FALLBACK_CACHE },
      });
    }
  });
}
