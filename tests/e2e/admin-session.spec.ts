// Signing in and out of the admin: the login's messages, a deep link that passes through the login and
// returns, logout ending the session on the server, the admin's own not-found screen, and a login at
// 127.0.0.1 as well as at localhost.
import type { Page } from "@playwright/test";
import { DRAFT_KEPT_MESSAGE, DRAFT_RESTORED_TITLE, INVALID_CREDENTIALS_MESSAGE } from "../../shared/messages.ts";
import { LOGIN_FIELDS_MESSAGE } from "../../shared/schemas/admin.ts";
import { E2E_ADMIN, signInAsAdmin } from "./admin-session.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { screenAlert, toastArea } from "./locators.ts";

async function fillLogin(page: Page, username: string, password: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test("the login asks for both fields, shows the server's refusal above the form, then signs in", async ({ page }) => {
  await page.goto("/admin/login");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  await expectNoAxeViolations(page, "admin login");

  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(screenAlert(page)).toHaveText(LOGIN_FIELDS_MESSAGE);

  await fillLogin(page, E2E_ADMIN.username, "not-the-password");
  await expect(screenAlert(page)).toHaveText(INVALID_CREDENTIALS_MESSAGE);
  // the alert sits above the form
  const alertBox = (await screenAlert(page).boundingBox())!;
  const usernameBox = (await page.getByLabel("Username").boundingBox())!;
  expect(alertBox.y + alertBox.height).toBeLessThanOrEqual(usernameBox.y);
  await expectNoAxeViolations(page, "admin login with the server's refusal");

  await fillLogin(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
});

test("a deep link passes through the login and returns with its query", async ({ page }) => {
  await page.goto("/admin/inquiries?status=pending");
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  await fillLogin(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/inquiries\?status=pending$/);
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("pending");
});

test("logout ends the session on the server", async ({ page }) => {
  await signInAsAdmin(page);
  expect((await page.request.get("/api/admin/stats")).status()).toBe(200);

  await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.request.get("/api/admin/stats")).status()).toBe(401);
  // and a signed-in screen asks for the login again
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fdashboard$/);
});

/** Requests for the signed-in profile, and this site's console errors and warnings, from now on. */
function watchSessionChecks(page: Page, baseURL: string) {
  const checks: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => request.url().includes("/api/admin/me") && checks.push(request.url()));
  page.on("console", (message) => {
    const problem = message.type() === "error" || message.type() === "warning";
    if (problem && message.location().url.startsWith(baseURL)) errors.push(message.text());
  });
  return { checks, errors };
}

test("without a session the login asks nothing about one and logs no error or warning", async ({ page, baseURL }) => {
  const { checks, errors } = watchSessionChecks(page, baseURL!);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fdashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(checks).toEqual([]);
  expect(errors).toEqual([]);

  // signed in, a new page load asks who it is
  await fillLogin(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expect.poll(() => checks.length).toBe(1);
  expect(errors).toEqual([]);
});

test("a session that has gone sends the editor to the login, which stops asking", async ({ page, baseURL }) => {
  await signInAsAdmin(page);
  // left first: the dashboard's own next call would meet the 401 and forget the hint
  await page.goto("about:blank");
  // the session cookie is gone (expired, say) while the hint beside it stays
  await page.context().clearCookies({ name: "sor_admin_session" });
  const { checks } = watchSessionChecks(page, baseURL!);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fdashboard$/);
  // (request events may reach the test after the address has changed)
  await expect.poll(() => checks.length).toBe(1);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  // (request events may reach the test after the address has changed)
  await expect.poll(() => checks.length).toBe(1);
});

