import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { FALLBACK_AVATAR_IMAGE, MEDIA_WIDTHS, mediaUrl } from "../../../shared/media.ts";
import { blogPosts } from "../../db/schema.ts";
import { readEnv } from "../../env.ts";
import { projectRoot } from "../../publish/paths.ts";
import { CHROMIUM_IMAGE_ACCEPT, TEST_ORIGIN, useTestApp } from "../../test-support/app.ts";
import { insertBlogPost, insertBusiness, insertCategory, insertTestimonial } from "../../test-support/fixtures.ts";
import {
  jpegAnswer,
  startBatchingServer,
  startEndlessImageServer,
  startRecordingServer,
} from "../../test-support/outbound-servers.ts";
import { createGuardedFetch, type GuardedFetch } from "../../outbound/guarded-fetch.ts";
import { formatFor, madePhotoPreviews, sweepUnshownMedia } from "./index.ts";
import { createMediaStore } from "./resize.ts";

// The photos' host: a real server on loopback, counting what it is asked for
const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#c2410c" } })
  .jpeg()
  .toBuffer();
/** Fine grain, blurred: the kind of picture AVIF makes larger than WebP does */
const grain = await sharp({
  create: {
    width: 1200,
    height: 800,
    channels: 3,
    background: "#6b8e9f",
    noise: { type: "gaussian", mean: 120, sigma: 40 },
  },
})
  .blur(2)
  .jpeg()
  .toBuffer();
/** A photo quick to make at every width (none is larger than it) */
const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#0e7490" } })
  .jpeg()
  .toBuffer();
const images: Record<string, Buffer> = {
  "/shala.jpg": photo,
  "/ghat.jpg": photo,
  "/face.jpg": photo,
  "/grain.jpg": grain,
};
const host = startRecordingServer((path) => {
  const image = images[path];
  if (image) return jpegAnswer(image);
  if (path === "/page.html") return new Response("<h1>not an image</h1>", { headers: { "content-type": "text/html" } });
  return new Response("gone", { status: 404 });
});
const asked = host.hits;
const at = (path: string) => `http://127.0.0.1:${host.port}${path}`;
// a host that streams an image without end, chunked, with no Content-Length
const MB = 1024 * 1024;
const hostile = startEndlessImageServer(300 * MB);

const dataDir = await mkdtemp(join(tmpdir(), "media-test-"));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const imageOf = async (response: Response) => sharp(Buffer.from(await response.arrayBuffer())).metadata();

