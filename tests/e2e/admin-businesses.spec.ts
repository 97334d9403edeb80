// The admin's business screens: create, find, edit and delete a business; approve a submitted listing and
// see it go live on the public API; Verify and Featured from the list; the form's required fields and an
// unknown id; axe on the list, both forms and the delete confirmation.
import type { Page } from "@playwright/test";
import { REQUIRED_FIELDS_MESSAGE } from "../../shared/schemas/fields.ts";
import { signInAsAdmin } from "./admin-session.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { BUILD_TIMEOUT } from "./builds.ts";
import { expect, test } from "./fixtures.ts";
import { screenAlert, toastArea } from "./locators.ts";

const uniqueName = (label: string) => `E2E ${label} ${Date.now()}`;

const businessRows = (page: Page) => page.getByRole("list", { name: "Businesses" }).getByRole("listitem");

/** The list row of one business (its name is the row's heading). */
const rowOf = (page: Page, name: string) =>
  businessRows(page).filter({ has: page.getByRole("heading", { name, exact: true }) });

async function searchList(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Search businesses" }).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, "\\+")}`));
}

test("an editor creates a business, finds it, edits it and deletes it", async ({ page }) => {
  await signInAsAdmin(page, "/admin/businesses");
  await expect(page.getByRole("heading", { level: 1, name: "Manage Businesses" })).toBeVisible();
  await expect(businessRows(page).first()).toBeVisible();
  await expectNoAxeViolations(page, "admin business list");

  await page.getByRole("link", { name: "Add Business" }).click();
  await expect(page).toHaveURL(/\/admin\/businesses\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "Add New Business" })).toBeVisible();
  await expect(page.getByRole("switch", { name: /Active Business/ })).toBeChecked();
  await expect(page.getByRole("switch", { name: /Verified Business/ })).not.toBeChecked();
  await expectNoAxeViolations(page, "new business form");

  // nothing filled in: the schema's one message, and the required fields marked invalid
  await page.getByRole("button", { name: "Create Business" }).click();
  await expect(screenAlert(page)).toHaveText(REQUIRED_FIELDS_MESSAGE);
  for (const label of ["Business Name", "Description", "Location"]) {
    await expect(page.getByRole("textbox", { name: label })).toHaveAttribute("aria-invalid", "true");
  }
  await expect(page.getByRole("combobox", { name: "Category" })).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "business form with validation messages");

  const name = uniqueName("Sound Healing");
  await page.getByRole("textbox", { name: "Business Name" }).fill(name);
  await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Ayurveda & Healing" });
  await page.getByRole("textbox", { name: "Description" }).fill("Singing bowls and gong baths by the ghat.");
  await page.getByRole("textbox", { name: "Location" }).fill("Tapovan");
  await page.getByRole("textbox", { name: "Email" }).fill("hello@sound.example");
  await page.getByRole("combobox", { name: "Price Range" }).selectOption("$$");
  await page.getByRole("textbox", { name: "Services" }).fill(" Sound bath ,Gong meditation,, ");
  const created = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/api/admin/businesses"),
  );
  await page.getByRole("button", { name: "Create Business" }).click();
  const sent = (await created).postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({
    name,
    location: "Tapovan",
    priceRange: "$$",
    services: ["Sound bath", "Gong meditation"],
    amenities: [],
    images: [],
    isActive: true,
    isVerified: false,
  });
  expect(typeof sent.categoryId).toBe("number");
  await expect(page).toHaveURL(/\/admin\/businesses$/);
  await expect(toastArea(page).getByRole("status")).toContainText("Business created");

  await searchList(page, name.toUpperCase());
  const row = rowOf(page, name);
  await expect(row).toHaveCount(1);
  await expect(row.getByText("Ayurveda & Healing")).toBeVisible();
  await expect(row.getByText("Live", { exact: true })).toBeVisible();
  await expect(row.getByRole("link", { name: `View ${name}` })).toHaveAttribute("href", /^\/business\/\d+$/);

  await row.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Business" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Business Name" })).toHaveValue(name);
  await expect(page.getByRole("textbox", { name: "Services" })).toHaveValue("Sound bath, Gong meditation");
  await expectNoAxeViolations(page, "edit business form");
  await page.getByRole("textbox", { name: "Location" }).fill("Laxman Jhula");
  await page.getByRole("button", { name: "Update Business" }).click();
  await expect(page).toHaveURL(/\/admin\/businesses(\?.*)?$/);
  await expect(toastArea(page).getByRole("status")).toContainText("Business updated");

  // the search matches the location too, case-insensitively; the newest business comes first
  await searchList(page, "LAXMAN jhula");
  await expect(rowOf(page, name)).toHaveCount(1);
  await searchList(page, name);
  await expect(rowOf(page, name).getByText("Laxman Jhula")).toBeVisible();

  // the confirmation, word for word; Cancel keeps the business
  await rowOf(page, name)
    .getByRole("button", { name: `Delete ${name}` })
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`Are you sure you want to delete "${name}"?`);
  await expectNoAxeViolations(page, "delete confirmation dialog");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, name)).toHaveCount(1);

  await rowOf(page, name)
    .getByRole("button", { name: `Delete ${name}` })
    .click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toastArea(page).getByRole("status")).toContainText("Business deleted");
  await expect(page.getByText("No businesses found")).toBeVisible();
});

