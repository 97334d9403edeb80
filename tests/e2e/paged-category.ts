// A category with one business more than a listing page holds, so that it has a page 2, made through the admin API
// and removed after the test (its businesses, then the category), for the specs that page through a category.
import type { APIRequestContext } from "@playwright/test";
import { LISTING_PAGE_SIZE } from "../../shared/constants.ts";
import { expect } from "./fixtures.ts";

export interface PagedCategory {
  slug: string;
  /** the category's name */
  name: string;
  /** how many businesses it holds */
  count: number;
}

/**
 * Makes the category, named `E2E <label> <token>`, and waits until its page 2 is live in `pagePrefix`'s language
 * ("" for English, "/he" for Hebrew).
 */
export async function categoryWithTwoPages(
  adminApi: APIRequestContext,
  deleteAfterTest: (adminPath: string) => void,
  label: string,
  pagePrefix = "",
): Promise<PagedCategory> {
  const token = Math.random().toString(36).slice(2, 8);
  const slug = `e2e-${label.toLowerCase()}-${token}`;
  const name = `E2E ${label} ${token}`;
  const created = await adminApi.post("/api/admin/categories", {
    data: { name, slug, description: "Many places", icon: "Sparkles", color: "#ff6b35" },
  });
  expect(created.ok()).toBe(true);
  const { id: categoryId } = (await created.json()) as { id: number };
  const count = LISTING_PAGE_SIZE + 1;
  const ids: number[] = [];
  for (let index = 0; index < count; index++) {
    const response = await adminApi.post("/api/admin/businesses", {
      data: {
        name: `${label} Place ${token} ${String(index).padStart(2, "0")}`,
        description: "A place that fills a listing page.",
        categoryId,
        location: "Tapovan",
      },
    });
    expect(response.ok()).toBe(true);
    ids.push(((await response.json()) as { id: number }).id);
  }
  // removed in this order after the test: the businesses, then their category
  for (const id of ids) deleteAfterTest(`/api/admin/businesses/${id}`);
  deleteAfterTest(`/api/admin/categories/${categoryId}`);
  await expect
    .poll(async () => (await adminApi.get(`${pagePrefix}/categories/${slug}/page/2`)).status(), { timeout: 180_000 })
    .toBe(200);
  return { slug, name, count };
}
