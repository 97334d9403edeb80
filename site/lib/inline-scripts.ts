// The scripts pages carry inline (is:inline), where a bundled module would run too late: before the first image
// loads, before the first paint. The site's Content-Security-Policy (astro.config.mjs) lists the hash of each one
// here, so browsers run these and refuse any other inline script: a new one must be added to INLINE_SCRIPTS.
import { IMPORT_AFTER_FIRST_PAINT_SCRIPT } from "./after-first-paint.ts";
import { IMAGE_FALLBACK_SCRIPT } from "./images.ts";

/** Set on <html> while the search island works on a search the build could not know (global.css hides results). */
export const SEARCH_PENDING_CLASS = "search-pending";
export const SEARCH_PENDING_SCRIPT = `if(location.search.length>1)document.documentElement.classList.add(${JSON.stringify(SEARCH_PENDING_CLASS)})`;

/**
 * Every page's <head> script: marks <html> as scripted before the first paint (CSS then shows the business tabs as
 * tabs; without JavaScript they are sections one after another), swaps dead images for the fallback, and imports
 * the page's bundled scripts after its first paint.
 */
export const HEAD_SCRIPT = `document.documentElement.classList.add("js");${IMAGE_FALLBACK_SCRIPT};${IMPORT_AFTER_FIRST_PAINT_SCRIPT}`;

export const INLINE_SCRIPTS = [HEAD_SCRIPT, SEARCH_PENDING_SCRIPT] as const;
