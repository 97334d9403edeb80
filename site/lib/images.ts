/** Shown for a business without images (a local SVG: no third-party request, light on slow networks). */
export const FALLBACK_BUSINESS_IMAGE = "/images/fallback-business.svg";

/**
 * An inline onerror handler: images are URLs typed by owners and admins, and a dead one should show the
 * fallback rather than a broken frame. A one-line attribute costs far less than a script.
 */
export const SWAP_TO_FALLBACK_ON_ERROR = `this.onerror=null;this.src='${FALLBACK_BUSINESS_IMAGE}'`;
