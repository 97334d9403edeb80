// The bench's photos step: /media's AVIF against its WebP (photo-formats.ts), as rows of the report.
import { join } from "node:path";
import type { Bench } from "./bench.ts";
import { BUSINESS_PHOTO, comparePhotoFormats, publicDomainPhotos } from "./photo-formats.ts";
import { kb } from "./report.ts";

/**
 * /media's two formats on Debian's public-domain photos (tests/bench/photo-formats.ts): what each weighs, how it
 * looks by SSIM, how long it takes. Returns the business page's photo and how large the page shows it.
 */
export async function measurePhotoFormats({ rows, work }: Bench) {
  const photos = await publicDomainPhotos(join(work, "photos"));
  const result = await comparePhotoFormats(photos);
  const figures = (total: typeof result.webp) =>
    `${kb(total.bytes)}, SSIM ${total.meanSsim.toFixed(3)}, ${Math.round(total.medianEncodeMs)} ms`;
  const figure = `${photos.size} public-domain photos at 800 wide (python3-skimage)`;
  rows.push(
    {
      area: "Photos",
      figure: `${figure}: AVIF bytes, mean SSIM, median encode`,
      value: figures(result.avif),
      peer: "the same as WebP",
      peerValue: figures(result.webp),
      ratio: result.avif.bytes / result.webp.bytes,
    },
    {
      area: "Photos",
      figure: `${figure}: bytes sent to a browser that takes AVIF (the smaller format of each)`,
      value: kb(result.sentToAvifBrowsers),
      peer: "WebP",
      peerValue: kb(result.webp.bytes),
      ratio: result.sentToAvifBrowsers / result.webp.bytes,
    },
  );
  const business = result.photos.find((photo) => photo.name === BUSINESS_PHOTO)!;
  return { business: photos.get(BUSINESS_PHOTO)!, shown: { width: business.width, height: business.height } };
}
