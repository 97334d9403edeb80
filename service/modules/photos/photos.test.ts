import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { PHOTO_UPLOAD_LIMITS } from "../../../shared/constants.ts";
import { mediaUrl, PHOTO_UPLOAD_PATHS } from "../../../shared/media.ts";
import { FORM_LIMITS } from "../../abuse/public-forms.ts";
import { businesses, testimonials } from "../../db/schema.ts";
import { readEnv } from "../../env.ts";
import { TEST_ORIGIN, useTestApp } from "../../test-support/app.ts";
import { insertAdmin, signedInHeaders } from "../../test-support/admin.ts";
import { insertBusiness, insertCategory, insertTestimonial } from "../../test-support/fixtures.ts";
import { NOT_A_PHOTO_MESSAGE, PHOTO_TOO_LARGE_MESSAGE } from "../../../shared/photo-uploads.ts";
import { TOO_MANY_PIXELS_MESSAGE } from "./intake.ts";
import { photoOriginalsFrom } from "./originals.ts";
import { sweepUnusedPhotos, UNUSED_PHOTO_GRACE_MS } from "./sweep.ts";

const dataDir = await mkdtemp(join(tmpdir(), "photos-test-"));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const photosDir = join(dataDir, "photos");
const keptFiles = () => readdir(photosDir).catch(() => [] as string[]);

let adminId = 0;
let categoryId = 0;
const t = await useTestApp(
  async (db) => {
    adminId = (await insertAdmin(db)).id;
    categoryId = (await insertCategory(db)).id;
  },
  { env: { DATA_DIR: dataDir } },
);
beforeEach(() => rm(photosDir, { recursive: true, force: true }));

/** A phone's photo: taken on its side (EXIF orientation 6, so it shows 400 wide and 600 high), with its position. */
const phonePhoto = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#c2410c" } })
  .jpeg()
  .withExif({
    IFD0: { Make: "Phone", Model: "Camera" },
    IFD3: {
      GPSLatitudeRef: "N",
      GPSLatitude: "30/1 7/1 2496/100",
      GPSLongitudeRef: "E",
      GPSLongitude: "78/1 18/1 0/1",
    },
  })
  .withMetadata({ orientation: 6 })
  .toBuffer();

/**
 * A real PNG of `width` by `height` one-bit pixels, all black: a few hundred KB that decode to width × height
 * pixels (sharp would hold them as 8-bit, 900 MB for 30,000 by 30,000).
 */
