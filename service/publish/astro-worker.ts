// The build process astro-process.ts keeps warm between builds (`bun --bun --preload astro-cache-links.ts`, in its
// own process group). Each `build` line on stdin runs one `astro build` of the project into RELEASE_DIR, then
// writes BUILD_DONE on stdout and on stderr, so the service knows both streams hold all of that build's output.
// Starting Bun, astro, Vite and their plugins costs about 0.7 s, and a warm Vite bundles faster: a one-page edit
// builds in about half the time it takes in a fresh process (npm run bench:publish; docs/measurements.md).
import { build } from "astro";
import { createInterface } from "node:readline";
import { BUILD_DONE } from "./astro-process.ts";

const root = process.env.ASTRO_ROOT!;
const outDir = process.env.RELEASE_DIR!;
const idleMs = Number(process.env.WORKER_IDLE_MS);

let idle = setTimeout(() => process.exit(0), idleMs);
for await (const line of createInterface({ input: process.stdin })) {
  if (line !== "build") continue;
  clearTimeout(idle);
  try {
    await build({ root });
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    // a failed build may leave astro's or Vite's state half made: the next build starts a fresh process
    process.exit(1);
  }
  forgetBuiltModules();
  process.stdout.write(`${BUILD_DONE}\n`);
  process.stderr.write(`${BUILD_DONE}\n`);
  // what the build allocated goes back before the wait, not whenever the next build needs room
  Bun.gc(true);
  idle = setTimeout(() => process.exit(0), idleMs);
}
// stdin closed: the service is gone
process.exit(0);

/**
 * Astro imports the page bundle it just built into the output folder, and Bun keeps a module by its path: the next
 * build's bundle, at the same path, would otherwise be the old one, with its snapshot and route cache.
 */
function forgetBuiltModules() {
  for (const path of Object.keys(require.cache)) if (path.startsWith(outDir)) delete require.cache[path];
}
