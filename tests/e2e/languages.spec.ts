// The site's three languages as a reader and a search engine meet them (issue 47): the switcher keeps the reader on
// the same page, each page says its language and direction and names its other languages, the first visit is never
// redirected by Accept-Language, unknown addresses answer in their language, and Hebrew's header is mirrored.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { categoryWithTwoPages } from "./paged-category.ts";

/** A field of the first record a public list answers (the demo seed's first business or post). */
async function firstOf(request: APIRequestContext, path: string, field: "id" | "slug"): Promise<string> {
  const items = (await (await request.get(path)).json()) as Record<string, string | number>[];
  return String(items[0]![field]);
}

/** The switcher in the header's bar (from md up) or in the phone's drawer. */
const switcherIn = (page: Page, place: "bar" | "drawer") =>
  (place === "bar" ? page.getByRole("banner") : page.getByRole("dialog")).getByRole("list", {
    name: /^(Language|भाषा|שפה)$/,
  });

async function switchTo(page: Page, name: string, place: "bar" | "drawer" = "bar") {
  if (place === "drawer") await page.locator("[data-drawer-open]").click();
  await switcherIn(page, place).getByRole("link", { name, exact: true }).click();
}

test.describe("the language switcher", () => {
  test("keeps the reader on the same business page, in the bar and in the phone's drawer", async ({
    page,
    request,
  }) => {
    const id = await firstOf(request, "/api/businesses?limit=1", "id");
    await page.goto(`/business/${id}`);
    const bar = switcherIn(page, "bar");
    await expect(bar.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "page");
    for (const [name, language] of [
      ["English", "en"],
      ["हिन्दी", "hi"],
      ["עברית", "he"],
    ]) {
      const link = bar.getByRole("link", { name, exact: true });
      await expect(link).toHaveAttribute("hreflang", language!);
      await expect(link).toHaveAttribute("lang", language!);
    }

    await switchTo(page, "עברית");
    await expect(page).toHaveURL(new RegExp(`/he/business/${id}/?$`));
    await expect(switcherIn(page, "bar").getByRole("link", { name: "עברית" })).toHaveAttribute("aria-current", "page");

    await page.setViewportSize({ width: 390, height: 844 });
    await switchTo(page, "हिन्दी", "drawer");
    await expect(page).toHaveURL(new RegExp(`/hi/business/${id}/?$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  });

  test("keeps the reader on the same blog post", async ({ page, request }) => {
    const slug = await firstOf(request, "/api/blog", "slug");
    await page.goto(`/blog/${slug}`);
    await switchTo(page, "हिन्दी");
    await expect(page).toHaveURL(new RegExp(`/hi/blog/${slug}/?$`));
    await switchTo(page, "English");
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}/?$`));
    expect(new URL(page.url()).pathname.startsWith("/hi/")).toBe(false);
  });

  test("keeps the reader on page 2 of a category", async ({ page, adminApi, deleteAfterTest }) => {
    test.setTimeout(240_000);
    const { slug } = await categoryWithTwoPages(adminApi, deleteAfterTest, "Languages", "/he");

    await page.goto(`/categories/${slug}/page/2`);
    await switchTo(page, "עברית");
    await expect(page).toHaveURL(new RegExp(`/he/categories/${slug}/page/2/?$`));
    await switchTo(page, "हिन्दी");
    await expect(page).toHaveURL(new RegExp(`/hi/categories/${slug}/page/2/?$`));
  });
});

test("a Hebrew page says its language and direction, names its three languages and x-default, and its own canonical", async ({
  page,
  request,
}) => {
  const id = await firstOf(request, "/api/businesses?limit=1", "id");
  await page.goto(`/he/business/${id}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "he");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const hrefOf = async (selector: string) => new URL((await page.locator(selector).getAttribute("href"))!).pathname;
  expect(await hrefOf('link[rel="canonical"]')).toBe(`/he/business/${id}`);
  expect(await hrefOf('link[rel="alternate"][hreflang="en"]')).toBe(`/business/${id}`);
  expect(await hrefOf('link[rel="alternate"][hreflang="hi"]')).toBe(`/hi/business/${id}`);
  expect(await hrefOf('link[rel="alternate"][hreflang="he"]')).toBe(`/he/business/${id}`);
  expect(await hrefOf('link[rel="alternate"][hreflang="x-default"]')).toBe(`/business/${id}`);

  await page.goto(`/business/${id}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).not.toHaveAttribute("dir", /./);
  expect(await hrefOf('link[rel="canonical"]')).toBe(`/business/${id}`);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(4);
});

