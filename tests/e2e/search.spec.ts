// Searching as a traveller does: the filters go into the URL and really narrow the live results.
import type { APIRequestContext, Page } from "@playwright/test";
import { LISTING_PAGE_SIZE, SEARCH_TEXT_MAX_LENGTH, TOTAL_COUNT_HEADER } from "../../shared/constants.ts";
import { BusinessSearchQuerySchema } from "../../shared/schemas/business.ts";
import englishSearch from "../../shared/i18n/catalogues/en/search.json";
import { expectNoAxeViolations } from "./axe.ts";
import { searchIslandReady } from "./locators.ts";
import { expect, test } from "./fixtures.ts";
import { holdRequests } from "./held-requests.ts";

async function apiTotal(request: APIRequestContext, query: string): Promise<number> {
  const response = await request.get(`/api/businesses?${query}`);
  expect(response.ok()).toBe(true);
  // Playwright gives the header names in lower case
  return Number(response.headers()[TOTAL_COUNT_HEADER.toLowerCase()]);
}

const countLine = (page: Page) => page.getByRole("status").filter({ hasText: /^Found \d+/ });
const resultCards = (page: Page) =>
  page.getByRole("article").filter({ has: page.getByRole("link", { name: /^View Details/ }) });
const foundText = (total: number) => `Found ${total} ${total === 1 ? "business" : "businesses"}`;

// The fixture's business (Yoga & Meditation, Tapovan, $$, "Yoga" in its name) matches every filter used here.
test("text, category and advanced filters go into the URL and narrow the results", async ({
  page,
  request,
  business,
}) => {
  await page.goto("/search");
  await searchIslandReady(page);
  const everything = await apiTotal(request, "");
  await expect(countLine(page)).toHaveText(foundText(everything));

  const search = page.getByRole("search");
  await search.getByRole("searchbox", { name: "What are you looking for?" }).fill("yoga");
  await search.getByRole("combobox", { name: "Category" }).selectOption({ label: business.categoryName });
  // the advanced filters are a <details>: they open without React too
  const advanced = search.locator("details").filter({ has: page.getByText("Advanced Filters") });
  await expect(advanced).not.toHaveAttribute("open");
  await expect(search.getByRole("combobox", { name: "Near location" })).toBeHidden();
  await advanced.getByText("Advanced Filters").click();
  await expect(advanced).toHaveAttribute("open");
  await search.getByRole("combobox", { name: "Near location" }).fill(business.location);
  const radius = search.getByRole("slider", { name: /Radius/ });
  await expect(radius).toHaveValue("5");
  await radius.focus();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(search.getByText("Radius: 3 km")).toBeVisible();
  await search.getByRole("combobox", { name: "Price range" }).selectOption({ label: "Moderate (₹1,500-3,000)" });
  await expectNoAxeViolations(page, "search box with advanced filters open");
  await search.getByRole("button", { name: "Search", exact: true }).click();

  const filters = `q=yoga&category=${business.categorySlug}&location=${business.location}&radius=3&priceRange=moderate`;
  await expect(page).toHaveURL(new RegExp(`/search\\?${filters}$`));
  const filtered = await apiTotal(request, filters);
  expect(filtered).toBeLessThan(everything);
  await expect(countLine(page)).toHaveText(`${foundText(filtered)} for "yoga"`);
  await expect(resultCards(page)).toHaveCount(filtered);
  await expect(resultCards(page).filter({ hasText: business.name })).toHaveCount(1);
  for (const card of await resultCards(page).all()) {
    await expect(card).toContainText(business.categoryName);
    await expect(card).toContainText(business.priceRange);
  }

  // Back shows the previous, unfiltered search again.
  await page.goBack();
  await expect(page).toHaveURL(/\/search$/);
  await expect(countLine(page)).toHaveText(foundText(everything));
  await expect(search.getByRole("searchbox", { name: "What are you looking for?" })).toHaveValue("");
});

test("a shared search link opens with its filters applied", async ({ page, request }) => {
  await page.goto("/search?q=yoga&radius=12");
  const total = await apiTotal(request, "q=yoga");
  await expect(countLine(page)).toHaveText(`${foundText(total)} for "yoga"`);
  await expect(page.getByRole("searchbox", { name: "What are you looking for?" })).toHaveValue("yoga");
  await expect(page.getByRole("slider", { name: /Radius/ })).toHaveValue("12");
});

