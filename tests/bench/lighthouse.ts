// The bench's Lighthouse step: Lighthouse mobile on the timed pages of the demo site, each against a bare page under
// the same profile; each page's first response against what the profile's first round trip carries; and the business
// page's paints in Chromium itself, throttled as the profile says.
import { readFile } from "node:fs/promises";
import { connect } from "node:net";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { projectRoot } from "../../service/publish/paths.ts";
import { type Bench, CHROMIUM, type Row, RUNS } from "./bench.ts";
import { run } from "./commands.ts";
import { firstIds, givePhotos, inEveryLanguage, pagesOf, pageText, PREVIEW_MARK } from "./demo-site.ts";
import { BUSINESS_PHOTO } from "./photo-formats.ts";
import { kb, median } from "./report.ts";

const LIGHTHOUSE_PROFILE = { rttMs: 300, throughputKbps: 400, cpuSlowdownMultiplier: 4 };
/**
 * What a new connection carries in its first round trip in Lighthouse's simulation (Lantern): an initial congestion
 * window of ten TCP segments of 1,460 bytes. A page's response longer than that paints a round trip (300 ms) later.
 */
const FIRST_ROUND_TRIP_BYTES = 10 * 1460;
/** The Accept-Encoding header Lighthouse's Chromium sends, so a page is sent as it was timed. */
const CHROMIUM_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

interface LighthouseRun {
  performance: number;
  bestPractices: number;
  lcpMs: number;
}

async function lighthouse(work: string, url: string): Promise<LighthouseRun> {
  const output = join(work, "lighthouse.json");
  const result = await run(
    [
      "node",
      join(projectRoot, "node_modules", "lighthouse", "cli", "index.js"),
      url,
      "--quiet",
      "--output=json",
      `--output-path=${output}`,
      "--only-categories=performance,best-practices",
      "--form-factor=mobile",
      "--throttling-method=simulate",
      `--throttling.rttMs=${LIGHTHOUSE_PROFILE.rttMs}`,
      `--throttling.throughputKbps=${LIGHTHOUSE_PROFILE.throughputKbps}`,
      `--throttling.cpuSlowdownMultiplier=${LIGHTHOUSE_PROFILE.cpuSlowdownMultiplier}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
      // audits that weigh nothing in either score and cost a fifth of each run
      "--skip-audits=bf-cache,screenshot-thumbnails,final-screenshot",
      "--disable-full-page-screenshot",
    ],
    { CHROME_PATH: CHROMIUM },
  );
  if (result.exitCode !== 0) throw new Error(`lighthouse ${url} failed:\n${result.output.slice(-2000)}`);
  const report = JSON.parse(await readFile(output, "utf8")) as {
    categories: Record<string, { score: number }>;
    audits: Record<string, { numericValue: number }>;
  };
  return {
    performance: Math.round(report.categories.performance!.score * 100),
    bestPractices: Math.round(report.categories["best-practices"]!.score * 100),
    lcpMs: report.audits["largest-contentful-paint"]!.numericValue,
  };
}

async function medianLighthouse(work: string, url: string): Promise<LighthouseRun> {
  const runs: LighthouseRun[] = [];
  for (let n = 0; n < RUNS; n++) runs.push(await lighthouse(work, url));
  return {
    performance: median(runs.map((r) => r.performance)),
    bestPractices: median(runs.map((r) => r.bestPractices)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
  };
}

export async function measureLighthouse(bench: Bench, baseUrl: string, nginxUrl: string, photo: Buffer) {
  const { rows, notes, work } = bench;
  const ids = await firstIds(baseUrl);
  const sent = await givePhotos(bench, baseUrl, ids, photo);
  // each page is set against the floor of its kind: with the same photo in view, or without an image
  const floors = {
    bare: { name: "a bare page", run: await medianLighthouse(work, `${nginxUrl}/bench-floor.html`) },
    photo: {
      name: "a bare page with the same photo",
      run: await medianLighthouse(work, `${nginxUrl}/bench-floor-photo.html`),
    },
  };
  // LCP to the millisecond: a page a few past the target would round to it
  const figures = (run: LighthouseRun) =>
    `${run.performance} / ${run.bestPractices} / ${(run.lcpMs / 1000).toFixed(3)} s`;
  const firstResponses: Row[] = [];
  // each page type in English, Hindi and Hebrew: the Hindi and Hebrew pages carry their fonts and longer texts
  for (const [name, path] of inEveryLanguage(pagesOf(ids))) {
    // a page with a photo in view carries its preview
    const showsPhoto = (await pageText(`${baseUrl}${path}`)).includes(PREVIEW_MARK);
    const page = await medianLighthouse(work, `${baseUrl}${path}`);
    const responseBytes = await bytesOnTheWire(`${baseUrl}${path}`);
    firstResponses.push({
      area: "First round trip",
      figure: `${name}: the response as Lighthouse's Chromium receives it (status line, headers, compressed body)`,
      value: `${responseBytes.toLocaleString("en-US")} B`,
      peer: "what the profile's first round trip carries (10 TCP segments)",
      peerValue: `${FIRST_ROUND_TRIP_BYTES.toLocaleString("en-US")} B`,
      ratio: responseBytes / FIRST_ROUND_TRIP_BYTES,
    });
    const floor = showsPhoto ? floors.photo : floors.bare;
    rows.push({
      area: "Lighthouse mobile",
      figure: `${name}${showsPhoto ? ` (a photo in view, ${kb(sent.bytes)} ${sent.type}, with its preview)` : ""}: performance / best practices / LCP`,
      value: figures(page),
      peer: floor.name,
      peerValue: figures(floor.run),
      ratio: page.lcpMs / floor.run.lcpMs,
      target: "100 / 100 / ≤ 1.5 s",
      met: page.performance === 100 && page.bestPractices === 100 && page.lcpMs <= 1500,
    });
  }
  rows.push(...firstResponses);
  await paintsInChromium(bench, `${baseUrl}/business/${ids.business}`, `${nginxUrl}/bench-floor-photo.html`);
  notes.push(
    `The timed pages show a real photo (${BUSINESS_PHOTO}), given through the admin API to the best-rated business ` +
      "(its page and its category's first card), to the first result of the search timed and to the newest post. " +
      "Each page carries the photo's preview (service/modules/media), made when the photo was first asked for.",
  );
}

