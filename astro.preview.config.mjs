// The preview bundle: the public site's config, built for on-request rendering of site/preview/pages, which render
// the public pages' own components for one unpublished record (service/publish/preview/ builds and runs it).
// Its assets (CSS, islands, page scripts) are served under the preview path, beside the live release's own.
import { fileURLToPath } from "node:url";
import { defineConfig } from "astro/config";
import { PREVIEW_PATH_PREFIX } from "./shared/preview.ts";
import site from "./astro.config.mjs";

const entry = fileURLToPath(new URL("./site/preview/entry.ts", import.meta.url));

/** The smallest adapter: Astro builds `entry` as the server bundle; the service calls its renderPreview. */
const previewAdapter = {
  name: "site-preview",
  hooks: {
    "astro:config:done": ({ setAdapter }) =>
      setAdapter({
        name: "site-preview",
        entrypointResolution: "auto",
        serverEntrypoint: entry,
        // the pages use no astro:assets images, so the image service never runs
        supportedAstroFeatures: { serverOutput: "stable", sharpImageService: "stable" },
      }),
  },
};

export default defineConfig({
  ...site,
  srcDir: "./site/preview",
  output: "server",
  adapter: previewAdapter,
  outDir: process.env.PREVIEW_OUT_DIR ?? "./dist-preview",
  // apart from the site builds' cache, so a preview build never races one
  cacheDir: "./node_modules/.astro-preview",
  build: { ...site.build, assetsPrefix: PREVIEW_PATH_PREFIX },
  // the incremental build reuses prerendered pages; the preview prerenders none
  experimental: { ...site.experimental, incrementalBuild: false },
});
