// A page paints from its first response alone (site/middleware.ts): the stylesheet rules it uses are inline, and
// its bundled scripts, its islands hydrated client:painted and the whole stylesheet are asked for only after that paint.
import { expect, test } from "./fixtures.ts";
import { toastArea } from "./locators.ts";

test("pages ask for no script or stylesheet before their first paint, then enable the whole stylesheet", async ({
  page,
  business,
}) => {
  const pages = ["/", `/categories/${business.categorySlug}`, `/business/${business.id}`, "/blog", "/search?q=yoga"];
  for (const path of pages) {
    await page.goto(path, { waitUntil: "load" });
    await page.waitForFunction(() => {
      const link = document.querySelector<HTMLLinkElement>("link[data-full-stylesheet]");
      return link !== null && !link.disabled && link.sheet !== null;
    });
    const timings = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
      requests: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/(_astro|styles)\/[^?]+\.(js|css)$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
      inlineRules: document.querySelector("head > style:not([data-astro-cid])")?.textContent?.length ?? 0,
    }));
    expect(timings.requests.map((request) => request.path).join(" "), path).toMatch(/\/styles\/site\.\w+\.css/);
    // the search page's island (client:painted) is among what comes after
    if (path.startsWith("/search")) {
      expect(timings.requests.map((request) => request.path).join(" ")).toMatch(/\/_astro\/SearchPage\.[\w-]+\.js/);
    }
    for (const request of timings.requests) {
      expect(request.start, `${path}: ${request.path}`).toBeGreaterThan(timings.firstPaint);
    }
    expect(timings.inlineRules, path).toBeGreaterThan(1000);
  }
});

test("what an island shows after the first paint is styled by the whole stylesheet", async ({ page, business }) => {
  await page.route(`**/api/businesses/${business.id}/reviews`, (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 500, body: "" }) : route.continue(),
  );
  await page.goto(`/business/${business.id}`, { waitUntil: "load" });
  // the notifications area is not in the page's markup, so its rules are not among the inline ones
  expect(await page.locator("head > style").allTextContents()).not.toContainEqual(expect.stringContaining(".fixed{"));
  await page.getByRole("tab", { name: /Reviews/ }).click();
  const panel = page.getByRole("tabpanel", { name: /Reviews/ });
  await panel.getByRole("textbox", { name: "Your name" }).fill("Ravi");
  await panel.getByRole("textbox", { name: "Your review" }).fill("Lovely place.");
  await panel.getByRole("button", { name: "Submit Review" }).click();
  await expect(toastArea(page).getByRole("alert")).toBeVisible();
  expect(await toastArea(page).evaluate((area) => getComputedStyle(area).position)).toBe("fixed");
});

test.describe("before scripts run", () => {
  test.use({ javaScriptEnabled: false });

  test("a page's inline rules style it as the whole stylesheet does", async ({ page, business }) => {
    const pages = ["/", `/categories/${business.categorySlug}`, `/business/${business.id}`, "/blog", "/search?q=yoga"];
    /** What each element looks like: the properties that place and paint it. */
    const looks = () =>
      page.evaluate(() => {
        const properties = ["display", "position", "width", "height", "margin", "padding", "color", "background-color"];
        const more = ["border-width", "border-style", "border-radius", "box-shadow", "font-size", "font-weight"];
        return [...document.body.querySelectorAll("*")].map((element) => {
          const style = getComputedStyle(element);
          const path = `${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""}`;
          return `${path} ${[...properties, ...more].map((name) => style.getPropertyValue(name)).join(" | ")}`;
        });
      });
    for (const path of pages) {
      await page.goto(path);
      const inline = await looks();
      // what the page's script does after load: enable the linked whole sheet
      await page.locator("link[data-full-stylesheet]").evaluate((link) => link.removeAttribute("disabled"));
      await expect
        .poll(() => page.evaluate(() => document.querySelector<HTMLLinkElement>("link[data-full-stylesheet]")!.sheet))
        .not.toBeNull();
      const whole = await looks();
      expect(inline.length, path).toBeGreaterThan(100);
      expect(
        inline.filter((look, index) => look !== whole[index]),
        path,
      ).toEqual([]);
    }
  });
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