function blackPng(width: number, height: number): Buffer<ArrayBuffer> {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const frame = Buffer.alloc(4);
    frame.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([frame, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // one bit a pixel, greyscale
  // each row: its filter byte (none) and width / 8 bytes of zeros
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function photoForm(bytes: Uint8Array<ArrayBuffer>, fileName: string, type: string): FormData {
  const form = new FormData();
  form.append("photo", new File([bytes], fileName, { type }));
  return form;
}

async function upload(form: FormData, path: string = PHOTO_UPLOAD_PATHS.admin): Promise<Response> {
  const headers = path === PHOTO_UPLOAD_PATHS.admin ? await signedInHeaders(t.db, adminId) : { origin: TEST_ORIGIN };
  return t.app.handle(new Request(`${TEST_ORIGIN}${path}`, { method: "POST", headers, body: form }));
}

async function uploadedSource(bytes: Uint8Array<ArrayBuffer>, path?: string): Promise<string> {
  const response = await upload(photoForm(bytes, "IMG_2041.jpg", "image/jpeg"), path);
  expect(response.status).toBe(201);
  return ((await response.json()) as { source: string }).source;
}

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe("POST /api/admin/photos", () => {
  it("keeps a phone photo turned as it was taken and serves it without its GPS position or any EXIF", async () => {
    expect((await sharp(phonePhoto).metadata()).exif).toBeDefined();
    const source = await uploadedSource(phonePhoto);
    expect(source).toMatch(/^upload:[0-9a-f]{64}\.webp$/);
    await insertBusiness(t.db, { categoryId, images: [source] });

    const served = await t.request("GET", mediaUrl(source, 400));
    expect(served.status).toBe(200);
    const bytes = await bytesOf(served);
    const image = await sharp(bytes).metadata();
    expect({ format: image.format, width: image.width, height: image.height }).toEqual({
      format: "webp",
      width: 400,
      height: 600,
    });
    expect(image.exif).toBeUndefined();
    expect(bytes.includes("EXIF") || bytes.includes("Exif")).toBe(false);

    // what is kept is as bare: no copy with the position waits anywhere
    const kept = await t.request("GET", `${PHOTO_UPLOAD_PATHS.admin}/${source.slice("upload:".length)}`, {
      headers: await signedInHeaders(t.db, adminId),
    });
    expect(kept.status).toBe(200);
    const keptImage = await sharp(await bytesOf(kept)).metadata();
    expect([keptImage.exif, keptImage.orientation, keptImage.width]).toEqual([undefined, undefined, 400]);
  });

  it("refuses a 30,000 by 30,000 PNG from its header, the service's memory growing by less than 64 MB", async () => {
    const bomb = blackPng(30_000, 30_000);
    expect(bomb.byteLength).toBeLessThan(PHOTO_UPLOAD_LIMITS.maxBytes);
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 1);
    const response = await upload(photoForm(bomb, "panorama.png", "image/png"));
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);

    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toBe(TOO_MANY_PIXELS_MESSAGE);
    // decoded, its pixels alone would take 900 MB
    expect(peak - before).toBeLessThan(64 * 1024 * 1024);
    expect(await keptFiles()).toEqual([]);
  });

  it("refuses an HTML page named .jpg and an SVG with a script, whatever type they are sent as", async () => {
    const page = new TextEncoder().encode("<!doctype html><script>alert(document.cookie)</script>");
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="9" height="9"/></svg>',
    );
    for (const [bytes, name, type] of [
      [page, "shala.jpg", "image/jpeg"],
      [svg, "logo.svg", "image/svg+xml"],
      [svg, "logo.png", "image/png"],
    ] as const) {
      const response = await upload(photoForm(bytes, name, type));
      expect(response.status, name).toBe(422);
      expect(((await response.json()) as { message: string }).message).toBe(NOT_A_PHOTO_MESSAGE);
    }
    expect(await keptFiles()).toEqual([]);
  });

  it("keeps the same photo uploaded twice once, under the same source", async () => {
    const first = await uploadedSource(phonePhoto);
    const second = await uploadedSource(phonePhoto);
    expect(second).toBe(first);
    expect(await keptFiles()).toEqual([first.slice("upload:".length)]);
  });

  it("leaves nothing behind when the upload is cut off half-way", async () => {
    const form = await new Response(photoForm(phonePhoto, "IMG_2041.jpg", "image/jpeg")).arrayBuffer();
    const contentType = new Response(photoForm(phonePhoto, "x.jpg", "image/jpeg")).headers.get("content-type")!;
    const half = new Uint8Array(form).subarray(0, form.byteLength / 2);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(half);
        controller.error(new Error("the connection dropped"));
      },
    });
    const response = await t.app.handle(
      new Request(`${TEST_ORIGIN}${PHOTO_UPLOAD_PATHS.admin}`, {
        method: "POST",
        headers: { ...(await signedInHeaders(t.db, adminId)), "content-type": contentType },
        body,
        duplex: "half",
      } as RequestInit),
    );
    expect(response.status).toBe(400);
    expect(await keptFiles()).toEqual([]);
  });

  it("refuses a file over 10 MB by its length, before reading it, with the limit in the answer", async () => {
    const response = await t.app.handle(
      new Request(`${TEST_ORIGIN}${PHOTO_UPLOAD_PATHS.admin}`, {
        method: "POST",
        headers: {
          ...(await signedInHeaders(t.db, adminId)),
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(PHOTO_UPLOAD_LIMITS.maxBytes * 2),
        },
      }),
    );
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe(PHOTO_TOO_LARGE_MESSAGE);
  });

  it("takes photos only from a signed-in editor", async () => {
    const response = await t.app.handle(
      new Request(`${TEST_ORIGIN}${PHOTO_UPLOAD_PATHS.admin}`, {
        method: "POST",
        headers: { origin: TEST_ORIGIN },
        body: photoForm(phonePhoto, "IMG_2041.jpg", "image/jpeg"),
      }),
    );
    expect(response.status).toBe(401);
    expect(await keptFiles()).toEqual([]);
  });
});