const t = await useTestApp(
  async (db) => {
    asked.length = 0;
    const category = await insertCategory(db);
    await insertBusiness(db, {
      categoryId: category.id,
      images: [at("/shala.jpg"), at("/gone.jpg"), at("/page.html"), at("/grain.jpg")],
    });
    await insertBusiness(db, { categoryId: category.id, images: [at("/pending.jpg")], isActive: false });
    await insertBlogPost(db, { imageUrl: at("/ghat.jpg"), isPublished: true });
    await insertBlogPost(db, { imageUrl: at("/draft.jpg"), isPublished: false });
    await insertTestimonial(db, { avatar: at("/avatar-gone.png") });
  },
  // the photos' hosts are on loopback, which the service fetches from only when told to
  {
    env: {
      DATA_DIR: dataDir,
      OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${host.port}, 127.0.0.1:${hostile.port}`,
    },
  },
);

describe("GET /media/{width}/{source}", () => {
  it("serves a business's photo resized to the asked width as WebP, fetched from its host once", async () => {
    const response = await t.request("GET", mediaUrl(at("/shala.jpg"), 400));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toContain("max-age=604800");
    expect(response.headers.get("vary")).toBe("Accept");
    const image = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ format: image.format, width: image.width, height: image.height }).toEqual({
      format: "webp",
      width: 400,
      height: 300,
    });

    const again = await t.request("GET", mediaUrl(at("/shala.jpg"), 400));
    expect(again.status).toBe(200);
    const wider = await sharp(
      Buffer.from(await (await t.request("GET", mediaUrl(at("/shala.jpg"), 1200))).arrayBuffer()),
    ).metadata();
    expect(wider.width).toBe(1200);
    // once per width made, never again for one already on disk
    expect(asked.filter((path) => path === "/shala.jpg")).toHaveLength(2);
  });

  it("serves the photo as AVIF to a browser that takes it, at the same address, made from the same fetch", async () => {
    const avif = await t.request("GET", mediaUrl(at("/shala.jpg"), 800), {
      headers: { accept: CHROMIUM_IMAGE_ACCEPT },
    });
    expect(avif.status).toBe(200);
    expect(avif.headers.get("content-type")).toBe("image/avif");
    expect(avif.headers.get("vary")).toBe("Accept");
    const avifBytes = Buffer.from(await avif.arrayBuffer());
    const image = await sharp(avifBytes).metadata();
    expect({ format: image.format, compression: image.compression, width: image.width }).toEqual({
      format: "heif",
      compression: "av1",
      width: 800,
    });

    const webp = await t.request("GET", mediaUrl(at("/shala.jpg"), 800), { headers: { accept: "image/webp,*/*" } });
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect((await imageOf(webp)).format).toBe("webp");
    expect(asked.filter((path) => path === "/shala.jpg")).toHaveLength(1);
  });

  it("answers a browser that takes AVIF with the WebP when the AVIF would be the larger", async () => {
    const forAvif = await t.request("GET", mediaUrl(at("/grain.jpg"), 400), {
      headers: { accept: CHROMIUM_IMAGE_ACCEPT },
    });
    expect(forAvif.status).toBe(200);
    expect(forAvif.headers.get("content-type")).toBe("image/webp");
    const sent = Buffer.from(await forAvif.arrayBuffer());
    const made = await t.request("GET", mediaUrl(at("/grain.jpg"), 400));
    expect(sent.equals(Buffer.from(await made.arrayBuffer()))).toBe(true);
    expect((await sharp(sent).metadata()).format).toBe("webp");
  });

  it("takes AVIF only when the request's Accept names it without q=0", () => {
    expect(formatFor(CHROMIUM_IMAGE_ACCEPT)).toBe("avif");
    expect(formatFor("IMAGE/AVIF")).toBe("avif");
    expect(formatFor("image/webp, image/avif; q=0.5")).toBe("avif");
    expect(formatFor("image/avif;q=0, image/webp")).toBe("webp");
    expect(formatFor("image/webp,*/*;q=0.8")).toBe("webp");
    expect(formatFor("*/*")).toBe("webp");
    expect(formatFor(null)).toBe("webp");
  });

  it("serves a published post's photo", async () => {
    const response = await t.request("GET", mediaUrl(at("/ghat.jpg"), 800));
    expect(response.status).toBe(200);
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(800);
  });

  it("refuses addresses no public record shows, and never asks their host", async () => {
    for (const source of [at("/pending.jpg"), at("/draft.jpg"), at("/never-typed.jpg"), "http://169.254.169.254/"]) {
      const response = await t.request("GET", mediaUrl(source, 400));
      expect(response.status, source).toBe(404);
    }
    expect(asked).toEqual([]);
  });

  it("refuses widths it does not make and addresses that are not web addresses", async () => {
    expect((await t.request("GET", mediaUrl(at("/shala.jpg"), 400).replace("/400/", "/401/"))).status).toBe(404);
    const notWeb = Buffer.from("file:///etc/passwd").toString("base64url");
    expect((await t.request("GET", `/media/400/${notWeb}`)).status).toBe(404);
    expect((await t.request("GET", "/media/400/not%20base64!")).status).toBe(404);
    expect(asked).toEqual([]);
  });

  it("answers a photo its host cannot give with the fallback image, and leaves the host alone for a while", async () => {
    for (const source of [at("/gone.jpg"), at("/page.html")]) {
      const response = await t.request("GET", mediaUrl(source, 400));
      expect(response.status, source).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/svg+xml");
      expect(response.headers.get("cache-control")).toContain("max-age=300");
      expect(await response.text()).toContain("<svg");
    }
    await t.request("GET", mediaUrl(at("/gone.jpg"), 400));
    expect(asked.filter((path) => path === "/gone.jpg")).toHaveLength(1);
  });

  it("answers a photo at an address of this machine with the fallback, in every spelling, and never connects to it", async () => {
    // the service's own machine, its database and admin API included, serving a photo as an attacker would want
    const inside = startRecordingServer(() => jpegAnswer(photo));
    const sources = ["127.0.0.1", "127.1", "2130706433", "0.0.0.0", "[::1]", "[::ffff:127.0.0.1]", "localhost"].map(
      (spelling) => `http://${spelling}:${inside.port}/photo.jpg`,
    );
    const category = await insertCategory(t.db);
    await insertBusiness(t.db, { categoryId: category.id, images: sources });
    for (const source of sources) {
      const response = await t.request("GET", mediaUrl(source, 400));
      expect(response.headers.get("content-type"), source).toBe("image/svg+xml");
    }
    expect(inside.hits).toEqual([]);
  });

  it("stops reading a hostile host's endless image at 25 MB, within a stated bound of memory", async () => {
    const source = `http://127.0.0.1:${hostile.port}/endless.jpg`;
    const category = await insertCategory(t.db);
    await insertBusiness(t.db, { categoryId: category.id, images: [source] });
    Bun.gc(true);
    const before = process.memoryUsage().rss;

    const response = await t.request("GET", mediaUrl(source, 400));
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    // 25 MB and what the sockets buffer, of the 300 MB offered, and no more than 100 MB more memory for it
    expect(hostile.sent()).toBeLessThan(40 * MB);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * MB);
    await hostile.cut;
  });

  it("fetches a photo once when all its widths are asked for at the same moment", async () => {
    // a host that answers once the test lets it: until then the first width's fetch is under way
    const answer = Promise.withResolvers<void>();
    const reached = Promise.withResolvers<void>();
    const held = startRecordingServer(async () => {
      reached.resolve();
      await answer.promise;
      return jpegAnswer(small);
    });
    const store = createMediaStore(join(dataDir, "widths"), {
      guardedFetch: createGuardedFetch({ allowHosts: [`127.0.0.1:${held.port}`] }),
    });
    const source = `http://127.0.0.1:${held.port}/small.jpg`;

    // asked for together, as a page's srcset and preloads ask; the host hears of the photo while all four wait
    const making = Promise.all(MEDIA_WIDTHS.map((width) => store.file(source, width, "webp", "photo")));
    await reached.promise;
    answer.resolve();
    const made = await making;
    expect(made.map((file) => file.type)).toEqual(MEDIA_WIDTHS.map(() => "image/webp"));
    expect(held.hits).toEqual(["/small.jpg"]);
  });

  it("fetches four photos at a time at most, the others waiting their turn", async () => {
    // a host that holds its answers until four are waiting (the last ones until every photo has been asked for)
    const photos = 6;
    const slow = startBatchingServer({ batch: 4, total: photos, answer: () => jpegAnswer(small) });
    const guardedFetch = createGuardedFetch({ allowHosts: [`127.0.0.1:${slow.port}`] });
    let open = 0;
    let mostOpen = 0;
    // the real fetch, counting the fetches under way from their start to their body's end
    const counted: GuardedFetch = async (address, request) => {
      mostOpen = Math.max(mostOpen, ++open);
      try {
        const response = await guardedFetch(address, request);
        return new Response(await response.arrayBuffer(), { status: response.status, headers: response.headers });
      } finally {
        open--;
      }
    };
    const store = createMediaStore(join(dataDir, "limited"), { guardedFetch: counted });
    const sources = Array.from({ length: photos }, (_, n) => `http://127.0.0.1:${slow.port}/${n}.jpg`);

    await Promise.all(sources.map((source) => store.file(source, 96, "webp", "avatar")));
    expect(slow.hits).toHaveLength(photos);
    expect(mostOpen).toBe(4);
  });

  it("answers a testimonial's missing avatar with the avatar fallback", async () => {
    const response = await t.request("GET", mediaUrl(at("/avatar-gone.png"), 400));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(await readFile(join(projectRoot, "site/public", FALLBACK_AVATAR_IMAGE), "utf8"));
  });
});

