import { mkdir, mkdtemp, rename, rm, symlink, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_CONTENT_SECURITY_POLICY } from "../../security-headers.ts";
import { useTestApp } from "../../test-support/app.ts";
import { precompressRelease } from "../build/precompress.ts";
import { PROVISIONAL_COPY_MS, RELEASE_CHECK_MS } from "./static-cache.ts";

const dataDir = await mkdtemp(join(tmpdir(), "sor-serve-"));
const t = await useTestApp(undefined, { env: { DATA_DIR: dataDir } });

async function writeRelease(id: string, files: Record<string, string>) {
  for (const [path, content] of Object.entries(files)) {
    const full = join(dataDir, "releases", id, path);
    await mkdir(join(full, ".."), { recursive: true });
    await writeFile(full, content);
  }
}

/** Swaps the live link, and waits until the service has looked at it again. */
async function makeLive(id: string) {
  await symlink(join("releases", id), join(dataDir, "site.next"));
  await rename(join(dataDir, "site.next"), join(dataDir, "site"));
  await sleep(RELEASE_CHECK_MS + 5);
}

const PAGE = `<!doctype html><main>${"<p>Ganga aarti at sunset</p>".repeat(100)}</main>`;

afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("before the first build", () => {
  it("answers 503 with a page that refreshes itself", async () => {
    const response = await t.request("GET", "/");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.text()).toContain("being built");
  });
});

