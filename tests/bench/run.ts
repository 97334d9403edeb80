// `npm run bench`: what issue 12 asks the site to be, measured on this machine in one run, each figure the median
// of several runs and set against its peer measured in the same run. Prints a table and writes it to
// bench/results/latest.md, with the figures as JSON beside it (bench/results/ is not committed: it describes one
// machine at one moment). Installs Debian's wrk, nginx and chromium with apt-get when they are missing.
//   - page weight: JavaScript (tests/bench/page-weight.ts) and HTML, gzip bytes per page type (demo content);
//   - Lighthouse mobile at 300 ms RTT / 400 kbps / 4x CPU on home, search, category, business and blog post,
//     against a bare page under the same profile (the business page with a real photo from Debian's
//     python3-skimage: the demo's own are out of reach offline), and each of those pages' response in bytes, headers
//     included, against what the profile's first round trip carries;
//   - /media's AVIF against its WebP on six public-domain photos: bytes, SSIM, encode time (photo-formats.ts);
//   - the service against nginx (gzip_static, one worker, on the same release) on a business page, with wrk, and
//     Bun.serve alone sending the same answer from memory: the most this runtime can reach;
//   - the search API at 64 connections over 10,000 generated businesses, on PostgreSQL and on PGlite, against
//     Elysia's minimal JSON route; what a query costs without the read cache; its EXPLAIN on PostgreSQL;
//   - bytes a first Pagefind search fetches, at demo size and at 10,000 businesses;
//   - build time and peak memory at demo size and 10,000 businesses (tests/bench/publish.ts).
// The 10,000 businesses are generated (bench-data.ts) into a throwaway database on TEST_DATABASE_URL's server
// and a throwaway PGlite; nothing generated is kept.
import { existsSync } from "node:fs";
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { sql } from "drizzle-orm";
import { mediaUrl } from "../../shared/media.ts";
import { BusinessSearchQuerySchema } from "../../shared/schemas/business.ts";
import type { DatabaseConnection } from "../../service/db/client.ts";
import { businesses } from "../../service/db/schema.ts";
import { parseInput } from "../../service/http.ts";
import { searchBusinesses, selectBusinessesWithCategory } from "../../service/modules/businesses/queries.ts";
import { searchClauses } from "../../service/modules/businesses/search.ts";
import { projectRoot } from "../../service/publish/paths.ts";
import { CHROMIUM_IMAGE_ACCEPT } from "../../service/test-support/app.ts";
import { signInAsAdmin } from "./admin-session.ts";
import { aptGet, run } from "./commands.ts";
import { BUSINESS_PHOTO, comparePhotoFormats, publicDomainPhotos } from "./photo-formats.ts";
import { type BenchDatabase, createBenchDatabase, growToActiveBusinesses } from "./bench-data.ts";

const RUNS = 3;
const WRK_SECONDS = 5;
const CONNECTIONS = 64;
const BUSINESSES = 10_000;
const SEARCH_PATH = "/api/businesses?q=yoga";
const SEARCH = parseInput(BusinessSearchQuerySchema, { q: "yoga" });
/** The search timed: a word many listings have. */
const SEARCH_TIMED = "/search?q=yoga";
/** How a photo's preview starts in a page's HTML. */
const PREVIEW_MARK = "data:image/avif;base64,";
const LIGHTHOUSE_PROFILE = { rttMs: 300, throughputKbps: 400, cpuSlowdownMultiplier: 4 };
/**
 * What a new connection carries in its first round trip in Lighthouse's simulation (Lantern): an initial congestion
 * window of ten TCP segments of 1,460 bytes. A page's response longer than that paints a round trip (300 ms) later.
 */
const FIRST_ROUND_TRIP_BYTES = 10 * 1460;
/** The Accept-Encoding header Lighthouse's Chromium sends, so a page is sent as it was timed. */
const CHROMIUM_ACCEPT_ENCODING = "gzip, deflate, br, zstd";
const CHROMIUM = "/usr/bin/chromium";
/** The demo service's admin, so the bench can give a business a photo through the admin API. */
const BENCH_ADMIN = { username: "bench", password: crypto.randomUUID() };
/** /proc counts CPU time in USER_HZ, which Linux fixes at 100 a second for user space. */
const CLOCK_TICKS_PER_SECOND = 100;
const bun = process.execPath;

interface Row {
  area: string;
  figure: string;
  value: string;
  peer: string;
  peerValue: string;
  /** value / peer, where the two are alike */
  ratio?: number;
  target?: string;
  met?: boolean;
}

