import { CategoryInputSchema } from "../../../../shared/schemas/category.ts";
import type { AppContext } from "../../../context.ts";
import { adminCollectionRoutes } from "../crud-routes.ts";
import {
  CATEGORY_NOT_FOUND,
  createCategory,
  deleteCategory,
  findCategory,
  listAllCategories,
  updateCategory,
} from "./queries.ts";

export function adminCategoryRoutes(context: AppContext) {
  return adminCollectionRoutes(context, {
    prefix: "/api/admin/categories",
    entity: "category",
    input: CategoryInputSchema,
    notFoundMessage: CATEGORY_NOT_FOUND,
    queries: {
      list: listAllCategories,
      find: (db, id) => findCategory(db, id),
      create: createCategory,
      update: updateCategory,
      remove: deleteCategory,
    },
  });
}
