import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { ISLAND_STYLES } from "astro/runtime/server/astro-island-styles.js";
import { transform } from "lightningcss";
import { describe, expect, it } from "vitest";
import { deferModuleScripts } from "./after-first-paint.ts";
import { ISLAND_RUNTIME_ATTRIBUTE, ISLANDS_WHEN_SHOWN_ATTRIBUTE } from "./client/islands-when-shown.ts";
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

/**
 * A page as Astro rendered it (/account, with one island), before site/middleware.ts finished it: captured from a
 * build of the fixture snapshot with a middleware that only saved each page. Captured again with each Astro upgrade.
 */
const rendered = JSON.parse(readFileSync(new URL("./fixtures/account-page.json", import.meta.url), "utf8")) as {
  page: string;
  astro: string;
  html: string;
};
/** An inline script defining the island element, or Astro's inline style for it, as any version may write them. */
const INLINE_ISLAND_RUNTIME = /<script>(?:(?!<\/script>).)*customElements\.define\("astro-island"/s;
const INLINE_ISLAND_STYLE = /<style>astro-island\b/;

describe("the island runtime after the first paint", () => {
  it("was captured in a page rendered by the Astro installed", () => {
    const installed = createRequire(import.meta.url)("astro/package.json") as { version: string };
    expect(rendered.astro, "capture site/lib/fixtures/account-page.json again").toBe(installed.version);
    expect(rendered.html).toMatch(INLINE_ISLAND_RUNTIME);
    expect(rendered.html).toMatch(INLINE_ISLAND_STYLE);
  });

  it("replaces the runtime Astro wrote inline into a page with a marker for its file, and drops the style Astro writes with it", () => {
    const finished = deferIslandRuntime(rendered.html, rendered.page);
    expect(finished).toContain(
      `<template data-module-after-first-paint="/scripts/${ISLAND_RUNTIME_FILE}"></template><astro-island`,
    );
    expect(finished).not.toMatch(INLINE_ISLAND_RUNTIME);
    expect(finished).not.toMatch(INLINE_ISLAND_STYLE);
    expect(finished.match(/<astro-island\b/g)).toHaveLength(1);
  });

  it("leaves the runtime of a page whose islands wait in hidden parts to the page's script, with no marker", () => {
    const tabbed = rendered.html.replace("<main", `<main ${ISLANDS_WHEN_SHOWN_ATTRIBUTE}`);
    expect(tabbed).not.toBe(rendered.html);
    const finished = deferIslandRuntime(tabbed, rendered.page);
    expect(finished).toContain(
      `<template ${ISLAND_RUNTIME_ATTRIBUTE}="/scripts/${ISLAND_RUNTIME_FILE}"></template><astro-island`,
    );
    expect(finished).not.toContain('data-module-after-first-paint="/scripts/');
    expect(finished).not.toMatch(INLINE_ISLAND_RUNTIME);
  });

  it("fails the page, naming it, when Astro did not write the runtime or its style as expected", () => {
    const otherRuntime = rendered.html.replace(INLINE_ISLAND_RUNTIME, (script) => `${script} `);
    expect(() => deferIslandRuntime(otherRuntime, "/account/")).toThrow(
      "Page /account/ has an <astro-island> without Astro's island runtime <script>",
    );
    const otherStyle = rendered.html.replace("<style>astro-island,", "<style>astro-island, ");
    expect(() => deferIslandRuntime(otherStyle, "/account/")).toThrow(
      "Page /account/ has an <astro-island> without Astro's island <style>",
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
    expect(deferIslandRuntime(html, "/about/")).toBe(html);
  });
});
