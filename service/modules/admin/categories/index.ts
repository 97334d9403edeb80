import { CATEGORY_NOT_FOUND } from "../../../../shared/messages.ts";
import { AdminCategoryListQuerySchema } from "../../../../shared/schemas/admin-lists.ts";
import { CategoryInputSchema } from "../../../../shared/schemas/category.ts";
import type { AppContext } from "../../../context.ts";
import { adminCollectionRoutes } from "../crud-routes.ts";
import { createCategory, deleteCategory, findCategory, listCategoriesWithUse, updateCategory } from "./queries.ts";

export function adminCategoryRoutes(context: AppContext) {
  return adminCollectionRoutes(context, {
    prefix: "/api/admin/categories",
    entity: "category",
    noun: "category",
    input: CategoryInputSchema,
    listQuery: AdminCategoryListQuerySchema,
    notFoundMessage: CATEGORY_NOT_FOUND,
    queries: {
      list: listCategoriesWithUse,
      find: (db, id) => findCategory(db, id),
      create: createCategory,
      update: updateCategory,
      remove: deleteCategory,
    },
  });
}
