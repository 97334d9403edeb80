import { mkdir, mkdtemp, rename, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../test-support/app.ts";

const dataDir = await mkdtemp(join(tmpdir(), "sor-serve-"));
const t = await useTestApp(undefined, { env: { DATA_DIR: dataDir } });

async function writeRelease(id: string, files: Record<string, string>) {
  for (const [path, content] of Object.entries(files)) {
    const full = join(dataDir, "releases", id, path);
    await mkdir(join(full, ".."), { recursive: true });
    await writeFile(full, content);
  }
}

async function makeLive(id: string) {
  await symlink(join("releases", id), join(dataDir, "site.next"));
  await rename(join(dataDir, "site.next"), join(dataDir, "site"));
}

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
      "_astro/app.abc123.js": "console.log(1)",
      "pagefind/pagefind.js": "export {}",
    });
    await makeLive("r1");
  });

  it("serves a folder's index.html", async () => {
    const response = await t.request("GET", "/blog/");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<h1>blog</h1>");
    expect(response.headers.get("content-type")).toContain("text/html");
  });

  it("caches hashed assets for a year and everything else only with revalidation", async () => {
    const asset = await t.request("GET", "/_astro/app.abc123.js");
    expect(asset.headers.get("cache-control")).toContain("immutable");
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

  it("picks up a swapped release without a restart", async () => {
    await writeRelease("r2", { "index.html": "<h1>home r2</h1>", "404.html": "x" });
    await makeLive("r2");
    expect(await (await t.request("GET", "/")).text()).toBe("<h1>home r2</h1>");
    const head = await t.request("HEAD", "/");
    expect(head.status).toBe(200);
  });
});
