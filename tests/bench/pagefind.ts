// The bench's Pagefind steps: the bytes a first search fetches, on the demo site and on the site of BUSINESSES
// businesses that publishing.ts leaves.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { type Bench, BUSINESSES, CHROMIUM } from "./bench.ts";
import { startAppServer } from "./processes.ts";
import { kb } from "./report.ts";

/** The bytes (headers and bodies) of what a first search for "yoga" fetches of /pagefind/, its top 5 results' too. */
export async function pagefindFirstSearch(baseUrl: string): Promise<number> {
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

/** The first search on the site of BUSINESSES businesses in `largeSite`, against `demoBytes`: the same at demo size. */
export async function measureLargePagefind(bench: Bench, largeSite: string, demoBytes: number) {
  const { rows, notes, work } = bench;
  if (!existsSync(largeSite)) return void notes.push("publish.ts left no site: no Pagefind figure at 10,000.");
  // the service sends the release as the demo's was sent; only its static files are asked for, so an empty
  // database does
  const server = await startAppServer(bench, join(work, "pglite-empty"), largeSite, "/about/");
  try {
    const pagefindLarge = await pagefindFirstSearch(server.url);
    rows.push({
      area: "Pagefind",
      figure: `bytes fetched by a first search ("yoga", top 5 results), ${BUSINESSES} businesses`,
      value: kb(pagefindLarge),
      peer: "the same at demo size",
      peerValue: kb(demoBytes),
      ratio: pagefindLarge / demoBytes,
    });
  } finally {
    await server.stop();
  }
}
