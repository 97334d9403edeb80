import { link, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, constants as zlib } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { brotliQualityFor, precompressFiles, precompressRelease } from "./precompress.ts";

const root = await mkdtemp(join(tmpdir(), "sor-precompress-"));
afterAll(() => rm(root, { recursive: true, force: true }));

const page = (text: string) => `<!doctype html><main>${`<p>${text}</p>`.repeat(200)}</main>`;

async function writeRelease(id: string, files: Record<string, string>) {
  await mkdir(join(root, id));
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(root, id, path, ".."), { recursive: true });
    await writeFile(join(root, id, path), content);
  }
  return join(root, id);
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

describe("precompressRelease", () => {
  it("writes brotli and gzip copies of text files that decode to the file", async () => {
    const release = await writeRelease("r1", {
      "index.html": page("home"),
      "_astro/app.abc.js": `console.log(${JSON.stringify(page("js"))})`,
      "robots.txt": "User-agent: *",
      "pagefind/fragment/en_1.pf_fragment": page("already gzip in real life"),
      "images/photo.jpg": page("not text"),
    });
    const result = await precompressRelease(release);
    expect(result).toEqual({ compressed: 2, reused: 0 });
    for (const file of ["index.html", "_astro/app.abc.js"]) {
      const original = await readFile(join(release, file));
      expect(brotliDecompressSync(await readFile(join(release, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(await readFile(join(release, `${file}.gz`)))).toEqual(original);
    }
    // too small to gain, Pagefind's own compressed files, and images are left alone
    for (const file of ["robots.txt", "pagefind/fragment/en_1.pf_fragment", "images/photo.jpg"]) {
      expect(await exists(join(release, `${file}.br`))).toBe(false);
      expect(await exists(join(release, `${file}.gz`))).toBe(false);
    }
  });

  it("takes the previous release's copies for unchanged files and compresses changed ones", async () => {
    const previous = await writeRelease("p1", { "same.html": page("same"), "changed.html": page("old") });
    await precompressRelease(previous);
    const next = await writeRelease("p2", { "copied.html": page("copied"), "changed.html": page("new") });
    await link(join(previous, "same.html"), join(next, "same.html"));
    await writeFile(join(previous, "copied.html"), page("copied"));
    await precompressRelease(previous);

    // an incremental build may have carried one copy over already
    await link(join(previous, "same.html.br"), join(next, "same.html.br"));

    const result = await precompressRelease(next, previous);
    expect(result).toEqual({ compressed: 1, reused: 2 });
    expect((await readdir(next)).filter((name) => name.endsWith(".tmp"))).toEqual([]);
    expect((await stat(join(next, "same.html.br"))).ino).toBe((await stat(join(previous, "same.html.br"))).ino);
    expect(brotliDecompressSync(await readFile(join(next, "changed.html.br"))).toString()).toBe(page("new"));
    // the previous release's copy of the changed page is untouched
    expect(brotliDecompressSync(await readFile(join(previous, "changed.html.br"))).toString()).toBe(page("old"));
  });

  it("compresses a file whose previous release has no copies", async () => {
    const previous = await writeRelease("q1", { "index.html": page("home") });
    const next = await writeRelease("q2", {});
    await link(join(previous, "index.html"), join(next, "index.html"));
    expect(await precompressRelease(next, previous)).toEqual({ compressed: 1, reused: 0 });
    expect(await exists(join(next, "index.html.gz"))).toBe(true);
  });

  it("compresses the front pages and a few businesses' own pages hardest, the other pages harder than the data files", () => {
    const fronts = ["index.html", "categories/index.html", "blog/index.html", "hi/index.html", "he/blog/index.html"];
    const pages = [
      "categories/yoga-meditation/index.html",
      "blog/a-post/index.html",
      "404.html",
      "he/blog/a-post/index.html",
    ];
    const records = [
      "business/12/index.html",
      "businesses/12/index.html",
      "categories/yoga-meditation/page/2/index.html",
      "hi/business/12/index.html",
      "he/categories/yoga-meditation/page/2/index.html",
    ];
    const data = ["sitemap.xml", "pagefind/pagefind-entry.json"];
    for (const name of [...fronts, ...records]) expect(brotliQualityFor(name), name).toBe(11);
    for (const name of pages) expect(brotliQualityFor(name), name).toBe(10);
    for (const name of data) expect(brotliQualityFor(name), name).toBe(5);
    // scripts and styles, few and mostly reused between builds: brotli's best
    expect(brotliQualityFor("_astro/SearchPage.abc.js")).toBe(11);
    expect(brotliQualityFor("styles/site.abc.css")).toBe(11);
  });

  it("compresses business pages faster when a build has hundreds or thousands of them, and the other pages as ever", () => {
    expect(brotliQualityFor("business/12/index.html", 100)).toBe(11);
    expect(brotliQualityFor("business/12/index.html", 101)).toBe(10);
    expect(brotliQualityFor("business/12/index.html", 1_000)).toBe(10);
    expect(brotliQualityFor("business/12/index.html", 1_001)).toBe(5);
    // in every language, and a category's later pages, which grow with the businesses too
    expect(brotliQualityFor("he/business/12/index.html", 1_001)).toBe(5);
    expect(brotliQualityFor("hi/categories/yoga-meditation/page/2/index.html", 10_000)).toBe(5);
    expect(brotliQualityFor("categories/yoga-meditation/index.html", 10_000)).toBe(10);
    expect(brotliQualityFor("he/index.html", 10_000)).toBe(11);
    expect(brotliQualityFor("index.html", 10_000)).toBe(11);
  });

  it("counts the business pages the whole build compresses, from one worker's share of them", async () => {
    const html = `<!doctype html><main>${Array.from({ length: 400 }, (_, n) => `<p>Review ${n * 7919}</p>`).join("")}</main>`;
    const release = await writeRelease("shares", { "business/1/index.html": html });
    const brotliAt = (quality: number) =>
      brotliCompressSync(html, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: quality,
          [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        },
      });
    const copy = () => readFile(join(release, "business/1/index.html.br"));
    precompressFiles({ releaseDir: release, files: ["business/1/index.html"], shares: 2 });
    expect((await copy()).equals(brotliAt(11))).toBe(true);
    // one page of a worker's share, when 101 workers share the build's: 101 pages
    precompressFiles({ releaseDir: release, files: ["business/1/index.html"], shares: 101 });
    expect((await copy()).equals(brotliAt(10))).toBe(true);
    // and when 1,001 do: 1,001 pages
    precompressFiles({ releaseDir: release, files: ["business/1/index.html"], shares: 1_001 });
    expect((await copy()).equals(brotliAt(5))).toBe(true);
    expect(new Set([5, 10, 11].map((quality) => brotliAt(quality).toString("base64"))).size).toBe(3);
  });
});
