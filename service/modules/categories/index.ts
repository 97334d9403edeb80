import { Elysia } from "elysia";
import type { AppContext } from "../../context.ts";
import { PublicListQuerySchema } from "../../../shared/schemas/paging.ts";
import { categories } from "../../db/schema.ts";
import { parseInput } from "../../http.ts";
import { uncachedReads } from "../../read-cache.ts";
import { listingRead } from "../paging.ts";
import { listCategories } from "./queries.ts";

export function categoryRoutes({ db, readCache = uncachedReads }: AppContext) {
  // public reads answer from the read cache, which every content change empties
  return new Elysia({ prefix: "/api/categories" }).get("/", ({ query, request, set }) =>
    readCache.send(request, set, async () => {
      const page = parseInput(PublicListQuerySchema, query);
      const [rows, total] = await Promise.all([listCategories(db, { page }), db.$count(categories)]);
      return listingRead({ rows, total });
    }),
  );
}
