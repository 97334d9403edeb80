// The admin's category screens: create a category (slug from the name, its preview, icon and colour), see it
// on the public API, edit it, delete it with the confirmation; a duplicate slug and a category still in use; axe on
// the list, the form and the confirmation. The API refuses an icon the site cannot draw
// (service/modules/admin/categories), so none reaches the form but from a database older than that rule
// (admin/screens/categories/category-form.test.ts).
import type { Page } from "@playwright/test";
import { CATEGORY_SLUG_TAKEN } from "../../shared/messages.ts";
import { REQUIRED_FIELDS_MESSAGE } from "../../shared/schemas/fields.ts";
import { signInAsAdmin } from "./admin-session.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { BUILD_TIMEOUT } from "./builds.ts";
import { expect, test } from "./fixtures.ts";
import { screenAlert, toastArea } from "./locators.ts";

interface PublicCategory {
  name: string;
  slug: string;
  description: string | null;
  icon: string;
  color: string;
}

/** The card of one category (its name is the card's heading). */
const cardOf = (page: Page, name: string) =>
  page
    .getByRole("list", { name: "Categories" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });

const nameField = (page: Page) => page.getByRole("textbox", { name: "Category Name" });
const slugField = (page: Page) => page.getByRole("textbox", { name: "URL Slug" });
const saveButton = (page: Page) => page.getByRole("button", { name: "Save Category" }).first();
const iconRadio = (page: Page, icon: string) => page.getByRole("radio", { name: icon, exact: true });

/** Picks an icon the way an editor does: by clicking its tile (the radio inside is visually hidden). */
async function pickIcon(page: Page, icon: string) {
  await page
    .locator("label")
    .filter({ has: iconRadio(page, icon) })
    .click();
  await expect(iconRadio(page, icon)).toBeChecked();
}

async function publicCategory(page: Page, slug: string): Promise<PublicCategory | undefined> {
  const categories = (await (await page.request.get("/api/categories")).json()) as PublicCategory[];
  return categories.find((category) => category.slug === slug);
}

async function searchList(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Search categories" }).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=`));
}

test("an editor creates a category, sees it on the site's API, edits it and deletes it", async ({ page }) => {
  await signInAsAdmin(page, "/admin/categories");
  await expect(page.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();
  await expect(cardOf(page, "Yoga & Meditation").getByText("yoga-meditation")).toBeVisible();
  await expectNoAxeViolations(page, "admin category list");

  await page.getByRole("link", { name: "Add Category" }).click();
  await expect(page).toHaveURL(/\/admin\/categories\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "Create New Category" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Colour", exact: true })).toHaveValue("#ff6b35");
  await expect(iconRadio(page, "Sparkles")).toBeChecked();
  await expectNoAxeViolations(page, "new category form");

  await saveButton(page).click();
  await expect(screenAlert(page)).toHaveText(REQUIRED_FIELDS_MESSAGE);
  await expect(nameField(page)).toHaveAttribute("aria-invalid", "true");
  await expect(slugField(page)).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "category form with validation messages");

  const stamp = Date.now();
  const name = `E2E Kirtan & Bhajan ${stamp}`;
  const slug = `e2e-kirtan-bhajan-${stamp}`;
  await nameField(page).fill(name);
  await expect(slugField(page)).toHaveValue(slug);
  await expect(page.getByText(`/categories/${slug}`, { exact: true })).toBeVisible();
  await page.getByRole("textbox", { name: "Description" }).fill("Evenings of devotional singing.");
  await pickIcon(page, "Drum");
  await page.getByRole("textbox", { name: "Colour", exact: true }).fill("#1c7ed6");
  await expect(page.getByLabel("Colour picker")).toHaveValue("#1c7ed6");
  await saveButton(page).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect(toastArea(page).getByRole("status")).toContainText("Category created");
  expect(await publicCategory(page, slug)).toMatchObject({
    name,
    description: "Evenings of devotional singing.",
    icon: "Drum",
    color: "#1c7ed6",
  });

  await searchList(page, `KIRTAN & BHAJAN ${stamp}`);
  await expect(page.getByRole("list", { name: "Categories" }).getByRole("listitem")).toHaveCount(1);
  const card = cardOf(page, name);
  await expect(card.getByText("0 businesses")).toBeVisible();
  await expect(card.getByRole("link", { name: `View Page of ${name}` })).toHaveAttribute("href", `/categories/${slug}`);

  // editing: the form opens, and a new name leaves the public address alone
  await card.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Category" })).toBeVisible();
  await expect(nameField(page)).toHaveValue(name);
  await expect(iconRadio(page, "Drum")).toBeChecked();
  await expectNoAxeViolations(page, "edit category form");
  // an emptied slug follows the name as it is typed, key by key, until the slug is typed by hand
  await slugField(page).fill("");
  await nameField(page).fill("");
  await nameField(page).pressSequentially("Kirtan Nights");
  await expect(slugField(page)).toHaveValue("kirtan-nights");
  await slugField(page).fill(slug);
  const renamed = `${name} Nights`;
  await nameField(page).fill(renamed);
  await expect(slugField(page)).toHaveValue(slug);
  await page.getByLabel("Colour picker").fill("#2f9e44");
  await expect(page.getByRole("textbox", { name: "Colour", exact: true })).toHaveValue("#2f9e44");
  await saveButton(page).click();
  await expect(toastArea(page).getByRole("status")).toContainText("Category updated");
  expect(await publicCategory(page, slug)).toMatchObject({ name: renamed, color: "#2f9e44" });

  // the confirmation, word for word; Cancel keeps the category
  await searchList(page, renamed);
  await cardOf(page, renamed)
    .getByRole("button", { name: `Delete ${renamed}` })
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`Are you sure you want to delete "${renamed}" category?`);
  await expectNoAxeViolations(page, "delete category confirmation");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(cardOf(page, renamed)).toHaveCount(1);

  await cardOf(page, renamed)
    .getByRole("button", { name: `Delete ${renamed}` })
    .click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toastArea(page).getByRole("status")).toContainText("Category deleted");
  await expect(page.getByText("No categories found")).toBeVisible();
  expect(await publicCategory(page, slug)).toBeUndefined();
  // the publishing status follows the delete until the category's page is gone from the public site
  await expect(page.getByRole("status", { name: "Publishing status" })).toHaveText("Site updated", {
    timeout: BUILD_TIMEOUT,
  });
  await expect(page.getByText(`${renamed}: removed from the public site.`)).toBeVisible();
  expect((await page.request.get(`/categories/${slug}`)).status()).toBe(404);
});

