// Times the CDN upload (service/publish/deliver/s3-target.ts) against a local S3-compatible server (s3rver on
// loopback): a release of N generated pages uploaded into an empty bucket, again with nothing changed (the cost of
// finding out: list the bucket, stat every file), again after one page changed, and once more without the hashes a
// running service keeps (after a restart every file is read and hashed once). Figures only, no
// assertions. `bun tests/bench/s3-upload.ts [pages]` (default 900 pages of 47 KB, the size of a business page:
// s3rver cannot page a listing under Bun, its continuation tokens use DES, so stay under 1,000 objects).
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readEnv } from "../../service/env.ts";
import { startLocalS3 } from "../../service/test-support/local-s3.ts";
import { type FileHashes, s3ClientFrom, uploadRelease } from "../../service/publish/deliver/s3-target.ts";

const PAGES = Number(process.argv[2] ?? 900);
const PAGE_BYTES = 47 * 1024;
const BUCKET = "bench-site";

const workDir = await mkdtemp(join(tmpdir(), "sor-s3-bench-"));
const server = await startLocalS3(workDir, BUCKET);
try {
  const env = readEnv(server.settings);
  const client = s3ClientFrom(env)!;
  const release = join(workDir, "release");
  const filler = "x".repeat(PAGE_BYTES);
  for (let page = 1; page <= PAGES; page++) {
    await mkdir(join(release, "business", String(page)), { recursive: true });
    await writeFile(join(release, "business", String(page), "index.html"), `<h1>Business ${page}</h1>${filler}`);
  }

  // as the service keeps them between uploads
  const hashes: FileHashes = new Map();
  async function timed(label: string, options: { forgetHashes?: boolean } = {}) {
    if (options.forgetHashes) hashes.clear();
    const started = performance.now();
    const summary = await uploadRelease(client, release, "", { hashes });
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.log(`${label.padEnd(28)} ${seconds} s  (${JSON.stringify(summary)})`);
  }
  console.log(`${PAGES} pages of ${PAGE_BYTES / 1024} KB to s3rver on loopback`);
  await timed("first upload");
  await timed("nothing changed");
  await writeFile(join(release, "business", "1", "index.html"), `<h1>Business 1, edited</h1>${filler}`);
  await timed("one page changed");
  await timed("after a restart (no hashes)", { forgetHashes: true });
} finally {
  await server.close();
  await rm(workDir, { recursive: true, force: true });
}
