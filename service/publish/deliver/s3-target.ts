// The CDN target: after each release, the bucket (S3_BUCKET, any S3-compatible store) is made to hold exactly the
// live release's files, so a CDN in front of it serves the site. Only files whose content differs from the object
// already there are sent: the bucket's listing gives each object's ETag, the MD5 of what a single PUT stored, and
// each file's MD5 is compared with it (a file the last upload hashed is not read again). Nothing is kept on the
// service's disk, so a new instance, a lost DATA_DIR or an object removed by hand are all noticed. Objects the
// release no longer has are deleted, except hashed /_astro/ assets: a page a CDN or a browser still holds may ask
// for them, and they never change under a name. The build's brotli and gzip copies (precompress.ts) stay home: a
// CDN compresses for each visitor itself.
//
// Bun's S3 client signs and lists; the uploads themselves go through fetch with a presigned URL, because Bun 1.4's
// write() cannot set Cache-Control.
import { readdir, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { Env } from "../../env.ts";
import { releasePaths } from "../paths.ts";
import { PRECOMPRESSED_SUFFIX } from "../build/precompress.ts";
import { cacheControlFor } from "../serve/serve.ts";
import type { DeliveryTarget } from "./delivery-target.ts";

/** How long one upload of a release may take before it is retried. */
const S3_UPLOAD_TIMEOUT_MS = 15 * 60_000;
/** Requests to the bucket at once. */
const PARALLEL_REQUESTS = 8;
/** How long a presigned upload URL stays valid: the upload starts at once, so a short life is enough. */
const PRESIGN_SECONDS = 15 * 60;

/**
 * Where uploaded photos' originals are kept in the bucket (service/modules/photos/originals.ts): at its root, beside
 * the site's files when S3_PREFIX is empty, and never removed by a release's upload.
 */
export const PHOTO_ORIGINALS_KEY_PREFIX = "photo-originals/";

/** What the upload asks of the bucket (Bun's S3 client; tests may wrap it). */
export type BucketClient = Pick<Bun.S3Client, "list" | "delete" | "presign">;

export interface UploadSummary {
  uploaded: number;
  unchanged: number;
  deleted: number;
}

export const describeUpload = ({ uploaded, unchanged, deleted }: UploadSummary) =>
  `uploaded ${uploaded} file${uploaded === 1 ? "" : "s"}, ${unchanged} unchanged, deleted ${deleted}`;

/** The bucket as S3_* configure it, or undefined without S3_BUCKET. */
export function s3ClientFrom(env: Env): Bun.S3Client | undefined {
  if (!env.S3_BUCKET) return undefined;
  return new Bun.S3Client({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  });
}

/** The delivery target that uploads each release to the bucket, one upload at a time. */
export function s3TargetFrom(env: Env): DeliveryTarget | undefined {
  const client = s3ClientFrom(env);
  if (!client) return undefined;
  const releases = releasePaths(env.dataDir).releases;
  // two uploads at once could finish in the wrong order and leave an older page in the bucket
  let previous: Promise<unknown> = Promise.resolve();
  const hashes: FileHashes = new Map();
  return {
    kind: "s3",
    url: `s3://${env.S3_BUCKET}/${env.S3_PREFIX}`,
    timeoutMs: S3_UPLOAD_TIMEOUT_MS,
    supersedesPending: true,
    send(row, signal) {
      const upload = previous.then(() =>
        uploadRelease(client, join(releases, row.releaseId), env.S3_PREFIX, { signal, hashes }),
      );
      previous = upload.catch(() => {});
      return upload.then((summary) => ({ ok: true, summary: describeUpload(summary) }));
    },
  };
}

/** Makes the bucket under `prefix` hold the release's files; sends only those that differ. */
export async function uploadRelease(
  client: BucketClient,
  releaseDir: string,
  prefix: string,
  options: { signal?: AbortSignal; hashes?: FileHashes } = {},
): Promise<UploadSummary> {
  const { signal, hashes = new Map<string, string>() } = options;
  const seen: FileHashes = new Map();
  const files = await releaseFiles(releaseDir);
  const stored = await storedETags(client, prefix);
  const changed: string[] = [];
  for (const file of files) {
    if (stored.get(prefix + file) !== (await md5(join(releaseDir, file), hashes, seen))) changed.push(file);
  }
  hashes.clear();
  for (const [identity, hash] of seen) hashes.set(identity, hash);
  await eachInParallel(changed, (file) => putFile(client, releaseDir, file, prefix, signal));

  const kept = new Set(files.map((file) => prefix + file));
  const stale = [...stored.keys()].filter(
    (key) => !kept.has(key) && !key.startsWith(`${prefix}_astro/`) && !key.startsWith(PHOTO_ORIGINALS_KEY_PREFIX),
  );
  await eachInParallel(stale, (key) => client.delete(key));
  return { uploaded: changed.length, unchanged: files.length - changed.length, deleted: stale.length };
}

/** Every file of the release but the compressed copies of another, as a path with forward slashes relative to it. */
async function releaseFiles(releaseDir: string): Promise<string[]> {
  const entries = await readdir(releaseDir, { recursive: true, withFileTypes: true });
  const files = new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(releaseDir, join(entry.parentPath, entry.name)).split(sep).join("/")),
  );
  const isCopy = (file: string) =>
    Object.values(PRECOMPRESSED_SUFFIX).some(
      (suffix) => file.endsWith(suffix) && files.has(file.slice(0, -suffix.length)),
    );
  return [...files].filter((file) => !isCopy(file)).sort();
}

