// The site without JavaScript, and with JavaScript but no API (a crawler that renders pages and obeys a robots.txt
// that would block /api): every page's content is in its HTML, and every action still leads somewhere.
import type { APIRequestContext, Page, Response } from "@playwright/test";
import type { Category } from "../../shared/schemas/category.ts";
import { LISTING_PAGE_SIZE, PRODUCT_NAME } from "../../shared/constants.ts";
import {
  INQUIRY_SENT_DETAIL,
  INQUIRY_SENT_MESSAGE,
  LISTING_CONTACT_MESSAGE,
  LISTING_SUBMITTED_MESSAGE,
  REVIEW_SUBMITTED_MESSAGE,
} from "../../shared/messages.ts";
import { waitForIdleBuilds } from "./builds.ts";
import { expect, test } from "./fixtures.ts";
import { categoryWithTwoPages } from "./paged-category.ts";
import { pageScriptsCame } from "./locators.ts";

const countLine = (page: Page) => page.getByRole("status").filter({ hasText: /^Found \d+/ });
const foundLine = (total: number, query: string) =>
  `Found ${total} ${total === 1 ? "business" : "businesses"} for "${query}"`;
const resultCards = (page: Page) =>
  page.getByRole("article").filter({ has: page.getByRole("link", { name: /^View Details/ }) });

