// Astro writes its island runtime (the <astro-island> element, 4.4 KB, 1.4 KB brotli) inline into every page that
// has an island, ahead of the island. Nothing on the first screen needs it: an island's server-rendered markup shows
// without it. So the build serves it as one file named by its content, cached once for every page, and each page
// imports it after its first paint like its other modules (site/lib/after-first-paint.ts). Whichever comes first,
// the runtime or an island's directive script, the islands start: the runtime waits for a missing directive.
import { createHash } from "node:crypto";
import { ISLAND_STYLES } from "astro/runtime/server/astro-island-styles.js";
import runtime from "astro/runtime/server/astro-island.prebuilt.js";
import { afterFirstPaintMarker } from "./after-first-paint.ts";

export const ISLAND_RUNTIME_SCRIPT: string = runtime;

/** Served from the release at /scripts/ (site/pages/scripts/[file].ts), immutable like /_astro/. */
export const ISLAND_RUNTIME_FILE = `island-runtime.${createHash("sha256").update(runtime).digest("hex").slice(0, 10)}.js`;

/**
 * `html` importing the island runtime after its first paint instead of running it inline, and without the style
 * Astro writes with it: global.css has that rule, so it comes among the page's own inline rules and the page's
 * policy lists one hash fewer.
 */
export const deferIslandRuntime = (html: string): string =>
  html
    .replace(`<script>${runtime}</script>`, () => afterFirstPaintMarker(`/scripts/${ISLAND_RUNTIME_FILE}`))
    .replace(`<style>${ISLAND_STYLES}</style>`, "");