test("an edit saved after the session ended is kept through the new sign-in", async ({ page }) => {
  await signInAsAdmin(page, "/admin/businesses/1/edit");
  const description = page.getByRole("textbox", { name: "Description" });
  const typed = `Kept through a sign-in ${Date.now()}`;
  await description.fill(typed);
  await page.context().clearCookies({ name: "sor_admin_session" });
  await page.getByRole("button", { name: "Update Business" }).click();

  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fbusinesses%2F1%2Fedit$/);
  await expect(page.getByRole("status").filter({ hasText: DRAFT_KEPT_MESSAGE })).toBeVisible();
  await fillLogin(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/businesses\/1\/edit$/);
  await expect(description).toHaveValue(typed);
  await expect(toastArea(page)).toContainText(DRAFT_RESTORED_TITLE);

  // still an unsaved change: leaving asks first, and saving stores it
  await page.getByRole("link", { name: "Back to Businesses" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Update Business" }).click();
  await expect(page).toHaveURL(/\/admin\/businesses$/);
  const saved = (await (await page.request.get("/api/admin/businesses/1")).json()) as { description: string };
  expect(saved.description).toBe(typed);
});

test("a home content tab saved after the session ended goes to the login without asking, and keeps its text", async ({
  page,
}) => {
  await signInAsAdmin(page, "/admin/home-content");
  const heroTitle = page.getByRole("textbox", { name: /Hero Title/ });
  const typed = `A hero kept through a sign-in ${Date.now()}`;
  await heroTitle.fill(typed);
  await page.context().clearCookies({ name: "sor_admin_session" });
  await page.getByRole("button", { name: "Save Hero Content" }).click();

  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fhome-content$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await fillLogin(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(heroTitle).toHaveValue(typed);
});

test("a testimonial being edited when the session ended comes back after the sign-in, with what was typed", async ({
  page,
  adminApi,
  deleteAfterTest,
}) => {
  const testimonial = { name: `Kept ${Date.now()}`, location: "Pune", rating: 5, avatar: "https://a.example/1.jpg" };
  const created = await adminApi.post("/api/admin/testimonials", { data: { ...testimonial, comment: "Lovely." } });
  const { id } = (await created.json()) as { id: number };
  deleteAfterTest(`/api/admin/testimonials/${id}`);
  await signInAsAdmin(page, "/admin/home-content?tab=testimonials");
  await page.getByRole("button", { name: `Edit testimonial from ${testimonial.name}` }).click();
  const comment = page.getByRole("textbox", { name: "Comment" });
  const typed = `Kept through a sign-in ${Date.now()}`;
  await comment.fill(typed);
  await page.context().clearCookies({ name: "sor_admin_session" });
  await page.getByRole("button", { name: "Update Testimonial" }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/login\\?next=%2Fhome-content%3Ftab%3Dtestimonials%26edit%3D${id}$`));
  await expect(page.getByRole("status").filter({ hasText: DRAFT_KEPT_MESSAGE })).toBeVisible();
  await fillLogin(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page.getByRole("heading", { name: "Edit Testimonial" })).toBeVisible();
  await expect(comment).toHaveValue(typed);
  await expect(toastArea(page)).toContainText(DRAFT_RESTORED_TITLE);
  await page.getByRole("button", { name: "Update Testimonial" }).click();
  await expect(page.getByRole("heading", { name: "Add Testimonial" })).toBeVisible();
  const saved = await (await adminApi.get("/api/admin/testimonials")).json();
  expect(saved).toContainEqual(expect.objectContaining({ id, comment: typed }));
});

test("an unknown admin path shows the admin's not-found screen", async ({ page }) => {
  await page.goto("/admin/no-such-screen");
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toBeVisible();
  await expectNoAxeViolations(page, "admin not-found screen");
});

test("signed in, an unknown admin path shows the not-found inside the admin's navigation, its heading centred", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin/nowhere");
  const heading = page.getByRole("heading", { level: 1, name: "Page Not Found" });
  await expect(heading).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Reviews" })).toBeVisible();
  const centre = async (box: ReturnType<typeof page.locator>) => {
    const { x, width } = (await box.boundingBox())!;
    return x + width / 2;
  };
  const text = page.getByText("There is no admin screen at this address.");
  expect(Math.abs((await centre(heading)) - (await centre(text)))).toBeLessThanOrEqual(1);
  await expectNoAxeViolations(page, "admin not-found screen, signed in");

  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
});

test("an editor signs in at 127.0.0.1 as well as at localhost", async ({ page, baseURL }) => {
  const loopback = new URL(baseURL!);
  loopback.hostname = "127.0.0.1";
  await page.goto(new URL("/admin/login", loopback).href);
  await fillLogin(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(`${loopback.origin}/admin/dashboard`);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Total Businesses/ })).toContainText(/\d+/);
});
