import { BlogPostInputSchema } from "../../../../shared/schemas/blog.ts";
import type { AppContext } from "../../../context.ts";
import { BLOG_POST_NOT_FOUND } from "../../blog/queries.ts";
import { adminCollectionRoutes } from "../crud-routes.ts";
import { createPost, deletePost, findPost, listAllPosts, updatePost } from "./queries.ts";

export function adminBlogRoutes(context: AppContext) {
  return adminCollectionRoutes(context, {
    prefix: "/api/admin/blog",
    entity: "blog_post",
    input: BlogPostInputSchema,
    notFoundMessage: BLOG_POST_NOT_FOUND,
    queries: {
      list: listAllPosts,
      find: (db, id) => findPost(db, id),
      create: createPost,
      update: updatePost,
      remove: deletePost,
    },
  });
}
