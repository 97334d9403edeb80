// The release builder with the real astro and Pagefind, on the site fixture's snapshot: what an incremental build
// renders and reuses, what releases share, and what a failed, stopped or overlapping build leaves behind.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, readlink, realpath, rm, stat, utimes, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { parseSiteSnapshot, type SiteSnapshot } from "../../../shared/schemas/snapshot.ts";
import { DEFAULT_SEARCH } from "../../../site/islands/search/params.ts";
import { ISLAND_RUNTIME_FILE } from "../../../site/lib/island-runtime.ts";
import { withSearchResults } from "../../modules/search-page/render.tsx";
import { CACHED_PAGES_DIR } from "./astro-cache.ts";
import type { PagesProgress } from "./astro-output.ts";
import { type BuildProgress, buildRelease } from "./builder.ts";
import { projectRoot, releasePaths } from "../paths.ts";
import { PRECOMPRESSED_SUFFIX } from "./precompress.ts";
import { REDIRECTS_FILE } from "../serve/redirects.ts";
import { SEARCH_INDEX_MAX_LAG_MS } from "./search-index.ts";

const BUILD_TIMEOUT = 120_000;
const fixture = parseSiteSnapshot(
  JSON.parse(readFileSync(fileURLToPath(new URL("../../../site/lib/fixtures/snapshot.json", import.meta.url)), "utf8")),
);
const scratch = await mkdtemp(join(tmpdir(), "sor-builder-"));
afterAll(() => rm(scratch, { recursive: true, force: true }));

let folders = 0;
async function dataFolder() {
  const dir = join(scratch, `data-${++folders}`);
  await mkdir(dir, { recursive: true });
  return dir;
}

/** The fixture with its first business renamed. */
function renameFirstBusiness(snapshot: SiteSnapshot, name: string): SiteSnapshot {
  const [first, ...rest] = snapshot.businesses;
  return { ...snapshot, businesses: [{ ...first!, name }, ...rest] };
}

/** Every file of a folder (links followed) with the SHA-256 of its bytes. */
async function hashTree(root: string): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    hashes.set(
      path.slice(root.length + 1),
      createHash("sha256")
        .update(await readFile(path))
        .digest("hex"),
    );
  }
  return hashes;
}

/**
 * How many files of a release astro made, each one page it rendered or reused, counted from the release itself: all
 * but the bundled assets (_astro/), the public folder's files, the search index, the redirects and compressed copies.
 */
