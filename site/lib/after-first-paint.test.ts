import { describe, expect, it } from "vitest";
import { deferModuleScripts } from "./after-first-paint.ts";

describe("bundled scripts after the first paint", () => {
  it("turns the page's bundled module scripts into markers the head script imports", () => {
    const html =
      '<head><script type="module" src="/_astro/SiteHeader.astro_astro_type_script_index_0_lang.Du5Mgkn4.js"></script></head>';
    expect(deferModuleScripts(html)).toBe(
      '<head><template data-module-after-first-paint="/_astro/SiteHeader.astro_astro_type_script_index_0_lang.Du5Mgkn4.js"></template></head>',
    );
  });

  it("leaves inline, structured-data and foreign scripts alone", () => {
    const html =
      '<script type="module">tabs()</script><script type="application/ld+json">{}</script><script type="module" src="https://example.com/x.js"></script>';
    expect(deferModuleScripts(html)).toBe(html);
  });
});
