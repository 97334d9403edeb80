import type { ComponentType } from "react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CheckIcon, MapPinIcon, SearchIcon, StarIcon } from "../../shared/ui/icons.tsx";
import { iconSvg } from "./icons.ts";

/** An icon's shapes, each as its element and attributes, however its markup closes them. */
const shapes = (svg: string) =>
  [...svg.matchAll(/<(path|circle|rect|line)\s([^>]*?)\s*\/?>/g)].map(
    ([, element, attributes]) => `${element} ${attributes}`,
  );

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

  it("mirrors an icon that points along the line in a right-to-left page, and no other", () => {
    expect(iconSvg("ArrowLeft", "h-4 w-4")).toContain('class="h-4 w-4 rtl:-scale-x-100"');
    expect(iconSvg("ChevronRight", "h-4 w-4")).toContain('class="h-4 w-4 rtl:-scale-x-100"');
    expect(iconSvg("MapPin", "h-4 w-4")).toContain('class="h-4 w-4"');
  });

  it("draws the default icon for a name Lucide does not know", () => {
    expect(iconSvg("fa fa-om", "x")).toBe(iconSvg("Sparkles", "x"));
  });

  it.each<[string, ComponentType]>([
    ["Check", CheckIcon],
    ["MapPin", MapPinIcon],
    ["Star", StarIcon],
    ["Search", SearchIcon],
  ])("draws %s as the islands do, so a page that has both repeats the same shapes", (name, IslandIcon) => {
    const island = shapes(renderToStaticMarkup(createElement(IslandIcon)));
    expect(island.length).toBeGreaterThan(0);
    expect(island).toEqual(shapes(iconSvg(name, "x")));
  });
});
