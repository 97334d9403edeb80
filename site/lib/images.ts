import { adminPhotoUrl, isUploadedPhoto, photoAttributes } from "../../shared/media.ts";

export { FALLBACK_AVATAR_IMAGE, FALLBACK_BUSINESS_IMAGE, previewedPhoto } from "../../shared/media.ts";

export type PhotoAttributes = ReturnType<typeof photoAttributes>;

/**
 * A page's photo, through the service's /media (shared/media.ts). An admin's preview shows it from its host, or an
 * uploaded one from the admin's own address for it: /media serves only what the public site shows, and the record
 * previewed is not public yet.
 */
export const pagePhoto = (source: string, sizes: string, preview: boolean): PhotoAttributes => {
  if (!preview) return photoAttributes(source, sizes);
  return { src: isUploadedPhoto(source) ? adminPhotoUrl(source) : source };
};

/**
 * Images are URLs typed by owners and admins, and a dead one should show the fallback rather than a
 * broken frame. Error events do not bubble, so one capturing listener in <head> (before any image
 * loads) serves every <img data-fallback> on the page: the static pages and the React islands alike.
 */
export const IMAGE_FALLBACK_SCRIPT =
  'document.addEventListener("error",function(e){var i=e.target;' +
  'if(i instanceof HTMLImageElement&&i.dataset.fallback&&i.getAttribute("src")!==i.dataset.fallback)' +
  '{i.removeAttribute("srcset");i.src=i.dataset.fallback}},true)';
