import { describe, expect, it } from "vitest";
import { iconSvg, withShorterFractions } from "./icons.ts";

describe("iconSvg", () => {
  it("inlines the icon as decorative SVG with the caller's class", () => {
    const svg = iconSvg("Leaf", "h-6 w-6");
    expect(svg).toMatch(/^<svg/);
    expect(svg).toContain('class="h-6 w-6" aria-hidden="true"');
    expect(svg).not.toContain("<!--");
  });

  it("leaves out the file's layout whitespace and namespace, keeping every shape", () => {
    const svg = iconSvg("Star", "h-4 w-4");
    expect(svg).not.toMatch(/>\s|\n|xmlns/);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 24 24"[^>]*><path d="M11\.5 2\.3[^"]*"\/><\/svg>$/);
  });

  it("draws paths to one decimal, leaving arc flags and whole numbers as they are", () => {
    expect(withShorterFractions("M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679")).toBe(
      "M11.5 2.3a.5.5 0 0 1 .95 0l2.3 4.7",
    );
    // the flags 0 and 0 are written against the end point's x, 10.04
    expect(withShorterFractions("a10 10 0 0010.04-7.281")).toBe("a10 10 0 0010.0-7.3");
    expect(withShorterFractions("M3 14h3v1.5")).toBe("M3 14h3v1.5");
  });

  it("draws the default icon for a name Lucide does not know", () => {
    expect(iconSvg("fa fa-om", "x")).toBe(iconSvg("Sparkles", "x"));
  });
});