test("Enter in the text field searches, and nonsense text shows the empty state", async ({ page }) => {
  await page.goto("/search");
  await searchIslandReady(page);
  const text = page.getByRole("searchbox", { name: "What are you looking for?" });
  await text.fill("qwxzv nothing like this");
  await text.press("Enter");
  await expect(page).toHaveURL(/q=qwxzv\+nothing\+like\+this/);
  await expect(countLine(page)).toHaveText(`Found 0 businesses for "qwxzv nothing like this"`);
  await expect(page.getByText("No businesses found matching your criteria")).toBeVisible();
  await expect(page.getByText("Try adjusting your search terms or browse our categories")).toBeVisible();
  await expect(resultCards(page)).toHaveCount(0);
  await expectNoAxeViolations(page, "empty search results");
});

test("the home page's search box goes to /search with the params", async ({ page }) => {
  await page.goto("/");
  const search = page.getByRole("search");
  await search.getByRole("combobox", { name: "Category" }).selectOption("stays-retreats");
  await search.getByRole("searchbox", { name: "What are you looking for?" }).fill("river");
  await search.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=river&category=stays-retreats$/);
  await expect(page.getByRole("heading", { level: 1, name: "Search Results" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("stays-retreats");
});

test("a category page pre-selects its category and shows only its businesses", async ({ page, request, business }) => {
  await page.goto(`/categories/${business.categorySlug}`);
  const total = await apiTotal(request, `category=${business.categorySlug}`);
  await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue(business.categorySlug);
  await expect(countLine(page)).toHaveText(foundText(total));
  await expect(resultCards(page)).toHaveCount(total);
  await expect(resultCards(page).filter({ hasText: business.name })).toHaveCount(1);
  for (const card of await resultCards(page).all()) await expect(card).toContainText(business.categoryName);
});

test("the plain search page shows its prebuilt results without asking the API", async ({ page, request }) => {
  const asked: string[] = [];
  page.on("request", (sent) => sent.url().includes("/api/businesses") && asked.push(sent.url()));
  await page.goto("/search");
  await searchIslandReady(page);
  await expect(countLine(page)).toHaveText(foundText(await apiTotal(request, "")));
  await expect(resultCards(page).first()).toBeVisible();
  expect(asked).toEqual([]);
});

test("Show more loads the businesses after the prebuilt first page, and a search and Back keep them apart", async ({
  page,
  request,
}) => {
  const everything = await apiTotal(request, "");
  expect(everything).toBeGreaterThan(LISTING_PAGE_SIZE);
  await page.goto("/search");
  await searchIslandReady(page);
  await expect(resultCards(page)).toHaveCount(LISTING_PAGE_SIZE);
  await page.getByRole("button", { name: "Show more businesses" }).click();
  await expect(resultCards(page)).toHaveCount(Math.min(everything, 2 * LISTING_PAGE_SIZE));
  // the keyboard goes on from the first business loaded, not from the top of the page
  await expect(resultCards(page).nth(LISTING_PAGE_SIZE).getByRole("link").first()).toBeFocused();

  await page.getByRole("searchbox", { name: "What are you looking for?" }).fill("yoga");
  await page.keyboard.press("Enter");
  await expect(countLine(page)).toHaveText(`${foundText(await apiTotal(request, "q=yoga"))} for "yoga"`);
  await page.goBack();
  await expect(countLine(page)).toHaveText(foundText(everything));
  await expect(resultCards(page).first()).toBeVisible();
});

test("skeleton cards show while the results of a search load", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/businesses?*", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/search");
  await searchIslandReady(page);
  await page.getByRole("searchbox", { name: "What are you looking for?" }).fill("yoga");
  await page.keyboard.press("Enter");
  await expect(page.locator("[aria-busy=true] .animate-pulse")).toHaveCount(6);
  release();
  await expect(countLine(page)).toBeVisible();
  await expect(page.locator(".animate-pulse")).toHaveCount(0);
});

test("a failed search says so", async ({ page }) => {
  await page.route("**/api/businesses?*", (route) => route.fulfill({ status: 500, body: "boom" }));
  await page.goto("/search");
  await searchIslandReady(page);
  await page.getByRole("searchbox", { name: "What are you looking for?" }).fill("yoga");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: englishSearch.failed })).toBeVisible();
});

test("a search link longer than the rules allow says why, and the box takes no more than they allow", async ({
  page,
}) => {
  const tooLong = "yoga ".repeat(SEARCH_TEXT_MAX_LENGTH / 5 + 1);
  const refusal = BusinessSearchQuerySchema.safeParse({ q: tooLong }).error?.issues[0]?.message;
  expect(refusal).toBeTruthy();
  await page.goto(`/search?q=${encodeURIComponent(tooLong)}`);
  await expect(page.getByRole("alert")).toHaveText(refusal!);

  const box = page.getByRole("searchbox", { name: "What are you looking for?" });
  await box.fill("");
  await box.pressSequentially("y".repeat(SEARCH_TEXT_MAX_LENGTH + 3));
  await expect(box).toHaveValue("y".repeat(SEARCH_TEXT_MAX_LENGTH));
});

