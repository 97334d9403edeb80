// A page paints from its first response alone (site/middleware.ts): the stylesheet rules it uses are inline, and
// its bundled scripts are asked for only after that paint, the search island only once someone engages with it
// (client:engaged), and the whole stylesheet only once the visitor does something (site/lib/client/full-stylesheet.ts).
import type { Page } from "@playwright/test";
import { expect, type PublishedBusiness, test } from "./fixtures.ts";
import { headerScriptRan, searchIslandReady, toastArea } from "./locators.ts";

/** Home, a category page, a business page, the blog and a search: one of each kind of public page. */
const pageTypes = (business: PublishedBusiness) => [
  "/",
  `/categories/${business.categorySlug}`,
  `/business/${business.id}`,
  "/blog",
  "/search?q=yoga",
];

const wholeSheetLoaded = () => {
  const link = document.querySelector<HTMLLinkElement>("link[data-full-stylesheet]");
  return link !== null && !link.disabled && link.sheet !== null;
};

test("pages ask for no script or stylesheet before their first paint, and for the whole stylesheet at the first interaction", async ({
  page,
  business,
}) => {
  for (const path of pageTypes(business)) {
    await page.goto(path);
    // every script the page imports after its first paint has come and run
    await headerScriptRan(page);
    await page.waitForLoadState("networkidle");
    const requested = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => /\/(_astro|styles)\/[^?]+\.(js|css)$/.test(new URL(entry.name).pathname))
          .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
      );
    const beforeInteraction = (await requested()).map((request) => request.path).join(" ");
    expect(beforeInteraction, path).not.toMatch(/\/styles\//);
    expect(await page.evaluate(wholeSheetLoaded), path).toBe(false);
    // the search page's island waits for someone to engage with it: its results are in the page
    if (path.startsWith("/search")) expect(beforeInteraction).not.toMatch(/\/_astro\/SearchPage\.[\w-]+\.js/);

    await page.keyboard.press("Shift");
    await page.waitForFunction(wholeSheetLoaded);
    const requests = await requested();
    expect(requests.map((request) => request.path).join(" "), path).toMatch(/\/styles\/site\.\w+\.css/);
    const firstPaint = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]!.startTime);
    for (const request of requests) expect(request.start, `${path}: ${request.path}`).toBeGreaterThan(firstPaint);
    const inlineRules = await page.evaluate(
      () => document.querySelector("head > style:not([data-astro-cid])")?.textContent?.length ?? 0,
    );
    expect(inlineRules, path).toBeGreaterThan(1000);
  }
});

test("what an island shows after the first paint is styled by the whole stylesheet", async ({ page, business }) => {
  await page.route(`**/api/businesses/${business.id}/reviews`, (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 500, body: "" }) : route.continue(),
  );
  await page.goto(`/business/${business.id}`, { waitUntil: "load" });
  // a failed request's notification is not in the page's markup, so its rules are not among the inline ones
  expect(await page.locator("head > style").allTextContents()).not.toContainEqual(
    expect.stringContaining(".bg-red-700{"),
  );
  await page.getByRole("tab", { name: /Reviews/ }).click();
  const panel = page.getByRole("tabpanel", { name: /Reviews/ });
  await panel.getByRole("textbox", { name: "Your name" }).fill("Ravi");
  await panel.getByRole("textbox", { name: "Your review" }).fill("Lovely place.");
  await panel.getByRole("button", { name: "Submit Review" }).click();
  await expect(toastArea(page).getByRole("alert")).toBeVisible();
  expect(await toastArea(page).evaluate((area) => getComputedStyle(area).position)).toBe("fixed");
  const notification = toastArea(page).getByRole("alert").locator("> div");
  expect(await notification.evaluate((card) => getComputedStyle(card).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
});

test("a search the page does not carry brings the whole stylesheet, though nobody pressed, typed or focused", async ({
  page,
}) => {
  await page.goto("/search?q=yoga");
  // a pointer passing over the island hydrates it, and is not yet an interaction that needs the whole sheet
  await searchIslandReady(page);
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(wholeSheetLoaded)).toBe(false);
  // what Back does: the address names another search, and the island shows it
  await page.evaluate(() => {
    history.pushState(null, "", "/search?q=ganga");
    dispatchEvent(new PopStateEvent("popstate"));
  });
  await page.waitForFunction(wholeSheetLoaded);
  await expect(page.getByRole("status").filter({ hasText: /ganga/ })).toBeVisible();
});

/** What each element looks like: the properties that place and paint it. */
const looks = (page: Page) =>
  page.evaluate(() => {
    const properties = ["display", "position", "width", "height", "margin", "padding", "color", "background-color"];
    const more = ["border-width", "border-style", "border-radius", "box-shadow", "font-size", "font-weight"];
    return [...document.body.querySelectorAll("*")].map((element) => {
      const style = getComputedStyle(element);
      const path = `${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""}`;
      return `${path} ${[...properties, ...more].map((name) => style.getPropertyValue(name)).join(" | ")}`;
    });
  });

/** Every element of the page shown looks the same once the whole sheet is enabled as it did with the page's rules. */
async function expectStyledByItsOwnRules(page: Page, path: string) {
  const own = await looks(page);
  // what the page's script does at the first interaction: enable the linked whole sheet
  await page.locator("link[data-full-stylesheet]").evaluate((link) => link.removeAttribute("disabled"));
  await expect
    .poll(() => page.evaluate(() => document.querySelector<HTMLLinkElement>("link[data-full-stylesheet]")!.sheet))
    .not.toBeNull();
  const whole = await looks(page);
  expect(own.length, path).toBeGreaterThan(100);
  expect(
    own.filter((look, index) => look !== whole[index]),
    path,
  ).toEqual([]);
}

test.describe("before scripts run", () => {
  test.use({ javaScriptEnabled: false });

  test("a page's inline rules style it as the whole stylesheet does", async ({ page, business }) => {
    for (const path of pageTypes(business)) {
      await page.goto(path);
      await expectStyledByItsOwnRules(page, path);
    }
  });
});

test("what scripts and islands show before anyone touches the page is styled by its inline rules", async ({
  page,
  business,
}) => {
  // a plain /search carries every business's first page and its Show more button
  for (const path of [...pageTypes(business), "/search", "/list-business", "/contact"]) {
    await page.goto(path);
    await headerScriptRan(page);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(wholeSheetLoaded), path).toBe(false);
    await expectStyledByItsOwnRules(page, path);
  }
});

test("pages carry their icon, the same as /favicon.svg, so a first visit makes no request for it", async ({
  page,
  request,
}) => {
  await page.goto("/blog");
  const href = await page.locator('link[rel="icon"]').getAttribute("href");
  expect(href).toMatch(/^data:image\/svg\+xml,/);
  const inPage = decodeURIComponent(href!.slice(href!.indexOf(",") + 1));
  expect(inPage).toBe((await (await request.get("/favicon.svg")).text()).trim());
});