const rows: Row[] = [];
const notes: string[] = [];
const sections: { title: string; text: string }[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
const started = performance.now();
const loadAtStart = loadavg()[0]!;
const work = await mkdtemp(join(tmpdir(), "sor-bench-"));
// nginx's worker runs as another user: it must be able to read the release in here
await chmod(work, 0o755);
cleanups.push(() => rm(work, { recursive: true, force: true }));

try {
  await installMissingTools();
  const photos = await step("photos: AVIF against WebP (tests/bench/photo-formats.ts)", measurePhotoFormats);
  const demo = await step("the demo site: service and nginx", () => startDemoService(photos.shown));
  await step("page weight", () => measurePageWeight(demo.url));
  await step("Lighthouse", () => measureLighthouse(demo.url, demo.nginxUrl, photos.business));
  await step("static serving", async () => measureStaticServing(demo, await firstIds(demo.url)));
  const demoPagefind = await step("Pagefind, demo", () => pagefindFirstSearch(demo.url));
  await demo.stop();

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    await step(`search API, ${BUSINESSES} businesses on PostgreSQL`, async () =>
      measureSearchApi(await createBenchDatabase(serverUrl), { explain: true }),
    );
  } else {
    notes.push("TEST_DATABASE_URL is not set: the PostgreSQL search figures and its EXPLAIN are left out.");
  }
  await step(`search API, ${BUSINESSES} businesses on PGlite`, async () =>
    measureSearchApi(await createBenchDatabase(), { explain: false }),
  );
  // publish.ts leaves its data folder of 10,000 businesses here: the site Pagefind is timed on next
  const largeSite = join(work, `site-${BUSINESSES}`);
  await step("publishing (tests/bench/publish.ts)", () => measurePublishing(largeSite));
  await step(`Pagefind, ${BUSINESSES} businesses`, async () => {
    if (!existsSync(largeSite)) return void notes.push("publish.ts left no site: no Pagefind figure at 10,000.");
    // the service sends the release as the demo's was sent; only its static files are asked for, so an empty
    // database does
    const server = await startAppServer(join(work, "pglite-empty"), largeSite, "/about/");
    try {
      const pagefindLarge = await pagefindFirstSearch(server.url);
      rows.push({
        area: "Pagefind",
        figure: `bytes fetched by a first search ("yoga", top 5 results), ${BUSINESSES} businesses`,
        value: kb(pagefindLarge),
        peer: "the same at demo size",
        peerValue: kb(demoPagefind),
        ratio: pagefindLarge / demoPagefind,
      });
    } finally {
      await server.stop();
    }
  });
} catch (error) {
  // what was measured before is still reported, with the failure
  notes.push(`The run stopped early: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error(error));
}
await report();

// ---------------------------------------------------------------------------------------------------------------
// Tools and processes

/** Runs one part of the bench, saying when it starts and how long it took. */
async function step<T>(name: string, part: () => Promise<T>): Promise<T> {
  const at = performance.now();
  console.log(`${clock()} ${name}…`);
  const result = await part();
  console.log(`${clock()} ${name}: ${seconds(performance.now() - at)}`);
  return result;
}

function clock() {
  const elapsed = Math.round((performance.now() - started) / 1000);
  return `[${Math.floor(elapsed / 60)}:${String(elapsed % 60).padStart(2, "0")}]`;
}

async function installMissingTools() {
  const wanted = { wrk: "/usr/bin/wrk", nginx: "/usr/sbin/nginx", chromium: CHROMIUM };
  const missing = Object.entries(wanted)
    .filter(([, path]) => !existsSync(path))
    .map(([name]) => name);
  if (!missing.length) return;
  const line = `Installing ${missing.join(", ")} with apt-get (missing on this machine).`;
  console.log(line);
  notes.push(line);
  await aptGet(["install", "-y", "--no-install-recommends", ...missing]);
}

/** Starts a long-running process and resolves once `ready` answers true; stop() ends it (and it ends with us). */
async function startProcess(command: string[], env: Record<string, string | undefined>, ready: () => Promise<boolean>) {
  const child = Bun.spawn(command, {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdout: "pipe",
    stderr: "pipe",
  });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) {
    void (async () => {
      for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
        output += new TextDecoder().decode(chunk);
    })();
  }
  const stop = async () => {
    child.kill();
    await child.exited;
  };
  cleanups.push(stop);
  const deadline = Date.now() + 180_000;
  while (!(await ready().catch(() => false))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`${command.join(" ")} did not start:\n${output.slice(-2000)}`);
    }
    await Bun.sleep(200);
  }
  return { stop, output: () => output, pid: child.pid };
}

/** CPU time (user + system, in clock ticks) used so far by a process and every process below it. */
async function treeCpuTicks(root: number): Promise<number> {
  const stats = new Map<number, { parent: number; ticks: number }>();
  for (const name of await readdir("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const stat = await readFile(`/proc/${name}/stat`, "utf8").catch(() => "");
    // the fields after the command name, which is in parentheses and may hold spaces
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (fields.length > 13)
      stats.set(Number(name), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
  }
  const inTree = (pid: number): boolean => {
    for (let at: number | undefined = pid; at; at = stats.get(at)?.parent) if (at === root) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, { ticks: used }] of stats) if (inTree(pid)) ticks += used;
  return ticks;
}

async function freePort(): Promise<number> {
  const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = server.port!;
  await server.stop(true);
  return port;
}

/** A readiness check: the URL answers, with anything but a server error. */
function answers(url: string) {
  return async () => (await fetch(url)).status < 500;
}

// ---------------------------------------------------------------------------------------------------------------
// The demo site: the service as `npm start` runs it, and nginx on the same release

async function startDemoService(photoShown: PhotoSize) {
  const port = await freePort();
  const dataDir = join(work, "demo");
  const url = `http://localhost:${port}`;
  const service = await startProcess(
    [bun, "service/main.ts"],
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: undefined,
      NODE_ENV: "production",
      BUILD_SETTLE_MS: "0",
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      // the timed pages' photo is served from this process, on loopback at a port the system picks (givePhotos)
      OUTBOUND_ALLOW_HOSTS: "127.0.0.1",
    },
    async () => (await fetch(url)).status === 200,
  );
  const nginxPort = await freePort();
  // the live release through its link: the timed pages' photos make builds, which remove older releases
  const nginx = await startNginx(join(dataDir, "site"), nginxPort, photoShown);
  return {
    url,
    nginxUrl: `http://localhost:${nginxPort}`,
    pids: { service: service.pid, nginx: nginx.pid },
    async stop() {
      await nginx.stop();
      await service.stop();
    },
  };
}