test("a duplicate slug is refused with the server's message on the slug field", async ({ page }) => {
  await signInAsAdmin(page, "/admin/categories/new");
  await nameField(page).fill("Another Yoga");
  await slugField(page).fill("yoga-meditation");
  await saveButton(page).click();
  await expect(screenAlert(page)).toHaveText(CATEGORY_SLUG_TAKEN);
  await expect(slugField(page)).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/admin\/categories\/new$/);
});

test("a category businesses still use is not deleted, and the toast says why", async ({ page, business }) => {
  await signInAsAdmin(page, `/admin/categories?q=${encodeURIComponent(business.categoryName)}`);
  const card = cardOf(page, business.categoryName);
  await card.getByRole("button", { name: `Delete ${business.categoryName}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  // a destructive toast speaks up at once: it sits in the notifications' alert region
  const toast = toastArea(page).getByRole("alert");
  await expect(toast).toContainText("Failed to delete category");
  await expect(toast).toContainText(/used by \d+ business/);
  await expect(card).toHaveCount(1);
  expect(await publicCategory(page, business.categorySlug)).toBeDefined();
});

test("a changed slug moves the page, and links to the old address lead to the new one", async ({
  page,
  adminApi,
  deleteAfterTest,
}) => {
  await signInAsAdmin(page, "/admin/categories");
  const stamp = Date.now();
  const [oldSlug, newSlug] = [`e2e-sound-${stamp}`, `e2e-sound-healing-${stamp}`];
  const name = `E2E Sound ${stamp}`;
  const created = await adminApi.post("/api/admin/categories", { data: { name, slug: oldSlug } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  deleteAfterTest(`/api/admin/categories/${id}`);

  await page.goto(`/admin/categories/${id}/edit`);
  await expect(slugField(page)).toHaveValue(oldSlug);
  await expect(page.getByText(/Links to the old address/)).toHaveCount(0);
  await slugField(page).fill(newSlug);
  await expect(page.getByText(`Links to the old address, /categories/${oldSlug}, will lead here.`)).toBeVisible();
  await saveButton(page).click();
  await expect(toastArea(page).getByRole("status")).toContainText("Category updated");
  await expect(page.getByRole("status", { name: "Publishing status" })).toHaveText("Live", { timeout: BUILD_TIMEOUT });

  const moved = await page.request.get(`/categories/${oldSlug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/categories/${newSlug}`);
  await page.goto(`/categories/${oldSlug}/`);
  await expect(page).toHaveURL(new RegExp(`/categories/${newSlug}$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  // a category without a description is described without promising only verified places
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    `${name} in Rishikesh, with reviews and direct contact.`,
  );
});
