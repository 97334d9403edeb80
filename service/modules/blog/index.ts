import { Elysia } from "elysia";
import type { AppContext } from "../../context.ts";
import { findPublishedPost, listPublishedPosts } from "./queries.ts";

export function blogRoutes({ db }: AppContext) {
  return new Elysia({ prefix: "/api/blog" })
    .get("/", () => listPublishedPosts(db))
    .get("/:slug", ({ params }) => findPublishedPost(db, params.slug));
}