describe("sweepUnshownMedia (after each release)", () => {
  const env = readEnv({ NODE_ENV: "test", PUBLIC_URL: TEST_ORIGIN, DATA_DIR: dataDir });
  const madeFiles = () => readdir(join(dataDir, "media"));

  it("removes the made files of a photo the site stopped showing and keeps those it shows", async () => {
    for (const source of [at("/shala.jpg"), at("/ghat.jpg")]) {
      expect((await t.request("GET", mediaUrl(source, 400))).status).toBe(200);
    }
    const before = await madeFiles();
    await t.db.update(blogPosts).set({ isPublished: false });

    const removed = await sweepUnshownMedia(t.db, env);
    expect(removed).toBeGreaterThan(0);
    expect(await madeFiles()).toHaveLength(before.length - removed);

    // the business's photo is still sent from disk; the post's, published again, is fetched and made anew
    asked.length = 0;
    expect((await t.request("GET", mediaUrl(at("/shala.jpg"), 400))).status).toBe(200);
    expect(asked).toEqual([]);
    await t.db.update(blogPosts).set({ isPublished: true });
    expect((await t.request("GET", mediaUrl(at("/ghat.jpg"), 400))).status).toBe(200);
    expect(asked).toEqual(["/ghat.jpg"]);
  });

  it("removes nothing while everything made is shown, and copes with no media folder yet", async () => {
    await t.request("GET", mediaUrl(at("/shala.jpg"), 400));
    const before = await madeFiles();
    expect(await sweepUnshownMedia(t.db, env)).toBe(0);
    expect(await madeFiles()).toEqual(before);
    const empty = readEnv({ NODE_ENV: "test", PUBLIC_URL: TEST_ORIGIN, DATA_DIR: join(dataDir, "never-used") });
    expect(await sweepUnshownMedia(t.db, empty)).toBe(0);
  });
});

