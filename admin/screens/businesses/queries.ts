// The business screens' calls and cache keys. Every write refreshes the list, the summary cards, the one
// business, the dashboard's counts and activity, and the categories' business counts.
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminBusinessFilter } from "../../../shared/constants.ts";
import type { AdminBusinessSummary, AdminCategory } from "../../../shared/schemas/admin-lists.ts";
import type { Business } from "../../../shared/schemas/business.ts";
import { getJson, getPage, withParams } from "../../lib/api.ts";

export const BUSINESSES_URL = "/api/admin/businesses";
export const businessUrl = (id: number | string) => `${BUSINESSES_URL}/${id}`;

const businessesKey = ["admin", "businesses"] as const;

export interface BusinessListQuery {
  q: string;
  status: AdminBusinessFilter;
  limit: number;
  offset: number;
}

export function useBusinessPage(query: BusinessListQuery) {
  return useQuery({
    queryKey: [...businessesKey, "list", query],
    queryFn: () =>
      getPage<Business>(withParams(BUSINESSES_URL, { ...query, status: query.status === "all" ? "" : query.status })),
    // paging or searching keeps the rows on screen until the next page arrives, instead of a skeleton
    placeholderData: (previous) => previous,
  });
}

export function useBusinessSummary() {
  return useQuery({
    queryKey: [...businessesKey, "summary"],
    queryFn: () => getJson<AdminBusinessSummary>(`${BUSINESSES_URL}/summary`),
  });
}

export function useBusiness(id: string | undefined) {
  return useQuery({
    queryKey: [...businessesKey, "one", id],
    queryFn: () => getJson<Business>(businessUrl(id!)),
    enabled: id !== undefined,
  });
}

/** Every category, for the form's select (the admin list answers all of them; categories are few). */
export function useCategoryOptions() {
  return useQuery({
    queryKey: ["admin", "categories", "options"],
    queryFn: () => getJson<AdminCategory[]>("/api/admin/categories"),
  });
}

/** What a business write changes: its lists, counts and the dashboard. */
function refreshAfterBusinessWrite(queryClient: QueryClient) {
  return Promise.all(
    [businessesKey, ["admin", "stats"], ["admin", "audit"], ["admin", "categories"]].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

export const useRefreshAfterBusinessWrite = () => {
  const queryClient = useQueryClient();
  return () => void refreshAfterBusinessWrite(queryClient);
};
