// The blog screens' calls and cache keys. Every write refreshes the list, its stat cards, the one post
// and the dashboard's counts and activity.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminBlogSummary } from "../../../shared/schemas/admin-lists.ts";
import type { BlogPost } from "../../../shared/schemas/blog.ts";
import { getJson, getPage, withParams } from "../../lib/api.ts";

export const BLOG_URL = "/api/admin/blog";
export const blogPostUrl = (id: number | string) => `${BLOG_URL}/${id}`;

const blogKey = ["admin", "blog"] as const;

export interface BlogListQuery {
  q: string;
  limit: number;
  offset: number;
}

export function useBlogPage(query: BlogListQuery) {
  return useQuery({
    queryKey: [...blogKey, "list", query],
    queryFn: () => getPage<BlogPost>(withParams(BLOG_URL, { ...query })),
    // paging or searching keeps the rows on screen until the next page arrives, instead of a skeleton
    placeholderData: (previous) => previous,
  });
}

export function useBlogSummary() {
  return useQuery({
    queryKey: [...blogKey, "summary"],
    queryFn: () => getJson<AdminBlogSummary>(`${BLOG_URL}/summary`),
  });
}

export function useBlogPost(id: string | undefined) {
  return useQuery({
    queryKey: [...blogKey, "one", id],
    queryFn: () => getJson<BlogPost>(blogPostUrl(id!)),
    enabled: id !== undefined,
  });
}

export function useRefreshAfterBlogWrite() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [blogKey, ["admin", "stats"], ["admin", "audit"]].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}
