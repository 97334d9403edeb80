import { readFile } from "node:fs/promises";
import { ISLAND_STYLES } from "astro/runtime/server/astro-island-styles.js";
import { transform } from "lightningcss";
import { describe, expect, it } from "vitest";
import { deferModuleScripts } from "./after-first-paint.ts";
import { deferIslandRuntime, ISLAND_RUNTIME_FILE, ISLAND_RUNTIME_SCRIPT } from "./island-runtime.ts";

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

describe("the island runtime after the first paint", () => {
  it("replaces the runtime Astro writes inline with a marker for its file, and drops the style Astro writes with it", () => {
    const html = `<style>${ISLAND_STYLES}</style><script>${ISLAND_RUNTIME_SCRIPT}</script><astro-island></astro-island>`;
    expect(deferIslandRuntime(html)).toBe(
      `<template data-module-after-first-paint="/scripts/${ISLAND_RUNTIME_FILE}"></template><astro-island></astro-island>`,
    );
  });

  it("finds Astro's island rule in the site's stylesheet, which every page with an island inlines", async () => {
    const minified = (css: string) =>
      transform({ filename: "x.css", code: Buffer.from(css), minify: true, errorRecovery: true }).code.toString();
    const globalCss = await readFile(new URL("../styles/global.css", import.meta.url), "utf8");
    expect(minified(globalCss)).toContain(minified(ISLAND_STYLES));
  });

  it("names the file by the runtime's content", () => {
    expect(ISLAND_RUNTIME_SCRIPT).toContain('customElements.define("astro-island"');
    expect(ISLAND_RUNTIME_FILE).toMatch(/^island-runtime\.[0-9a-f]{10}\.js$/);
  });

  it("leaves a page without islands as it is", () => {
    const html = "<script>other()</script><p>No islands</p>";
    expect(deferIslandRuntime(html)).toBe(html);
  });
});
