import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type Located, ReleaseFiles } from "./static-cache.ts";

const dir = await mkdtemp(join(tmpdir(), "sor-static-cache-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

const PAGE_BYTES = 1000;
const locate = (_releaseDir: string, pathname: string): Promise<Located> =>
  Promise.resolve({ file: `${pathname.slice(1)}.txt`, status: 200 });
const urlOf = (name: string) => `http://localhost:4321/${name}`;
const pathOf = (url: string) => new URL(url).pathname;

/** A release holding the named files, with room in memory for `pagesHeld` of them (a file held is at most an
 * eighth of the room). */
async function releaseWith(names: string[], pagesHeld: number) {
  for (const name of names) await writeFile(join(dir, `${name}.txt`), "x".repeat(PAGE_BYTES));
  return new ReleaseFiles(dir, locate, pagesHeld * PAGE_BYTES + PAGE_BYTES / 2);
}

/** Reads a page into memory, as the first request for it does. */
async function ask(release: ReleaseFiles, name: string) {
  const located = await release.find(`/${name}`);
  if (located?.status !== 200) throw new Error(`no ${name}`);
  await release.representation(located.file, ["identity"]);
}

describe("the live release's files in memory", () => {
  it("answers a page asked for before from memory, and the same again by its URL", async () => {
    const release = await releaseWith(["ghat"], 8);
    expect(release.heldFor(urlOf("ghat"), "", pathOf)).toBeUndefined();
    await ask(release, "ghat");
    const first = release.heldFor(urlOf("ghat"), "", pathOf);
    expect(first?.sent.encoding).toBe("identity");
    expect(release.heldFor(urlOf("ghat"), "", () => "/not-asked")).toBe(first);
  });

  it("no longer answers a page from memory once newer pages have pushed it out", async () => {
    const newer = ["p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8"];
    const release = await releaseWith(["aarti", ...newer], 8);
    await ask(release, "aarti");
    expect(release.heldFor(urlOf("aarti"), "", pathOf)).toBeDefined();
    for (const name of newer) await ask(release, name);
    expect(release.bytesHeld).toBe(8 * PAGE_BYTES);
    expect(release.heldFor(urlOf("aarti"), "", pathOf)).toBeUndefined();
    expect(release.heldFor(urlOf("p8"), "", pathOf)).toBeDefined();
  });
});
