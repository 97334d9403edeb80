// The version of the site's code: every file the public pages are compiled from (site/, shared/, the Astro configs,
// the locked dependencies). The preview bundle is kept per version (preview/bundle.ts), and a build keeps Astro's
// incremental cache only for the version that filled it (builder.ts).
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { projectRoot } from "../paths.ts";

const SOURCE_FOLDERS = ["site", "shared"];
const SOURCE_FILES = ["astro.config.mjs", "astro.preview.config.mjs", "package-lock.json"];

/** A digest of every source file's path and content: equal digests compile equal pages. */
export async function siteCodeDigest(): Promise<string> {
  const files = [...SOURCE_FILES.map((file) => join(projectRoot, file))];
  for (const folder of SOURCE_FOLDERS) {
    const entries = await readdir(join(projectRoot, folder), { recursive: true, withFileTypes: true });
    for (const entry of entries) if (entry.isFile()) files.push(join(entry.parentPath, entry.name));
  }
  const hash = createHash("sha256");
  for (const file of files.sort()) {
    hash.update(`${relative(projectRoot, file)}\0`);
    hash.update(await readFile(file));
  }
  return hash.digest("base64url").slice(0, 16);
}
