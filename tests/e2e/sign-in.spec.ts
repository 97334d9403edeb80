// Visitor sign-in: the dialog (every page offers it, but React is downloaded only when someone asks for it),
// and the whole journey through a local OpenID Connect provider playing Google (oidc-provider, with its real
// login and consent pages), which this spec starts on the port the e2e service is configured for. Facebook
// is not configured there, so its button says it is unavailable.

/** The person who signs in at the local provider: no picture, so the avatar shows their initial. */
const TRAVELLER = {
  email: "traveller.e2e@example.com",
  email_verified: true,
  given_name: "Priya",
  family_name: "Sharma",
};

let google: LocalOidcProvider | undefined;
// eslint-disable-next-line no-empty-pattern -- Playwright reads which fixtures a hook needs from this pattern: none
test.beforeAll(async ({}, testInfo) => {
  google = await startOidcProvider({
    port: E2E_GOOGLE_PORT,
    redirectUris: [`${testInfo.project.use.baseURL}/api/auth/callback/google`],
    accounts: [TRAVELLER],
  });
});
test.afterAll(() => google?.close());
import type { Page, Response } from "@playwright/test";
import { SIGN_IN_SUBTITLE, SIGNED_IN_HINT_COOKIE } from "../../shared/constants.ts";
import { REVIEW_SUBMITTED_MESSAGE } from "../../shared/messages.ts";
import { MIN_FILL_TIME_MS } from "../../service/abuse/public-forms.ts";
import { type LocalOidcProvider, startOidcProvider } from "../../service/test-support/local-providers.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { holdRequests } from "./held-requests.ts";
import { E2E_GOOGLE_PORT } from "./local-google.ts";
import { signInButton, toastArea } from "./locators.ts";

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
  const signIn = await signInButton(page);
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
  const signIn = await signInButton(page);
  await signIn.click();
  const dialog = page.getByRole("dialog", { name: "Welcome to Soul of Rishikesh" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(SIGN_IN_SUBTITLE);
  await expect(dialog).toContainText("Quick & Secure Login");
  await expect(dialog).toContainText("By continuing, you agree to our Terms of Service and Privacy Policy");
  await expectNoAxeViolations(page, "sign-in dialog open");

  const googleButton = dialog.getByRole("button", { name: "Continue with Google" });
  await expect(googleButton).toBeFocused();
  await page.keyboard.press("Tab");
  // a provider without credentials stays in the focus order and says why it does nothing
  await expect(dialog.getByRole("button", { name: "Facebook sign-in unavailable" })).toBeFocused();
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

test("Continue with Google leaves the page for /api/login, asking to come back to this page", async ({ page }) => {
  await page.route("**/api/login?**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>provider</title>" }),
  );
  await page.goto("/about");
  await (await signInButton(page)).click();
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page).toHaveURL(/\/api\/login\?provider=google&returnTo=%2Fabout$/);
});

test("an unconfigured provider's button says it is unavailable and goes nowhere", async ({ page }) => {
  await page.goto("/about");
  await (await signInButton(page)).click();
  const facebook = page.getByRole("button", { name: "Facebook sign-in unavailable" });
  await expect(facebook).toHaveAttribute("aria-disabled", "true");
  // pressed from the keyboard (Playwright's click waits for an enabled button)
  await facebook.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("dialog", { name: "Welcome to Soul of Rishikesh" })).toBeVisible();
});

test("Sign In shows from the first paint and, pressed before the page's scripts have come, offers the providers on a page", async ({
  page,
}) => {
  const release = await holdRequests(page, "**/_astro/**/*.js");
  await page.goto("/about");
  await expect(page.locator("[data-auth-placeholder]")).toBeHidden();
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to Soul of Rishikesh");
  await expect(page.getByRole("link", { name: "Continue with Google" })).toHaveAttribute(
    "href",
    "/api/login?provider=google&returnTo=%2Fabout",
  );
  await expect(page.getByText("Facebook sign-in unavailable")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Soul of Rishikesh" })).toHaveAttribute("href", "/about");
  release();
});

test("a visitor whose session has gone sees the placeholder give way to Sign In", async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: SIGNED_IN_HINT_COOKIE, value: "1", url: baseURL! }]);
  const release = await holdRequests(page, "**/api/auth/user");
  await page.goto("/about");
  // the hint says there may be a session: no Sign In until the service has answered
  await expect(page.locator("[data-auth-placeholder]")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeHidden();
  release();
  await (await signInButton(page)).click();
  await expect(page.getByRole("dialog", { name: "Welcome to Soul of Rishikesh" })).toBeVisible();
});