describe("photo previews", () => {
  const env = readEnv({ NODE_ENV: "test", PUBLIC_URL: TEST_ORIGIN, DATA_DIR: dataDir });
  beforeEach(() => rm(join(dataDir, "media"), { recursive: true, force: true }));

  it("makes a photo's preview with its first width, from the same fetch, and asks once for the pages to get it", async () => {
    expect(await madePhotoPreviews(env, [at("/shala.jpg")])).toEqual(new Map());
    await t.request("GET", mediaUrl(at("/shala.jpg"), 400));
    await t.request("GET", mediaUrl(at("/shala.jpg"), 800));

    const previews = await madePhotoPreviews(env, [at("/shala.jpg"), at("/ghat.jpg")]);
    expect([...previews.keys()]).toEqual([at("/shala.jpg")]);
    const [type, data] = previews.get(at("/shala.jpg"))!.split(",");
    expect(type).toBe("data:image/avif;base64");
    const bytes = Buffer.from(data!, "base64");
    // as wide as the photo is shown on a phone, so the browser takes it for the photo; a few KB at most
    const image = await sharp(bytes).metadata();
    expect({ format: image.format, compression: image.compression, width: image.width, height: image.height }).toEqual({
      format: "heif",
      compression: "av1",
      width: 800,
      height: 600,
    });
    expect(bytes.byteLength).toBeLessThan(2048);
    expect(asked.filter((path) => path === "/shala.jpg")).toHaveLength(2);
    expect(t.contentChanges).toEqual([{ reason: "a photo's preview was made", requestedBy: "system" }]);
  });

  it("finds the previews among a whole snapshot's photos, most of them without one", async () => {
    await t.request("GET", mediaUrl(at("/shala.jpg"), 400));
    const others = Array.from({ length: 80 }, (_, n) => at(`/never-asked-${n}.jpg`));
    const previews = await madePhotoPreviews(env, [...others, at("/shala.jpg")]);
    expect([...previews.keys()]).toEqual([at("/shala.jpg")]);
    expect(previews.get(at("/shala.jpg"))).toMatch(/^data:image\/avif;base64,/);
  });

  it("makes none of a testimonial's avatar nor of a photo its host cannot give", async () => {
    await insertTestimonial(t.db, { avatar: at("/face.jpg") });
    expect((await t.request("GET", mediaUrl(at("/face.jpg"), 96))).headers.get("content-type")).toBe("image/webp");
    expect((await t.request("GET", mediaUrl(at("/gone.jpg"), 400))).headers.get("content-type")).toBe("image/svg+xml");
    expect(await madePhotoPreviews(env, [at("/face.jpg"), at("/gone.jpg")])).toEqual(new Map());
    expect(t.contentChanges).toEqual([]);
  });

  it("removes a photo's preview with its files once the site stops showing it", async () => {
    await t.request("GET", mediaUrl(at("/ghat.jpg"), 400));
    expect((await madePhotoPreviews(env, [at("/ghat.jpg")])).size).toBe(1);
    await t.db.update(blogPosts).set({ isPublished: false });
    await sweepUnshownMedia(t.db, env);
    expect(await madePhotoPreviews(env, [at("/ghat.jpg")])).toEqual(new Map());
  });
});
