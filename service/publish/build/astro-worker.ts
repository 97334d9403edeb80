// The build process astro-process.ts keeps warm between builds (`bun --bun --preload astro-cache-links.ts`, in its
// own process group). Each `build` line on stdin runs one `astro build` of the project into RELEASE_DIR, then
// writes BUILD_DONE on stdout and on stderr, so the service knows both streams hold all of that build's output.
// A `build <file>` line builds only the record pages `file` lists, and the pages without a key (an edit's build,
// changed-pages.ts), without astro's incremental cache: the pages it leaves out are in RELEASE_DIR already.
// Starting Bun, astro, Vite and their plugins costs about 0.7 s, and a warm Vite bundles faster: a one-page edit
// builds in about half the time it takes in a fresh process (npm run bench:publish; docs/measurements.md).
import { build } from "astro";
import { createInterface } from "node:readline";
import { RENDER_ONLY_PAGES_ENV } from "../../../site/lib/render-only.ts";
import {
  BUILD_COMMAND,
  BUILD_DONE,
  CACHE_LINKS_COUNTS,
  CACHE_LINKS_REPORT,
  type CacheLinksReport,
} from "./astro-process.ts";

const root = process.env.ASTRO_ROOT!;
const outDir = process.env.RELEASE_DIR!;
const idleMs = Number(process.env.WORKER_IDLE_MS);

const cacheLinks = (globalThis as { [CACHE_LINKS_COUNTS]?: CacheLinksReport })[CACHE_LINKS_COUNTS];
if (!cacheLinks) {
  fail(
    "The cache links preload (service/publish/build/astro-cache-links.ts) is not installed in astro's build process: astro would copy every page it reuses and write rendered pages through the links the builder staged",
  );
}

let idle = setTimeout(() => process.exit(0), idleMs);
for await (const line of createInterface({ input: process.stdin })) {
  if (line !== BUILD_COMMAND && !line.startsWith(`${BUILD_COMMAND} `)) continue;
  clearTimeout(idle);
  const only = line.slice(BUILD_COMMAND.length + 1);
  try {
    if (only) {
      // read by the record routes' getStaticPaths (site/lib/pages.ts); astro's cache would prune every page not
      // rendered from its manifest, so an edit's build leaves it as it is
      process.env[RENDER_ONLY_PAGES_ENV] = only;
      await build({ root, experimental: { incrementalBuild: false } });
    } else {
      await build({ root });
    }
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    // a failed build may leave astro's or Vite's state half made: the next build starts a fresh process
    process.exit(1);
  }
  if (forgetBuiltModules() === 0) {
    fail(
      `The module cache reset found no module under the output folder (${outDir}) after the build: Astro no longer imports the page bundle it built from there, or Bun no longer keeps modules in require.cache, and the next build would run this one's bundle and snapshot (service/publish/build/astro-worker.ts)`,
    );
  }
  delete process.env[RENDER_ONLY_PAGES_ENV];
  process.stdout.write(`${CACHE_LINKS_REPORT}${JSON.stringify(cacheLinks)}\n`);
  cacheLinks.restores = cacheLinks.cachedCopies = cacheLinks.outputWrites = 0;
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
 * build's bundle, at the same path, would otherwise be the old one, with its snapshot and route cache. Answers how
 * many modules it forgot: every build renders pages with that bundle, so none means the reset no longer works.
 */
function forgetBuiltModules(): number {
  const built = Object.keys(require.cache).filter((path) => path.startsWith(outDir));
  for (const path of built) delete require.cache[path];
  return built.length;
}

/** Ends the process with `message`: the builder fails the build with it, and the next build starts a fresh process. */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