test("an anonymous visitor's page asks nothing about sign-in and logs no error", async ({ page, baseURL }) => {
  const authRequests: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => request.url().includes("/api/auth/user") && authRequests.push(request.url()));
  // this site's errors only: the demo content's images on other hosts cannot load on an offline machine
  page.on("console", (message) => {
    if (message.type() === "error" && message.location().url.startsWith(baseURL!)) errors.push(message.text());
  });
  await page.goto("/blog");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(authRequests).toEqual([]);
  expect(errors).toEqual([]);
});

/** Signs in at the local provider's own pages, as a person does: login (any password), then consent. */
async function signInAtProvider(page: Page) {
  await page.getByPlaceholder("Enter any login").fill(TRAVELLER.email);
  await page.getByPlaceholder("and password").fill("any password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

test("a traveller signs in with Google, writes a review with their name filled in, finds it under My account and signs out", async ({
  page,
  business,
}) => {
  await page.goto(`/business/${business.id}`);
  await (await signInButton(page)).click();
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${E2E_GOOGLE_PORT}/`));
  await signInAtProvider(page);

  // back on the page the traveller left, signed in
  await expect(page).toHaveURL(new RegExp(`/business/${business.id}$`));
  const avatar = page.getByRole("button", { name: "Account menu" });
  await expect(avatar).toBeVisible();
  await expect(avatar).toContainText("P");
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === "sor_session")).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  expect(cookies.find((cookie) => cookie.name === "sor_signed_in")).toMatchObject({ httpOnly: false, value: "1" });

  // the avatar menu, by keyboard: Enter opens it on its first item, the arrows move, Escape closes it
  await avatar.focus();
  await page.keyboard.press("Enter");
  const menu = page.locator("#account-menu");
  await expect(menu).toBeVisible();
  await expect(menu).toContainText("Priya Sharma");
  await expect(menu).toContainText(TRAVELLER.email);
  await expect(menu.getByRole("link", { name: "My account" })).toBeFocused();
  await expectNoAxeViolations(page, "avatar menu open");
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("button", { name: "Sign out" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(avatar).toBeFocused();

  // a review with the name filled in
  await page.getByRole("tab", { name: /Reviews/ }).click();
  const panel = page.getByRole("tabpanel", { name: /Reviews/ });
  await expect(panel.getByRole("textbox", { name: "Your name" })).toHaveValue("Priya Sharma");
  await expect(panel).toContainText("Signed in as Priya Sharma");
  await expectNoAxeViolations(page, "review form, signed in");
  const title = `Signed-in review ${Date.now()}`;
  await panel.getByRole("textbox", { name: "Review title" }).fill(title);
  await panel.getByRole("textbox", { name: "Your review" }).fill("The morning class by the river was wonderful.");
  // a person takes longer than the form's minimum fill time; a quicker post is taken for a script's
  await page.waitForTimeout(MIN_FILL_TIME_MS);
  await panel.getByRole("button", { name: "Submit Review" }).click();
  await expect(toastArea(page).getByRole("status")).toContainText(REVIEW_SUBMITTED_MESSAGE);

  // My account lists it
  await page.goto("/account");
  const reviews = page.getByRole("region", { name: /My reviews/ });
  const mine = reviews.getByRole("listitem").filter({ hasText: title });
  await expect(mine).toBeVisible();
  await expect(mine).toContainText(business.name);
  // public at once, or held when this address has just posted others (the spam brakes)
  await expect(mine).toContainText(/Public|Awaiting moderation/);
  await expect(page.getByRole("region", { name: /My inquiries/ })).toBeVisible();
  // it promises only what the forms do: the listing form asks for the business's own contact
  await expect(page.getByText("filled in for you on the review and inquiry forms.")).toBeVisible();
  await expectNoAxeViolations(page, "My account");

  // sign out from the menu, a form posting to the service: back on this page, signed out, both cookies gone
  await avatar.click();
  const signOut = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/logout");
  await page.getByRole("button", { name: "Sign out" }).click();
  expect((await signOut).method()).toBe("POST");
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  await expect(page.getByText("Sign in with Google or Facebook to see the reviews you wrote")).toBeVisible();
  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain("sor_session");
  expect(names).not.toContain("sor_signed_in");
});
