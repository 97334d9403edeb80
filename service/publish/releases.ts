// The release folders under DATA_DIR/releases and the `site` link that names the live one. A swap is one
// rename of a link, so no request sees a half-swapped site; older releases are kept for a page opened just
// before a swap (its assets) and for Roll back.
import { mkdir, readdir, readlink, rename, rm, stat, symlink } from "node:fs/promises";
import { basename, join, relative } from "node:path";

/** Releases kept besides the live one. */
export const RELEASES_KEPT = 3;

/**
 * Told of each swap this process makes, so its own server answers from the new release at once rather than at
 * its next look at the link (static-cache.ts).
 */
export const swapListeners = new Set<() => void>();

/** Points the live link at the release with one rename. */
export async function swapLiveRelease(releaseDir: string, liveLink: string): Promise<void> {
  const temporaryLink = `${liveLink}.next`;
  await rm(temporaryLink, { force: true });
  await symlink(relative(join(liveLink, ".."), releaseDir), temporaryLink);
  await rename(temporaryLink, liveLink);
  for (const listener of swapListeners) listener();
}

/**
 * Removes all but the RELEASES_KEPT newest releases besides the live one: each is renamed into `discarded` at once,
 * and removed from there in the background. Removing a release of 10,000 businesses (20,000 folders) takes about
 * 3 s, which the next build, waiting for this one's lock, would wait for too. Whatever a stopped process left in
 * `discarded` goes with the next. (Measured on 2026-11-26, no script: docs/measurements.md.)
 */
export async function pruneReleases(
  { releases, discarded }: { releases: string; discarded: string },
  liveId: string,
): Promise<void> {
  const ids = (await readdir(releases)).sort();
  const stale = ids.filter((id) => id !== liveId).slice(0, -RELEASES_KEPT);
  await mkdir(discarded, { recursive: true });
  for (const id of stale) await rename(join(releases, id), join(discarded, id));
  emptyInBackground(discarded);
}

/** The removal under way in each folder being emptied: one at a time, after the one before. */
const emptying = new Map<string, Promise<void>>();

function emptyInBackground(folder: string) {
  const next = (emptying.get(folder) ?? Promise.resolve())
    .then(async () => {
      // gone already: the data folder was removed meanwhile
      const entries = await readdir(folder).catch(ifMissing([]));
      for (const entry of entries) await rm(join(folder, entry), { recursive: true, force: true });
    })
    .catch((error: unknown) => console.error(`Could not remove the discarded releases in ${folder}.\n`, error));
  emptying.set(folder, next);
}

export interface KeptRelease {
  id: string;
  /** when the folder was last written: the release's time when no build row names it */
  modifiedAt: Date;
}

/** The kept releases, newest first, and the id of the live one (null before the first build). */
export async function readReleases(
  releasesDir: string,
  liveLink: string,
): Promise<{ releases: KeptRelease[]; liveId: string | null }> {
  const ids = (await readdir(releasesDir).catch(ifMissing([]))).sort().reverse();
  const releases = await Promise.all(
    ids.map(async (id) => ({ id, modifiedAt: (await stat(join(releasesDir, id))).mtime })),
  );
  const target = await readlink(liveLink).catch(ifMissing(null));
  return { releases, liveId: target === null ? null : basename(target) };
}

/** A fallback for a file or folder that does not exist (yet); any other failure is passed on. */
const ifMissing =
  <T>(fallback: T) =>
  (error: NodeJS.ErrnoException): T => {
    if (error.code === "ENOENT") return fallback;
    throw error;
  };
