// Preloaded into the astro build process by builder.ts (`bun --preload`). Astro's incremental build keeps a copy
// of every keyed page under <cacheDir>/dist/: a page it reuses is copied from there into the output folder, and a
// page it renders is written to the output folder and then over its cached copy, in place. Here a reuse becomes a
// hard link and the cached copy of a rendered page becomes a link to the file just written (or a new file renamed
// into place). So a reused page costs no copy, each version of a page is one file shared by the cache and every
// release that holds it, and no write ever changes a file that a live or kept release holds: a page rendered into
// the output folder, where the builder staged its cached copy as a link (astro-cache.ts), replaces that link.
// It counts the calls it takes over, which the worker reports after each build: a build during which Astro no longer
// called them fails (astro-output.ts), as does a worker this file was not preloaded into (astro-worker.ts).
import fs from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { CACHED_PAGES_DIR } from "./astro-cache.ts";
import { CACHE_LINKS_COUNTS, type CacheLinksReport } from "./astro-process.ts";

const cacheDir = process.env.BUILD_CACHE_DIR;
const outDir = process.env.RELEASE_DIR;

type PathArgument = Parameters<typeof fs.promises.copyFile>[0];

function pathOf(file: PathArgument | fs.promises.FileHandle): string | undefined {
  if (file instanceof URL) return fileURLToPath(file);
  return typeof file === "string" ? resolve(file) : undefined;
}

if (cacheDir && outDir) {
  const cachedPages = join(resolve(cacheDir), CACHED_PAGES_DIR) + sep;
  const output = resolve(outDir) + sep;
  const inCache = (file: PathArgument | fs.promises.FileHandle) => pathOf(file)?.startsWith(cachedPages) ?? false;
  const inOutput = (file: PathArgument | fs.promises.FileHandle) => pathOf(file)?.startsWith(output) ?? false;
  const { copyFile, writeFile } = fs.promises;
  // read and reset by astro-worker.ts after each build; its absence tells the worker this file was not preloaded
  const counts: CacheLinksReport = { restores: 0, cachedCopies: 0, outputWrites: 0 };
  (globalThis as { [CACHE_LINKS_COUNTS]?: CacheLinksReport })[CACHE_LINKS_COUNTS] = counts;

  /** Puts `source`'s file at `destination` by a link renamed over it, so a file already there is never written. */
  async function linkInto(source: string, destination: string) {
    const temporary = `${destination}.${process.pid}.link`;
    await fs.promises.rm(temporary, { force: true });
    await fs.promises.link(source, temporary);
    await fs.promises.rename(temporary, destination);
  }

  fs.promises.copyFile = async (source, destination, mode) => {
    if (!inCache(source)) return copyFile(source, destination, mode);
    counts.restores++;
    const [from, to] = [pathOf(source)!, pathOf(destination)!];
    try {
      await fs.promises.link(from, to);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "EEXIST") await linkInto(from, to);
      // on another file system (EXDEV) a copy it is
      else await copyFile(source, destination, mode);
    }
  };

  /** The page astro wrote last, which it writes to its cache right after: compared in memory, not read back. */
  let lastOutput: { path: string; data: unknown } | undefined;

  fs.promises.writeFile = async (file, data, options) => {
    if (inOutput(file)) {
      counts.outputWrites++;
      // a staged page is a link to the cached copy, which releases hold: unlinked, it is written as a new file
      await fs.promises.rm(pathOf(file)!, { force: true });
      await writeFile(file, data, options);
      lastOutput = { path: pathOf(file)!, data };
      return;
    }
    if (!inCache(file)) return writeFile(file, data, options);
    counts.cachedCopies++;
    const cachedCopy = pathOf(file)!;
    const rendered = join(resolve(outDir), relative(cachedPages, cachedCopy));
    const bytes = data instanceof Uint8Array ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : undefined;
    if (bytes && (await sameAsRendered(rendered, bytes))) {
      await linkInto(rendered, cachedCopy);
      return;
    }
    const temporary = `${cachedCopy}.${process.pid}.tmp`;
    await fs.promises.mkdir(dirname(cachedCopy), { recursive: true });
    await writeFile(temporary, data, options);
    await fs.promises.rename(temporary, cachedCopy);
  };

  /** Whether the page at `rendered` holds `bytes`: what astro just wrote there, or else the file read back. */
  async function sameAsRendered(rendered: string, bytes: Buffer): Promise<boolean> {
    const written = lastOutput?.path === rendered ? lastOutput.data : undefined;
    if (written instanceof Uint8Array) return bytes.equals(written);
    if (typeof written === "string") return bytes.equals(Buffer.from(written));
    const renderedBytes = await fs.promises.readFile(rendered).catch(() => undefined);
    return renderedBytes?.equals(bytes) ?? false;
  }
}
