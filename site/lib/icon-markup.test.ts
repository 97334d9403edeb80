import { describe, expect, it } from "vitest";
import { iconMarkup, withShorterFractions } from "./icon-markup.ts";

describe("iconMarkup", () => {
  it("makes a Lucide file decorative inline markup with the caller's class, for the build and scripts alike", () => {
    const file = `<!-- @license lucide-static -->
<svg
  class="lucide lucide-user"
  xmlns="http://www.w3.org/2000/svg"
  width="24"
  height="24"
  viewBox="0 0 24 24"
>
  <circle cx="12" cy="7" r="4" />
</svg>
`;
    expect(iconMarkup(file, "h-4 w-4")).toBe(
      '<svg class="h-4 w-4" aria-hidden="true" focusable="false" viewBox="0 0 24 24"><circle cx="12" cy="7" r="4"/></svg>',
    );
  });

  it("draws paths to one decimal, leaving arc flags and whole numbers as they are", () => {
    expect(withShorterFractions("M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679")).toBe(
      "M11.5 2.3a.5.5 0 0 1 .95 0l2.3 4.7",
    );
    // the flags 0 and 0 are written against the end point's x, 10.04
    expect(withShorterFractions("a10 10 0 0010.04-7.281")).toBe("a10 10 0 0010.0-7.3");
    expect(withShorterFractions("M3 14h3v1.5")).toBe("M3 14h3v1.5");
  });
});