/**
 * nginx serving the release folder with its precompressed .gz copies (gzip_static), one worker as the service
 * is one process, file descriptors cached: the fastest plain setup of it for these files. /bench-floor.html is
 * a bare page, the floor Lighthouse can reach under the profile (with an empty icon: the release has no
 * /favicon.ico, and the 404 of the browser's own request for one would cost it best practices).
 * /bench-floor-photo.html is the same page with the pages' photo in view, `shown` as large as the business page
 * shows it, in the format the service sent Chromium (givePhotos writes it before it is asked for): the floor of a
 * page that shows a photo without a preview, as the photo is asked for once the document is in, so Lantern puts
 * its end a round trip (and its bytes) after the document's.
 */
async function startNginx(root: string, port: number, shown: PhotoSize) {
  const dir = join(work, `nginx-${port}`);
  await mkdir(dir, { recursive: true });
  await writeFile(
    join(dir, "nginx.conf"),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 4096; }
http {
  access_log off;
  include /etc/nginx/mime.types;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  open_file_cache max=10000;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    gzip_static on;
    etag on;
    location = /bench-floor.html {
      default_type text/html;
      return 200 '${floorPage("A bare page")}';
    }
    location = /bench-floor-photo.html {
      default_type text/html;
      return 200 '${floorPage("A bare page with a photo", { src: "/bench-floor-photo", alt: "A photo", ...shown })}';
    }
    location = /bench-floor-photo {
      root ${work};
      try_files /bench-floor-photo.avif /bench-floor-photo.webp =404;
    }
  }
}
`,
  );
  return startProcess(
    ["/usr/sbin/nginx", "-c", join(dir, "nginx.conf"), "-p", dir],
    {},
    answers(`http://127.0.0.1:${port}/`),
  );
}

