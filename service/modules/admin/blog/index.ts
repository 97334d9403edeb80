import { BLOG_POST_NOT_FOUND } from "../../../../shared/messages.ts";
import { AdminBlogListQuerySchema } from "../../../../shared/schemas/admin-lists.ts";
import { BlogPostInputSchema } from "../../../../shared/schemas/blog.ts";
import type { AppContext } from "../../../context.ts";
import { adminCollectionRoutes } from "../crud-routes.ts";
import { createPost, deletePost, findPost, listPostsPage, summarizePosts, updatePost } from "./queries.ts";

/** Besides the collection routes: GET /summary for the list's stat cards. */
export function adminBlogRoutes(context: AppContext) {
  return adminCollectionRoutes(context, {
    prefix: "/api/admin/blog",
    entity: "blog_post",
    noun: "blog post",
    input: BlogPostInputSchema,
    listQuery: AdminBlogListQuerySchema,
    notFoundMessage: BLOG_POST_NOT_FOUND,
    queries: {
      list: listPostsPage,
      find: (db, id) => findPost(db, id),
      create: createPost,
      update: updatePost,
      remove: deletePost,
    },
  }).get("/summary", () => summarizePosts(context.db));
}
