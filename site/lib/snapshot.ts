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
  const data: unknown = JSON.parse(text);
  const snapshot = validatedByThisCode(data) ? (data as SiteSnapshot) : parseSiteSnapshot(data);
  memo = { path, snapshot };
  return snapshot;
}

/**
 * Whether the service checked this snapshot with the schema of the very code this build runs (the service's builds
 * set SITE_CODE_DIGEST). Checking it again cost a build at 10,000 businesses about 280 MB at its peak and a second of
 * CPU (docs/measurements.md, "Building and publishing"); a snapshot another version wrote, or one without the mark,
 * is checked, and a record that does not fit is named.
 */
function validatedByThisCode(data: unknown): boolean {
  const code = process.env.SITE_CODE_DIGEST;
  return code !== undefined && (data as { validatedBy?: unknown } | null)?.validatedBy === code;
}
