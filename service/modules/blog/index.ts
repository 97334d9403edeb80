import { Elysia } from "elysia";
import type { AppContext } from "../../context.ts";
import { PublicListQuerySchema } from "../../../shared/schemas/paging.ts";
import { parseInput } from "../../http.ts";
import { answerListing } from "../paging.ts";
import { countPublishedPosts, findPublishedPost, listPublishedPosts } from "./queries.ts";

export function blogRoutes({ db }: AppContext) {
  return new Elysia({ prefix: "/api/blog" })
    .get("/", async ({ query, set }) => {
      const page = parseInput(PublicListQuerySchema, query);
      const [rows, total] = await Promise.all([listPublishedPosts(db, page), countPublishedPosts(db)]);
      return answerListing(set, { rows, total });
    })
    .get("/:slug", ({ params }) => findPublishedPost(db, params.slug));
}
