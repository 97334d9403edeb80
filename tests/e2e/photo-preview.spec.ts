// A photo in view paints from the page's first response: once the service has made a photo (service/modules/media),
// the pages that show it carry a blurred preview of it in their HTML, which Chrome counts as the largest paint, and
// the photo takes its place when it comes a round trip later.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { mediaUrl } from "../../shared/media.ts";
import { BUILD_TIMEOUT, waitForIdleBuilds } from "./builds.ts";
import { expect, test } from "./fixtures.ts";

/** A photo-like picture: soft shapes of colour, as a camera would give (a flat colour would make a flat preview). */
async function photoLike(): Promise<Buffer> {
  const shapes = Array.from(
    { length: 24 },
    (_, n) =>
      `<circle cx="${(n * 173) % 1600}" cy="${(n * 311) % 1067}" r="${90 + ((n * 37) % 160)}" fill="hsl(${(n * 47) % 360} 60% ${35 + ((n * 13) % 40)}%)"/>`,
  ).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067"><rect width="1600" height="1067" fill="#0e7490"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).blur(6).jpeg({ quality: 85 }).toBuffer();
}

// the listing is deleted after the test: the specs after this one read the release that follows
test.afterAll(({ adminApi }) => waitForIdleBuilds(adminApi));

test("a business page paints its photo's preview from its first response, and Chrome counts it as the largest paint", async ({
  page,
  adminApi,
  pendingListing,
}) => {
  test.setTimeout(BUILD_TIMEOUT * 3);
  const photo = await photoLike();
  const host = createServer((_, response) => response.writeHead(200, { "content-type": "image/jpeg" }).end(photo));
  await new Promise<void>((listening) => host.listen(0, "127.0.0.1", listening));
  try {
    const source = `http://127.0.0.1:${(host.address() as AddressInfo).port}/ganga-at-dawn.jpg`;
    const path = `/business/${pendingListing.id}`;
    expect(
      (await adminApi.patch(`/api/admin/businesses/${pendingListing.id}`, { data: { images: [source] } })).ok(),
    ).toBe(true);
    expect((await adminApi.post(`/api/admin/businesses/${pendingListing.id}/approve`)).ok()).toBe(true);
    const pageHtml = async () => (await adminApi.get(path)).text();
    await expect.poll(pageHtml, { timeout: BUILD_TIMEOUT }).toContain(mediaUrl(source, 800));
    // the page's first build knew no preview: the photo's first making makes one, and the pages get it next build
    expect(await pageHtml()).not.toContain("data:image/avif");
    expect((await adminApi.get(mediaUrl(source, 800))).ok()).toBe(true);
    await expect.poll(pageHtml, { timeout: BUILD_TIMEOUT }).toContain("data:image/avif;base64,");

    await page.addInitScript(() => {
      const paints: { url: string; time: number }[] = [];
      Object.assign(window, { largestPaints: paints });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEntry[] & { url: string }[])
          paints.push({ url: entry.url, time: entry.startTime });
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    // the photo a slow network away
    await page.route("**/media/**", async (route) => {
      await new Promise((later) => setTimeout(later, 1500));
      await route.continue();
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const hero = page.locator("section img").first();
    expect(await hero.getAttribute("fetchpriority")).toBe("low");
    expect(await hero.getAttribute("style")).toContain("background-image:url(data:image/avif;base64,");
    // nothing asks for the photo ahead of the page: its place is filled already
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(0);

    await expect
      .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    expect(await hero.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain("/media/");
    const paints = (await page.evaluate(() => (window as unknown as { largestPaints: unknown }).largestPaints)) as {
      url: string;
      time: number;
    }[];
    // the preview is the page's largest paint, and the photo arriving 1.5 s later does not replace it
    expect(paints.at(-1)?.url).toMatch(/^data:image\/avif;base64,/);
    expect(paints.at(-1)!.time).toBeLessThan(1500);
    expect(paints.map((paint) => paint.url)).not.toContainEqual(expect.stringContaining("/media/"));
  } finally {
    host.close();
  }
});
