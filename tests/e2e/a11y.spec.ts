import { LANGUAGES, localizedPath } from "../../shared/i18n/languages.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { type PageContent, TRANSLATED_PAGE_TYPES } from "./page-types.ts";

test.describe("every public page type passes axe (WCAG 2.2 AA), in every language", () => {
  const pages = LANGUAGES.flatMap((language) =>
    TRANSLATED_PAGE_TYPES.map(([name, pathOf]): [string, (content: PageContent) => string] => [
      `${name} (${language})`,
      (content) => localizedPath(pathOf(content), language),
    ]),
  );
  for (const [name, pathOf] of pages) {
    test(name, async ({ page, business, blogPost }) => {
      const path = pathOf({ business, blogPost });
      await page.goto(path);
      // Let islands hydrate and the auth area settle, so axe checks what a visitor sees.
      await page.waitForLoadState("networkidle");
      await expect(page.locator("[data-auth-placeholder]")).toHaveCount(0);
      await expectNoAxeViolations(page, path);
    });
  }

  test("business tabs and the open drawer", async ({ page, business }) => {
    await page.goto(`/business/${business.id}`);
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
