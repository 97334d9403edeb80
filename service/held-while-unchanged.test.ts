import { describe, expect, it } from "vitest";
import { holdForLatestKey } from "./held-while-unchanged.ts";

describe("a value held for the latest key", () => {
  it("is read once while the key stays the same, and again when it changes", async () => {
    const held = holdForLatestKey<number>();
    let reads = 0;
    const read = () => Promise.resolve(++reads);
    expect(await held(1, read)).toBe(1);
    expect(await held(1, read)).toBe(1);
    expect(await held(2, read)).toBe(2);
    expect(reads).toBe(2);
  });

  it("is not held when its read failed: the next call reads again", async () => {
    const held = holdForLatestKey<string>();
    await expect(held("v1", () => Promise.reject(new Error("database away")))).rejects.toThrow("database away");
    expect(await held("v1", () => Promise.resolve("read again"))).toBe("read again");
  });
});
