// Astro builds the public site from the content snapshot (see site/lib/snapshot.ts).
// The service's builds set RELEASE_DIR (a staging folder, never the live release) and BUILD_CACHE_DIR (outside any
// release): with the incremental build, a page whose cacheKey and code did not change since the last build is
// taken from that cache instead of rendered (site/lib/pages.ts).
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "astro/config";
import { CSP_DIRECTIVES, CSP_SCRIPT_SOURCES, CSP_STYLE_ATTRIBUTE_SOURCE } from "./shared/csp.ts";

/** client:engaged, for islands that wait for someone to engage with them (site/lib/client/engaged-directive.ts). */
const engagedDirective = {
  name: "client-engaged",
  hooks: {
    "astro:config:setup": ({ addClientDirective }) =>
      addClientDirective({
        name: "engaged",
        entrypoint: fileURLToPath(new URL("./site/lib/client/engaged-directive.ts", import.meta.url)),
      }),
  },
};

/**
 * A component's or page's own script is named after it, `SiteHeader.<hash>.js`, not after the module id Astro gives it
 * (`SiteHeader.astro_astro_type_script_index_0_lang.<hash>.js`): every page names its scripts in its HTML, and the
 * shorter names keep a business page within its first round trip (docs/measurements.md, "Page weight"). Should Astro
 * name them otherwise, the names are only longer again, as the bench shows.
 */
const scriptFileName = ({ name }) =>
  `_astro/${name.replace(/\.astro_astro_type_script_index_(\d+)_lang$/, (_, index) => (index === "0" ? "" : `-${index}`)).replace(/[^\w.-]/g, "_")}.[hash].js`;

export default defineConfig({
  srcDir: "./site",
  publicDir: "./site/public",
  outDir: process.env.RELEASE_DIR ?? "./dist",
  cacheDir: process.env.BUILD_CACHE_DIR ?? "./node_modules/.astro",
  site: process.env.PUBLIC_URL ?? "http://localhost:3000",
  trailingSlash: "ignore",
  // The site's stylesheet is not bundled into pages: site/middleware.ts inlines the rules each page uses. What
  // Astro itself adds (a few bytes) goes inline too: the first paint waits for no other request.
  build: { format: "directory", inlineStylesheets: "always" },
  integrations: [react(), engagedDirective],
  // No script inlined into pages: a component's small script (the business page's tabs) is bundled as a file like
  // the others, which pages import after their first paint (site/lib/after-first-paint.ts) and visitors cache.
  // The service's staging folder starts with the pages astro's cache holds, staged by the builder
  // (service/publish/build/astro-cache.ts): astro must not empty it. The builder clears it itself.
  vite: {
    plugins: [tailwindcss()],
    build: { assetsInlineLimit: 0, ...(process.env.RELEASE_DIR ? { emptyOutDir: false } : {}) },
    environments: {
      client: {
        build: { rolldownOptions: { output: { entryFileNames: scriptFileName, chunkFileNames: scriptFileName } } },
      },
    },
  },
  devToolbar: { enabled: false },
  // Each page carries its policy in a <meta>: no inline script or style runs unless its hash is listed there. Once
  // the page is final, site/middleware.ts lists exactly the hashes of the inline scripts and styles it holds.
  security: {
    csp: {
      directives: [...CSP_DIRECTIVES],
      scriptDirective: { resources: [...CSP_SCRIPT_SOURCES] },
      styleDirective: { resources: ["'self'", { resource: CSP_STYLE_ATTRIBUTE_SOURCE, kind: "attribute" }] },
    },
  },
  experimental: { incrementalBuild: true },
});