async function categoriesWithCounts(request: APIRequestContext) {
  const categories = (await (await request.get("/api/categories")).json()) as Category[];
  return Promise.all(
    categories.map(async (category) => {
      const response = await request.get(`/api/businesses?category=${category.slug}&limit=1`);
      return { ...category, total: Number(response.headers()["x-total-count"]) };
    }),
  );
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a category page is about its category and lists its businesses", async ({ page, business }) => {
    await page.goto(`/categories/${business.categorySlug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(business.categoryName);
    await expect(page).toHaveTitle(`${business.categoryName} in Rishikesh | ${PRODUCT_NAME}`);
    await expect(countLine(page)).toContainText(/^Found \d+ business/);
    await expect(resultCards(page).filter({ hasText: business.name })).toHaveCount(1);
    await resultCards(page).filter({ hasText: business.name }).getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(business.name);
  });

  test("the business page shows its sections, its newest reviews, and Send an Inquiry reaches the form", async ({
    page,
    business,
  }) => {
    await page.goto(`/business/${business.id}`);
    // no tab bar that would do nothing: the sections follow one another
    await expect(page.getByRole("tablist")).toBeHidden();
    await expect(page.getByRole("heading", { name: "About" })).toBeVisible();
    await expect(page.getByText(business.review.title)).toBeVisible();
    await expect(page.getByText(business.review.customerName)).toBeVisible();
    await page.getByRole("link", { name: "Send an Inquiry" }).click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.getByRole("heading", { name: "Send an Inquiry" })).toBeInViewport();
    await expect(page.getByRole("textbox", { name: "Message" })).toBeVisible();
  });

  test("a review is sent as a plain form, and the business page says it was", async ({ page, business }) => {
    await page.goto(`/business/${business.id}`);
    const reviews = page.locator("#reviews");
    await reviews.locator("label").filter({ hasText: "4 stars" }).click();
    await reviews.getByRole("textbox", { name: "Your name" }).fill("Asha without scripts");
    await reviews
      .getByRole("textbox", { name: "Your review" })
      .fill("Quiet hall, kind teachers, no JavaScript needed.");
    await reviews.getByRole("button", { name: "Submit Review" }).click();
    await expect(page).toHaveURL(new RegExp(`/business/${business.id}#review-(sent|held)$`));
    // the first review from this visitor's address is published, a later one held: either is said
    await expect(page.getByText(REVIEW_SUBMITTED_MESSAGE).filter({ visible: true })).toHaveCount(1);
  });

  test("an inquiry is sent as a plain form, and the business page says it was", async ({ page, business }) => {
    await page.goto(`/business/${business.id}`);
    const contact = page.locator("#contact");
    await contact.getByRole("textbox", { name: "Your name" }).fill("Maya without scripts");
    await contact.getByRole("textbox", { name: "Email" }).fill("maya@example.com");
    await contact.getByRole("textbox", { name: "Message" }).fill("Do you take drop-in students in March?");
    await contact.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(page).toHaveURL(new RegExp(`/business/${business.id}#inquiry-sent$`));
    await expect(page.getByText(`${INQUIRY_SENT_MESSAGE} ${INQUIRY_SENT_DETAIL}`)).toBeVisible();
  });

  test("a listing is sent as a plain form, and the listing page says it was", async ({
    page,
    adminApi,
    deleteAfterTest,
  }) => {
    const name = `No Script Retreat ${Date.now()}`;
    await page.goto("/list-business");
    await expect(page.getByText(LISTING_SUBMITTED_MESSAGE)).toBeHidden();
    await page.getByRole("textbox", { name: "Business Name" }).fill(name);
    await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Stays & Retreats" });
    await page.getByRole("textbox", { name: "Description" }).fill("Rooms above the river with a morning yoga deck.");
    await page.getByRole("textbox", { name: "Location / Area" }).fill("Tapovan");
    await page.getByRole("textbox", { name: "Phone Number" }).fill("+91 98370 55555");
    await page.getByRole("textbox", { name: "Services" }).fill("Rooms, Yoga deck");
    await page.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
    await page.getByRole("button", { name: "Submit Business Listing" }).click();
    await expect(page).toHaveURL(/\/list-business#listing-sent$/);
    await expect(page.getByText(`${LISTING_SUBMITTED_MESSAGE} ${LISTING_CONTACT_MESSAGE}.`)).toBeVisible();

    const found = await adminApi.get(`/api/admin/businesses?q=${encodeURIComponent(name)}&status=pending`);
    const [listing] = (await found.json()) as { id: number; name: string; services: string[] }[];
    expect(listing).toMatchObject({ name, services: ["Rooms", "Yoga deck"] });
    deleteAfterTest(`/api/admin/businesses/${listing!.id}`);
  });

  test("the home search is a plain form to /search, whose page carries that search's results", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const search = page.getByRole("search");
    await search.getByText("Advanced Filters").click();
    await expect(search.getByRole("combobox", { name: "Near location" })).toBeVisible();
    await search.getByRole("combobox", { name: "Category" }).selectOption("stays-retreats");
    await search.getByRole("searchbox", { name: "What are you looking for?" }).fill("river");
    await search.getByRole("button", { name: "Search", exact: true }).click();
    // the form sends every field, defaults too; the address it lands on carries only what narrows the search
    await expect(page).toHaveURL(/\/search\?q=river&category=stays-retreats$/);
    await expect(page.getByRole("heading", { level: 1, name: "Search Results" })).toBeVisible();
    const found = await request.get("/api/businesses?q=river&category=stays-retreats");
    const businesses = (await found.json()) as { name: string }[];
    expect(businesses.length).toBeGreaterThan(0);
    await expect(countLine(page)).toHaveText(foundLine(businesses.length, "river"));
    await expect(resultCards(page)).toHaveCount(businesses.length);
    await expect(resultCards(page).first()).toContainText(businesses[0]!.name);
    await expect(page.getByRole("searchbox", { name: "What are you looking for?" })).toHaveValue("river");
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("stays-retreats");
  });

  test("a search sent from the search page's own box lands on its tidy address", async ({ page, request }) => {
    await page.goto("/search");
    await page.getByRole("searchbox", { name: "What are you looking for?" }).fill("yoga");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=yoga$/);
    const found = await request.get("/api/businesses?q=yoga&limit=1");
    await expect(countLine(page)).toHaveText(foundLine(Number(found.headers()["x-total-count"]), "yoga"));
  });

  test("a search link's page shows every filter of it in the box", async ({ page }) => {
    await page.goto("/search?q=yoga&category=yoga-meditation&location=Tapovan&radius=3&priceRange=moderate");
    const search = page.getByRole("search");
    await expect(search.getByRole("searchbox", { name: "What are you looking for?" })).toHaveValue("yoga");
    await expect(search.getByRole("combobox", { name: "Category" })).toHaveValue("yoga-meditation");
    await expect(search.getByRole("combobox", { name: "Near location" })).toBeVisible();
    await expect(search.getByRole("combobox", { name: "Near location" })).toHaveValue("Tapovan");
    await expect(search.getByRole("slider")).toHaveValue("3");
    await expect(search.getByText("Radius: 3 km")).toBeVisible();
    await expect(search.getByRole("combobox", { name: "Price range" })).toHaveValue("moderate");
  });

  test("the search page offers no Show more, which needs JavaScript, and says where the rest is", async ({ page }) => {
    await page.goto("/search");
    await expect(resultCards(page)).toHaveCount(LISTING_PAGE_SIZE);
    await expect(page.getByRole("button", { name: "Show more businesses" })).toHaveCount(0);
    await expect(page.getByText("More results than the first page need JavaScript.")).toBeVisible();
  });

  test("a category with more businesses than a page holds continues on real pages", async ({
    page,
    adminApi,
    deleteAfterTest,
  }) => {
    test.setTimeout(240_000);
    const { slug, name, count } = await categoryWithTwoPages(adminApi, deleteAfterTest, "Paging");
    await page.goto(`/categories/${slug}`);
    await expect(countLine(page)).toHaveText(`Found ${count} businesses`);
    await expect(resultCards(page)).toHaveCount(LISTING_PAGE_SIZE);
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(new RegExp(`/categories/${slug}/page/2/?$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(resultCards(page)).toHaveCount(1);
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(new RegExp(`/categories/${slug}/?$`));
  });
});

test.describe("with the API blocked", () => {
  test.beforeEach(async ({ page }) => {
    await page.route("**/api/**", (route) => route.abort());
  });

  test("every category page shows its businesses", async ({ page, request, adminApi }) => {
    await waitForIdleBuilds(adminApi);
    for (const category of await categoriesWithCounts(request)) {
      await page.goto(`/categories/${category.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.name);
      await expect(countLine(page)).toHaveText(
        `Found ${category.total} ${category.total === 1 ? "business" : "businesses"}`,
      );
      await expect(resultCards(page)).toHaveCount(Math.min(category.total, LISTING_PAGE_SIZE));
      await expect(page.getByText(/Failed to/)).toHaveCount(0);
    }
  });

  test("a business page shows its newest reviews", async ({ page, business }) => {
    await page.goto(`/business/${business.id}`);
    await page.getByRole("tab", { name: /^Reviews/ }).click();
    const panel = page.getByRole("tabpanel", { name: /Reviews/ });
    await expect(panel.getByText(business.review.title)).toBeVisible();
    await expect(panel.getByText("Failed to load reviews")).toHaveCount(0);
    // the rating the JSON-LD claims is backed by reviews on the page
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "[]");
    expect(jsonLd[0].review.map((review: { name?: string }) => review.name)).toContain(business.review.title);
  });

  test("the search page shows its prebuilt first page, and a search link its own", async ({ page }) => {
    await page.goto("/search");
    await expect(countLine(page)).toBeVisible();
    await expect(resultCards(page).first()).toBeVisible();
    await expect(page.getByText(/Failed to/)).toHaveCount(0);

    await page.goto("/search?q=yoga");
    await expect(countLine(page)).toContainText('for "yoga"');
    await expect(resultCards(page).first()).toBeVisible();
    await expect(page.getByText(/Failed to/)).toHaveCount(0);
  });
});

test("the home and category pages load no React up front", async ({ page, business }) => {
  for (const path of ["/", `/categories/${business.categorySlug}`]) {
    const scripts: Promise<number>[] = [];
    const count = (response: Response) => {
      if (response.request().resourceType() === "script") scripts.push(response.body().then((body) => body.length));
    };
    page.on("response", count);
    await page.goto(path);
    await pageScriptsCame(page);
    page.off("response", count);
    const scriptBytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
    // React DOM alone is well over 100 KB; the header's and the search form's scripts are a few
    expect(scriptBytes, path).toBeLessThan(20_000);
  }
});
