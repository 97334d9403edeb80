import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SNAPSHOT_FILE } from "../../shared/constants.ts";
import { loadSnapshot } from "./snapshot.ts";

const fixture = JSON.parse(readFileSync(fileURLToPath(new URL("./fixtures/snapshot.json", import.meta.url)), "utf8"));

/** Writes `content` as a snapshot file in a fresh folder (at `relativePath` inside it) and returns both paths. */
function writeSnapshotFile(content: unknown, relativePath = "snapshot.json") {
  const folder = mkdtempSync(join(tmpdir(), "snapshot-"));
  const path = join(folder, relativePath);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(content));
  return { folder, path };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("loadSnapshot", () => {
  it("answers the file's content as the snapshot schema reads it", () => {
    const withLocalDate = {
      ...fixture,
      blogPosts: [{ ...fixture.blogPosts[0], createdAt: "2025-03-01T10:00:00+05:30" }],
    };
    const snapshot = loadSnapshot(writeSnapshotFile(withLocalDate).path);
    expect(snapshot.businesses).toEqual(fixture.businesses);
    expect(snapshot.blogPosts[0]!.createdAt).toBe("2025-03-01T04:30:00.000Z");
  });

  it("reads a file once per path", () => {
    const { path } = writeSnapshotFile(fixture);
    const first = loadSnapshot(path);
    writeFileSync(path, "no longer JSON");
    expect(loadSnapshot(path)).toBe(first);
  });

  it("reads the snapshot where the service writes it in the data folder, unless SNAPSHOT_PATH says otherwise", () => {
    const dataDir = writeSnapshotFile({ ...fixture, siteUrl: "https://data-dir.example" }, SNAPSHOT_FILE).folder;
    vi.stubEnv("SNAPSHOT_PATH", undefined);
    vi.stubEnv("DATA_DIR", dataDir);
    expect(loadSnapshot().siteUrl).toBe("https://data-dir.example");

    vi.stubEnv("SNAPSHOT_PATH", writeSnapshotFile({ ...fixture, siteUrl: "https://explicit.example" }).path);
    expect(loadSnapshot().siteUrl).toBe("https://explicit.example");
  });

  it("explains how to get a snapshot when the file is missing", () => {
    expect(() => loadSnapshot("/nonexistent/snapshot.json")).toThrow(
      /No content snapshot at \/nonexistent\/snapshot.json/,
    );
  });

  it("rejects a file that is not a snapshot", () => {
    expect(() => loadSnapshot(writeSnapshotFile({ categories: "nope" }).path)).toThrow();
  });

  it("reads without checking again a snapshot that the service checked with the code this build runs", () => {
    const [post, ...posts] = fixture.blogPosts;
    // a date the schema would refuse, so the answer shows whether the schema ran
    const marked = { ...fixture, blogPosts: [...posts, { ...post, createdAt: "next Tuesday" }], validatedBy: "v1" };
    vi.stubEnv("SITE_CODE_DIGEST", "v1");
    expect(loadSnapshot(writeSnapshotFile(marked).path).blogPosts.at(-1)!.createdAt).toBe("next Tuesday");
    vi.stubEnv("SITE_CODE_DIGEST", "v2");
    expect(() => loadSnapshot(writeSnapshotFile(marked).path)).toThrow(`Content error in blog post ${post.id}`);
  });

  it("names the record whose content the schema refuses, so the failing build says what to fix", () => {
    const [post, ...posts] = fixture.blogPosts;
    const badDate = { ...fixture, blogPosts: [...posts, { ...post, createdAt: "next Tuesday" }] };
    expect(() => loadSnapshot(writeSnapshotFile(badDate).path)).toThrow(
      `Content error in blog post ${post.id} (${post.title}): createdAt: Invalid date`,
    );
    const [business, ...businesses] = fixture.businesses;
    const noName = { ...fixture, businesses: [...businesses, { ...business, name: null }] };
    expect(() => loadSnapshot(writeSnapshotFile(noName).path)).toThrow(
      new RegExp(`^Content error in business ${business.id} \\(null\\): name: `),
    );
  });
});