async function pagesIn(release: string): Promise<number> {
  const publicFiles = new Set(await readdir(join(projectRoot, "site", "public"), { recursive: true }));
  const compressed = Object.values(PRECOMPRESSED_SUFFIX);
  return (await readdir(release, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(release, join(entry.parentPath, entry.name)))
    .filter(
      (file) =>
        !/^(_astro|pagefind)\//.test(file) &&
        file !== REDIRECTS_FILE &&
        !publicFiles.has(file) &&
        !compressed.some((suffix) => file.endsWith(suffix)),
    ).length;
}

/** Progress that keeps what the build reported. */
function recordingProgress() {
  const pages: PagesProgress[] = [];
  const lines: string[] = [];
  const progress: BuildProgress = {
    stage: () => Promise.resolve(),
    log: (text) => void lines.push(text),
    pages: (report) => {
      pages.push(report);
      return Promise.resolve();
    },
  };
  return { progress, pages, lines };
}

/** Watches for astro processes of a data folder until stop(), which answers whether any ran. */
function watchAstroProcesses(dataDir: string) {
  let seen = false;
  const timer = setInterval(() => {
    void astroProcessesOf(dataDir).then((pids) => (seen ||= pids.length > 0));
  }, 20);
  return {
    stop() {
      clearInterval(timer);
      return seen;
    },
  };
}

/** The pids of astro processes still running for a data folder. */
async function astroProcessesOf(dataDir: string): Promise<number[]> {
  const pids: number[] = [];
  for (const pid of (await readdir("/proc")).filter((name) => /^\d+$/.test(name))) {
    const environment = await readFile(`/proc/${pid}/environ`, "utf8").catch(() => "");
    if (environment.includes(`RELEASE_DIR=${releasePaths(dataDir).staging}`)) pids.push(Number(pid));
  }
  return pids;
}

describe("incremental builds", () => {
  it(
    "re-render only the pages showing an edited business, reuse the rest, and share unchanged files with the previous release",
    async () => {
      const dataDir = await dataFolder();
      const paths = releasePaths(dataDir);
      const first = await buildRelease(fixture, dataDir);
      expect(first.pagesReused).toBe(0);
      expect(first.pagesRendered).toBe(first.pages);
      const firstRelease = await realpath(paths.live);
      expect(first.pages).toBe(await pagesIn(firstRelease));
      const firstFiles = await hashTree(firstRelease);
      // astro's process stays, warm, for the next build
      const warmProcess = await astroProcessesOf(dataDir);
      expect(warmProcess.length).toBeGreaterThan(0);

      const edited = fixture.businesses[0]!;
      const untouched = fixture.businesses[1]!;
      const untouchedPage = `business/${untouched.id}/index.html`;
      // the next build's staging folder already holds the cached pages, as links to the live release's files
      expect((await stat(join(paths.staging, untouchedPage))).ino).toBe(
        (await stat(join(firstRelease, untouchedPage))).ino,
      );
      const { progress, pages } = recordingProgress();
      const moved = [{ from: "/categories/yoga", to: `/categories/${fixture.categories[0]!.slug}` }];
      const second = await buildRelease(
        { ...renameFirstBusiness(fixture, "Renamed Shala"), movedAddresses: moved },
        dataDir,
        progress,
      );
      const secondRelease = await realpath(paths.live);
      expect(secondRelease).not.toBe(firstRelease);
      expect(second.pages).toBe(first.pages);
      expect(second.pagesReused).toBeGreaterThanOrEqual(2 * (fixture.businesses.length - 1));
      expect(second.pagesRendered + second.pagesReused).toBe(await pagesIn(secondRelease));
      expect(pages.at(-1)).toEqual({ rendered: second.pagesRendered, reused: second.pagesReused, total: second.pages });

      expect(await astroProcessesOf(dataDir)).toEqual(warmProcess);
      // and renders the new snapshot, not what it imported for the previous build
      const editedPage = `business/${edited.id}/index.html`;
      expect(await readFile(join(secondRelease, editedPage), "utf8")).toContain("Renamed Shala");
      expect(await readFile(join(firstRelease, editedPage), "utf8")).not.toContain("Renamed Shala");
      const [before, after] = await Promise.all([
        stat(join(firstRelease, untouchedPage)),
        stat(join(secondRelease, untouchedPage)),
      ]);
      expect(after.ino).toBe(before.ino);
      // pages rendered again with the same bytes (no cacheKey), and assets, are linked to the previous release's
      for (const file of [
        "about/index.html",
        ...(await readdir(join(secondRelease, "_astro"))).map((f) => `_astro/${f}`),
      ]) {
        expect((await stat(join(secondRelease, file))).ino).toBe((await stat(join(firstRelease, file))).ino);
      }
      // each release holds its own redirects
      expect(await readFile(join(firstRelease, REDIRECTS_FILE), "utf8")).not.toContain("/categories/yoga");
      expect(await readFile(join(secondRelease, REDIRECTS_FILE), "utf8")).toContain(
        `/categories/yoga ${moved[0]!.to} 301`,
      );
      // sharing files never changes one a release holds
      expect(await hashTree(firstRelease)).toEqual(firstFiles);
      // the cache lives beside the releases, not in them
      expect(existsSync(join(paths.cache, "incremental-build.json"))).toBe(true);
      expect(existsSync(join(secondRelease, "incremental-build.json"))).toBe(false);
    },
    BUILD_TIMEOUT,
  );

  it(
    "make a large site's search index without astro's warm process beside it, and start a fresh one for the next build",
    async () => {
      const dataDir = await dataFolder();
      const paths = releasePaths(dataDir);
      let atIndex: number[] | undefined;
      const progress: BuildProgress = {
        ...recordingProgress().progress,
        async stage(stage) {
          if (stage === "index") atIndex = await astroProcessesOf(dataDir);
        },
      };
      // as if the fixture's few pages were more than a warm process and the index may take together
      const large = { indexBesideAstroMaxPages: 2 };
      await buildRelease(fixture, dataDir, progress, large);
      expect(atIndex).toEqual([]);
      expect(existsSync(join(await realpath(paths.live), "pagefind", "pagefind-entry.json"))).toBe(true);
      expect(await astroProcessesOf(dataDir)).toEqual([]);

      const next = await buildRelease(renameFirstBusiness(fixture, "Renamed In A Fresh Process"), dataDir);
      expect(next.pagesReused).toBeGreaterThan(0);
      // a small site's build keeps its process warm
      expect((await astroProcessesOf(dataDir)).length).toBeGreaterThan(0);
    },
    BUILD_TIMEOUT,
  );

  it(
    "render every page afresh once the site's code is not the code that filled the cache",
    async () => {
      const dataDir = await dataFolder();
      const paths = releasePaths(dataDir);
      await buildRelease(fixture, dataDir);
      const sameCode = await buildRelease(fixture, dataDir);
      expect(sameCode.pagesReused).toBeGreaterThanOrEqual(2 * fixture.businesses.length);

      // as after a deploy: the cache was filled by another version of site/, shared/ or the configs
      await writeFile(paths.cacheCode, "an older version");
      const newCode = await buildRelease(fixture, dataDir);
      expect(newCode.pagesReused).toBe(0);
      expect(newCode.pagesRendered).toBe(newCode.pages);
      expect(await readFile(paths.cacheCode, "utf8")).not.toBe("an older version");
      expect((await buildRelease(fixture, dataDir)).pagesReused).toBe(sameCode.pagesReused);
    },
    BUILD_TIMEOUT,
  );

  it(
    "make the same site as a full build of the same content, without the pages of a business no longer listed",
    async () => {
      const dataDir = await dataFolder();
      await buildRelease(fixture, dataDir);
      const [business, ...listed] = fixture.businesses;
      const removed = listed.at(-1)!;
      const businesses = listed.slice(0, -1);
      const [category, ...categories] = fixture.categories;
      const [post, ...posts] = fixture.blogPosts;
      const changed: SiteSnapshot = {
        ...fixture,
        businesses: [{ ...business!, reviewCount: business!.reviewCount + 3, rating: "4.10" }, ...businesses],
        categories: [{ ...category!, name: `${category!.name} Renamed` }, ...categories],
        blogPosts: [...posts, { ...post!, title: `${post!.title} (updated)` }],
        homeContent: { ...fixture.homeContent, heroTitle: "A New Hero Title" },
      };
      // the business pages show their category's name: the snapshot carries it on each business
      changed.businesses = changed.businesses.map((b) =>
        b.category && b.categoryId === category!.id
          ? { ...b, category: { ...b.category, name: `${category!.name} Renamed` } }
          : b,
      );
      await buildRelease(changed, dataDir);
      const fresh = await dataFolder();
      await buildRelease(changed, fresh);

      const withoutSearch = (tree: Map<string, string>) =>
        new Map([...tree].filter(([file]) => !file.startsWith("pagefind/")));
      const incremental = withoutSearch(await hashTree(await realpath(releasePaths(dataDir).live)));
      const full = withoutSearch(await hashTree(await realpath(releasePaths(fresh).live)));
      expect(incremental.has(`business/${removed.id}/index.html`)).toBe(false);
      expect(incremental).toEqual(full);
    },
    BUILD_TIMEOUT,
  );

  it(
    "go live with the previous search index, then switch to their own, keeping the previous one's files for one release",
    async () => {
      const dataDir = await dataFolder();
      const live = releasePaths(dataDir).live;
      const searchFile = (file: string) => readFile(join(live, "pagefind", file), "utf8");
      const ownFiles = async () => JSON.parse(await searchFile("index-files.json")) as string[];
      await buildRelease(fixture, dataDir);
      const firstFiles = await ownFiles();
      const firstEntry = await searchFile("pagefind-entry.json");

      const edited = fixture.businesses[0]!;
      let atIndexStage: { page: string; entry: string } | undefined;
      const { progress } = recordingProgress();
      const watching: BuildProgress = {
        ...progress,
        async stage(stage) {
          if (stage !== "index") return;
          const page = await readFile(join(live, "business", String(edited.id), "index.html"), "utf8");
          atIndexStage = { page, entry: await searchFile("pagefind-entry.json") };
        },
      };
      await buildRelease(renameFirstBusiness(fixture, "Second Name"), dataDir, watching);
      expect(atIndexStage?.page).toContain("Second Name");
      expect(atIndexStage?.entry).toBe(firstEntry);
      expect(await searchFile("pagefind-entry.json")).not.toBe(firstEntry);
      const secondFiles = await ownFiles();
      expect(firstFiles.filter((file) => !secondFiles.includes(file)).length).toBeGreaterThan(0);
      for (const file of [...firstFiles, ...secondFiles]) expect(existsSync(join(live, "pagefind", file))).toBe(true);

      await buildRelease(renameFirstBusiness(fixture, "Third Name"), dataDir);
      const thirdFiles = await ownFiles();
      const onlyFirst = firstFiles.filter((file) => !secondFiles.includes(file) && !thirdFiles.includes(file));
      expect(onlyFirst.length).toBeGreaterThan(0);
      for (const file of [...secondFiles, ...thirdFiles]) expect(existsSync(join(live, "pagefind", file))).toBe(true);
      for (const file of onlyFirst) expect(existsSync(join(live, "pagefind", file))).toBe(false);
      // every compressed copy in the search folder is a copy of the file beside it, not of one it replaced
      const searchFolder = join(live, "pagefind");
      const copies = (await readdir(searchFolder, { recursive: true })).filter((file) => file.endsWith(".gz"));
      expect(copies.length).toBeGreaterThan(0);
      for (const copy of copies) {
        const original = await readFile(join(searchFolder, copy.slice(0, -".gz".length)));
        expect(gunzipSync(await readFile(join(searchFolder, copy))).equals(original), copy).toBe(true);
      }
    },
    BUILD_TIMEOUT,
  );
});

describe("an edit's build (docs/decisions/0016-rendering-only-changed-pages.md)", () => {
  it(
    "renders only the pages it changes, each byte for byte the page a build from scratch makes of the same content",
    async () => {
      const edited = renameFirstBusiness(fixture, "Renamed By An Edit");
      const editedFolder = await dataFolder();
      await buildRelease(fixture, editedFolder);
      const edit = await buildRelease(edited, editedFolder);
      // the business in three languages, its category's pages in three, and the pages without a key: every other
      // business's page, in every language, is the live release's
      expect(edit.pagesReused).toBeGreaterThanOrEqual((fixture.businesses.length - 1) * 3);
      const fromScratch = await dataFolder();
      await buildRelease(edited, fromScratch);
      const [editRelease, scratchRelease] = await Promise.all(
        [editedFolder, fromScratch].map((dir) => realpath(releasePaths(dir).live)),
      );
      const business = fixture.businesses[0]!;
      const category = fixture.categories.find(({ id }) => id === business.categoryId)!;
      for (const prefix of ["", "he/"]) {
        for (const page of [`business/${business.id}`, `categories/${category.slug}`, ""]) {
          const file = join(`${prefix}${page}`, "index.html");
          const [fromEdit, fromBuild] = await Promise.all(
            [editRelease!, scratchRelease!].map((release) => readFile(join(release, file), "utf8")),
          );
          expect(fromEdit, file).toBe(fromBuild);
        }
      }
      expect(await readFile(join(editRelease!, `he/business/${business.id}/index.html`), "utf8")).toContain(
        "Renamed By An Edit",
      );
    },
    3 * BUILD_TIMEOUT,
  );
});

describe("the Astro internals a build relies on (docs/decisions/0002-warm-astro-build.md)", () => {
  it(
    "take effect: the island runtime comes from its file, the search page has its slot, every page is counted, a reused page is the cache's copy linked, and the next build runs the new snapshot",
    async () => {
      const dataDir = await dataFolder();
      const paths = releasePaths(dataDir);
      const first = await buildRelease(fixture, dataDir);
      const firstRelease = await realpath(paths.live);
      // astro's log, read page by page, counted every page the release holds
      expect(first.pages).toBe(await pagesIn(firstRelease));

      // a page with an island imports the runtime's file after its first paint, and carries no runtime inline
      const account = await readFile(join(firstRelease, "account", "index.html"), "utf8");
      expect(account).toContain("<astro-island");
      expect(account).toContain(`<template data-module-after-first-paint="/scripts/${ISLAND_RUNTIME_FILE}">`);
      expect(account).not.toMatch(/<script>(?:(?!<\/script>).)*customElements\.define\("astro-island"/s);
      expect(account).not.toMatch(/<style>astro-island\b/);
      expect(await readFile(join(firstRelease, "scripts", ISLAND_RUNTIME_FILE), "utf8")).toContain(
        'customElements.define("astro-island"',
      );

      // the search page has the slot and the form a search's results go into
      const searchPage = await readFile(join(firstRelease, "search", "index.html"), "utf8");
      const found = { ...fixture.businesses[0]!, name: "Found By The Splice" };
      const searched = withSearchResults(
        searchPage,
        { ...DEFAULT_SEARCH, q: "splice" },
        { total: 1, businesses: [found] },
      );
      expect(searched).toContain("Found By The Splice");
      expect(searched).toMatch(/<input\b[^>]*\bname="q"[^>]*\bvalue="splice"/);
      expect(searched).not.toContain(fixture.businesses[1]!.name);

      // as when staging failed: astro restores each page it reuses from its cache, through the cache links preload
      await rm(paths.staging, { recursive: true, force: true });
      const second = await buildRelease(renameFirstBusiness(fixture, "Renamed After The Reset"), dataDir);
      const secondRelease = await realpath(paths.live);
      expect(second.pagesReused).toBeGreaterThanOrEqual(2 * (fixture.businesses.length - 1));
      expect(second.pages).toBe(await pagesIn(secondRelease));
      const cached = (page: string) => stat(join(paths.cache, CACHED_PAGES_DIR, page));
      const reused = `business/${fixture.businesses[1]!.id}/index.html`;
      const [reusedInRelease, reusedInCache] = await Promise.all([stat(join(secondRelease, reused)), cached(reused)]);
      expect(reusedInRelease.ino).toBe(reusedInCache.ino);
      expect(reusedInRelease.nlink).toBeGreaterThan(1);
      // a page rendered again: its cached copy is the file the release holds
      const edited = `business/${fixture.businesses[0]!.id}/index.html`;
      expect((await cached(edited)).ino).toBe((await stat(join(secondRelease, edited))).ino);
      // the warm process forgot the first build's bundle: the page shows the new snapshot
      expect(await readFile(join(secondRelease, edited), "utf8")).toContain("Renamed After The Reset");
    },
    BUILD_TIMEOUT,
  );
});

describe("failed builds", () => {
  it(
    "leave the live release byte-identical, name the record that broke the build, and clear the cache and staging",
    async () => {
      const dataDir = await dataFolder();
      const paths = releasePaths(dataDir);
      await buildRelease(fixture, dataDir);
      const liveTarget = await readlink(paths.live);
      const before = await hashTree(await realpath(paths.live));

      const [post, ...posts] = fixture.blogPosts;
      // written as JSON without the service's check, as a snapshot from an older service could be
      const broken = { ...fixture, blogPosts: [...posts, { ...post!, createdAt: "the day after tomorrow" }] };
      await expect(buildRelease(broken, dataDir)).rejects.toThrow(
        `Content error in blog post ${post!.id} (${post!.title}): createdAt: Invalid date`,
      );

      expect(await readlink(paths.live)).toBe(liveTarget);
      expect(await hashTree(await realpath(paths.live))).toEqual(before);
      expect(existsSync(paths.staging)).toBe(false);
      expect(existsSync(paths.cache)).toBe(false);
      // the next build starts a fresh astro process, not one a failure may have left half set up
      expect(await astroProcessesOf(dataDir)).toEqual([]);
      expect(await readdir(paths.releases)).toEqual([liveTarget.split("/").at(-1)]);

      const next = await buildRelease(fixture, dataDir);
      expect(next.pagesReused).toBe(0);
    },
    BUILD_TIMEOUT,
  );

  it(
    "stop at the timeout: astro's process group is killed and the live release stays as it was",
    async () => {
      const dataDir = await dataFolder();
      const paths = releasePaths(dataDir);
      await buildRelease(fixture, dataDir);
      const before = await hashTree(await realpath(paths.live));

      const astro = watchAstroProcesses(dataDir);
      await expect(
        buildRelease(renameFirstBusiness(fixture, "Too Slow"), dataDir, undefined, { timeoutMs: 100 }),
      ).rejects.toThrow("Build stopped: it ran longer than 0.1 s (BUILD_TIMEOUT_MS)");
      expect(astro.stop()).toBe(true);
      expect(await astroProcessesOf(dataDir)).toEqual([]);
      expect(await hashTree(await realpath(paths.live))).toEqual(before);
      expect(existsSync(paths.staging)).toBe(false);
      expect(existsSync(paths.lock)).toBe(false);
    },
    BUILD_TIMEOUT,
  );

  it(
    "stop when aborted, killing astro's process group",
    async () => {
      const dataDir = await dataFolder();
      const controller = new AbortController();
      const { progress } = recordingProgress();
      // astro is running once it has said something
      const stopOnFirstLine = { ...progress, log: () => controller.abort("the service is shutting down") };
      await expect(buildRelease(fixture, dataDir, stopOnFirstLine, { signal: controller.signal })).rejects.toThrow(
        "Build stopped: the service is shutting down",
      );
      expect(await astroProcessesOf(dataDir)).toEqual([]);
      expect(existsSync(releasePaths(dataDir).live)).toBe(false);
    },
    BUILD_TIMEOUT,
  );

  it(
    "after the swap, only the search index can fail: the release stays live with the index it went live with",
    async () => {
      const dataDir = await dataFolder();
      const live = releasePaths(dataDir).live;
      await buildRelease(fixture, dataDir);
      const entry = await readFile(join(live, "pagefind", "pagefind-entry.json"), "utf8");

      const controller = new AbortController();
      const { progress, lines } = recordingProgress();
      const stopAtIndex = {
        ...progress,
        stage: (stage: string) => Promise.resolve(void (stage === "index" && controller.abort("enough"))),
      };
      const result = await buildRelease(renameFirstBusiness(fixture, "Indexed Later"), dataDir, stopAtIndex, {
        signal: controller.signal,
      });
      expect(await realpath(live)).toBe(join(releasePaths(dataDir).releases, result.releaseId));
      expect(await readFile(join(live, `business/${fixture.businesses[0]!.id}/index.html`), "utf8")).toContain(
        "Indexed Later",
      );
      expect(await readFile(join(live, "pagefind", "pagefind-entry.json"), "utf8")).toBe(entry);
      expect(lines.join("\n")).toContain(
        "Search index not updated (search shows the previous one): Build stopped: enough",
      );
      expect(existsSync(releasePaths(dataDir).search)).toBe(false);
    },
    BUILD_TIMEOUT,
  );

  it(
    "never overlap: a second build of the same data folder fails while the first goes on",
    async () => {
      const dataDir = await dataFolder();
      const first = buildRelease(fixture, dataDir);
      await expect(buildRelease(fixture, dataDir)).rejects.toThrow("Another build of this site is running");
      await expect(first).resolves.toMatchObject({ pagesRendered: expect.any(Number) });
    },
    BUILD_TIMEOUT,
  );

  it("fail while another process's build of the same data folder runs", async () => {
    const dataDir = await dataFolder();
    const other = Bun.spawn(["sleep", "30"]);
    try {
      await mkdir(join(dataDir, "build"), { recursive: true });
      await writeFile(releasePaths(dataDir).lock, JSON.stringify({ host: hostname(), pid: other.pid }));
      await expect(buildRelease(fixture, dataDir)).rejects.toThrow(
        `Another build of this site is running (process ${other.pid})`,
      );
      expect(existsSync(releasePaths(dataDir).lock)).toBe(true);
    } finally {
      other.kill();
    }
  });

  it(
    "clear what a killed build left (its lock, staging folder and cache) before the next build",
    async () => {
      const dataDir = await dataFolder();
      const paths = releasePaths(dataDir);
      await buildRelease(fixture, dataDir);
      // a process that has exited: its pid names no running process
      const gone = Bun.spawnSync(["true"]).pid;
      await writeFile(paths.lock, JSON.stringify({ host: hostname(), pid: gone, group: gone }));
      await mkdir(join(paths.staging, "business"), { recursive: true });
      await writeFile(join(paths.staging, "business", "half-written.html"), "<html");
      await writeFile(join(paths.cache, "incremental-build.json"), "{ half");

      const result = await buildRelease(fixture, dataDir);
      expect(result.pagesReused).toBe(0);
      expect(existsSync(join(await realpath(paths.live), "business", "half-written.html"))).toBe(false);
      expect(existsSync(paths.lock)).toBe(false);

      // from another host sharing the folder, whose process cannot be looked up from here: left by a builder that died
      await writeFile(paths.lock, JSON.stringify({ host: `not-${hostname()}`, pid: process.pid }));
      await expect(buildRelease(fixture, dataDir)).resolves.toMatchObject({ pagesReused: 0 });
    },
    BUILD_TIMEOUT,
  );
});

describe("a build that a newer one is waiting for", () => {
  /** The inode of the live release's search entry: a new index is renamed in, a carried one is a link. */
  const liveSearchEntry = async (dataDir: string) =>
    (await stat(join(releasePaths(dataDir).live, "pagefind", "pagefind-entry.json"))).ino;

  it(
    "goes live and leaves the search index to that build, keeping the index it went live with",
    async () => {
      const dataDir = await dataFolder();
      await buildRelease(fixture, dataDir);
      const entry = await liveSearchEntry(dataDir);

      const { progress, lines } = recordingProgress();
      let asked = 0;
      const newerBuildWaits = () => {
        asked++;
        return Promise.resolve(true);
      };
      await buildRelease(renameFirstBusiness(fixture, "Quickly Followed"), dataDir, progress, { newerBuildWaits });
      const live = releasePaths(dataDir).live;
      expect(await readFile(join(live, `business/${fixture.businesses[0]!.id}/index.html`), "utf8")).toContain(
        "Quickly Followed",
      );
      expect(asked).toBe(1);
      expect(await liveSearchEntry(dataDir)).toBe(entry);
      expect(lines.join("\n")).toContain(
        "Search index not updated (search shows the previous one): a newer build is waiting, and indexes its own release",
      );
      expect(existsSync(releasePaths(dataDir).search)).toBe(false);

      // the build that was waiting makes the index
      await buildRelease(renameFirstBusiness(fixture, "Indexed At Last"), dataDir);
      expect(await liveSearchEntry(dataDir)).not.toBe(entry);
    },
    BUILD_TIMEOUT,
  );

  it(
    "makes the search index all the same once the live one is SEARCH_INDEX_MAX_LAG_MS old",
    async () => {
      const dataDir = await dataFolder();
      await buildRelease(fixture, dataDir);
      const entryFile = join(releasePaths(dataDir).live, "pagefind", "pagefind-entry.json");
      const longAgo = new Date(Date.now() - SEARCH_INDEX_MAX_LAG_MS - 1_000);
      await utimes(entryFile, longAgo, longAgo);
      const entry = await liveSearchEntry(dataDir);

      const { progress, lines } = recordingProgress();
      await buildRelease(renameFirstBusiness(fixture, "Behind Too Long"), dataDir, progress, {
        newerBuildWaits: () => Promise.resolve(true),
      });
      expect(await liveSearchEntry(dataDir)).not.toBe(entry);
      expect(lines.join("\n")).not.toContain("Search index not updated");
    },
    BUILD_TIMEOUT,
  );
});
