// Astro builds the public site from the content snapshot (see site/lib/snapshot.ts).
// The service sets RELEASE_DIR so each build writes a fresh release folder, never the live one.
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";

export default defineConfig({
  srcDir: "./site",
  publicDir: "./site/public",
  outDir: process.env.RELEASE_DIR ?? "./dist",
  site: process.env.PUBLIC_URL ?? "http://localhost:3000",
  trailingSlash: "ignore",
  build: { format: "directory" },
  integrations: [react()],
  vite: { plugins: [tailwindcss()] },
  devToolbar: { enabled: false },
});
