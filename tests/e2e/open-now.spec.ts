// "Open now" (issue 41): a filter the service works out at the request's moment, so no browser clock can drive it.
// What a traveller sees is checked against what GET /api/businesses?openNow=true answers at that moment: the box's
// checkbox, its place in the URL (openNow=true when on, nothing when off), and the category pages' way to it.
import type { APIRequestContext, Page } from "@playwright/test";
import { LISTING_PAGE_SIZE, TOTAL_COUNT_HEADER } from "../../shared/constants.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { searchIslandReady } from "./locators.ts";

/** The demo's category every page test here reads. */
const CATEGORY = { slug: "yoga-meditation", name: "Yoga & Meditation" };

interface OpenNow {
  /** the names of the first page, in the API's order */
  names: string[];
  total: number;
}

async function openNowFromApi(request: APIRequestContext, query: string): Promise<OpenNow> {
  const response = await request.get(`/api/businesses?${query}&limit=${LISTING_PAGE_SIZE}`);
  expect(response.ok()).toBe(true);
  const rows = (await response.json()) as { name: string }[];
  return { names: rows.map((row) => row.name), total: Number(response.headers()[TOTAL_COUNT_HEADER.toLowerCase()]) };
}

const countLine = (page: Page) => page.getByRole("status").filter({ hasText: /^Found \d+/ });
const resultCards = (page: Page) =>
  page.getByRole("article").filter({ has: page.getByRole("link", { name: /^View Details/ }) });
const openNowLine = (total: number) => `Found ${total} ${total === 1 ? "business" : "businesses"} open now`;

/** The first page of results the page shows, and its count line's total (NaN while it has none). */
async function shownOnPage(page: Page): Promise<OpenNow> {
  const [line = ""] = await countLine(page).allInnerTexts();
  return {
    names: await resultCards(page).getByRole("heading", { level: 3 }).allInnerTexts(),
    total: Number(/^Found (\d+)/.exec(line)?.[1]),
  };
}

const sameAnswer = (a: OpenNow, b: OpenNow) => a.total === b.total && a.names.join("\n") === b.names.join("\n");

/**
 * After `read`, the page shows what the API answers at its moment: the API is asked before the page and again after
 * it has shown its results, so a business opening or closing on the minute between them may be either way, and
 * nothing else may differ.
 */
async function expectApiAnswer(page: Page, request: APIRequestContext, query: string, read: () => Promise<void>) {
  const before = await openNowFromApi(request, query);
  await read();
  let shown: OpenNow | undefined;
  await expect
    .poll(async () => {
      shown = await shownOnPage(page);
      const now = await openNowFromApi(request, query);
      return sameAnswer(before, shown) || sameAnswer(now, shown);
    })
    .toBe(true);
  await expect(countLine(page)).toHaveText(openNowLine(shown!.total));
  if (shown!.total === 0) await expect(page.getByText("No businesses found matching your criteria")).toBeVisible();
}

test("Open now is a checkbox with the filters, in the URL only when on, answered as the API answers", async ({
  page,
  request,
}) => {
  await page.goto("/search");
  await searchIslandReady(page);
  const search = page.getByRole("search");
  const openNow = search.getByRole("checkbox", { name: "Open now" });
  await expect(openNow).toBeVisible();
  await expect(openNow).not.toBeChecked();

  // keyboard: from the category to the checkbox, Space checks it
  await search.getByRole("combobox", { name: "Category" }).focus();
  await page.keyboard.press("Tab");
  await expect(openNow).toBeFocused();
  await page.keyboard.press("Space");
  await expect(openNow).toBeChecked();
  await expectNoAxeViolations(page, "search box with Open now checked");
  const searchButton = search.getByRole("button", { name: "Search", exact: true });
  await expectApiAnswer(page, request, "openNow=true", async () => {
    await searchButton.click();
    await expect(page).toHaveURL(/\/search\?openNow=true$/);
  });

  // with a category: both in the URL, the category first
  await search.getByRole("combobox", { name: "Category" }).selectOption({ label: CATEGORY.name });
  await expectApiAnswer(page, request, `category=${CATEGORY.slug}&openNow=true`, async () => {
    await searchButton.click();
    await expect(page).toHaveURL(new RegExp(`/search\\?category=${CATEGORY.slug}&openNow=true$`));
  });

  // off again: the default is left out of the URL, and every business of the category is back
  await openNow.uncheck();
  await searchButton.click();
  await expect(page).toHaveURL(new RegExp(`/search\\?category=${CATEGORY.slug}$`));
  const all = await openNowFromApi(request, `category=${CATEGORY.slug}`);
  await expect(countLine(page)).toHaveText(`Found ${all.total} ${all.total === 1 ? "business" : "businesses"}`);

  // Back brings the filter back, checked; back to the plain /search clears it with the others
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/search\\?category=${CATEGORY.slug}&openNow=true$`));
  await expect(openNow).toBeChecked();
  await expect(countLine(page)).toHaveText(/open now$/);
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/search$/);
  await expect(openNow).not.toBeChecked();
  await expect(search.getByRole("combobox", { name: "Category" })).toHaveValue("all");
});

test("a shared Open now link opens with the box checked and the results of its moment", async ({ page, request }) => {
  const query = `category=${CATEGORY.slug}&openNow=true`;
  await expectApiAnswer(page, request, query, async () => {
    await page.goto(`/search?${query}`);
  });
  await expect(page.getByRole("checkbox", { name: "Open now" })).toBeChecked();
  await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue(CATEGORY.slug);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a category page leads to its businesses open now, which the service answers at that moment", async ({
    page,
    request,
  }) => {
    await page.goto(`/categories/${CATEGORY.slug}`);
    const query = `category=${CATEGORY.slug}&openNow=true`;
    await expectApiAnswer(page, request, query, async () => {
      await page.getByRole("link", { name: "See which are open now" }).click();
      await expect(page).toHaveURL(new RegExp(`/search\\?${query}$`));
    });
    await expect(page.getByRole("checkbox", { name: "Open now" })).toBeChecked();
  });

  test("the category page's box sends Open now as openNow=true, and leaves it out when unchecked", async ({
    page,
    request,
  }) => {
    await page.goto(`/categories/${CATEGORY.slug}`);
    const openNow = page.getByRole("checkbox", { name: "Open now" });
    await expect(openNow).not.toBeChecked();
    await openNow.check();
    const query = `category=${CATEGORY.slug}&openNow=true`;
    await expectApiAnswer(page, request, query, async () => {
      await page.getByRole("button", { name: "Search", exact: true }).click();
      // the plain form sends every field, defaults too; the address it lands on carries only what narrows the search
      await expect(page).toHaveURL(new RegExp(`/search\\?${query}$`));
    });

    await page.getByRole("checkbox", { name: "Open now" }).uncheck();
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?category=${CATEGORY.slug}$`));
    await expect(page.getByRole("checkbox", { name: "Open now" })).not.toBeChecked();
  });
});
