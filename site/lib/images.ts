/** Shown for a business without images (a local SVG: no third-party request, light on slow networks). */
export const FALLBACK_BUSINESS_IMAGE = "/images/fallback-business.svg";
