// Uploaded photos kept in an S3-compatible bucket (S3_BUCKET set), against a local S3-compatible server as the
// release upload's tests are (service/publish/deliver/s3-target.test.ts).
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { mediaUrl, PHOTO_UPLOAD_PATHS } from "../../../shared/media.ts";
import { readEnv } from "../../env.ts";
import { PHOTO_ORIGINALS_KEY_PREFIX, s3ClientFrom, uploadRelease } from "../../publish/deliver/s3-target.ts";
import { TEST_ORIGIN, useTestApp } from "../../test-support/app.ts";
import { insertAdmin, signedInHeaders } from "../../test-support/admin.ts";
import { insertBusiness, insertCategory } from "../../test-support/fixtures.ts";
import { startLocalS3 } from "../../test-support/local-s3.ts";
import { photoOriginalsFrom } from "./originals.ts";
import { sweepUnusedPhotos, UNUSED_PHOTO_GRACE_MS } from "./sweep.ts";

const BUCKET = "soul-photos";
const workDir = await mkdtemp(join(tmpdir(), "photos-s3-"));
const server = await startLocalS3(workDir, BUCKET);
afterAll(async () => {
  await server.close();
  await rm(workDir, { recursive: true, force: true });
});

const dataDir = join(workDir, "data");
const s3Settings = { DATA_DIR: dataDir, ...server.settings };
const env = readEnv({ NODE_ENV: "test", ...s3Settings });
const bucket = s3ClientFrom(env)!;
const storedKeys = async () => ((await bucket.list({})).contents ?? []).map((object) => object.key).sort();

let adminId = 0;
let categoryId = 0;
const t = await useTestApp(
  async (db) => {
    adminId = (await insertAdmin(db)).id;
    categoryId = (await insertCategory(db)).id;
  },
  { env: s3Settings },
);

const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#0e7490" } })
  .jpeg()
  .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "30/1 7/1 0/1" } })
  .toBuffer();

async function upload(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const form = new FormData();
  form.append("photo", new File([bytes], "ghat.jpg", { type: "image/jpeg" }));
  const response = await t.app.handle(
    new Request(`${TEST_ORIGIN}${PHOTO_UPLOAD_PATHS.admin}`, {
      method: "POST",
      headers: await signedInHeaders(t.db, adminId),
      body: form,
    }),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { source: string }).source;
}

describe("uploaded photos in an S3-compatible bucket", () => {
  it("keeps the photo once in the bucket, not on the disk, and /media makes its widths from there", async () => {
    const source = await upload(photo);
    expect(await upload(photo)).toBe(source);
    const name = source.slice("upload:".length);
    expect(await storedKeys()).toEqual([PHOTO_ORIGINALS_KEY_PREFIX + name]);
    expect(await readdir(join(dataDir, "photos")).catch(() => [])).toEqual([]);

    await insertBusiness(t.db, { categoryId, images: [source] });
    const served = await t.request("GET", mediaUrl(source, 400));
    expect(served.status).toBe(200);
    const image = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([image.format, image.width, image.exif]).toEqual(["webp", 400, undefined]);
  });

  it("leaves the photos in the bucket when a release is uploaded to it", async () => {
    const source = await upload(photo);
    const release = join(workDir, "release");
    await Bun.write(join(release, "index.html"), "<h1>Soul of Rishikesh</h1>");
    await uploadRelease(bucket, release, "");
    expect(await storedKeys()).toEqual(
      [PHOTO_ORIGINALS_KEY_PREFIX + source.slice("upload:".length), "index.html"].sort(),
    );
    expect(await photoOriginalsFrom(env).get(source.slice("upload:".length))).toBeInstanceOf(Buffer);
  });

  it("removes from the bucket, once past the grace, a photo no record holds, and keeps a held one", async () => {
    const held = await upload(photo);
    const unused = await upload(await sharp(photo).rotate(90).jpeg().toBuffer());
    await insertBusiness(t.db, { categoryId, images: [held], isActive: false });
    const later = new Date(Date.now() + UNUSED_PHOTO_GRACE_MS + 60_000);
    expect(await sweepUnusedPhotos(t.db, photoOriginalsFrom(env), later)).toBe(1);
    const keys = await storedKeys();
    expect(keys).toContain(PHOTO_ORIGINALS_KEY_PREFIX + held.slice("upload:".length));
    expect(keys).not.toContain(PHOTO_ORIGINALS_KEY_PREFIX + unused.slice("upload:".length));
  });
});
