// The Publishing screen: an admin action (approving a listing) shows up as a build that ends succeeded, and
// Publish now adds one; the screen follows the builds by itself (it polls while one waits or runs); axe.
import type { Page } from "@playwright/test";
import { E2E_ADMIN, signInAsAdmin } from "./admin-session.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { toastArea } from "./locators.ts";

const BUILD_TIMEOUT = 60_000;

/** The card of each build (the cards hold lists of their own: only those with a "Build #" heading count). */
const buildCards = (page: Page) =>
  page
    .getByRole("list", { name: "Builds, newest first" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: /^Build #\d+$/ }) });

const siteStatus = (page: Page) => page.getByRole("region", { name: "Site status" });

test("an approved listing becomes a build that ends succeeded, and Publish now adds one", async ({
  page,
  pendingListing: { id, name },
}) => {
  test.setTimeout(3 * BUILD_TIMEOUT);

  await signInAsAdmin(page, `/admin/businesses?q=${encodeURIComponent(name)}`);
  await page.getByRole("button", { name: `Approve ${name}` }).click();
  await expect(page.getByRole("button", { name: `Approve ${name}` })).toHaveCount(0);

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Publishing" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Publishing" })).toBeVisible();
  const approvedBuild = buildCards(page).filter({ hasText: `business ${id}: approve` });
  await expect(approvedBuild).toHaveCount(1);
  await expect(approvedBuild).toContainText(E2E_ADMIN.username);
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
  await expect(published).toContainText(`Publish now (${E2E_ADMIN.username})`);
  await expect(siteStatus(page).getByRole("status")).toHaveText(/^Building…/);
  await expectNoAxeViolations(page, "publishing screen, build running");
  await expect(published.getByText("Succeeded", { exact: true })).toBeVisible({ timeout: BUILD_TIMEOUT });
  await expect(siteStatus(page).getByRole("status")).toHaveText("Live");

  await published.getByText("Log (last lines)").click();
  await expect(published.locator("pre")).toContainText("Stage: swap");
  await expectNoAxeViolations(page, "publishing screen, a log open");
});
