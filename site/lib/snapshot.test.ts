import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { cacheKey, loadSnapshot } from "./snapshot.ts";

const fixturePath = fileURLToPath(new URL("./fixtures/snapshot.json", import.meta.url));

describe("loadSnapshot", () => {
  it("reads and validates the snapshot file", () => {
    const snapshot = loadSnapshot(fixturePath);
    expect(snapshot.categories.length).toBeGreaterThan(0);
    expect(snapshot.businesses.every((business) => business.isActive)).toBe(true);
  });

  it("explains how to get a snapshot when the file is missing", () => {
    expect(() => loadSnapshot("/nonexistent/snapshot.json")).toThrow(/No content snapshot at \/nonexistent\/snapshot.json/);
  });

  it("rejects a file that is not a snapshot", () => {
    const path = join(mkdtempSync(join(tmpdir(), "snapshot-")), "snapshot.json");
    writeFileSync(path, JSON.stringify({ categories: "nope" }));
    expect(() => loadSnapshot(path)).toThrow();
  });
});

describe("cacheKey", () => {
  it("changes when anything a page shows changes", () => {
    expect(cacheKey({ name: "A" }, "https://x")).toBe(cacheKey({ name: "A" }, "https://x"));
    expect(cacheKey({ name: "A" }, "https://x")).not.toBe(cacheKey({ name: "B" }, "https://x"));
  });
});
