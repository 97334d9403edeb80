import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { type DemoContent, demoContent } from "./content.ts";

const PAGE_TYPES: [string, (content: DemoContent) => string][] = [
  ["home", () => "/"],
  ["category list", () => "/categories"],
  ["category page", (content) => `/categories/${content.categorySlug}`],
  ["search", () => "/search?q=yoga"],
  ["business detail", (content) => `/business/${content.businessId}`],
  ["list your business", () => "/list-business"],
  ["blog list", () => "/blog"],
  ["blog post", (content) => `/blog/${content.blogSlug}`],
  ["about", () => "/about"],
  ["contact", () => "/contact"],
  ["unknown path", () => "/no-such-page"],
  ["unknown business", () => "/business/999999"],
  ["unknown blog post", () => "/blog/no-such-post"],
];

test.describe("every public page type passes axe (WCAG 2.2 AA)", () => {
  for (const [name, pathOf] of PAGE_TYPES) {
    test(name, async ({ page, request }) => {
      const path = pathOf(await demoContent(request));
      await page.goto(path);
      // Let islands hydrate and the auth area settle, so axe checks what a visitor sees.
      await page.waitForLoadState("networkidle");
      await expect(page.locator("[data-auth-placeholder]")).toHaveCount(0);
      await expectNoAxeViolations(page, path);
    });
  }

  test("business tabs and the open drawer", async ({ page, request }) => {
    const { businessId } = await demoContent(request);
    await page.goto(`/business/${businessId}`);
    for (const tab of ["Reviews", "Contact"]) {
      await page.getByRole("tab", { name: new RegExp(tab) }).click();
      await page.waitForLoadState("networkidle");
      await expectNoAxeViolations(page, `the ${tab} tab`);
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expectNoAxeViolations(page, "the open drawer");
  });
});
