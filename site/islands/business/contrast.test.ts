import { describe, expect, it } from "vitest";
import { readableTextColor } from "./contrast.ts";

describe("readableTextColor", () => {
  it("puts black text on the saffron brand colour, where white would fail AA", () => {
    expect(readableTextColor("#ff6b35")).toBe("#000000");
  });

  it("puts white text on dark colours", () => {
    expect(readableTextColor("#1864ab")).toBe("#ffffff");
    expect(readableTextColor("#495057")).toBe("#ffffff");
  });

  it("falls back to white for a colour it cannot read", () => {
    expect(readableTextColor("orange")).toBe("#ffffff");
  });
});
