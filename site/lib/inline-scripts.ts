// The scripts pages carry inline (is:inline), where a bundled module would run too late: before the first image
// loads, before the first paint. Each page's Content-Security-Policy lists the hashes of the inline scripts it holds
// (site/lib/page-policy.ts), so browsers run these and refuse any other inline script.
import { IMPORT_AFTER_FIRST_PAINT_SCRIPT } from "./after-first-paint.ts";
import { SIGNED_IN_HINT_CLASS, SIGNED_IN_HINT_PATTERN } from "./client/current-user.ts";
import { IMAGE_FALLBACK_SCRIPT } from "./images.ts";

/** Set on <html> while the search island works on a search the build could not know (global.css hides results). */
export const SEARCH_PENDING_CLASS = "search-pending";
export const SEARCH_PENDING_SCRIPT = `if(location.search.length>1)document.documentElement.classList.add(${JSON.stringify(SEARCH_PENDING_CLASS)})`;

const SIGNED_IN_HINT_SCRIPT = `if(/${SIGNED_IN_HINT_PATTERN.source}/.test(document.cookie))document.documentElement.classList.add(${JSON.stringify(SIGNED_IN_HINT_CLASS)})`;

/**
 * Every page's <head> script: marks <html> as scripted before the first paint (CSS then shows the business tabs as
 * tabs; without JavaScript they are sections one after another) and as maybe signed in, swaps dead images for the
 * fallback, and imports the page's bundled scripts after its first paint.
 */
export const HEAD_SCRIPT = `document.documentElement.classList.add("js");${SIGNED_IN_HINT_SCRIPT};${IMAGE_FALLBACK_SCRIPT};${IMPORT_AFTER_FIRST_PAINT_SCRIPT}`;
