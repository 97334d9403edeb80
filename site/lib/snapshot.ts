// The build's only source of content: the snapshot the service writes (docs/architecture.md, "From an edit to a live page").
// Pages call loadSnapshot() inside getStaticPaths or their frontmatter; the file is read with fs, once per build.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_DATA_DIR, SNAPSHOT_FILE } from "../../shared/constants.ts";
import { parseSiteSnapshot, type SiteSnapshot } from "../../shared/schemas/snapshot.ts";

/** Without SNAPSHOT_PATH (the service's builds set it), the build reads the snapshot where the service writes it. */
function defaultSnapshotPath(): string {
  return process.env.SNAPSHOT_PATH ?? join(process.env.DATA_DIR ?? DEFAULT_DATA_DIR, SNAPSHOT_FILE);
}

let memo: { path: string; snapshot: SiteSnapshot } | undefined;

export function loadSnapshot(path: string = defaultSnapshotPath()): SiteSnapshot {
  if (memo?.path === path) return memo.snapshot;
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (cause) {
    throw new Error(`No content snapshot at ${path}: run \`npm run build\`, or set SNAPSHOT_PATH`, { cause });
  }
  const snapshot = parseSiteSnapshot(JSON.parse(text));
  memo = { path, snapshot };
  return snapshot;
}
