// The sign-in dialog: every page offers it, but React is downloaded only when someone asks for it.
import { expect, test, type Page, type Response } from "@playwright/test";
import { SIGN_IN_SUBTITLE } from "../../shared/constants.ts";
import { expectNoAxeViolations } from "./axe.ts";

/** A string only React's own code contains (its element tag), whatever the chunk is called. */
const REACT_MARKER = "react.transitional.element";

async function scriptsCarryReact(responses: Response[]): Promise<boolean> {
  const bodies = await Promise.all(responses.map((response) => response.text()));
  return bodies.some((body) => body.includes(REACT_MARKER));
}

function collectScripts(page: Page): Response[] {
  const scripts: Response[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response);
  });
  return scripts;
}

test("React is not downloaded until Sign In is pressed", async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto("/about");
  const signIn = page.getByRole("button", { name: "Sign In" });
  await expect(signIn).toBeVisible();
  await page.waitForLoadState("networkidle");
  const beforeClick = scripts.length;
  expect(beforeClick).toBeGreaterThan(0);
  expect(await scriptsCarryReact(scripts)).toBe(false);

  await signIn.click();
  await expect(page.getByRole("dialog", { name: "Welcome to Soul of Rishikesh" })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(beforeClick);
  expect(await scriptsCarryReact(scripts.slice(beforeClick))).toBe(true);
});

test("the dialog shows the spec's texts, is keyboard-operable and gives focus back", async ({ page }) => {
  await page.goto("/blog");
  const signIn = page.getByRole("button", { name: "Sign In" });
  await signIn.click();
  const dialog = page.getByRole("dialog", { name: "Welcome to Soul of Rishikesh" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(SIGN_IN_SUBTITLE);
  await expect(dialog).toContainText("Quick & Secure Login");
  await expect(dialog).toContainText("By continuing, you agree to our Terms of Service and Privacy Policy");
  await expectNoAxeViolations(page, "sign-in dialog open");

  const google = dialog.getByRole("button", { name: "Continue with Google" });
  await expect(google).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Continue with Facebook" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(signIn).toBeFocused();

  // it opens again, and the close button closes it too
  await signIn.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(signIn).toBeFocused();
});

for (const provider of ["Google", "Facebook"]) {
  test(`Continue with ${provider} leaves the page for /api/login`, async ({ page }) => {
    await page.route("**/api/login", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>provider</title>" }),
    );
    await page.goto("/about");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("button", { name: `Continue with ${provider}` }).click();
    await expect(page).toHaveURL(/\/api\/login$/);
  });
}
