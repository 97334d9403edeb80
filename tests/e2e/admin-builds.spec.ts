// The Publishing screen: an admin action (approving a listing) shows up as a build that ends succeeded, and
// Publish now adds one; the screen follows the builds by itself (it polls while one waits or runs). A form's save
// says "Publishing…" and then "Live" with a link to the page that shows it; Roll back makes the content before
// it live again, and a later build the current content. axe on each state.
import type { Page } from "@playwright/test";
import { E2E_ADMIN, signInAsAdmin } from "./admin-session.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { BUILD_TIMEOUT } from "./builds.ts";
import { expect, test } from "./fixtures.ts";
import { holdRequests } from "./held-requests.ts";
import { toastArea } from "./locators.ts";

/** The card of each build (the cards hold lists of their own: only those with a "Build #" heading count). */
const buildCards = (page: Page) =>
  page
    .getByRole("list", { name: "Builds, newest first" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: /^Build #\d+$/ }) });

const siteStatus = (page: Page) => page.getByRole("region", { name: "Site status" });

test("the site panel says nothing of the live release until it has read it", async ({ page }) => {
  await signInAsAdmin(page, "/admin/dashboard");
  await expect(siteStatus(page).getByRole("status")).toHaveText(/^(Live|Building…)/, { timeout: BUILD_TIMEOUT });
  const releasesRead = await holdRequests(page, "**/api/admin/releases*");
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Public site" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish now" })).toBeVisible();
  await expect(siteStatus(page)).toHaveCount(0);
  releasesRead();
  await expect(siteStatus(page).getByRole("status")).toHaveText(/^(Live|Building…)/);
});

test("an approved listing becomes a build that ends succeeded, and Publish now adds one", async ({
  page,
  pendingListing: { name },
}) => {
  test.setTimeout(3 * BUILD_TIMEOUT);

  await signInAsAdmin(page, `/admin/businesses?q=${encodeURIComponent(name)}`);
  await page.getByRole("button", { name: `Approve ${name}` }).click();
  await expect(page.getByRole("button", { name: `Approve ${name}` })).toHaveCount(0);

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Publishing" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Publishing" })).toBeVisible();
  // named as the editor knows it, not by its id
  const approvedBuild = buildCards(page).filter({ hasText: `${name} approved by ${E2E_ADMIN.username}` });
  await expect(approvedBuild).toHaveCount(1);
  // no reload: the screen polls while the build waits or runs
  await expect(approvedBuild.getByText("Succeeded", { exact: true })).toBeVisible({ timeout: BUILD_TIMEOUT });
  await expect(approvedBuild).toContainText(/Built \d+ pages in/);
  await expect(siteStatus(page).getByRole("status")).toHaveText("Live", { timeout: BUILD_TIMEOUT });
  await expectNoAxeViolations(page, "publishing screen, site live");

  const buildsBefore = await buildCards(page).count();
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(toastArea(page).getByRole("status")).toContainText("A rebuild of the public site is queued.");
  await expect(buildCards(page)).toHaveCount(buildsBefore + 1);
  const published = buildCards(page).first();
  await expect(published).toContainText(`Publish now by ${E2E_ADMIN.username}`);
  await expect(siteStatus(page).getByRole("status")).toHaveText(/^Building…/);
  await expectNoAxeViolations(page, "publishing screen, build running");
  await expect(published.getByText("Succeeded", { exact: true })).toBeVisible({ timeout: BUILD_TIMEOUT });
  await expect(siteStatus(page).getByRole("status")).toHaveText("Live");

  await published.getByText("Log (last lines)").click();
  await expect(published.locator("pre")).toContainText("Stage: swap");
  await expectNoAxeViolations(page, "publishing screen, a log open");
});

const publishingStatus = (page: Page) => page.getByRole("status", { name: "Publishing status" });

/** Saves the business's description through its edit form (switched Active) and waits until the form's save is live. */
async function saveDescription(page: Page, id: number, description: string) {
  await page.goto(`/admin/businesses/${id}/edit`);
  await page.getByLabel("Description").fill(description);
  await page.getByRole("switch", { name: /Active Business/ }).check();
  await page.getByRole("button", { name: "Update Business" }).click();
  await expect(publishingStatus(page)).toHaveText("Publishing…");
  await expect(publishingStatus(page)).toHaveText("Live", { timeout: BUILD_TIMEOUT });
}

test("a save shows Publishing… then Live with a link to its page, and Roll back makes the content before it live", async ({
  page,
  pendingListing: { id, name },
}) => {
  test.setTimeout(5 * BUILD_TIMEOUT);
  const before = `Rooms above the river, first version ${Date.now()}`;
  const after = `Rooms above the river, second version ${Date.now()}`;
  await signInAsAdmin(page);

  await saveDescription(page, id, before);
  await saveDescription(page, id, after);
  // the form returned to the list; the status followed it there
  await expect(page.getByRole("heading", { level: 1, name: "Businesses" })).toBeVisible();
  await expectNoAxeViolations(page, "business list, save live");
  const view = page.getByRole("link", { name: "View it on the site" });
  await expect(view).toHaveAttribute("href", `/business/${id}`);
  await view.click();
  await expect(page.getByText(after)).toBeVisible();

  await page.goto("/admin/publishing");
  const panel = page.getByRole("region", { name: "Public site" });
  // the release is named for what it published, in the editor's words
  await expect(siteStatus(page)).toContainText(`${name} updated by ${E2E_ADMIN.username}`);
  await expectNoAxeViolations(page, "publishing screen with its kept releases");
  await panel.getByRole("button", { name: "Roll back" }).click();
  const dialog = page.getByRole("dialog", { name: "Please confirm" });
  await expect(dialog).toContainText("The next build (after any save, or Publish now) publishes the current content");
  await dialog.getByRole("button", { name: "Roll back" }).click();
  await expect(toastArea(page).getByRole("status")).toContainText("Rolled back");
  await expect(siteStatus(page)).toContainText(`${E2E_ADMIN.username} rolled back to it`);
  await page.goto(`/business/${id}`);
  await expect(page.getByText(before)).toBeVisible();

  await page.goto("/admin/dashboard");
  await expect(siteStatus(page)).toContainText(`${E2E_ADMIN.username} rolled back to it`);
  await expectNoAxeViolations(page, "dashboard with the site panel, rolled back");
  await page.getByRole("region", { name: "Public site" }).getByRole("button", { name: "Publish now" }).click();
  await expect(siteStatus(page).getByRole("status")).toHaveText(/^Building…/);
  await expect(siteStatus(page).getByRole("status")).toHaveText("Live", { timeout: BUILD_TIMEOUT });
  await expect(siteStatus(page)).not.toContainText("rolled back");
  await page.goto(`/business/${id}`);
  await expect(page.getByText(after)).toBeVisible();
});