test("a first visit asking for Hebrew gets the English page it asked for: no redirect", async ({ request }) => {
  const response = await request.get("/", { headers: { "accept-language": "he-IL,he;q=0.9" }, maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(/^<!DOCTYPE html><html lang="en">/i);
});

test("an unknown address under /hi/ or /he/ answers 404 with its language's page", async ({ request }) => {
  const hindi = await request.get("/hi/no-such-page");
  expect(hindi.status()).toBe(404);
  expect(await hindi.text()).toMatch(/<html lang="hi">/);
  const hebrew = await request.get("/he/business/999999");
  expect(hebrew.status()).toBe(404);
  expect(await hebrew.text()).toMatch(/<html lang="he" dir="rtl">/);
});

test("Hebrew mirrors the header on a phone: the logo at the right edge, the menu button at the left", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, logoSide] of [
    ["/he/", "right"],
    ["/", "left"],
  ] as const) {
    await page.goto(path);
    const logo = (await page
      .getByRole("banner")
      .getByRole("link", { name: /Soul of Rishikesh/ })
      .boundingBox())!;
    const menu = (await page.locator("[data-drawer-open]").boundingBox())!;
    const width = page.viewportSize()!.width;
    // each within the bar's padding of its edge
    if (logoSide === "right") {
      expect(width - (logo.x + logo.width), path).toBeLessThan(32);
      expect(menu.x, path).toBeLessThan(32);
    } else {
      expect(logo.x, path).toBeLessThan(32);
      expect(width - (menu.x + menu.width), path).toBeLessThan(32);
    }
  }
});

test.describe("a browser asking for Hebrew first", () => {
  test.use({ locale: "he-IL" });

  test("is offered the page in Hebrew, quietly, until it says no", async ({ page }) => {
    await page.goto("/about");
    await expect(page).toHaveURL(/\/about\/?$/);
    // the offer waits for the visitor's first touch or key, heard once the header's script has come after the paint
    const offer = page.locator("[data-language-hint]");
    await expect
      .poll(async () => {
        await page.locator("main h1").click();
        return offer.count();
      })
      .toBe(1);
    await expect(offer).toHaveAttribute("lang", "he");
    await expect(offer.getByRole("link", { name: "לקריאה בעברית" })).toHaveAttribute("href", "/he/about");
    await offer.getByRole("button", { name: "לא, תודה" }).click();
    await expect(offer).toHaveCount(0);

    await page.goto("/blog");
    await page.locator("main h1").first().click();
    await page.waitForTimeout(500);
    await expect(page.locator("[data-language-hint]")).toHaveCount(0);
  });
});

test("a saved Hebrew business page opens offline in Hebrew, listed on /he/saved; an unkept page gets the offline page in its language", async ({
  page,
  context,
  request,
}) => {
  const id = await firstOf(request, "/api/businesses?limit=1", "id");
  const path = `/he/business/${id}`;
  await page.goto(path);
  // the worker is registered at the visitor's first touch or key, once the header's script has come
  await expect
    .poll(async () => {
      await page.keyboard.press("Shift");
      return page.evaluate(() => navigator.serviceWorker.controller !== null);
    })
    .toBe(true);
  const save = page.getByRole("button", { name: "שמירה" });
  await save.click();
  await expect(page.getByRole("button", { name: "נשמר" })).toHaveAttribute("aria-pressed", "true");
  const name = (await page.getByRole("heading", { level: 1 }).textContent())!;
  // a Hindi page read once: the phone keeps Hindi's offline page too (the worker fetches it after that page)
  await page.goto("/hi/about");
  await expect
    .poll(() => page.evaluate(async () => (await caches.open("offline-shell")).match("/hi/offline").then(Boolean)))
    .toBe(true);

  await context.setOffline(true);
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", "he");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByText(/^נשמר ב-.+ · ייתכן שהשתנה מאז$/)).toBeVisible();

  await page.goto("/he/saved");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("מקומות ששמרתם");
  const saved = page.getByRole("listitem").filter({ has: page.getByRole("link", { name }) });
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText(/נשמר ב-\d+ ב/);
  await expect(saved.getByRole("link", { name })).toHaveAttribute("href", path);

  await page.goto("/he/categories");
  await expect(page.locator("html")).toHaveAttribute("lang", "he");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("אין חיבור לאינטרנט");
  await page.getByRole("link", { name: "המקומות ששמרתם" }).click();
  await expect(page).toHaveURL(/\/he\/saved\/?$/);
  await expect(saved).toHaveCount(1);

  await page.goto("/hi/blog");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("आप ऑफ़लाइन हैं");

  // removing it in Hebrew: the page is no longer there offline
  await page.goto("/he/saved");
  await saved.getByRole("button", { name: `הסרת ${name}` }).click();
  await expect(saved).toHaveCount(0);
  await expect(page.getByText(/^עוד לא שמרתם מקומות\./)).toBeVisible();
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(name);
  await context.setOffline(false);
});

test("a Hindi page is read in the phone's own font first and fetches Noto after its load; the next page uses it from its first paint", async ({
  page,
}) => {
  const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
  await page.goto("/hi/");
  expect(await bodyFont()).not.toContain("Noto Sans Devanagari");
  // fetched once the page has loaded, and nothing of it before
  const fetchedAfterLoad = () =>
    page.evaluate(() => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      const fonts = performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".woff2"));
      return fonts.length > 0 && fonts.every((font) => font.startTime >= navigation!.loadEventStart);
    });
  await expect.poll(fetchedAfterLoad).toBe(true);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("font-hi"))).toMatch(/noto-sans-devanagari/);

  await page.goto("/hi/categories");
  expect(await bodyFont()).toMatch(/^"Noto Sans Devanagari"/);
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', "क"))).toBe(true);
  // a Hebrew page has its own font to fetch first
  await page.goto("/he/");
  expect(await bodyFont()).not.toContain("Noto Sans Hebrew");
});
