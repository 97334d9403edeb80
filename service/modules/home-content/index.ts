import { Elysia } from "elysia";
import type { AppContext } from "../../context.ts";
import { uncachedReads } from "../../read-cache.ts";
import { readPublicHomeContent } from "./queries.ts";

export function homeContentRoutes({ db, readCache = uncachedReads }: AppContext) {
  // public reads answer from the read cache, which every content change empties
  return new Elysia({ prefix: "/api/home-content" }).get("/", ({ request, set }) =>
    readCache.send(request, set, async () => ({ value: await readPublicHomeContent(db) })),
  );
}
