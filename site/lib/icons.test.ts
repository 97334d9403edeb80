import { describe, expect, it } from "vitest";
import { iconSvg } from "./icons.ts";

describe("iconSvg", () => {
  it("inlines the icon as decorative SVG with the caller's class", () => {
    const svg = iconSvg("Leaf", "h-6 w-6");
    expect(svg).toMatch(/^<svg/);
    expect(svg).toContain('class="h-6 w-6" aria-hidden="true"');
    expect(svg).not.toContain("<!--");
  });

  it("draws the default icon for a name Lucide does not know", () => {
    expect(iconSvg("fa fa-om", "x")).toBe(iconSvg("Sparkles", "x"));
  });
});
