import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseRedirects, REDIRECTS_FILE, writeRedirects } from "./redirects.ts";

const scratch = await mkdtemp(join(tmpdir(), "sor-redirects-"));
afterAll(() => rm(scratch, { recursive: true, force: true }));

const moved = [{ from: "/categories/yoga", to: "/categories/yoga-meditation" }];

describe("a release's redirects", () => {
  it("are written in the _redirects format static hosts read, each address in every language with the paths under it", async () => {
    await writeRedirects(scratch, moved);
    expect(await readFile(join(scratch, REDIRECTS_FILE), "utf8")).toBe(
      "/businesses/* /business/:splat 301\n" +
        "/categories/yoga /categories/yoga-meditation 301\n/categories/yoga/* /categories/yoga-meditation/:splat 301\n" +
        "/hi/categories/yoga /hi/categories/yoga-meditation 301\n" +
        "/hi/categories/yoga/* /hi/categories/yoga-meditation/:splat 301\n" +
        "/he/categories/yoga /he/categories/yoga-meditation 301\n" +
        "/he/categories/yoga/* /he/categories/yoga-meditation/:splat 301\n",
    );
    await writeRedirects(scratch, []);
    expect(await readFile(join(scratch, REDIRECTS_FILE), "utf8")).toBe("/businesses/* /business/:splat 301\n");
  });

  it("lead the admin's /businesses/{id} address to the business's public page, with no page of its own", async () => {
    await writeRedirects(scratch, []);
    const movedTo = parseRedirects(await readFile(join(scratch, REDIRECTS_FILE), "utf8"));
    expect(movedTo("/businesses/12")).toBe("/business/12");
    expect(movedTo("/businesses/12/")).toBe("/business/12");
    expect(movedTo("/business/12")).toBeUndefined();
  });

  it("lead an old address, with or without its slash, and the pages under it to where they moved", async () => {
    await writeRedirects(scratch, moved);
    const movedTo = parseRedirects(await readFile(join(scratch, REDIRECTS_FILE), "utf8"));
    expect(movedTo("/categories/yoga")).toBe("/categories/yoga-meditation");
    expect(movedTo("/categories/yoga/")).toBe("/categories/yoga-meditation");
    expect(movedTo("/categories/yoga/page/2/")).toBe("/categories/yoga-meditation/page/2");
    expect(movedTo("/categories/yogananda")).toBeUndefined();
    expect(movedTo("/he/categories/yoga/page/2")).toBe("/he/categories/yoga-meditation/page/2");
    expect(movedTo("/hi/categories/yoga")).toBe("/hi/categories/yoga-meditation");
    expect(movedTo("/categories/")).toBeUndefined();
  });

  it("skip lines that are not an address and its destination", () => {
    const movedTo = parseRedirects("# moved\n\n/blog/a\nblog/b /blog/c 301\n/blog/d /blog/e 301\n");
    expect(movedTo("/blog/a")).toBeUndefined();
    expect(movedTo("/blog/b")).toBeUndefined();
    expect(movedTo("/blog/d")).toBe("/blog/e");
  });
});
