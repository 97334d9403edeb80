// The admin account the e2e service is started with (playwright.config.ts), and signing in as it.
import { expect, type Page } from "@playwright/test";

export const E2E_ADMIN = { username: "e2e-admin", password: "e2e-admin-password-0001" } as const;

/** Signs in through the login screen; `next` is the admin path the login should return to. */
export async function signInAsAdmin(page: Page, next = "/admin/dashboard") {
  await page.goto(`/admin/login?next=${encodeURIComponent(next.replace(/^\/admin/, ""))}`);
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[?]/g, "\\?")}$`));
}
