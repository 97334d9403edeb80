// Serves the admin SPA (built by `npm run build:admin` into admin/dist) at /admin and /admin/*. It is
// built apart from the public site's releases, so it works before the first site build and while one
// runs or fails. Hashed assets are immutable; every other path answers index.html for the client router.
import { fileURLToPath } from "node:url";
import { Elysia } from "elysia";
import { requestPath } from "../../http.ts";
import { findFile, IMMUTABLE } from "../../publish/serve/serve.ts";

const ADMIN_BUILD_DIR = fileURLToPath(new URL("../../../admin/dist", import.meta.url));

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Admin</title></head><body><main><h1>The admin app is not built</h1><p>Run <code>npm run build:admin</code> (npm start does it for you).</p></main></body></html>`;

// The SPA's HTML must be revalidated so a new admin build is picked up; it holds no secrets.
const HTML_HEADERS = { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" };

async function serveAdmin(pathname: string, buildDir: string): Promise<Response> {
  const assetPath = pathname.replace(/^\/admin/, "");
  if (assetPath.startsWith("/assets/")) {
    const asset = await findFile(buildDir, assetPath);
    if (asset) return new Response(Bun.file(asset), { headers: { "cache-control": IMMUTABLE } });
    return new Response("Not found", { status: 404 });
  }
  const index = Bun.file(`${buildDir}/index.html`);
  if (!(await index.exists())) return new Response(NOT_BUILT_PAGE, { status: 503, headers: HTML_HEADERS });
  return new Response(index, { headers: HTML_HEADERS });
}

export function adminAppRoutes(buildDir = ADMIN_BUILD_DIR) {
  return new Elysia()
    .get("/admin", () => serveAdmin("/admin", buildDir))
    .get("/admin/*", ({ request }) => serveAdmin(requestPath(request), buildDir));
}