/** A floor page for nginx to send: the least a page can be, with `image` in view when given. */
function floorPage(description: string, image?: { src: string; alt: string; width: number; height: number }) {
  const shown = image
    ? `<img src="${image.src}" alt="${image.alt}" width="${image.width}" height="${image.height}" style="width:100%;height:auto">`
    : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="${description}"><link rel="icon" href="data:,"><title>Floor</title></head><body><h1>A bare page</h1>${shown}<p>The least a page can be.</p></body></html>`;
}

/** A field of the first record a public API list answers with. */
async function firstOf(baseUrl: string, path: string, key: string): Promise<string> {
  const [first] = (await (await fetch(`${baseUrl}${path}`)).json()) as Record<string, unknown>[];
  return String(first?.[key]);
}

/** The records the timed pages show: the best-rated business, its category, the newest post. */
async function firstIds(baseUrl: string) {
  const [business] = (await (await fetch(`${baseUrl}/api/businesses?limit=1`)).json()) as {
    id: number;
    category: { slug: string };
  }[];
  return {
    business: String(business!.id),
    // the best-rated business is the first card of its category's page
    category: business!.category.slug,
    blogPost: await firstOf(baseUrl, "/api/blog", "slug"),
    blogPostId: await firstOf(baseUrl, "/api/blog", "id"),
  };
}
type PageIds = Awaited<ReturnType<typeof firstIds>>;

// ---------------------------------------------------------------------------------------------------------------
// Page weight and Lighthouse

async function measurePageWeight(baseUrl: string) {
  // page-weight.ts is the JavaScript row as it always was; its lines are taken over as they are
  const result = await run([bun, "tests/bench/page-weight.ts", baseUrl]);
  if (result.exitCode !== 0) throw new Error(`page-weight.ts failed:\n${result.output}`);
  for (const line of result.stdout.split("\n")) {
    const match = /^(.{14})\s+([\d.]+ KB) on load(?:, ([\d.]+ KB) after (.+))?$/.exec(line);
    if (!match) continue;
    rows.push({
      area: "JavaScript (gzip)",
      figure: match[1]!.trim(),
      value: `${match[2]} on load`,
      peer: match[3] ? `after ${match[4]}` : "-",
      peerValue: match[3] ?? "-",
    });
  }
  const ids = await firstIds(baseUrl);
  const listings: [string, string][] = [
    ["categories", "/categories"],
    ["blog", "/blog"],
    ["list business", "/list-business"],
    ["about", "/about"],
  ];
  for (const [name, path] of [...pagesOf(ids), ...listings]) {
    const raw = await (await fetch(`${baseUrl}${path}`, { headers: { "accept-encoding": "identity" } })).arrayBuffer();
    const response = await fetch(`${baseUrl}${path}`, { headers: { "accept-encoding": "gzip" }, decompress: false });
    const sent = (await response.arrayBuffer()).byteLength;
    rows.push({
      area: "HTML (gzip, as sent)",
      figure: name,
      value: kb(sent),
      peer: "uncompressed",
      peerValue: kb(raw.byteLength),
      ratio: sent / raw.byteLength,
    });
    if (response.headers.get("content-encoding") !== "gzip" && gzipSync(Buffer.from(raw)).byteLength < raw.byteLength) {
      notes.push(`${path} was sent without gzip to a client that accepts it.`);
    }
  }
}

function pagesOf(ids: PageIds): [string, string][] {
  return [
    ["home", "/"],
    ["search", SEARCH_TIMED],
    ["category page", `/categories/${ids.category}`],
    ["business", `/business/${ids.business}`],
    ["blog post", `/blog/${ids.blogPost}`],
  ];
}

interface LighthouseRun {
  performance: number;
  bestPractices: number;
  lcpMs: number;
}

async function lighthouse(url: string): Promise<LighthouseRun> {
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

async function medianLighthouse(url: string): Promise<LighthouseRun> {
  const runs: LighthouseRun[] = [];
  for (let n = 0; n < RUNS; n++) runs.push(await lighthouse(url));
  return {
    performance: median(runs.map((r) => r.performance)),
    bestPractices: median(runs.map((r) => r.bestPractices)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
  };
}

async function measureLighthouse(baseUrl: string, nginxUrl: string, photo: Buffer) {
  const ids = await firstIds(baseUrl);
  const sent = await givePhotos(baseUrl, ids, photo);
  // each page is set against the floor of its kind: with the same photo in view, or without an image
  const floors = {
    bare: { name: "a bare page", run: await medianLighthouse(`${nginxUrl}/bench-floor.html`) },
    photo: {
      name: "a bare page with the same photo",
      run: await medianLighthouse(`${nginxUrl}/bench-floor-photo.html`),
    },
  };
  // LCP to the millisecond: a page a few past the target would round to it
  const figures = (run: LighthouseRun) =>
    `${run.performance} / ${run.bestPractices} / ${(run.lcpMs / 1000).toFixed(3)} s`;
  const firstResponses: Row[] = [];
  for (const [name, path] of pagesOf(ids)) {
    // a page with a photo in view carries its preview
    const showsPhoto = (await pageText(`${baseUrl}${path}`)).includes(PREVIEW_MARK);
    const page = await medianLighthouse(`${baseUrl}${path}`);
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
  await paintsInChromium(`${baseUrl}/business/${ids.business}`, `${nginxUrl}/bench-floor-photo.html`);
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
async function paintsInChromium(pageUrl: string, floorUrl: string) {
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

async function pageText(url: string): Promise<string> {
  return (await fetch(url)).text();
}

/**
 * The demo's photos are Unsplash addresses, out of reach offline, so its pages show the fallback drawing (752
 * bytes). That flatters a page's LCP: on the profile a phone gets about 15 KB a round trip, and waits for the
 * photo's. So the pages are timed with a real photo (photo-formats.ts: BUSINESS_PHOTO), served from this process
 * and set through the admin API as the only image of the business, of the first search result and of the post
 * timed. Each is then asked for as Chromium asks (AVIF first), which makes its preview and so a rebuild; this waits
 * until the pages carry the previews. The business's photo, as sent, is written for nginx's bare page with the same
 * photo; returns what was sent and the photo's address on the pages.
 */
async function givePhotos(baseUrl: string, ids: PageIds, original: Buffer) {
  const host = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    // the type by the name's extension, as a host would send it
    fetch: () => new Response(new Uint8Array(original), { headers: { "content-type": Bun.file(BUSINESS_PHOTO).type } }),
  });
  cleanups.push(() => host.stop(true));
  // one address a record: a preview belongs to its address
  const sourceFor = (record: string) => `http://127.0.0.1:${host.port}/${record}/${BUSINESS_PHOTO}`;
  const cookie = await signInAsAdmin(baseUrl, BENCH_ADMIN);
  const save = async (path: string, change: Record<string, unknown>) => {
    const saved = await fetch(`${baseUrl}${path}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", origin: baseUrl, cookie },
      body: JSON.stringify(change),
    });
    if (!saved.ok) throw new Error(`${path}: the photo was not saved: ${saved.status} ${await saved.text()}`);
  };
  const searched = await firstOf(
    baseUrl,
    `/api/businesses?${SEARCH_TIMED.slice(SEARCH_TIMED.indexOf("?") + 1)}&limit=1`,
    "id",
  );
  const businesses = [...new Set([ids.business, searched])];
  for (const id of businesses) await save(`/api/admin/businesses/${id}`, { images: [sourceFor(`business-${id}`)] });
  await save(`/api/admin/blog/${ids.blogPostId}`, { imageUrl: sourceFor("post") });

  const until = async (what: string, done: () => Promise<boolean>) => {
    const deadline = performance.now() + 60_000;
    while (!(await done())) {
      if (performance.now() > deadline) throw new Error(`${what} within a minute`);
      await Bun.sleep(100);
    }
  };
  const pages = [`/business/${ids.business}`, `/blog/${ids.blogPost}`];
  const photos = [...businesses.map((id) => sourceFor(`business-${id}`)), sourceFor("post")].map((source) =>
    mediaUrl(source, 800),
  );
  await until("the pages did not show their photos", async () =>
    (await Promise.all(pages.map((path) => pageText(`${baseUrl}${path}`)))).every((html) =>
      photos.some((photo) => html.includes(photo)),
    ),
  );
  const answers = await Promise.all(
    photos.map((photo) => fetch(`${baseUrl}${photo}`, { headers: { accept: CHROMIUM_IMAGE_ACCEPT } })),
  );
  await until("the pages did not carry their photos' previews", async () =>
    (
      await Promise.all(
        [...pages, `/categories/${ids.category}`, SEARCH_TIMED].map((path) => pageText(`${baseUrl}${path}`)),
      )
    ).every((html) => html.includes(PREVIEW_MARK)),
  );

  const answer = answers[0]!;
  const type = answer.headers.get("content-type") ?? "";
  const bytes = await answer.arrayBuffer();
  const extension = { "image/avif": "avif", "image/webp": "webp" }[type];
  if (!extension) throw new Error(`the business's photo came as ${type}`);
  await writeFile(join(work, `bench-floor-photo.${extension}`), new Uint8Array(bytes));
  return { bytes: bytes.byteLength, type: extension.toUpperCase() };
}

interface PhotoSize {
  width: number;
  height: number;
}

/**
 * /media's two formats on Debian's public-domain photos (tests/bench/photo-formats.ts): what each weighs, how it
 * looks by SSIM, how long it takes. Returns the business page's photo and how large the page shows it.
 */
async function measurePhotoFormats() {
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

// ---------------------------------------------------------------------------------------------------------------
// Load: wrk

interface WrkResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** CPU the server spent per request: unlike req/s, hardly moved by what else the machine is doing */
  cpuMicrosPerRequest: number;
}

/** wrk against `url`, the CPU of the server process `serverPid` (and its children) counted meanwhile. */
async function wrk(url: string, serverPid: number, headers: Record<string, string> = {}): Promise<WrkResult> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const ticksBefore = await treeCpuTicks(serverPid);
  const result = await run(["wrk", "-t1", `-c${CONNECTIONS}`, `-d${WRK_SECONDS}s`, "--latency", ...headerArgs, url]);
  const ticks = (await treeCpuTicks(serverPid)) - ticksBefore;
  const number = (pattern: RegExp) => Number(pattern.exec(result.stdout)?.[1] ?? NaN);
  const latency = (percentile: string) => {
    const match = new RegExp(`^\\s+${percentile}%\\s+([\\d.]+)(us|ms|s)$`, "m").exec(result.stdout);
    if (!match) return NaN;
    return Number(match[1]) * { us: 0.001, ms: 1, s: 1000 }[match[2] as "us" | "ms" | "s"];
  };
  return {
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    p50Ms: latency("50"),
    p99Ms: latency("99"),
    errors: number(/Non-2xx or 3xx responses: (\d+)/) || 0,
    cpuMicrosPerRequest: ((ticks / CLOCK_TICKS_PER_SECOND) * 1e6) / number(/(\d+) requests in/),
  };
}

/**
 * wrk against each server RUNS times, taken in turns so that all see the same moments of the machine, after a
 * warm-up round (caches filled, JIT compiled): the medians of each.
 */
async function wrkInTurns<Servers extends (() => Promise<WrkResult>)[]>(
  ...servers: Servers
): Promise<{ [Index in keyof Servers]: WrkResult }> {
  for (const server of servers) await server();
  const results = servers.map((): WrkResult[] => []);
  for (let n = 0; n < RUNS; n++) {
    for (const [index, server] of servers.entries()) results[index]!.push(await server());
  }
  return results.map(medianWrk) as { [Index in keyof Servers]: WrkResult };
}

function medianWrk(results: WrkResult[]): WrkResult {
  return {
    requestsPerSecond: median(results.map((r) => r.requestsPerSecond)),
    p50Ms: median(results.map((r) => r.p50Ms)),
    p99Ms: median(results.map((r) => r.p99Ms)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    cpuMicrosPerRequest: median(results.map((r) => r.cpuMicrosPerRequest)),
  };
}

async function measureStaticServing(
  demo: { url: string; nginxUrl: string; pids: { service: number; nginx: number } },
  ids: { business: string },
) {
  const page = `/business/${ids.business}/`;
  const gzip = { "accept-encoding": "gzip" };
  const serviceUrl = `${demo.url.replace("localhost", "127.0.0.1")}${page}`;
  const ceilingPort = await freePort();
  const ceilingServer = await startProcess(
    [bun, "tests/bench/servers.ts", "ceiling", String(ceilingPort), serviceUrl],
    {},
    answers(`http://127.0.0.1:${ceilingPort}/`),
  );
  const [subject, peer, ceiling] = await wrkInTurns(
    () => wrk(serviceUrl, demo.pids.service, gzip),
    () => wrk(`${demo.nginxUrl.replace("localhost", "127.0.0.1")}${page}`, demo.pids.nginx, gzip),
    () => wrk(`http://127.0.0.1:${ceilingPort}${page}`, ceilingServer.pid, gzip),
  );
  await ceilingServer.stop();
  const ratio = subject.requestsPerSecond / peer.requestsPerSecond;
  rows.push({
    area: "Static serving",
    figure: `business page, gzip, req/s at ${CONNECTIONS} connections`,
    value: `${perSecond(subject)}${errorsOf(subject)}`,
    peer: "nginx gzip_static, same release",
    peerValue: `${perSecond(peer)}${errorsOf(peer)}`,
    ratio,
    target: "≥ 0.90 of nginx",
    met: ratio >= 0.9,
  });
  rows.push({
    area: "Static serving",
    figure: "the same answer held by Bun.serve alone (reads the path and Accept-Encoding, sends a copy): req/s",
    value: perSecond(ceiling),
    peer: "nginx gzip_static, same release",
    peerValue: perSecond(peer),
    ratio: ceiling.requestsPerSecond / peer.requestsPerSecond,
  });
  rows.push(cpuRow("Static serving", "business page, gzip: server CPU per request", subject, "nginx", peer));
  rows.push(
    cpuRow("Static serving", "business page, gzip: server CPU per request", subject, "Bun.serve alone", ceiling),
  );
}

/** How much CPU the server spent per request against its peer: the figure a busy machine moves least. */
function cpuRow(area: string, figure: string, subject: WrkResult, peerName: string, peer: WrkResult): Row {
  return {
    area,
    figure,
    value: `${subject.cpuMicrosPerRequest.toFixed(1)} µs`,
    peer: peerName,
    peerValue: `${peer.cpuMicrosPerRequest.toFixed(1)} µs`,
    ratio: subject.cpuMicrosPerRequest / peer.cpuMicrosPerRequest,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The search API at 10,000 businesses

/**
 * The app as servers.ts runs it, on `database` (a PostgreSQL URL or a PGlite folder) and `dataDir`, once `readyPath`
 * answers.
 */
async function startAppServer(database: string, dataDir: string, readyPath: string, ...flags: string[]) {
  const port = await freePort();
  const server = await startProcess(
    [bun, "tests/bench/servers.ts", "app", String(port), database, dataDir, ...flags],
    {},
    answers(`http://127.0.0.1:${port}${readyPath}`),
  );
  return { ...server, url: `http://127.0.0.1:${port}` };
}

async function measureSearchApi(database: BenchDatabase, options: { explain: boolean }) {
  cleanups.push(() => database.drop());
  const active = await growToActiveBusinesses(database.connection, BUSINESSES);
  const where = `${active} businesses, ${database.label}`;
  const uncached = await timeQuery(database.connection);
  if (options.explain) await explainSearch(database.connection, active);
  // no release: only the API is asked for
  const dataDir = join(work, `site-${database.label}`);
  // PGlite is one process's: the servers open it once this one has closed it
  if (database.label === "PGlite") await database.connection.close();

  const minimalPort = await freePort();
  const minimal = await startProcess(
    [bun, "tests/bench/servers.ts", "minimal", String(minimalPort)],
    {},
    answers(`http://127.0.0.1:${minimalPort}/`),
  );
  const appServer = (...flags: string[]) => startAppServer(database.location, dataDir, "/api/categories", ...flags);

  const cachedServer = await appServer();
  const brotli = { "accept-encoding": "br, gzip" };
  const [subject, peer] = await wrkInTurns(
    () => wrk(`${cachedServer.url}${SEARCH_PATH}`, cachedServer.pid, brotli),
    () => wrk(`http://127.0.0.1:${minimalPort}/`, minimal.pid, brotli),
  );
  await minimal.stop();
  const ratio = subject.requestsPerSecond / peer.requestsPerSecond;
  const embedded = database.label === "PGlite";
  rows.push({
    area: "Search API",
    figure: `${SEARCH_PATH}, repeated (read cache), ${where}: req/s, p50 / p99`,
    value: `${perSecond(subject)}, ${ms(subject.p50Ms)} / ${ms(subject.p99Ms)}${errorsOf(subject)}`,
    peer: "Elysia minimal JSON route",
    peerValue: `${perSecond(peer)}, ${ms(peer.p50Ms)} / ${ms(peer.p99Ms)}`,
    ratio,
    target: embedded ? "≥ 10,000 req/s" : "p99 ≤ 25 ms and ≥ 0.5 of the peer",
    met: embedded ? subject.requestsPerSecond >= 10_000 : subject.p99Ms <= 25 && ratio >= 0.5,
  });
  rows.push(
    cpuRow(
      "Search API",
      `${SEARCH_PATH}, repeated, ${where}: server CPU per request`,
      subject,
      "Elysia minimal JSON route",
      peer,
    ),
  );

  // the same query without the cache: what every different query costs the database
  await cachedServer.stop();
  const alone = `${ms(uncached.medianMs)} / ${ms(uncached.p95Ms)}`;
  if (embedded) {
    // PGlite answers one query at a time: 64 connections would only queue up behind it and time out
    rows.push({
      area: "Search API",
      figure: `${SEARCH_PATH}, without the cache, ${where}: one query alone, in-process, median / p95`,
      value: alone,
      peer: "-",
      peerValue: "-",
    });
  } else {
    const bareServer = await appServer("--uncached");
    const runs: WrkResult[] = [];
    for (let n = 0; n < RUNS; n++) runs.push(await wrk(`${bareServer.url}${SEARCH_PATH}`, bareServer.pid, brotli));
    await bareServer.stop();
    const bare = medianWrk(runs);
    rows.push({
      area: "Search API",
      figure: `${SEARCH_PATH}, every request a query (no cache), ${where}: req/s, p50 / p99`,
      value: `${perSecond(bare)}, ${ms(bare.p50Ms)} / ${ms(bare.p99Ms)}${errorsOf(bare)}`,
      peer: "one query alone, in-process: median / p95",
      peerValue: alone,
    });
  }
}

/** One search at a time, straight through the query code: its median and 95th percentile. */
async function timeQuery(connection: DatabaseConnection) {
  const timings: number[] = [];
  for (let n = 0; n < 25; n++) {
    const start = performance.now();
    await searchBusinesses(connection.db, SEARCH);
    if (n >= 5) timings.push(performance.now() - start);
  }
  timings.sort((a, b) => a - b);
  return { medianMs: median(timings), p95Ms: timings[Math.floor(timings.length * 0.95)]! };
}

/** The plans PostgreSQL runs for the search's page and its total count, with their real timings. */
async function explainSearch(connection: DatabaseConnection, active: number) {
  const { where, orderBy } = searchClauses(SEARCH, null);
  const page = selectBusinessesWithCategory(connection.db)
    .where(where)
    .orderBy(...orderBy)
    .limit(SEARCH.limit)
    .offset(SEARCH.offset);
  const count = sql`SELECT count(*) FROM ${businesses} WHERE ${where}`;
  const plans: string[] = [];
  for (const [name, query] of [
    ["the page", page.getSQL()],
    ["the total (X-Total-Count)", count],
  ] as const) {
    const result: unknown = await connection.db.execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${query}`);
    // postgres.js answers the rows as an array, PGlite as `{ rows }`
    const lines = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { "QUERY PLAN": string }[];
    plans.push(`-- ${name}\n${lines.map((line) => line["QUERY PLAN"]).join("\n")}`);
  }
  sections.push({ title: `EXPLAIN of ${SEARCH_PATH} at ${active} businesses (PostgreSQL)`, text: plans.join("\n\n") });
}

// ---------------------------------------------------------------------------------------------------------------
// Pagefind, publishing

async function pagefindFirstSearch(baseUrl: string): Promise<number> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const page = await browser.newPage();
    let bytes = 0;
    page.on("requestfinished", (request) => {
      if (!request.url().includes("/pagefind/")) return;
      void request.sizes().then((sizes) => (bytes += sizes.responseBodySize + sizes.responseHeadersSize));
    });
    await page.goto(`${baseUrl}/about`);
    await page.evaluate(async () => {
      const script = "/pagefind/pagefind.js";
      const pagefind = (await import(script)) as {
        search(term: string): Promise<{ results: { data(): Promise<unknown> }[] }>;
      };
      const { results } = await pagefind.search("yoga");
      await Promise.all(results.slice(0, 5).map((result) => result.data()));
    });
    await page.waitForLoadState("networkidle");
    return bytes;
  } finally {
    await browser.close();
  }
}

async function measurePublishing(keepData: string) {
  const script = join(projectRoot, "tests", "bench", "publish.ts");
  const result = await run([bun, script, `--sizes=demo,${BUSINESSES}`, `--keep-data=${keepData}`]);
  sections.push({ title: "Publishing (tests/bench/publish.ts)", text: result.output.trim() });
  if (result.exitCode !== 0) {
    notes.push(`tests/bench/publish.ts failed (exit ${result.exitCode}); its output is below.`);
    return;
  }
  const blocks = result.stdout.split(/^== /m).slice(1);
  // its figures as it prints them ("full build: 54.97 s", "peak memory 776 MB"); an edit is timed several times
  // ("edit 2 to live: 6.48 s"), and its median taken
  const figure = (block: string, label: string) => {
    const found = [...block.matchAll(new RegExp(`${label}:? ([\\d.]+) ([A-Za-z]+)`, "g"))];
    if (!found.length) return undefined;
    return `${median(found.map((match) => Number(match[1])))} ${found[0]![2]}`;
  };
  const [demoBlock, largeBlock] = blocks;
  if (!demoBlock || !largeBlock) return;
  for (const [label, name] of [
    ["full build", "full build time"],
    ["peak memory", "peak memory of the build's processes"],
    ["edit(?: \\d+)? to live", "one edit until live (median)"],
    ["an edit right behind another, until live", "an edit saved as soon as the one before it is live, until live"],
  ] as const) {
    rows.push({
      area: "Publishing",
      figure: `${name}, ${BUSINESSES} businesses`,
      value: figure(largeBlock, label) ?? "?",
      peer: "demo size",
      peerValue: figure(demoBlock, label) ?? "?",
    });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Report

async function report() {
  const header = ["area", "figure", "value", "peer", "peer value", "ratio", "target", "met"];
  const cells = rows.map((row) => [
    row.area,
    row.figure,
    row.value,
    row.peer,
    row.peerValue,
    row.ratio === undefined ? "" : row.ratio.toFixed(2),
    row.target ?? "",
    row.met === undefined ? "" : row.met ? "yes" : "NO",
  ]);
  const table = [header, header.map(() => "---"), ...cells].map((line) => `| ${line.join(" | ")} |`).join("\n");
  const durationS = (performance.now() - started) / 1000;
  const machine = `${availableParallelism()} CPUs, load average ${loadAtStart.toFixed(1)} at the start and ${loadavg()[0]!.toFixed(1)} at the end`;
  const markdown = [
    `# npm run bench, ${new Date().toISOString()}`,
    "",
    `Took ${(durationS / 60).toFixed(1)} min on ${machine}. Each figure is the median of ${RUNS} runs` +
      ` (wrk: ${WRK_SECONDS} s each, ${CONNECTIONS} connections, one thread, after a warm-up run; runs of a figure` +
      " and its peer taken in turns). Lighthouse: mobile, simulated 300 ms RTT, 400 kbps, 4x CPU.",
    "",
    table,
    ...(notes.length ? ["", ...notes.map((note) => `- ${note}`)] : []),
    ...sections.flatMap(({ title, text }) => ["", `## ${title}`, "", "```", text, "```"]),
    "",
  ].join("\n");
  const dir = join(projectRoot, "bench", "results");
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, "latest.md"), markdown);
  await writeFile(
    join(dir, "latest.json"),
    `${JSON.stringify({ date: new Date().toISOString(), durationS, machine, rows, notes, sections }, null, 2)}\n`,
  );
  console.log(`\n${markdown}\nWritten to bench/results/latest.md and latest.json.`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function kb(bytes: number) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
function ms(value: number) {
  return `${value.toFixed(value < 10 ? 2 : 0)} ms`;
}
function seconds(value: number) {
  return `${(value / 1000).toFixed(2)} s`;
}
function perSecond(result: WrkResult) {
  return `${Math.round(result.requestsPerSecond).toLocaleString("en")} req/s`;
}
function errorsOf(result: WrkResult) {
  if (!result.errors) return "";
  notes.push("Some wrk runs got answers other than 2xx/3xx: the figures marked so are not to be trusted.");
  return ` (${result.errors} non-2xx)`;
}
