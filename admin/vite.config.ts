// The admin SPA is built on its own (`npm run build:admin`), apart from the public site's content builds,
// so a running or failed site build never takes the admin away. The service serves admin/dist at /admin, and
// its owner.html (the owner's dashboard) at /owner.
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const adminRoot = fileURLToPath(new URL(".", import.meta.url));
// Always React's production build, even when the caller's NODE_ENV is "test" (the e2e service): Vite and
// the React plugin read NODE_ENV to choose React's build and the JSX runtime, and both must agree.
process.env.NODE_ENV = "production";

export default defineConfig({
  root: adminRoot,
  base: "/admin/",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: fileURLToPath(new URL("./dist", import.meta.url)),
    emptyOutDir: true,
    // hashed file names under /admin/assets/ are served as immutable
    assetsDir: "assets",
    // two apps from one build, sharing their components' chunks: the admin, and the owner's dashboard at /owner
    rollupOptions: { input: { admin: `${adminRoot}/index.html`, owner: `${adminRoot}/owner.html` } },
  },
});
