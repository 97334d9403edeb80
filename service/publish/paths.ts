import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { SNAPSHOT_FILE } from "../../shared/constants.ts";

/** The project root (where astro.config.mjs lives). */
export const projectRoot = resolve(fileURLToPath(new URL("../..", import.meta.url)));

/** Where releases live under the data folder; `site` is a symlink to the live release. */
export function releasePaths(dataDir: string) {
  return {
    releases: join(dataDir, "releases"),
    live: join(dataDir, "site"),
    snapshot: join(dataDir, SNAPSHOT_FILE),
  };
}