test("a search link's first page comes in the page itself, and Show more continues it from the API", async ({
  page,
  request,
}) => {
  const asked: string[] = [];
  page.on("request", (sent) => sent.url().includes("/api/businesses") && asked.push(sent.url()));
  // every business within 20 km of Tapovan: more than a page holds
  const filters = "location=Tapovan&radius=20";
  const total = await apiTotal(request, filters);
  expect(total).toBeGreaterThan(LISTING_PAGE_SIZE);
  const response = await page.goto(`/search?${filters}`);
  expect(await response?.text()).toContain(`data-rendered-search="${filters.replace("&", "&amp;")}"`);
  await expect(countLine(page)).toHaveText(foundText(total));
  await expect(resultCards(page)).toHaveCount(LISTING_PAGE_SIZE);
  await expect(page.getByRole("combobox", { name: "Near location" })).toHaveValue("Tapovan");
  expect(asked).toEqual([]);

  await page.getByRole("button", { name: "Show more businesses" }).click();
  await expect(resultCards(page)).toHaveCount(Math.min(total, 2 * LISTING_PAGE_SIZE));
  expect(asked).toEqual([expect.stringContaining(`/api/businesses?${filters}&limit=${LISTING_PAGE_SIZE}&offset=`)]);
});

test("a search sent before the search island runs lands on a tidy /search URL", async ({ page, request }) => {
  // the island's script held back, as on a slow phone's first seconds: the box is a plain form, whose fields are
  // every one of them, defaults included
  await holdRequests(page, "**/_astro/SearchPage.*.js");
  await page.goto("/search", { waitUntil: "networkidle" });
  await page.getByRole("searchbox", { name: "What are you looking for?" }).fill("yoga");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=yoga$/);
  const total = await apiTotal(request, "q=yoga");
  await expect(countLine(page)).toHaveText(`${foundText(total)} for "yoga"`);
});

test("a link's search that is not as the island writes it is tidied once the island runs", async ({ page }) => {
  await page.goto("/search?q=yoga&category=all&location=&radius=5&priceRange=all");
  await searchIslandReady(page);
  await expect(page).toHaveURL(/\/search\?q=yoga$/);
});

test("Show more pressed before the search island runs loads the next page once it does", async ({ page, request }) => {
  const filters = "location=Tapovan&radius=20";
  const total = await apiTotal(request, filters);
  expect(total).toBeGreaterThan(LISTING_PAGE_SIZE);
  const release = await holdRequests(page, "**/_astro/SearchPage.*.js");
  await page.goto(`/search?${filters}`, { waitUntil: "networkidle" });
  expect(await page.locator("astro-island[ssr]").count()).toBe(1);

  await page.getByRole("button", { name: "Show more businesses" }).click();
  await expect(resultCards(page)).toHaveCount(LISTING_PAGE_SIZE);
  release();
  await expect(resultCards(page)).toHaveCount(Math.min(total, 2 * LISTING_PAGE_SIZE));
  // one button, the island's, and the keyboard goes on from the first business loaded
  await expect(page.getByRole("button", { name: "Show more businesses" })).toHaveCount(
    total > 2 * LISTING_PAGE_SIZE ? 1 : 0,
  );
  await expect(resultCards(page).nth(LISTING_PAGE_SIZE).getByRole("link").first()).toBeFocused();
});

test("what someone types before the search page's script runs stays in the box", async ({ page, request }) => {
  // the island's script held back, as on a slow phone's first seconds
  const release = await holdRequests(page, "**/_astro/SearchPage.*.js");
  await page.goto("/search?q=yoga");
  const box = page.getByRole("search").getByRole("searchbox", { name: "What are you looking for?" });
  await expect(box).toHaveValue("yoga");
  await box.fill("ayurveda massage");

  release();
  // the island has read the URL (it takes the class off then) and drawn what follows from it
  await expect(page.locator("html")).not.toHaveClass(/search-pending/);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  await expect(box).toHaveValue("ayurveda massage");
  // the results stay the link's until the new text is searched for
  const total = await apiTotal(request, "q=yoga");
  await expect(countLine(page)).toHaveText(`${foundText(total)} for "yoga"`);
});

test("typing shows instant matches from the site's text index, linking to the pages", async ({ page, business }) => {
  await page.goto("/search");
  await searchIslandReady(page);
  const text = page.getByRole("searchbox", { name: "What are you looking for?" });
  await text.pressSequentially(business.token, { delay: 30 });
  const match = page.getByRole("region", { name: "Instant matches" }).getByRole("link");
  await expect(match).toHaveCount(1);
  await expect(match).toHaveAttribute("href", new RegExp(`^/business/${business.id}/?$`));
  await expect(match).toContainText(business.name);
  await expectNoAxeViolations(page, "instant matches shown");
});
