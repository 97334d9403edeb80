// The preview bundle: the public pages compiled once for on-request rendering (astro.preview.config.mjs), so an
// admin's preview needs no site build. It depends on code only, never on content: one bundle per version of the
// site's sources, kept under node_modules/.cache (inside the project, so the bundle's bare imports resolve) and
// reused by every process and data folder until a source changes.
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { astroCli, bunBinary, projectRoot } from "../paths.ts";
import { siteCodeDigest } from "../build/site-code.ts";

const BUNDLES_DIR = join(projectRoot, "node_modules", ".cache", "site-preview");
/** relative: astro resolves --config against --root */
const CONFIG = "astro.preview.config.mjs";
const KEPT_BUNDLES = 3;

export interface PreviewBundle {
  /** the server entry exporting renderPreview (site/preview/entry.ts) */
  entry: string;
  /** the browser assets (CSS, islands, page scripts), served under PREVIEW_PATH_PREFIX */
  clientDir: string;
  /** the version of the site's code it was compiled from (site-code.ts) */
  code: string;
}

const bundleAt = (dir: string, code: string): PreviewBundle => ({
  entry: join(dir, "server", "entry.mjs"),
  clientDir: join(dir, "client"),
  code,
});

/**
 * The bundle of the current sources, built first if there is none (about 2 s). Builds into a folder of its own
 * and renames it into place, so concurrent builders (another instance, a test file) never see half a bundle.
 * Timed by tests/bench/preview-latency.ts.
 */
export async function ensurePreviewBundle(): Promise<PreviewBundle> {
  const digest = await siteCodeDigest();
  const dir = join(BUNDLES_DIR, digest);
  if (await exists(bundleAt(dir, digest).entry)) return bundleAt(dir, digest);

  await mkdir(BUNDLES_DIR, { recursive: true });
  const building = join(BUNDLES_DIR, `${digest}.${process.pid}.${Date.now()}.tmp`);
  try {
    await runPreviewBuild(building);
    // a concurrent builder may have won; its bundle is as good as ours
    await rename(building, dir).catch(async (error: unknown) => {
      if (!(await exists(bundleAt(dir, digest).entry))) throw error;
    });
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  await pruneOldBundles();
  return bundleAt(dir, digest);
}

async function runPreviewBuild(outDir: string): Promise<void> {
  const child = Bun.spawn([bunBinary, "--bun", astroCli, "build", "--config", CONFIG, "--root", projectRoot], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PREVIEW_OUT_DIR: outDir,
      // production whatever the service runs as: under "test" React would ship its development build
      NODE_ENV: "production",
      ASTRO_TELEMETRY_DISABLED: "1",
      FORCE_COLOR: "0",
    },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [stdout, stderr, exitCode] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ]);
  if (exitCode !== 0) {
    const tail = `${stdout}\n${stderr}`.trim().split("\n").slice(-30).join("\n");
    throw new Error(`The preview bundle did not build (astro exit ${exitCode}):\n${tail}`);
  }
}

/** Keeps the newest few bundles: another process of the project may still run an older one's pages. */
async function pruneOldBundles(): Promise<void> {
  const names = (await readdir(BUNDLES_DIR).catch(() => [])).filter((name) => !name.endsWith(".tmp"));
  const dated = await Promise.all(
    names.map(async (name) => ({ name, mtimeMs: (await stat(join(BUNDLES_DIR, name))).mtimeMs })),
  );
  const old = dated.sort((a, b) => b.mtimeMs - a.mtimeMs).slice(KEPT_BUNDLES);
  await Promise.all(old.map(({ name }) => rm(join(BUNDLES_DIR, name), { recursive: true, force: true })));
}

async function exists(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined)) !== undefined;
}
