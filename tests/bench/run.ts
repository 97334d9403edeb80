// `npm run bench`: what issue 12 asks the site to be, measured on this machine in one run, each figure the median
// of several runs and set against its peer measured in the same run. Prints a table and writes it to
// bench/results/latest.md, with the figures as JSON beside it (bench/results/ is not committed: it describes one
// machine at one moment). Installs Debian's wrk, nginx and chromium with apt-get when they are missing. The steps,
// in the order they run, each in a file of its own:
//   - photos (photos.ts): /media's AVIF against its WebP on six public-domain photos: bytes, SSIM, encode time
//     (photo-formats.ts);
//   - page-weight (page-weight-rows.ts): JavaScript (tests/bench/page-weight.ts) and HTML, gzip bytes per page type,
//     and the fonts a Hindi or Hebrew page loads (demo content, every page type in English, Hindi and Hebrew);
//   - lighthouse (lighthouse.ts): Lighthouse mobile at 300 ms RTT / 400 kbps / 4x CPU on home, search, category,
//     business and blog post, each in English, Hindi and Hebrew, against a bare page under the same profile (the business page with a real photo from
//     Debian's python3-skimage: the demo's own are out of reach offline), and each of those pages' response in
//     bytes, headers included, against what the profile's first round trip carries;
//   - static-serving (static-serving.ts): the service against nginx (gzip_static, one worker, on the same release) on
//     a business page, with wrk (wrk.ts), and Bun.serve alone sending the same answer from memory: the most this
//     runtime can reach;
//   - pagefind (pagefind.ts): bytes a first Pagefind search fetches at demo size;
//   - search-api (search-api.ts): the search API at 64 connections over 10,000 generated businesses, on PostgreSQL
//     and on PGlite, against Elysia's minimal JSON route, and GET /api/categories beside it; what a query costs
//     without the read cache; its EXPLAIN on PostgreSQL;
//   - publishing (publishing.ts): build time, pages a second and peak memory at demo size and 10,000 businesses, an
//     edit until live, what the warm build process holds (tests/bench/publish.ts);
//   - pagefind-large (pagefind.ts): the same first search on the site of 10,000 businesses publishing leaves.
// The steps from page-weight to pagefind run on the demo site (demo-site.ts: the service as `npm start` runs it, and
// nginx on its release), which needs the photos step. `npm run bench -- --only search-api,photos` runs the steps
// named and those they need (pagefind-large needs pagefind and publishing), in the same order, and reports them alone.
// The 10,000 businesses are generated (bench-data.ts) into a throwaway database on TEST_DATABASE_URL's server
// and a throwaway PGlite; nothing generated is kept.
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { type Bench, BUSINESSES } from "./bench.ts";
import { createBenchDatabase } from "./bench-data.ts";
import { firstIds, startDemoService } from "./demo-site.ts";
import { measureLighthouse } from "./lighthouse.ts";
import { measurePageWeight } from "./page-weight-rows.ts";
import { measureLargePagefind, pagefindFirstSearch } from "./pagefind.ts";
import { measurePhotoFormats } from "./photos.ts";
import { installMissingTools, step } from "./processes.ts";
import { measurePublishing } from "./publishing.ts";
import { writeReport } from "./report.ts";
import { measureSearchApi } from "./search-api.ts";
import { measureStaticServing } from "./static-serving.ts";

const STEPS = [
  "photos",
  "page-weight",
  "lighthouse",
  "static-serving",
  "pagefind",
  "search-api",
  "publishing",
  "pagefind-large",
] as const;
type StepName = (typeof STEPS)[number];
const DEMO_SITE_STEPS: StepName[] = ["page-weight", "lighthouse", "static-serving", "pagefind"];
/**
 * What a step needs run before it: the demo site is given the photos step's photo; pagefind-large is set against
 * pagefind's figure, on the site publishing leaves.
 */
const NEEDS: Partial<Record<StepName, StepName[]>> = {
  ...Object.fromEntries(DEMO_SITE_STEPS.map((name) => [name, ["photos"]])),
  "pagefind-large": ["pagefind", "publishing"],
};

