// Sharing unchanged files with the live release: a new release holds only what changed, and links the rest to the
// files the live release holds (a page astro reused is a link to its cache's copy already: astro-cache-links.ts).
import { link, readdir, readFile, rename, stat } from "node:fs/promises";
import { join, relative } from "node:path";
import { projectRoot } from "../paths.ts";

/**
 * Replaces each staged file astro did not take from its cache (rendered pages, bundled assets, the public folder's
 * files) that has the same bytes as the live release's file at the same path by a link to that file, so releases
 * hold only what changed. Listing these rather than walking the release skips a folder per reused page.
 */
export async function linkUnchangedFiles(live: string, staging: string, renderedPages: string[]) {
  const filesIn = async (dir: string) =>
    (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []))
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
  const assets = (await filesIn(join(staging, ASSETS_DIR))).map((file) => join(ASSETS_DIR, file));
  const publicFiles = await filesIn(join(projectRoot, "site", "public"));
  for (const file of [...renderedPages, ...assets, ...publicFiles]) {
    const path = join(staging, file);
    const previous = join(live, file);
    if (await sameBytes(path, previous)) {
      const temporary = `${path}.link`;
      await link(previous, temporary);
      await rename(temporary, path);
    }
  }
}

/** Where astro puts bundled scripts, styles and images (its build.assets default). */
const ASSETS_DIR = "_astro";

/** Whether two files hold the same bytes and are not already one file (the same inode). */
export async function sameBytes(a: string, b: string): Promise<boolean> {
  const [infoA, infoB] = await Promise.all([stat(a).catch(() => undefined), stat(b).catch(() => undefined)]);
  if (!infoA?.isFile() || !infoB?.isFile() || infoA.size !== infoB.size) return false;
  if (infoA.ino === infoB.ino && infoA.dev === infoB.dev) return false;
  const [bytesA, bytesB] = await Promise.all([readFile(a), readFile(b)]);
  return bytesA.equals(bytesB);
}
