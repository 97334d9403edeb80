// The category screens' calls and cache keys. Every write refreshes the category lists (the business
// form's options among them), the business rows that show a category's name and colour, and the dashboard.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminCategory } from "../../../shared/schemas/admin-lists.ts";
import type { Category } from "../../../shared/schemas/category.ts";
import { getJson, getPage, withParams } from "../../lib/api.ts";

export const CATEGORIES_URL = "/api/admin/categories";
export const categoryUrl = (id: number | string) => `${CATEGORIES_URL}/${id}`;

const categoriesKey = ["admin", "categories"] as const;

/** Every category matching `q` (all of them for ""): the server answers them all, categories are few. */
export function useCategoryList(q: string) {
  return useQuery({
    queryKey: [...categoriesKey, "list", { q }],
    queryFn: () => getPage<AdminCategory>(withParams(CATEGORIES_URL, { q })),
    // a new search keeps the cards on screen until its answer arrives, instead of a skeleton
    placeholderData: (previous) => previous,
  });
}

export function useCategory(id: string | undefined) {
  return useQuery({
    queryKey: [...categoriesKey, "one", id],
    queryFn: () => getJson<Category>(categoryUrl(id!)),
    enabled: id !== undefined,
  });
}

export function useRefreshAfterCategoryWrite() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [categoriesKey, ["admin", "businesses"], ["admin", "stats"], ["admin", "audit"]].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
