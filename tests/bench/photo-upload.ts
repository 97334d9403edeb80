// `bun tests/bench/photo-upload.ts <service URL> <service PID>`: one photo of about 10 MB (the upload limit) through
// the running service, from its upload to its preview ready: POST /api/admin/photos (checked, turned, stripped and
// kept), then, once a business shows it, its first /media width as Chromium asks for it, which makes that width as
// WebP and AVIF and the photo's preview. Prints each step's time and the service's peak resident memory over its own
// before the upload (read from /proc every 5 ms). ADMIN_USERNAME and ADMIN_PASSWORD sign in.
import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { PHOTO_UPLOAD_LIMITS } from "../../shared/constants.ts";
import { mediaUrl, PHOTO_UPLOAD_PATHS } from "../../shared/media.ts";

const [baseUrl = "http://localhost:3000", pid] = process.argv.slice(2);
if (!pid) throw new Error("Usage: bun tests/bench/photo-upload.ts <service URL> <service PID>");
const origin = new URL(baseUrl).origin;

const residentBytes = async () => {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
};

/** A camera-like photo just under the limit: 4,000 by 3,000 of fine grain at the JPEG quality that gives ~10 MB. */
async function tenMegabytePhoto(): Promise<Buffer<ArrayBuffer>> {
  const grain = sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#6b8e9f",
      noise: { type: "gaussian", mean: 128, sigma: 36 },
    },
  });
  for (let quality = 95; quality > 40; quality -= 5) {
    const photo = await grain.clone().jpeg({ quality }).toBuffer();
    if (photo.byteLength <= PHOTO_UPLOAD_LIMITS.maxBytes - 64 * 1024) return photo;
  }
  throw new Error("no quality gave a photo under the limit");
}

const login = await fetch(`${baseUrl}/api/admin/login`, {
  method: "POST",
  headers: { "content-type": "application/json", origin },
  body: JSON.stringify({ username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD }),
});
if (!login.ok) throw new Error(`sign-in: ${login.status}`);
const cookie = login.headers
  .getSetCookie()
  .map((header) => header.split(";")[0])
  .join("; ");
const asAdmin = { cookie, origin };

const photo = await tenMegabytePhoto();
const [business] = (await (await fetch(`${baseUrl}/api/businesses?limit=1`)).json()) as { id: number }[];

const before = await residentBytes();
let peak = before;
const sampler = setInterval(() => void residentBytes().then((bytes) => (peak = Math.max(peak, bytes))), 5);

const started = performance.now();
const form = new FormData();
form.append("photo", new File([photo], "IMG_0001.jpg", { type: "image/jpeg" }));
const uploaded = await fetch(`${baseUrl}${PHOTO_UPLOAD_PATHS.admin}`, { method: "POST", headers: asAdmin, body: form });
if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
const { source } = (await uploaded.json()) as { source: string };
const kept = performance.now();

const shown = await fetch(`${baseUrl}/api/admin/businesses/${business!.id}`, {
  method: "PATCH",
  headers: { ...asAdmin, "content-type": "application/json" },
  body: JSON.stringify({ images: [source] }),
});
if (!shown.ok) throw new Error(`showing it: ${shown.status}`);
const linked = performance.now();
// the first width: both formats and the preview, which this answer waits for
const made = await fetch(`${baseUrl}${mediaUrl(source, 800)}`, {
  headers: { accept: "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8" },
});
if (!made.ok) throw new Error(`first width: ${made.status}`);
await made.arrayBuffer();
const ready = performance.now();
clearInterval(sampler);

const ms = (from: number, to: number) => `${Math.round(to - from)} ms`;
const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
console.log(`photo: ${mb(photo.byteLength)} JPEG, 4000 x 3000`);
console.log(`upload (sent on loopback, checked, turned, stripped, kept as WebP): ${ms(started, kept)}`);
console.log(`business saved with it: ${ms(kept, linked)}`);
console.log(`first width (800, WebP and AVIF) and its preview made: ${ms(linked, ready)}`);
console.log(`request to preview ready: ${ms(started, ready)}`);
console.log(`service resident memory: ${mb(before)} before, peak ${mb(peak)} (+${mb(peak - before)})`);