test("a submitted listing is approved from the list and goes live; Verify and Featured are one click", async ({
  page,
  pendingListing: { id, name },
}) => {
  expect((await page.request.get(`/api/businesses/${id}`)).status()).toBe(404);

  await signInAsAdmin(page, `/admin/businesses?q=${encodeURIComponent(name)}`);
  const row = rowOf(page, name);
  await expect(row.getByText("Pending", { exact: true })).toBeVisible();

  await row.getByRole("button", { name: `Approve ${name}` }).click();
  await expect(toastArea(page).getByRole("status")).toContainText("Business approved");
  await expect(row.getByText("Live", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: `Approve ${name}` })).toHaveCount(0);
  const live = await page.request.get(`/api/businesses/${id}`);
  expect(live.status()).toBe(200);
  expect(await live.json()).toMatchObject({ id, name, isActive: true });
  // the publishing status follows the approval until its page is on the public site
  const publishing = page.getByRole("status", { name: "Publishing status" });
  await expect(publishing).toHaveText("Live", { timeout: BUILD_TIMEOUT });
  await expect(page.getByRole("link", { name: "View it on the site" })).toHaveAttribute("href", `/business/${id}`);
  expect((await page.request.get(`/business/${id}`)).status()).toBe(200);

  await row.getByRole("button", { name: `Verify ${name}` }).click();
  await expect(toastArea(page).getByRole("status")).toContainText("Business verified");
  await expect(row.getByText("Verified", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: `Verify ${name}` })).toHaveCount(0);

  const adminRead = async () =>
    (await (await page.request.get(`/api/admin/businesses/${id}`)).json()) as {
      isFeatured: boolean;
      isVerified: boolean;
    };
  await row.getByRole("button", { name: `Feature ${name}` }).click();
  await expect(toastArea(page).getByRole("status")).toContainText("Business featured");
  await expect(row.getByText("Featured", { exact: true })).toBeVisible();
  expect(await adminRead()).toMatchObject({ isFeatured: true, isVerified: true });

  // saving the form, which does not show Featured, keeps it
  await row.getByRole("link", { name: `Edit ${name}` }).click();
  await page.getByRole("textbox", { name: "Full Address" }).fill("Lane 5, Tapovan");
  await page.getByRole("button", { name: "Update Business" }).click();
  await expect(toastArea(page).getByRole("status")).toContainText("Business updated");
  expect(await adminRead()).toMatchObject({ isFeatured: true });

  await searchList(page, name);
  await rowOf(page, name)
    .getByRole("button", { name: `Unfeature ${name}` })
    .click();
  await expect(toastArea(page).getByRole("status")).toContainText("Business no longer featured");
  await expect(rowOf(page, name).getByText("Featured", { exact: true })).toHaveCount(0);
  expect(await adminRead()).toMatchObject({ isFeatured: false });
});

test("the summary's Pending card lists only the listings awaiting approval", async ({ page, pendingListing }) => {
  await signInAsAdmin(page, "/admin/businesses");
  const pendingCard = page.getByRole("link", { name: /^Pending \d+$/ });
  const pending = Number((await pendingCard.textContent())!.replace(/\D/g, ""));
  expect(pending).toBeGreaterThan(0);
  await pendingCard.click();
  await expect(page).toHaveURL(/status=pending/);
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("pending");
  await expect(page.getByText(new RegExp(`of ${pending} business`))).toBeVisible();
  await expect(page.getByRole("list", { name: "Businesses" })).toHaveAttribute("aria-busy", "false");
  const rows = businessRows(page);
  await expect(rows).toHaveCount(Math.min(pending, 20));
  // newest first: the listing just submitted leads
  await expect(rows.first()).toContainText(pendingListing.name);
  for (const row of await rows.all()) await expect(row.getByText("Pending", { exact: true })).toBeVisible();
});

test("an unknown business id says it could not be loaded", async ({ page }) => {
  await signInAsAdmin(page, "/admin/businesses/987654/edit");
  await expect(page.getByRole("heading", { level: 1, name: "Edit Business" })).toBeVisible();
  await expect(screenAlert(page)).toContainText("Business not found or failed to load");
  await expect(page.getByRole("link", { name: "Back to Businesses" })).toHaveAttribute("href", "/admin/businesses");
});

test("a failed save shows the server's message and field errors, and leaving asks about the unsaved changes", async ({
  page,
}) => {
  await signInAsAdmin(page, "/admin/businesses/new");
  await page.getByRole("textbox", { name: "Business Name" }).fill(uniqueName("Taken Name"));
  await page.getByRole("combobox", { name: "Category" }).selectOption({ index: 1 });
  await page.getByRole("textbox", { name: "Description" }).fill("A business the server refuses.");
  await page.getByRole("textbox", { name: "Location" }).fill("Tapovan");

  const answers = [
    {
      status: 409,
      contentType: "application/json",
      body: JSON.stringify({ message: "Name already used", errors: { name: "Pick another name" } }),
    },
    { status: 500, contentType: "text/plain", body: "" },
  ];
  await page.route("**/api/admin/businesses", (route) =>
    route.request().method() === "POST" ? route.fulfill(answers.shift()) : route.fallback(),
  );
  await page.getByRole("button", { name: "Create Business" }).click();
  await expect(screenAlert(page)).toHaveText("Name already used");
  await expect(page.getByText("Pick another name")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Business Name" })).toHaveAttribute("aria-invalid", "true");

  await page.getByRole("button", { name: "Create Business" }).click();
  await expect(screenAlert(page)).toHaveText("Failed to save business");
  await expect(page).toHaveURL(/\/admin\/businesses\/new$/);

  await page.getByRole("link", { name: "Back to Businesses" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("You have unsaved changes");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin\/businesses\/new$/);
  await page.getByRole("button", { name: "Cancel" }).click();
  await dialog.getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/admin\/businesses$/);
});