/** Each object under the prefix and its ETag without quotes (the MD5 of its content for a single PUT). */
async function storedETags(client: BucketClient, prefix: string): Promise<Map<string, string>> {
  const etags = new Map<string, string>();
  let continuationToken: string | undefined;
  do {
    const page = await client.list({ prefix: prefix || undefined, continuationToken });
    for (const object of page.contents ?? []) etags.set(object.key, (object.eTag ?? "").replaceAll('"', ""));
    continuationToken = page.isTruncated ? page.nextContinuationToken : undefined;
  } while (continuationToken);
  return etags;
}

/**
 * The MD5 of each file the last upload read, by inode, size and modification time. A release shares the files
 * an incremental build did not change with the one before (hard links), so only new files are read and hashed.
 */
export type FileHashes = Map<string, string>;

async function md5(path: string, known: FileHashes, seen: FileHashes): Promise<string> {
  const info = await stat(path);
  const identity = `${info.dev}:${info.ino}:${info.size}:${info.mtimeMs}`;
  const hash =
    known.get(identity) ?? new Bun.CryptoHasher("md5").update(await Bun.file(path).arrayBuffer()).digest("hex");
  seen.set(identity, hash);
  return hash;
}

async function putFile(client: BucketClient, releaseDir: string, file: string, prefix: string, signal?: AbortSignal) {
  const body = Bun.file(join(releaseDir, file));
  const response = await fetch(client.presign(prefix + file, { method: "PUT", expiresIn: PRESIGN_SECONDS }), {
    method: "PUT",
    body,
    signal,
    headers: { "content-type": body.type, "cache-control": cacheControlFor(`/${file}`) },
  });
  if (!response.ok) {
    const detail = (await response.text()).slice(0, 200);
    throw new Error(`PUT ${prefix + file}: HTTP ${response.status} ${detail}`.trim());
  }
}

/** Runs `task` over the items, a few at a time; every item is tried, then the first failure is thrown. */
async function eachInParallel<Item>(items: Item[], task: (item: Item) => Promise<unknown>): Promise<void> {
  const failures: unknown[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await task(item).catch((error: unknown) => failures.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_REQUESTS, items.length) }, worker));
  if (failures.length > 0) {
    const first = failures[0] instanceof Error ? failures[0].message : String(failures[0]);
    throw new Error(`${failures.length} of ${items.length} requests to the bucket failed; the first: ${first}`);
  }
}