/**
 * Lighthouse's simulation leaves a low-priority image out of its LCP estimate whatever the page shows meanwhile, so
 * its figure alone cannot tell a preview that paints from one that does not. This loads the business page in
 * Chromium itself, its network and CPU throttled as the profile says (devtools throttling: each request waits the
 * round trip, bytes come at 400 kbps), and reads what Chrome reports: when and what its largest paint was, and when
 * the photo was on screen; against the bare page with the same photo and no preview.
 */
async function paintsInChromium({ rows, cleanups }: Bench, pageUrl: string, floorUrl: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
  cleanups.push(() => browser.close());
  const load = async (url: string) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    const bytesPerSecond = (LIGHTHOUSE_PROFILE.throughputKbps * 1024) / 8;
    await devtools.send("Network.enable");
    await devtools.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: LIGHTHOUSE_PROFILE.rttMs,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: bytesPerSecond,
    });
    await devtools.send("Emulation.setCPUThrottlingRate", { rate: LIGHTHOUSE_PROFILE.cpuSlowdownMultiplier });
    await page.goto(url, { waitUntil: "load" });
    // the photo painted: a larger paint than the last reported would be reported by then
    await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
    await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 500))));
    const paint = await page.evaluate(
      () =>
        new Promise<{ lcpMs: number; preview: boolean; photoMs: number }>((resolve) => {
          new PerformanceObserver((list) => {
            const largest = list.getEntries().at(-1) as PerformanceEntry & { url: string };
            const photo = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find(
              (entry) => entry.initiatorType === "img" && !entry.name.startsWith("data:"),
            );
            resolve({
              lcpMs: largest.startTime,
              preview: largest.url.startsWith("data:"),
              photoMs: photo?.responseEnd ?? Number.NaN,
            });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    await context.close();
    return paint;
  };
  const medianOf = async (url: string) => {
    const runs = [];
    for (let n = 0; n < RUNS; n++) runs.push(await load(url));
    return {
      lcpMs: median(runs.map((run) => run.lcpMs)),
      photoMs: median(runs.map((run) => run.photoMs)),
      preview: runs.every((run) => run.preview),
    };
  };
  const page = await medianOf(pageUrl);
  const floor = await medianOf(floorUrl);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(3)} s`;
  rows.push({
    area: "Chromium, throttled",
    figure: "business page: largest paint (what it is) / the photo in",
    value: `${seconds(page.lcpMs)} (${page.preview ? "the preview" : "not the preview"}) / ${seconds(page.photoMs)}`,
    peer: "a bare page with the same photo, no preview",
    peerValue: `${seconds(floor.lcpMs)} (the photo) / ${seconds(floor.photoMs)}`,
    ratio: page.lcpMs / floor.lcpMs,
  });
}

/**
 * The bytes of a page's response on the connection, headers included, as Chromium asks for it. fetch() does not
 * tell the length of the headers, so this asks over a socket of its own and counts what comes back, up to the end
 * of the body its Content-Length announces.
 */
async function bytesOnTheWire(url: string): Promise<number> {
  const { hostname, port, pathname, search } = new URL(url.replace("localhost", "127.0.0.1"));
  const request =
    `GET ${pathname}${search} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/html\r\n` +
    `Accept-Encoding: ${CHROMIUM_ACCEPT_ENCODING}\r\n\r\n`;
  let received = Buffer.alloc(0);
  let total: number | undefined;
  const socket = connect(Number(port), hostname, () => socket.write(request));
  return new Promise((resolve, reject) => {
    socket.on("error", reject);
    // a connection closed before the whole response came would otherwise leave the bench waiting for ever
    socket.on("close", () => reject(new Error(`${url}: the connection closed after ${received.byteLength} bytes`)));
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (total === undefined) {
        const headerEnd = received.indexOf("\r\n\r\n");
        if (headerEnd < 0) return;
        const length = /^content-length:\s*(\d+)/im.exec(received.subarray(0, headerEnd).toString("latin1"));
        if (!length) return socket.destroy(new Error(`${url} answered without a Content-Length`));
        total = headerEnd + 4 + Number(length[1]);
      }
      if (received.byteLength < total) return;
      resolve(total);
      socket.destroy();
    });
  });
}
