// A page kept on the phone across releases (issue 46): the scripts and stylesheet it names, and the chunks those
// import, are kept with it, so that after a release has removed them from the server the page still has them; and
// they are dropped once no kept page needs them. The browser's Cache Storage and the server are stand-ins here.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ASSETS_CACHE,
  assetsNamedBy,
  chunksImportedBy,
  keepAssetsOf,
  pruneAssets,
  RECENT_CACHE,
  SAVED_CACHE,
} from "./caches.ts";

/** Cache Storage as far as caches.ts uses it, keyed by path. */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  private static path = (key: RequestInfo | URL) =>
    new URL(key instanceof Request ? key.url : String(key), "http://localhost").pathname;
  match(key: RequestInfo | URL) {
    return Promise.resolve(this.entries.get(MemoryCache.path(key))?.clone());
  }
  put(key: RequestInfo | URL, response: Response) {
    this.entries.set(MemoryCache.path(key), response);
    return Promise.resolve();
  }
  delete(key: RequestInfo | URL) {
    return Promise.resolve(this.entries.delete(MemoryCache.path(key)));
  }
  keys() {
    return Promise.resolve([...this.entries.keys()].map((path) => new Request(`http://localhost${path}`)));
  }
}

const storage = new Map<string, MemoryCache>();
const cacheNamed = (name: string) => storage.get(name) ?? storage.set(name, new MemoryCache()).get(name)!;

/** The files the server's live release has: a release swap replaces them all. */
let liveRelease = new Map<string, string>();

const html = (body: string) => new Response(body, { headers: { "content-type": "text/html; charset=utf-8" } });

// Release A's business page: its module, the whole stylesheet, an island whose component imports a chunk and loads
// its checks when needed (Vite's preload list names them from the site's root).
const PAGE_A = `<!doctype html><html><head><link rel="stylesheet" href="/styles/site.aaaa.css" disabled>
<template data-module-after-first-paint="/_astro/_id_.astro_script.A1.js"></template></head><body>
<astro-island component-url="/_astro/ReviewsPanel.A2.js" renderer-url="/_astro/client.A3.js"></astro-island>
<template data-island-runtime="/scripts/island-runtime.aaaa.js"></template></body></html>`;
const RELEASE_A = new Map([
  ["/_astro/_id_.astro_script.A1.js", `import{t as e}from"./opening-hours.A4.js";e();`],
  [
    "/_astro/ReviewsPanel.A2.js",
    `import{a}from"./react.A5.js";const v=()=>p(()=>import("./validate.A6.js"),["_astro/zod.A7.js"]);`,
  ],
  ["/_astro/client.A3.js", `import"./react.A5.js";`],
  ["/_astro/opening-hours.A4.js", `export const t=()=>"Open now";`],
  ["/_astro/react.A5.js", `export const a=1;`],
  ["/_astro/validate.A6.js", `import"./zod.A7.js";`],
  ["/_astro/zod.A7.js", `export const z=1;`],
  ["/styles/site.aaaa.css", `body{}`],
  ["/scripts/island-runtime.aaaa.js", `customElements.define("astro-island",class{});`],
]);
const EVERY_ASSET_OF_PAGE_A = [...RELEASE_A.keys()].sort();

beforeEach(() => {
  storage.clear();
  liveRelease = RELEASE_A;
  vi.stubGlobal("caches", { open: (name: string) => Promise.resolve(cacheNamed(name)) });
  vi.stubGlobal("fetch", (path: string) => {
    const body = liveRelease.get(path);
    return Promise.resolve(body === undefined ? new Response("Not found", { status: 404 }) : new Response(body));
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("the assets a page needs", () => {
  it("are the files a page names, and the chunks a script imports beside it or from the site's root", () => {
    expect(assetsNamedBy(PAGE_A).sort()).toEqual([
      "/_astro/ReviewsPanel.A2.js",
      "/_astro/_id_.astro_script.A1.js",
      "/_astro/client.A3.js",
      "/scripts/island-runtime.aaaa.js",
      "/styles/site.aaaa.css",
    ]);
    expect(chunksImportedBy(RELEASE_A.get("/_astro/ReviewsPanel.A2.js")!).sort()).toEqual([
      "/_astro/react.A5.js",
      "/_astro/validate.A6.js",
      "/_astro/zod.A7.js",
    ]);
    expect(chunksImportedBy(`fetch("/api/reviews.js");const s="./not-a-chunk.css";`)).toEqual([]);
  });
});

describe("a page kept across releases", () => {
  it("still has every script, chunk and stylesheet it needs once a new release has removed them from the server", async () => {
    expect([...(await keepAssetsOf(PAGE_A))].sort()).toEqual(EVERY_ASSET_OF_PAGE_A);
    await cacheNamed(SAVED_CACHE).put("/business/1", html(PAGE_A));

    liveRelease = new Map([["/_astro/_id_.astro_script.B1.js", "export{}"]]);
    expect((await fetch("/_astro/react.A5.js")).status).toBe(404);
    const assets = cacheNamed(ASSETS_CACHE);
    for (const path of EVERY_ASSET_OF_PAGE_A) {
      expect(await (await assets.match(path))?.text(), path).toBe(RELEASE_A.get(path));
    }

    // the new release's worker prunes: what a kept page needs stays
    await pruneAssets();
    expect([...assets.entries.keys()].sort()).toEqual(EVERY_ASSET_OF_PAGE_A);
  });

  it("lets its assets go once no kept page needs them, and keeps those another kept page shares", async () => {
    await keepAssetsOf(PAGE_A);
    await cacheNamed(SAVED_CACHE).put("/business/1", html(PAGE_A));
    const otherPage = `<html><template data-module-after-first-paint="/_astro/client.A3.js"></template></html>`;
    await cacheNamed(RECENT_CACHE).put("/blog", html(otherPage));

    await cacheNamed(SAVED_CACHE).delete("/business/1");
    await pruneAssets();
    expect([...cacheNamed(ASSETS_CACHE).entries.keys()].sort()).toEqual([
      "/_astro/client.A3.js",
      "/_astro/react.A5.js",
    ]);
  });

  it("leaves out an asset the server no longer has when the page is kept, and keeps the rest", async () => {
    liveRelease = new Map([...RELEASE_A].filter(([path]) => path !== "/_astro/zod.A7.js"));
    const kept = await keepAssetsOf(PAGE_A);
    expect(kept.has("/_astro/validate.A6.js")).toBe(true);
    expect(await cacheNamed(ASSETS_CACHE).match("/_astro/zod.A7.js")).toBeUndefined();
    expect(await cacheNamed(ASSETS_CACHE).match("/_astro/validate.A6.js")).toBeDefined();
  });
});
