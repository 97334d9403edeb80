// GET /api/landmarks: the town's landmarks, the crossings of the river with their status, and the river's course,
// from the read cache like every public read.
import { Elysia } from "elysia";
import type { AppContext } from "../../context.ts";
import { uncachedReads } from "../../read-cache.ts";
import { geographyIndexFor } from "./geography-index.ts";

export function landmarkRoutes(context: AppContext) {
  const { readCache = uncachedReads } = context;
  const geography = geographyIndexFor(context);
  return new Elysia({ prefix: "/api/landmarks" }).get("/", ({ request, set }) =>
    readCache.send(request, set, async () => ({ value: (await geography.held()).records })),
  );
}
