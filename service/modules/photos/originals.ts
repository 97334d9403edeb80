// Where uploaded photos are kept, by name (their content's hash): under DATA_DIR/photos on the embedded default, or
// in the S3-compatible bucket when S3_BUCKET is set (the release upload's settings, service/publish/deliver/), under
// PHOTO_ORIGINALS_KEY_PREFIX, which the release upload leaves alone. Each is written whole or not at all: on disk a
// file renamed into place, in the bucket one PUT.
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Env } from "../../env.ts";
import { PHOTO_ORIGINALS_KEY_PREFIX, s3ClientFrom } from "../../publish/deliver/s3-target.ts";

export interface KeptPhoto {
  name: string;
  /** when it was stored: a photo no record holds is removed only once it is older than the grace period */
  storedAt: Date;
}

export interface PhotoOriginals {
  kind: "disk" | "s3";
  has: (name: string) => Promise<boolean>;
  /** Stores `bytes` under `name`, whole; a reader never sees part of it. */
  put: (name: string, bytes: Uint8Array) => Promise<void>;
  /** The bytes kept under `name`, or undefined. */
  get: (name: string) => Promise<Buffer<ArrayBuffer> | undefined>;
  remove: (name: string) => Promise<void>;
  list: () => Promise<KeptPhoto[]>;
}

const PHOTO_TYPE = "image/webp";
const PARTIAL = ".partial";

export function diskOriginals(dir: string): PhotoOriginals {
  return {
    kind: "disk",
    has: (name) =>
      stat(join(dir, name)).then(
        () => true,
        () => false,
      ),
    async put(name, bytes) {
      await mkdir(dir, { recursive: true });
      const partial = join(dir, `${name}.${randomUUID()}${PARTIAL}`);
      try {
        await writeFile(partial, bytes);
        await rename(partial, join(dir, name));
      } finally {
        await rm(partial, { force: true });
      }
    },
    get: (name) => readFile(join(dir, name)).catch(() => undefined),
    remove: (name) => rm(join(dir, name), { force: true }),
    async list() {
      const names = await readdir(dir).catch(() => [] as string[]);
      // a partial file (a stopped process's) is listed too: no record holds its name, so it goes after the grace
      const kept = await Promise.all(
        names.map(async (name) => {
          const info = await stat(join(dir, name)).catch(() => undefined);
          return info && { name, storedAt: info.mtime };
        }),
      );
      return kept.filter((photo) => photo !== undefined);
    },
  };
}

export function bucketOriginals(client: Bun.S3Client): PhotoOriginals {
  const key = (name: string) => PHOTO_ORIGINALS_KEY_PREFIX + name;
  return {
    kind: "s3",
    has: (name) => client.exists(key(name)),
    async put(name, bytes) {
      await client.write(key(name), bytes, { type: PHOTO_TYPE });
    },
    async get(name) {
      const file = client.file(key(name));
      try {
        return Buffer.from(await file.arrayBuffer());
      } catch (error) {
        if ((error as { code?: string }).code === "NoSuchKey") return undefined;
        throw error;
      }
    },
    async remove(name) {
      await client.delete(key(name));
    },
    async list() {
      const kept: KeptPhoto[] = [];
      let continuationToken: string | undefined;
      do {
        const page = await client.list({ prefix: PHOTO_ORIGINALS_KEY_PREFIX, continuationToken });
        for (const object of page.contents ?? []) {
          kept.push({
            name: object.key.slice(PHOTO_ORIGINALS_KEY_PREFIX.length),
            storedAt: new Date(object.lastModified ?? 0),
          });
        }
        continuationToken = page.isTruncated ? page.nextContinuationToken : undefined;
      } while (continuationToken);
      return kept;
    },
  };
}

/** The bucket when S3_BUCKET is set, otherwise DATA_DIR/photos. */
export function photoOriginalsFrom(env: Env): PhotoOriginals {
  const client = s3ClientFrom(env);
  return client ? bucketOriginals(client) : diskOriginals(join(env.dataDir, "photos"));
}
