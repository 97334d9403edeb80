import { Elysia } from "elysia";
import type { AppContext } from "../../context.ts";
import { PublicListQuerySchema } from "../../../shared/schemas/paging.ts";
import { parseInput } from "../../http.ts";
import { uncachedReads } from "../../read-cache.ts";
import { listingRead } from "../paging.ts";
import { countPublishedPosts, findPublishedPost, listPublishedPosts } from "./queries.ts";

export function blogRoutes({ db, readCache = uncachedReads }: AppContext) {
  // public reads answer from the read cache, which every content change empties
  return new Elysia({ prefix: "/api/blog" })
    .get("/", ({ query, request, set }) =>
      readCache.send(request, set, async () => {
        const page = parseInput(PublicListQuerySchema, query);
        const [rows, total] = await Promise.all([listPublishedPosts(db, page), countPublishedPosts(db)]);
        return listingRead({ rows, total });
      }),
    )
    .get("/:slug", ({ params, request, set }) =>
      readCache.send(request, set, async () => ({ value: await findPublishedPost(db, params.slug) })),
    );
}
