// The release folders under DATA_DIR/releases and the `site` link that names the live one. A swap is one
// rename of a link, so no request sees a half-swapped site; older releases are kept for a page opened just
// before a swap (its assets) and for Roll back.
import { readdir, readlink, rename, rm, stat, symlink } from "node:fs/promises";
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

/** Removes all but the RELEASES_KEPT newest releases besides the live one. */
export async function pruneReleases(releasesDir: string, liveId: string): Promise<void> {
  const ids = (await readdir(releasesDir)).sort();
  const stale = ids.filter((id) => id !== liveId).slice(0, -RELEASES_KEPT);
  await Promise.all(stale.map((id) => rm(join(releasesDir, id), { recursive: true, force: true })));
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
