import { Elysia } from "elysia";
import type { PublicStats } from "../../../shared/schemas/stats.ts";
import type { AppContext } from "../../context.ts";
import { uncachedReads } from "../../read-cache.ts";
import { countActiveBusinesses } from "../businesses/queries.ts";

export function statsRoutes({ db, readCache = uncachedReads }: AppContext) {
  // public reads answer from the read cache, which every content change empties
  return new Elysia({ prefix: "/api/stats" }).get("/", ({ request, set }) =>
    readCache.send(request, set, async () => {
      const stats: PublicStats = { totalBusinesses: await countActiveBusinesses(db) };
      return { value: stats };
    }),
  );
}