describe("POST /api/photos (a listing's photos)", () => {
  it("holds a listing's photo unseen until the listing is approved, then serves it", async () => {
    const source = await uploadedSource(phonePhoto, PHOTO_UPLOAD_PATHS.public);
    const listing = await insertBusiness(t.db, { categoryId, images: [source], isActive: false });
    expect((await t.request("GET", mediaUrl(source, 400))).status).toBe(404);

    await t.db.update(businesses).set({ isActive: true }).where(eq(businesses.id, listing.id));
    const served = await t.request("GET", mediaUrl(source, 400));
    expect(served.status).toBe(200);
    expect((await sharp(await bytesOf(served)).metadata()).exif).toBeUndefined();
  });

  it("meets the forms' brake: 429 with Retry-After once an address has sent its hour's photos", async () => {
    const small = blackPng(60, 40);
    const { limit } = FORM_LIMITS.photo.perAddress;
    const answers: Response[] = [];
    for (let n = 0; n <= limit; n++) {
      answers.push(await upload(photoForm(small, "deck.png", "image/png"), PHOTO_UPLOAD_PATHS.public));
    }
    expect(answers.map((answer) => answer.status)).toEqual([...Array<number>(limit).fill(201), 429]);
    expect(Number(answers.at(-1)!.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("refuses a photo sent from another site", async () => {
    const response = await t.app.handle(
      new Request(`${TEST_ORIGIN}${PHOTO_UPLOAD_PATHS.public}`, {
        method: "POST",
        headers: { origin: "https://elsewhere.example" },
        body: photoForm(phonePhoto, "IMG_2041.jpg", "image/jpeg"),
      }),
    );
    expect(response.status).toBe(403);
    expect(await keptFiles()).toEqual([]);
  });
});

describe("a testimonial's uploaded avatar", () => {
  it("is served once its testimonial is shown on the home page, not before and not once hidden", async () => {
    const source = await uploadedSource(phonePhoto);
    expect((await t.request("GET", mediaUrl(source, 96))).status).toBe(404);

    const testimonial = await insertTestimonial(t.db, { avatar: source, isActive: false });
    expect((await t.request("GET", mediaUrl(source, 96))).status).toBe(404);

    await t.db.update(testimonials).set({ isActive: true }).where(eq(testimonials.id, testimonial.id));
    const served = await t.request("GET", mediaUrl(source, 96));
    expect(served.status).toBe(200);
    expect((await sharp(await bytesOf(served)).metadata()).width).toBe(96);

    await t.db.update(testimonials).set({ isActive: false }).where(eq(testimonials.id, testimonial.id));
    expect((await t.request("GET", mediaUrl(source, 96))).status).toBe(404);
  });

  it("is kept by the sweep while a testimonial holds it, a hidden one too", async () => {
    const avatar = await uploadedSource(phonePhoto);
    await insertTestimonial(t.db, { avatar, isActive: false });
    const originals = photoOriginalsFrom(readEnv({ NODE_ENV: "test", DATA_DIR: dataDir }));

    const later = new Date(Date.now() + UNUSED_PHOTO_GRACE_MS + 60_000);
    expect(await sweepUnusedPhotos(t.db, originals, later)).toBe(0);
    expect(await keptFiles()).toEqual([avatar.slice("upload:".length)]);
  });
});

describe("sweepUnusedPhotos", () => {
  it("removes, once past the grace, the photos no record holds, and keeps every record's, an unapproved listing's too", async () => {
    const held = await uploadedSource(phonePhoto, PHOTO_UPLOAD_PATHS.public);
    const dropped = await uploadedSource(blackPng(60, 40));
    await insertBusiness(t.db, { categoryId, images: [held], isActive: false });
    const originals = photoOriginalsFrom(readEnv({ NODE_ENV: "test", DATA_DIR: dataDir }));

    // within the grace: a photo uploaded into a form not saved yet stays
    expect(await sweepUnusedPhotos(t.db, originals)).toBe(0);
    expect((await keptFiles()).sort()).toEqual([held, dropped].map((source) => source.slice("upload:".length)).sort());

    const later = new Date(Date.now() + UNUSED_PHOTO_GRACE_MS + 60_000);
    expect(await sweepUnusedPhotos(t.db, originals, later)).toBe(1);
    expect(await keptFiles()).toEqual([held.slice("upload:".length)]);
  });
});
