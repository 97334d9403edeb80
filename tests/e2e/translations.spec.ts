// Content translations (issue 47): an editor translates a business's description in the admin, side by side with its
// English, and sees it on the Hindi page after the build; a field left untranslated shows its English with lang="en"
// and a note; a change to the English marks the translation "Needs update". Also the admin's Interface Text screen.
import { expect, test } from "./fixtures.ts";
import { CATALOGUES } from "../../shared/i18n/catalogues.ts";
import { signInAsAdmin } from "./admin-session.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { BUILD_TIMEOUT, waitForIdleBuilds } from "./builds.ts";
import { toastArea } from "./locators.ts";

// a demo listing the seed leaves in English (seed/translations.ts translates four others)
const BUSINESS = "Himalayan Stillness Meditation Hall";
const HINDI = "पहाड़ों की गोद में एक शांत ध्यान कक्ष, जहाँ हर सुबह मौन में बैठते हैं।";

test("an editor translates a business's description and sees it on its Hindi page after the build", async ({
  page,
  adminApi,
}) => {
  // the run's first build, and the build after the save, both come before the page is read
  test.setTimeout(BUILD_TIMEOUT * 4);
  await waitForIdleBuilds(adminApi);
  const found = (await (await page.request.get(`/api/businesses?q=${encodeURIComponent(BUSINESS)}`)).json()) as {
    id: number;
    name: string;
    description: string;
  }[];
  const business = found.find((candidate) => candidate.name === BUSINESS)!;
  const hindiPage = `/hi/business/${business.id}`;

  // untranslated: the English, marked as English, with the note
  await page.goto(hindiPage);
  const fallback = page.locator('[lang="en"]', { hasText: business.description.slice(0, 40) });
  await expect(fallback).toBeVisible();
  await expect(page.getByText(CATALOGUES.hi.language.untranslated).first()).toBeVisible();

  await signInAsAdmin(page, `/admin/businesses/${business.id}/edit`);
  const translations = page.getByRole("region", { name: "Translations" });
  // closed until asked for: the record's own fields come first
  const openTranslations = () => translations.getByRole("button", { name: "Translate into Hindi and Hebrew" }).click();
  await openTranslations();
  await expect(translations.getByText(business.description)).toBeVisible();
  const field = translations.getByRole("textbox", { name: "Description (Hindi)" });
  await expect(field).toHaveAttribute("lang", "hi");
  await field.fill(HINDI);
  await expectNoAxeViolations(page, "business translations");
  await translations.getByRole("button", { name: "Save Hindi" }).click();
  await expect(toastArea(page).getByRole("status")).toContainText("Translation saved");
  await expect(page.getByRole("status", { name: "Publishing status" })).toHaveText("Live", {
    timeout: BUILD_TIMEOUT,
  });

  await page.goto(hindiPage);
  await expect(page.getByText(HINDI)).toBeVisible();
  await expect(page.locator('[lang="en"]', { hasText: business.description.slice(0, 40) })).toHaveCount(0);
  // the English page keeps its English
  await page.goto(`/business/${business.id}`);
  await expect(page.getByText(business.description)).toBeVisible();
  await expect(page.getByText(HINDI)).toHaveCount(0);

  // Hebrew fields are written right to left; a change to the English marks the Hindi as needing an update
  await page.goto(`/admin/businesses/${business.id}/edit`);
  await openTranslations();
  await translations.getByRole("button", { name: "Hebrew" }).click();
  await expect(translations.getByRole("textbox", { name: "Description (Hebrew)" })).toHaveAttribute("dir", "rtl");
  const response = await adminApi.patch(`/api/admin/businesses/${business.id}`, {
    data: { description: `${business.description} Open every day.` },
  });
  expect(response.ok()).toBe(true);
  await page.reload();
  await openTranslations();
  await expect(translations.getByText("Needs update")).toBeVisible();
});

test("the Interface Text screen lists every catalogue text in English, Hindi and Hebrew", async ({ page }) => {
  await signInAsAdmin(page, "/admin/dashboard");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Interface Text" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Interface Text" })).toBeVisible();
  const untranslated = page.getByRole("row", { name: /untranslated/ });
  await expect(untranslated).toContainText(CATALOGUES.en.language.untranslated);
  await expect(untranslated).toContainText(CATALOGUES.hi.language.untranslated);
  await expect(untranslated).toContainText(CATALOGUES.he.language.untranslated);
  await expect(page.getByText("missing", { exact: true })).toHaveCount(0);

  // a search that matches nothing says so, as the other lists do, instead of leaving the screen blank
  const find = page.getByRole("searchbox", { name: "Find a text" });
  await find.fill("zzqx no such text");
  await expect(page.getByText("No texts found")).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await find.fill(CATALOGUES.he.language.untranslated);
  await expect(page.getByText("No texts found")).toHaveCount(0);
  await expect(untranslated).toBeVisible();
});