const asked = onlyOption(process.argv.slice(2));
const chosen = new Set<StepName>();
const choose = (name: StepName): void => {
  if (chosen.has(name)) return;
  chosen.add(name);
  for (const needed of NEEDS[name] ?? []) choose(needed);
};
for (const name of asked ?? STEPS) choose(name);
const runs = (name: StepName) => chosen.has(name);

const started = performance.now();
const loadAtStart = loadavg()[0]!;
const work = await mkdtemp(join(tmpdir(), "sor-bench-"));
const bench: Bench = { rows: [], notes: [], sections: [], cleanups: [], work, started, loadAtStart, only: asked };
// nginx's worker runs as another user: it must be able to read the release in here
await chmod(work, 0o755);
bench.cleanups.push(() => rm(work, { recursive: true, force: true }));

try {
  const onDemoSite = DEMO_SITE_STEPS.some(runs);
  await installMissingTools(bench, {
    wrk: runs("static-serving") || runs("search-api"),
    nginx: onDemoSite,
    chromium: onDemoSite || runs("pagefind-large"),
  });
  const photos = runs("photos")
    ? await step(bench, "photos: AVIF against WebP (tests/bench/photo-formats.ts)", () => measurePhotoFormats(bench))
    : undefined;
  const demoPagefind = photos && onDemoSite ? await measureOnDemoSite(photos) : undefined;

  if (runs("search-api")) {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      await step(bench, `search API, ${BUSINESSES} businesses on PostgreSQL`, async () =>
        measureSearchApi(bench, await createBenchDatabase(serverUrl), { explain: true }),
      );
    } else {
      bench.notes.push("TEST_DATABASE_URL is not set: the PostgreSQL search figures and its EXPLAIN are left out.");
    }
    await step(bench, `search API, ${BUSINESSES} businesses on PGlite`, async () =>
      measureSearchApi(bench, await createBenchDatabase(), { explain: false }),
    );
  }
  // publish.ts leaves its data folder of 10,000 businesses here: the site Pagefind is timed on next
  const largeSite = join(work, `site-${BUSINESSES}`);
  if (runs("publishing")) {
    await step(bench, "publishing (tests/bench/publish.ts)", () => measurePublishing(bench, largeSite));
  }
  if (runs("pagefind-large") && demoPagefind !== undefined) {
    await step(bench, `Pagefind, ${BUSINESSES} businesses`, () => measureLargePagefind(bench, largeSite, demoPagefind));
  }
} catch (error) {
  // what was measured before is still reported, with the failure
  bench.notes.push(`The run stopped early: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  for (const cleanup of bench.cleanups.reverse()) await cleanup().catch((error: unknown) => console.error(error));
}
await writeReport(bench);

/**
 * The steps on the demo site, its service and nginx started for them and stopped after. Answers the bytes of the
 * demo's first Pagefind search, when the pagefind step is among them.
 */
async function measureOnDemoSite(photos: Awaited<ReturnType<typeof measurePhotoFormats>>) {
  const demo = await step(bench, "the demo site: service and nginx", () => startDemoService(bench, photos.shown));
  if (runs("page-weight")) await step(bench, "page weight", () => measurePageWeight(bench, demo.url));
  if (runs("lighthouse")) {
    await step(bench, "Lighthouse", () => measureLighthouse(bench, demo.url, demo.nginxUrl, photos.business));
  }
  if (runs("static-serving")) {
    await step(bench, "static serving", async () => measureStaticServing(bench, demo, await firstIds(demo.url)));
  }
  const demoPagefind = runs("pagefind")
    ? await step(bench, "Pagefind, demo", () => pagefindFirstSearch(demo.url))
    : undefined;
  await demo.stop();
  return demoPagefind;
}

/** The steps `--only a,b` names, or undefined without it; a name that is no step stops the run before it starts. */
function onlyOption(args: string[]): StepName[] | undefined {
  const at = args.indexOf("--only");
  if (at < 0) return undefined;
  const names = (args[at + 1] ?? "").split(",").filter(Boolean);
  const unknown = names.filter((name) => !(STEPS as readonly string[]).includes(name));
  if (!names.length || unknown.length) {
    throw new Error(
      `--only takes steps among ${STEPS.join(", ")}, separated by commas${unknown.length ? `, not ${unknown.join(", ")}` : ""}`,
    );
  }
  return names as StepName[];
}
