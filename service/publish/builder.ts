// Builds one release of the public site: snapshot → astro build (under Bun) → Pagefind → atomic swap.
// A failed stage throws before the swap, so the live release is never touched by a broken build.
import { readdir, rm, symlink, rename, mkdir } from "node:fs/promises";
import { join, relative } from "node:path";
import * as pagefind from "pagefind";
import { BUILD_LOG_TAIL_LINES, type BuildStage } from "../../shared/schemas/build.ts";
import type { SiteSnapshot } from "../../shared/schemas/snapshot.ts";
import { projectRoot, releasePaths } from "./paths.ts";
import { writeSnapshot } from "./snapshot.ts";

export interface BuildResult {
  releaseId: string;
  pages: number;
  durationMs: number;
  stages: { astroMs: number; pagefindMs: number; swapMs: number };
}

/** What a build reports as it goes; the publisher writes it to the build's row. */
export interface BuildProgress {
  stage(stage: BuildStage): Promise<void>;
  log(text: string): void;
}

/** Releases kept besides the live one, so a page opened just before a swap can still load its assets. */
const RELEASES_KEPT = 3;

/** Output and stages go to `progress` (the build's row); without it, nowhere. */
export async function buildRelease(
  snapshot: SiteSnapshot,
  dataDir: string,
  progress: BuildProgress = { stage: () => Promise.resolve(), log: () => {} },
): Promise<BuildResult> {
  const started = performance.now();
  const paths = releasePaths(dataDir);
  const releaseId = new Date().toISOString().replace(/[:.]/g, "-");
  const releaseDir = join(paths.releases, releaseId);
  await mkdir(paths.releases, { recursive: true });
  await writeSnapshot(paths.snapshot, snapshot);

  await progress.stage("render");
  const astroStarted = performance.now();
  progress.log(
    await runAstroBuild({ RELEASE_DIR: releaseDir, SNAPSHOT_PATH: paths.snapshot, PUBLIC_URL: snapshot.siteUrl }),
  );
  const astroMs = performance.now() - astroStarted;

  await progress.stage("index");
  const pagefindStarted = performance.now();
  const pages = await indexWithPagefind(releaseDir);
  const pagefindMs = performance.now() - pagefindStarted;

  await progress.stage("swap");
  const swapStarted = performance.now();
  await swapLiveRelease(releaseDir, paths.live);
  await pruneReleases(paths.releases, releaseId);
  const swapMs = performance.now() - swapStarted;

  return { releaseId, pages, durationMs: performance.now() - started, stages: { astroMs, pagefindMs, swapMs } };
}

/** Answers astro's output (stdout and stderr); throws with its tail when the build fails. */
async function runAstroBuild(extraEnv: Record<string, string>): Promise<string> {
  // Astro 7 refuses Node 20 at its CLI, so it always runs on Bun's runtime (the binary running us, or npm's bun).
  const bun = process.versions.bun ? process.execPath : join(projectRoot, "node_modules", ".bin", "bun");
  const child = Bun.spawn(
    [bun, "--bun", join(projectRoot, "node_modules", "astro", "bin", "astro.mjs"), "build", "--silent"],
    {
      cwd: projectRoot,
      // NODE_ENV production whatever the service runs as: under "test" React would ship its development build.
      env: { ...process.env, ...extraEnv, NODE_ENV: "production", ASTRO_TELEMETRY_DISABLED: "1" },
      stdout: "pipe",
      stderr: "pipe",
    },
  );
  const [stdout, stderr, exitCode] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ]);
  const output = `${stdout}\n${stderr}`.trim();
  if (exitCode !== 0) {
    const tail = output.split("\n").slice(-BUILD_LOG_TAIL_LINES).join("\n");
    throw new Error(`astro build failed (exit ${exitCode}):\n${tail}`);
  }
  return output;
}

/** Indexes the release's pages for instant search and returns how many HTML pages it holds. */
async function indexWithPagefind(releaseDir: string): Promise<number> {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`pagefind failed to start: ${errors.join("; ")}`);
  try {
    const added = await index.addDirectory({ path: releaseDir });
    if (added.errors.length) throw new Error(`pagefind: ${added.errors.join("; ")}`);
    const written = await index.writeFiles({ outputPath: join(releaseDir, "pagefind") });
    if (written.errors.length) throw new Error(`pagefind: ${written.errors.join("; ")}`);
    return await countHtmlPages(releaseDir);
  } finally {
    await pagefind.close();
  }
}

async function countHtmlPages(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((entry) => entry.endsWith(".html")).length;
}

/** Points the live link at the new release with one rename, so no request sees a half-swapped site. */
async function swapLiveRelease(releaseDir: string, liveLink: string): Promise<void> {
  const temporaryLink = `${liveLink}.next`;
  await rm(temporaryLink, { force: true });
  await symlink(relative(join(liveLink, ".."), releaseDir), temporaryLink);
  await rename(temporaryLink, liveLink);
}

async function pruneReleases(releasesDir: string, liveId: string): Promise<void> {
  const ids = (await readdir(releasesDir)).sort();
  const stale = ids.filter((id) => id !== liveId).slice(0, -RELEASES_KEPT);
  await Promise.all(stale.map((id) => rm(join(releasesDir, id), { recursive: true, force: true })));
}
