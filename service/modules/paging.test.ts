// Every public list pages: a default and a maximum page size, an offset, and the total in X-Total-Count.
import { describe, expect, it } from "vitest";
import { PUBLIC_LIST_PAGE, TOTAL_COUNT_HEADER } from "../../shared/constants.ts";
import { useTestApp } from "../test-support/app.ts";
import { insertBlogPost, insertCategory, insertTestimonial } from "../test-support/fixtures.ts";

const ROWS = PUBLIC_LIST_PAGE.defaultLimit + 5;

const t = await useTestApp();

const LISTS = {
  "/api/categories": () => insertCategory(t.db),
  "/api/blog": () => insertBlogPost(t.db),
  "/api/testimonials": () => insertTestimonial(t.db),
};

describe.each(Object.entries(LISTS))("GET %s", (path, insert) => {
  it("answers one page, the total in X-Total-Count, and the rest from an offset", async () => {
    for (let n = 0; n < ROWS; n++) await insert();
    const first = await t.request("GET", path);
    expect(first.status).toBe(200);
    expect(first.headers.get(TOTAL_COUNT_HEADER)).toBe(String(ROWS));
    const firstPage = (await first.json()) as { id: number }[];
    expect(firstPage).toHaveLength(PUBLIC_LIST_PAGE.defaultLimit);

    const rest = (await (await t.request("GET", `${path}?offset=${PUBLIC_LIST_PAGE.defaultLimit}`)).json()) as {
      id: number;
    }[];
    expect(rest).toHaveLength(5);
    const ids = new Set([...firstPage, ...rest].map((row) => row.id));
    expect(ids.size).toBe(ROWS);

    expect(await (await t.request("GET", `${path}?limit=2&offset=1`)).json()).toEqual(firstPage.slice(1, 3));
  });

  it.each([`limit=${PUBLIC_LIST_PAGE.maxLimit + 1}`, "limit=0", "offset=-1", "offset=abc"])(
    "refuses %s with 422",
    async (query) => {
      const response = await t.request("GET", `${path}?${query}`);
      expect(response.status).toBe(422);
    },
  );
});
