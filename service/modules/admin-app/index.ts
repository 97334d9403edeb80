// Serves the admin SPA (built by `npm run build:admin` into admin/dist) at /admin and /admin/*, and the owner's
// dashboard, the same build's second page, at /owner and /owner/* (its assets under /admin/assets/ too). Both are
// built apart from the public site's releases, so they work before the first site build and while one runs or
// fails. Hashed assets are immutable; every other path answers the app's HTML page for its client router.
import { fileURLToPath } from "node:url";
import { Elysia } from "elysia";
import { requestPath } from "../../http.ts";
import { findFile, IMMUTABLE } from "../../publish/serve/serve.ts";

const ADMIN_BUILD_DIR = fileURLToPath(new URL("../../../admin/dist", import.meta.url));

const notBuiltPage = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>The admin app is not built</h1><p>Run <code>npm run build:admin</code> (npm start does it for you).</p></main></body></html>`;

// The SPA's HTML must be revalidated so a new admin build is picked up; it holds no secrets.
const HTML_HEADERS = { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" };

async function serveAdmin(pathname: string, buildDir: string): Promise<Response> {
  const assetPath = pathname.replace(/^\/admin/, "");
  if (assetPath.startsWith("/assets/")) {
    const asset = await findFile(buildDir, assetPath);
    if (asset) return new Response(Bun.file(asset), { headers: { "cache-control": IMMUTABLE } });
    return new Response("Not found", { status: 404 });
  }
  return servePage(buildDir, "index.html", "Admin");
}

async function servePage(buildDir: string, file: string, title: string): Promise<Response> {
  const page = Bun.file(`${buildDir}/${file}`);
  if (!(await page.exists())) return new Response(notBuiltPage(title), { status: 503, headers: HTML_HEADERS });
  return new Response(page, { headers: HTML_HEADERS });
}

export function adminAppRoutes(buildDir = ADMIN_BUILD_DIR) {
  const serveOwner = () => servePage(buildDir, "owner.html", "Owners");
  return new Elysia()
    .get("/admin", () => serveAdmin("/admin", buildDir))
    .get("/admin/*", ({ request }) => serveAdmin(requestPath(request), buildDir))
    .get("/owner", serveOwner)
    .get("/owner/*", serveOwner);
}
