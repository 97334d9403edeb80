// Astro writes its island runtime (the <astro-island> element, 4.4 KB, 1.4 KB brotli) inline into every page that
// has an island, ahead of the island. Nothing on the first screen needs it: an island's server-rendered markup shows
// without it. So the build serves it as one file named by its content, cached once for every page, and each page
// imports it after its first paint like its other modules (site/lib/after-first-paint.ts). Whichever comes first,
// the runtime or an island's directive script, the islands start: the runtime waits for a missing directive. A page
// whose islands all wait in parts hidden at its first paint (the business page's tabs) imports it only when one of
// them is shown (site/lib/client/islands-when-shown.ts).
import { createHash } from "node:crypto";
import { ISLAND_STYLES } from "astro/runtime/server/astro-island-styles.js";
import runtime from "astro/runtime/server/astro-island.prebuilt.js";
import { afterFirstPaintMarker } from "./after-first-paint.ts";
import { ISLAND_RUNTIME_ATTRIBUTE, ISLANDS_WHEN_SHOWN_ATTRIBUTE } from "./client/islands-when-shown.ts";

export const ISLAND_RUNTIME_SCRIPT: string = runtime;

/** Served from the release at /scripts/ (site/pages/scripts/[file].ts), immutable like /_astro/. */
export const ISLAND_RUNTIME_FILE = `island-runtime.${createHash("sha256").update(runtime).digest("hex").slice(0, 10)}.js`;

const INLINE_RUNTIME = `<script>${runtime}</script>`;
const INLINE_STYLE = `<style>${ISLAND_STYLES}</style>`;

/**
 * `html` importing the island runtime after its first paint (on a page marked ISLANDS_WHEN_SHOWN_ATTRIBUTE, when its
 * script shows an island) instead of running it inline, and without the style Astro writes with it: global.css has
 * that rule, so it comes among the page's own inline rules and the page's policy lists one hash fewer. A page with an island whose runtime or style is not written as Astro 7.3.5 writes
 * them fails its build, naming `page` (its path): it would otherwise go on carrying Astro's runtime inline, unseen.
 */
export function deferIslandRuntime(html: string, page: string): string {
  if (!html.includes("<astro-island")) return html;
  const missing = [
    !html.includes(INLINE_RUNTIME) && "runtime <script> (astro/runtime/server/astro-island.prebuilt.js)",
    !html.includes(INLINE_STYLE) && "<style> (astro/runtime/server/astro-island-styles.js)",
  ].filter(Boolean);
  if (missing.length > 0) {
    throw new Error(
      `Page ${page} has an <astro-island> without Astro's island ${missing.join(" or ")} written as site/lib/island-runtime.ts expects to replace it: Astro changed how it writes its islands`,
    );
  }
  const src = `/scripts/${ISLAND_RUNTIME_FILE}`;
  const marker = html.includes(` ${ISLANDS_WHEN_SHOWN_ATTRIBUTE}`)
    ? `<template ${ISLAND_RUNTIME_ATTRIBUTE}="${src}"></template>`
    : afterFirstPaintMarker(src);
  return html.replace(INLINE_RUNTIME, () => marker).replace(INLINE_STYLE, "");
}
