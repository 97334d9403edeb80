// Real records of the running service, so the specs walk pages that exist in the demo content.
import type { APIRequestContext } from "@playwright/test";

export interface DemoContent {
  businessId: number;
  businessName: string;
  categorySlug: string;
  blogSlug: string;
  blogTitle: string;
}

export async function demoContent(request: APIRequestContext): Promise<DemoContent> {
  const [businesses, categories, posts] = await Promise.all(
    ["/api/businesses?limit=1", "/api/categories", "/api/blog"].map(async (url) => {
      const response = await request.get(url);
      if (!response.ok()) throw new Error(`${url} answered ${response.status()}`);
      return (await response.json()) as Record<string, unknown>[];
    }),
  );
  const business = businesses![0];
  const category = categories![0];
  const post = posts![0];
  if (!business || !category || !post) throw new Error("The demo content has no business, category or blog post");
  return {
    businessId: business.id as number,
    businessName: business.name as string,
    categorySlug: category.slug as string,
    blogSlug: post.slug as string,
    blogTitle: post.title as string,
  };
}
