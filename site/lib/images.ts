/** Shown for a business without images (a local SVG: no third-party request, light on slow networks). */
export const FALLBACK_BUSINESS_IMAGE = "/images/fallback-business.svg";
/** Shown for a testimonial whose avatar URL does not load. */
export const FALLBACK_AVATAR_IMAGE = "/images/fallback-avatar.svg";

/**
 * Images are URLs typed by owners and admins, and a dead one should show the fallback rather than a
 * broken frame. Error events do not bubble, so one capturing listener in <head> (before any image
 * loads) serves every <img data-fallback> on the page: the static pages and the React islands alike.
 */
export const IMAGE_FALLBACK_SCRIPT =
  'document.addEventListener("error",function(e){var i=e.target;' +
  'if(i instanceof HTMLImageElement&&i.dataset.fallback&&i.getAttribute("src")!==i.dataset.fallback)' +
  "i.src=i.dataset.fallback},true)";