describe("serving the live release", () => {
  beforeAll(async () => {
    await writeRelease("r1", {
      "index.html": "<h1>home r1</h1>",
      "blog/index.html": "<h1>blog</h1>",
      "404.html": "<h1>Page Not Found</h1>",
      "business/not-found/index.html": "<h1>Business not found</h1>",
      "blog/not-found/index.html": "<h1>Blog Post Not Found</h1>",
      "hi/404/index.html": '<html lang="hi"><h1>पेज नहीं मिला</h1>',
      "he/404/index.html": '<html lang="he" dir="rtl"><h1>הדף לא נמצא</h1>',
      "hi/business/not-found/index.html": '<html lang="hi"><h1>व्यवसाय नहीं मिला</h1>',
      "he/blog/not-found/index.html": '<html lang="he" dir="rtl"><h1>הרשומה לא נמצאה</h1>',
      "hi/blog/not-found/index.html": '<html lang="hi"><h1>लेख नहीं मिला</h1>',
      "he/business/not-found/index.html": '<html lang="he" dir="rtl"><h1>העסק לא נמצא</h1>',
      "_astro/app.abc123.js": "console.log(1)",
      "styles/site.0123456789.css": ".flex{display:flex}",
      "scripts/island-runtime.0123456789.js": "customElements",
      "pagefind/pagefind.js": "export {}",
      "ashram/index.html": PAGE,
      "images/ghat.jpg": "not really a jpeg",
      _redirects:
        "/blog/aarti /blog/ganga-aarti 301\n/blog/aarti/* /blog/ganga-aarti/:splat 301\n/ashram /elsewhere 301\n",
    });
    await precompressRelease(join(dataDir, "releases", "r1"));
    await makeLive("r1");
  });

  it("serves a folder's index.html", async () => {
    const response = await t.request("GET", "/blog/");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<h1>blog</h1>");
    expect(response.headers.get("content-type")).toContain("text/html");
  });

  it("answers HEAD without a body but with the length its GET has, read from the disk or from memory", async () => {
    const gzip = { headers: { "accept-encoding": "gzip" } };
    const fromDisk = await t.request("HEAD", "/ashram/", gzip);
    const fromMemory = await t.request("HEAD", "/ashram/", gzip);
    const sent = await t.request("GET", "/ashram/", gzip);
    const length = String((await sent.arrayBuffer()).byteLength);
    for (const head of [fromDisk, fromMemory]) {
      expect(head.status).toBe(200);
      expect(head.headers.get("content-length")).toBe(length);
      expect(await head.text()).toBe("");
    }
    const missing = await t.request("HEAD", "/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-length")).toBe(String("<h1>Page Not Found</h1>".length));
  });

  it("answers a HEAD for a page the client holds with 304 and no length, as its GET", async () => {
    const gzip = { "accept-encoding": "gzip" };
    const etag = (await t.request("GET", "/ashram/", { headers: gzip })).headers.get("etag")!;
    for (const method of ["HEAD", "GET"] as const) {
      const held = await t.request(method, "/ashram/", { headers: { ...gzip, "if-none-match": etag } });
      expect(held.status).toBe(304);
      expect(held.headers.get("etag")).toBe(etag);
      expect(held.headers.get("content-length")).toBeNull();
    }
  });

  it("answers a page from memory, ahead of routing, with the same headers as the first time", async () => {
    const headersOf = (response: Response) =>
      Object.fromEntries([...response.headers].filter(([name]) => name !== "date"));
    const first = await t.request("GET", "/ashram/", { headers: { "accept-encoding": "br" } });
    const again = await t.request("GET", "/ashram/", { headers: { "accept-encoding": "br" } });
    expect(headersOf(again)).toEqual(headersOf(first));
    expect(again.headers.get("content-security-policy")).toBe(PAGE_CONTENT_SECURITY_POLICY);
    expect(again.headers.get("x-content-type-options")).toBe("nosniff");
    expect(brotliDecompressSync(await again.arrayBuffer()).toString()).toBe(PAGE);
  });

  it("caches hashed assets for a year and everything else only with revalidation", async () => {
    const asset = await t.request("GET", "/_astro/app.abc123.js");
    expect(asset.headers.get("cache-control")).toContain("immutable");
    const stylesheet = await t.request("GET", "/styles/site.0123456789.css");
    expect(stylesheet.headers.get("cache-control")).toContain("immutable");
    const islandRuntime = await t.request("GET", "/scripts/island-runtime.0123456789.js");
    expect(islandRuntime.headers.get("cache-control")).toContain("immutable");
    const pagefind = await t.request("GET", "/pagefind/pagefind.js");
    expect(pagefind.headers.get("cache-control")).toContain("must-revalidate");
  });

  it("answers an unknown path with the 404 page and status 404", async () => {
    const response = await t.request("GET", "/no/such/page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page Not Found");
  });

  it("answers an unknown business or post with its own not-found page", async () => {
    const business = await t.request("GET", "/business/99999");
    expect(business.status).toBe(404);
    expect(await business.text()).toContain("Business not found");
    const post = await t.request("GET", "/blog/no-such-post");
    expect(post.status).toBe(404);
    expect(await post.text()).toContain("Blog Post Not Found");
  });

  it("answers an unknown /hi/ or /he/ address with the not-found page of its language and kind", async () => {
    for (const [path, heading] of [
      ["/hi/no/such/page", "पेज नहीं मिला"],
      ["/hi", "पेज नहीं मिला"],
      ["/he/no-such-page/", "הדף לא נמצא"],
      ["/hi/business/99999", "व्यवसाय नहीं मिला"],
      ["/he/business/99999/", "העסק לא נמצא"],
      ["/hi/blog/no-such-post", "लेख नहीं मिला"],
      ["/he/blog/no-such-post", "הרשומה לא נמצאה"],
      // a word that only starts like a language is English's
      ["/hiking", "Page Not Found"],
      ["/hebrew/business/1", "Page Not Found"],
    ]) {
      const response = await t.request("GET", path!);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain(heading);
    }
  });

  it("never serves a file outside the release", async () => {
    await writeFile(join(dataDir, "secret.txt"), "secret");
    for (const path of ["/../secret.txt", "/%2e%2e/secret.txt", "/..%2fsecret.txt"]) {
      const response = await t.request("GET", path);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("secret");
    }
  });

  it("redirects the admin card's /businesses/{id} to /business/{id}", async () => {
    const response = await t.request("GET", "/businesses/12");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/business/12");
  });

  it("keeps unknown API paths as JSON 404s", async () => {
    const response = await t.request("GET", "/api/missing");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Not found" });
  });

  it("sends the build's brotli or gzip copy by Accept-Encoding, and the page itself without one", async () => {
    const get = (acceptEncoding?: string) =>
      t.request("GET", "/ashram/", { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });
    // the second time round, each is answered from memory, which remembers them by URL and header
    for (const time of ["first", "second"]) {
      const br = await get("gzip, deflate, br");
      expect(br.headers.get("content-encoding"), time).toBe("br");
      expect(br.headers.get("vary")).toBe("Accept-Encoding");
      expect(br.headers.get("content-type")).toContain("text/html");
      expect(brotliDecompressSync(await br.arrayBuffer()).toString()).toBe(PAGE);

      const gzip = await get("br;q=0.1, gzip");
      expect(gzip.headers.get("content-encoding"), time).toBe("gzip");
      expect(gunzipSync(await gzip.arrayBuffer()).toString()).toBe(PAGE);

      const plain = await get();
      expect(plain.headers.get("content-encoding"), time).toBeNull();
      expect(plain.headers.get("vary")).toBe("Accept-Encoding");
      expect(await plain.text()).toBe(PAGE);
    }
  });

  it("answers a compressed copy's own address with 404: copies are sent only for their page's address", async () => {
    for (const path of ["/ashram/index.html.br", "/ashram/index.html.gz", "/index.html.br"]) {
      const response = await t.request("GET", path, { headers: { "accept-encoding": "br, gzip" } });
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain("Page Not Found");
    }
  });

  it("answers an address the release's redirects name with 301 to where it moved, keeping the query", async () => {
    for (const [path, location] of [
      ["/blog/aarti", "/blog/ganga-aarti"],
      ["/blog/aarti/?ref=newsletter", "/blog/ganga-aarti?ref=newsletter"],
      ["/blog/aarti/comments", "/blog/ganga-aarti/comments"],
    ]) {
      const response = await t.request("GET", path!);
      expect(response.status, path).toBe(301);
      expect(response.headers.get("location"), path).toBe(location);
      // the old address may be a page again after a later build
      expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    }
    // a page at the address is sent, whatever the redirects say; the redirects themselves are not sent
    expect(await (await t.request("GET", "/ashram/")).text()).toBe(PAGE);
    const file = await t.request("GET", "/_redirects");
    expect(file.status).toBe(404);
    expect(await file.text()).toContain("Page Not Found");
  });

  it("sends a file without copies as it is, with no Vary for what is not text", async () => {
    const image = await t.request("GET", "/images/ghat.jpg", { headers: { "accept-encoding": "br" } });
    expect(image.headers.get("content-encoding")).toBeNull();
    expect(image.headers.get("vary")).toBeNull();
    expect(await image.text()).toBe("not really a jpeg");
  });

  it("gives each encoding a strong ETag and answers a matching If-None-Match with 304", async () => {
    const br = await t.request("GET", "/ashram/", { headers: { "accept-encoding": "br" } });
    const gzip = await t.request("GET", "/ashram/", { headers: { "accept-encoding": "gzip" } });
    const etag = br.headers.get("etag")!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(gzip.headers.get("etag")).not.toBe(etag);

    const again = await t.request("GET", "/ashram/", { headers: { "accept-encoding": "br", "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("x-content-type-options")).toBe("nosniff");
    expect(br.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(again.headers.get("cache-control")).toContain("must-revalidate");
    expect(await again.text()).toBe("");
    const otherEncoding = await t.request("GET", "/ashram/", {
      headers: { "accept-encoding": "gzip", "if-none-match": etag },
    });
    expect(otherEncoding.status).toBe(200);
  });

  it("compresses text the build left without copies, and never sends a copy older than its file", async () => {
    const script = `export const words = ${JSON.stringify(PAGE)};`;
    await writeRelease("r1", { "pagefind/pagefind-ui.js": script, "late/index.html": PAGE.replace("sunset", "noon") });
    // a copy made for an earlier version of the page, as a file rewritten after the build would leave it
    await writeFile(join(dataDir, "releases", "r1", "late", "index.html.br"), brotliCompressSync(PAGE));
    const later = new Date(Date.now() + 60_000);
    await utimes(join(dataDir, "releases", "r1", "late", "index.html"), later, later);

    const js = await t.request("GET", "/pagefind/pagefind-ui.js", { headers: { "accept-encoding": "br" } });
    expect(js.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(await js.arrayBuffer()).toString()).toBe(script);
    const late = await t.request("GET", "/late/", { headers: { "accept-encoding": "br" } });
    expect(brotliDecompressSync(await late.arrayBuffer()).toString()).toContain("noon");
  });

  it("sends the build's copy once it is written, in place of the one compressed while it was missing", async () => {
    const page = PAGE.replace("sunset", "dusk");
    await writeRelease("r1", { "dusk/index.html": page });
    const asked = { headers: { "accept-encoding": "br" } };
    const early = Buffer.from(await (await t.request("GET", "/dusk/", asked)).arrayBuffer());
    // the build's copy, made its own way (a large window) so that it cannot be mistaken for the one made here
    const copy = brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_LGWIN]: 24 } });
    expect(copy.equals(early)).toBe(false);
    await writeFile(join(dataDir, "releases", "r1", "dusk", "index.html.br"), copy);
    expect(Buffer.from(await (await t.request("GET", "/dusk/", asked)).arrayBuffer()).equals(early)).toBe(true);

    await sleep(PROVISIONAL_COPY_MS + 10);
    const later = Buffer.from(await (await t.request("GET", "/dusk/", asked)).arrayBuffer());
    expect(later.equals(copy)).toBe(true);
  });

  it("reads the search index's entry file each time: the build switches it while the release is live", async () => {
    const entry = join(dataDir, "releases", "r1", "pagefind", "pagefind-entry.json");
    await writeFile(entry, `{"index":"one"}`);
    expect(await (await t.request("GET", "/pagefind/pagefind-entry.json")).json()).toEqual({ index: "one" });
    await writeFile(`${entry}.next`, `{"index":"two"}`);
    await rename(`${entry}.next`, entry);
    expect(await (await t.request("GET", "/pagefind/pagefind-entry.json")).json()).toEqual({ index: "two" });
  });

  it("finds search files the build adds to the live release after it answered 404 for them", async () => {
    // a fresh service's first release goes live without a search index: the build writes it into the live release
    // (search-index.ts), and a search asked for before then must find it once it is there
    const script = "/pagefind/pagefind-highlight.js";
    const chunk = "/pagefind/index/hi_5ee0a1b2.pf_index";
    for (const path of [script, chunk, script, chunk]) {
      const missing = await t.request("GET", path, { headers: { "accept-encoding": "br, gzip" } });
      expect(missing.status).toBe(404);
    }
    await writeRelease("r1", { [script.slice(1)]: "export const highlight = 1;", [chunk.slice(1)]: "chunk" });
    const found = await t.request("GET", script, { headers: { "accept-encoding": "br, gzip" } });
    expect(found.status).toBe(200);
    expect(await found.text()).toBe("export const highlight = 1;");
    expect(await (await t.request("GET", chunk)).text()).toBe("chunk");
  });

  it("sends the files it has read from memory, not from the disk", async () => {
    await t.request("GET", "/blog/");
    await writeFile(join(dataDir, "releases", "r1", "blog", "index.html"), "<h1>changed on disk</h1>");
    expect(await (await t.request("GET", "/blog/")).text()).toBe("<h1>blog</h1>");
  });

  it("picks up a swapped release without a restart, and never sends the old one's files", async () => {
    expect(await (await t.request("GET", "/")).text()).toBe("<h1>home r1</h1>");
    const oldEtag = (await t.request("GET", "/ashram/", { headers: { "accept-encoding": "br" } })).headers.get("etag")!;
    await writeRelease("r2", {
      "index.html": "<h1>home r2</h1>",
      "404.html": "x",
      "ashram/index.html": PAGE.replace("sunset", "dawn"),
    });
    await precompressRelease(join(dataDir, "releases", "r2"));
    await makeLive("r2");
    expect(await (await t.request("GET", "/")).text()).toBe("<h1>home r2</h1>");
    const changed = await t.request("GET", "/ashram/", {
      headers: { "accept-encoding": "br", "if-none-match": oldEtag },
    });
    expect(changed.status).toBe(200);
    expect(brotliDecompressSync(await changed.arrayBuffer()).toString()).toContain("dawn");
    expect((await t.request("GET", "/blog/")).status).toBe(404);
    // redirects are the release's own: r2 has none
    expect((await t.request("GET", "/blog/aarti")).status).toBe(404);
    // a release without the languages' not-found pages answers their addresses with English's
    const hindi = await t.request("GET", "/hi/business/99999");
    expect(hindi.status).toBe(404);
    expect(await hindi.text()).toBe("x");
    const head = await t.request("HEAD", "/");
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });
});
