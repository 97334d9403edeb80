// The island runtime of a page whose islands all sit in parts hidden at its first paint: the business page's
// Reviews and Contact tabs. Nothing needs it before one of them is shown, so such a page does not import it after its
// first paint as others do (site/lib/island-runtime.ts) but when one of those parts is first shown (1.7 KB gzip
// less on load, for a business page within 6 KB of JavaScript with its opening hours' script).

/** Marks the part of a page that holds every island the page has, each hidden at its first paint. */
export const ISLANDS_WHEN_SHOWN_ATTRIBUTE = "data-islands-when-shown";
/** On such a page, in place of the after-first-paint marker: the runtime's address. */
export const ISLAND_RUNTIME_ATTRIBUTE = "data-island-runtime";

let runtime: Promise<unknown> | undefined;

/** Imports the page's island runtime, once, when `part`, just shown, holds an island. */
export function showingIslandsOf(part: Element | null): void {
  if (runtime || !part?.querySelector("astro-island")) return;
  const src = document.querySelector(`template[${ISLAND_RUNTIME_ATTRIBUTE}]`)?.getAttribute(ISLAND_RUNTIME_ATTRIBUTE);
  // a failed import (offline, a release replaced) is tried again at the next part shown
  if (src) runtime = import(/* @vite-ignore */ src).catch(() => (runtime = undefined));
}
