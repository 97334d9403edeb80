// Draft preview (issue 10, item 8): GET /api/admin/preview/business/:id and /blog/:id render the record, whatever
// its status, with the public page's own components (service/publish/preview/), without a site build. Only for a
// signed-in admin (401 otherwise), never cached by anyone but that browser, never indexed. The pages' CSS, islands
// and scripts come from the preview bundle under /api/admin/preview/_astro/.
import { stat } from "node:fs/promises";
import { Elysia } from "elysia";
import { BLOG_POST_NOT_FOUND, BUSINESS_NOT_FOUND } from "../../../../shared/messages.ts";
import { PREVIEW_NOT_READY_MESSAGE, PREVIEW_PATH_PREFIX, type PreviewRecord } from "../../../../shared/preview.ts";
import { requireAdmin } from "../../../auth/guard.ts";
import type { AppContext } from "../../../context.ts";
import { HttpError, notFound, parseId } from "../../../http.ts";
import { releasePaths } from "../../../publish/paths.ts";
import { createPreviewRenderer } from "../../../publish/preview/renderer.ts";
import { findFile } from "../../../publish/serve/serve.ts";
import { readPreviewBusiness, readPreviewPost } from "./queries.ts";

/** Also on the 401 and 404 answers: a shared cache must never keep a preview, nor a search engine index one. */
const PREVIEW_HEADERS = { "cache-control": "private, no-store", "x-robots-tag": "noindex, nofollow" };
/** The bundle's assets are named by their content's hash, so the admin's browser may keep them. */
const ASSET_CACHE = "private, max-age=31536000, immutable";

export function adminPreviewRoutes(context: AppContext) {
  const { db, env } = context;
  const snapshotPath = releasePaths(env.dataDir).snapshot;
  const renderer = createPreviewRenderer(snapshotPath);

  /** The page at the record's public path (the navigation marks that section), as HTML. */
  async function previewPage(path: string, record: PreviewRecord): Promise<Response> {
    // besides the record, the pages read the site's address from the snapshot the first build writes
    if (!(await stat(snapshotPath).catch(() => undefined))) {
      throw new HttpError(503, PREVIEW_NOT_READY_MESSAGE, undefined, { "retry-after": "5" });
    }
    const html = await renderer.render(path, record);
    return new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
  }

  return new Elysia({ prefix: PREVIEW_PATH_PREFIX })
    .onTransform(({ set }) => {
      Object.assign(set.headers, PREVIEW_HEADERS);
    })
    .use(requireAdmin(context))
    .get("/business/:id", async ({ params }) => {
      const business = await readPreviewBusiness(db, parseId(params.id, BUSINESS_NOT_FOUND));
      return previewPage(`/business/${business.id}`, { kind: "business", business });
    })
    .get("/blog/:id", async ({ params }) => {
      const post = await readPreviewPost(db, parseId(params.id, BLOG_POST_NOT_FOUND));
      return previewPage(`/blog/${post.slug}`, { kind: "blog", post });
    })
    .get("/_astro/*", async ({ params, set }) => {
      const file = await findFile(await renderer.assetsDir(), `/_astro/${params["*"]}`);
      if (!file) throw notFound("Not found");
      set.headers["cache-control"] = ASSET_CACHE;
      return new Response(Bun.file(file));
    });
}
