// The admin dashboard: its totals are the admin API's, its links lead to the screens, Recent Activity shows
// the changes editors make (who, what, which record, when), and Settings changes the password.
import type { Page } from "@playwright/test";
import { WRONG_CURRENT_PASSWORD_MESSAGE } from "../../shared/messages.ts";
import { NEW_PASSWORD_TOO_SHORT_MESSAGE } from "../../shared/schemas/admin.ts";
import type { AdminStats } from "../../shared/schemas/stats.ts";
import { E2E_ADMIN, signInAsAdmin } from "./admin-session.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, sendInquiry, test } from "./fixtures.ts";
import { screenAlert, toastArea } from "./locators.ts";

const recentActivity = (page: Page) => page.getByRole("region", { name: "Recent Activity" });

test("the stat cards show the admin totals and link to their screens", async ({ page }) => {
  await signInAsAdmin(page);
  const stats = (await (await page.request.get("/api/admin/stats")).json()) as AdminStats;
  const cards: [string, number, string][] = [
    ["Total Businesses", stats.totalBusinesses, "/admin/businesses"],
    ["Blog Posts", stats.totalPosts, "/admin/blog"],
    ["Categories", stats.totalCategories, "/admin/categories"],
    ["Inquiries", stats.totalInquiries, "/admin/inquiries"],
  ];
  const main = page.getByRole("main");
  for (const [label, value, href] of cards) {
    const card = main.getByRole("link", { name: new RegExp(`^${label}`) });
    await expect(card).toHaveText(`${label}${value}`);
    await expect(card).toHaveAttribute("href", href);
  }
  const quickActions: [string, string][] = [
    ["Add Business", "/admin/businesses/new"],
    ["Write Blog Post", "/admin/blog/new"],
    ["Add Category", "/admin/categories/new"],
    ["Edit Home Content", "/admin/home-content"],
  ];
  for (const [name, href] of quickActions) {
    await expect(main.getByRole("link", { name })).toHaveAttribute("href", href);
  }
  await expectNoAxeViolations(page, "admin dashboard");

  await main.getByRole("link", { name: /^Inquiries/ }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries$/);
});

test("a change shows in Recent Activity, linked to its record, and the totals follow", async ({
  page,
  request,
  adminApi,
  business,
  deleteAfterTest,
}) => {
  await signInAsAdmin(page);
  const totalBefore = ((await (await page.request.get("/api/admin/stats")).json()) as AdminStats).totalInquiries;

  // a traveller's inquiry raises the total
  const stamp = Date.now();
  await sendInquiry(request, business.id, {
    customerName: `Ravi ${stamp}`,
    customerEmail: `ravi.${stamp}@example.com`,
    message: "Is there parking for a car?",
  });

  // an editor answers it
  await page.goto(`/admin/inquiries?q=ravi.${stamp}`);
  await page.getByRole("button", { name: "Mark Responded" }).click();
  await expect(page.getByRole("button", { name: "Mark Responded" })).toHaveCount(0);

  // and another adds a testimonial through the API
  const name = `Jonas ${stamp}`;
  const created = await adminApi.post("/api/admin/testimonials", {
    data: {
      name,
      location: "Berlin",
      rating: 5,
      avatar: "https://images.example.com/jonas.jpg",
      comment: "Calm days.",
    },
  });
  expect(created.status()).toBe(201);
  deleteAfterTest(`/api/admin/testimonials/${((await created.json()) as { id: number }).id}`);

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("main").getByRole("link", { name: /^Inquiries/ })).toHaveText(
    `Inquiries${totalBefore + 1}`,
  );
  const entries = recentActivity(page).getByRole("listitem");
  await expect(entries.first()).toContainText(`${E2E_ADMIN.username} created testimonial ${name}`);
  await expect(entries.first().getByRole("link", { name })).toHaveAttribute("href", "/admin/home-content");
  await expect(entries.first().locator("time")).toHaveText("just now");
  await expect(entries.first().locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);

  // an inquiry goes by who sent it
  const answered = entries.filter({ hasText: `marked inquiry from Ravi ${stamp} as responded` });
  await expect(answered).toContainText(E2E_ADMIN.username);
  await answered.getByRole("link", { name: `from Ravi ${stamp}` }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries$/);
});

test("Settings checks the password change and changes the password", async ({ page, adminApi }) => {
  await signInAsAdmin(page);
  await page.getByRole("main").getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Your Account" })).toContainText(E2E_ADMIN.username);
  await expectNoAxeViolations(page, "admin settings");

  const current = page.getByLabel("Current Password");
  const next = page.getByLabel("New Password");
  const submit = page.getByRole("button", { name: "Change Password" });
  const alert = screenAlert(page);

  await current.fill(E2E_ADMIN.password);
  await next.fill("too-short");
  await submit.click();
  await expect(alert).toHaveText(NEW_PASSWORD_TOO_SHORT_MESSAGE);

  await current.fill("not-the-current-password");
  await next.fill("a-brand-new-password-0002");
  await submit.click();
  await expect(alert).toHaveText(WRONG_CURRENT_PASSWORD_MESSAGE);
  await expectNoAxeViolations(page, "admin settings with a refused change");

  // a real change, then back, so the other specs still sign in
  const changes: [string, string][] = [
    [E2E_ADMIN.password, "a-brand-new-password-0002"],
    ["a-brand-new-password-0002", E2E_ADMIN.password],
  ];
  for (const [from, to] of changes) {
    await current.fill(from);
    await next.fill(to);
    await submit.click();
    await expect(toastArea(page).getByRole("status")).toContainText("Password changed");
    await expect(current).toHaveValue("");
  }
  // a password change signs out every other session, the worker's API session too: sign it in again
  expect((await adminApi.post("/api/admin/login", { data: E2E_ADMIN })).ok()).toBe(true);
  expect((await adminApi.get("/api/admin/me")).ok()).toBe(true);
});

test("on a phone every admin section is in view, the current one too", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page, "/admin/inquiries");
  const links = page.getByRole("navigation", { name: "Admin" }).getByRole("link");
  await expect(links).toHaveCount(12);
  await expect(links.filter({ hasText: "Inquiries" })).toHaveAttribute("aria-current", "page");
  for (const link of await links.all()) {
    const box = (await link.boundingBox())!;
    const label = (await link.textContent()) ?? "";
    expect(box.x, label).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, label).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
});
