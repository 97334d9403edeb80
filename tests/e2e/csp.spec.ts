// Everything works under the Content-Security-Policy: the pages (their inline scripts and styles run only by hash),
// the islands' hydration, the forms' lazily loaded checks, Pagefind's search (WebAssembly) and the admin app; the
// browser reports no violation anywhere on the way.
import { signInAsAdmin } from "./admin-session.ts";
import { watchCspViolations } from "./csp-violations.ts";
import { expect, test } from "./fixtures.ts";
import { searchIslandReady } from "./locators.ts";

test("the site, its islands, Pagefind's search and the admin app run without a CSP violation", async ({
  page,
  business,
}) => {
  const violations = await watchCspViolations(page.context());

  const home = await page.goto("/");
  expect(home?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  const pagePolicy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute("content");
  expect(pagePolicy).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
  expect(pagePolicy).not.toContain("'unsafe-inline' ");

  // instant matches come from Pagefind, which compiles WebAssembly; a word of the demo's pages, as the business this
  // test made goes into the search index only after its page is live
  await page.goto("/search?q=yoga");
  await searchIslandReady(page);
  await page.getByRole("searchbox", { name: "What are you looking for?" }).fill("");
  await page.getByRole("searchbox", { name: "What are you looking for?" }).pressSequentially("ganga");
  await expect(page.getByRole("region", { name: "Instant matches" }).getByRole("link").first()).toBeVisible();

  // the business page's islands hydrate, and the forms load their checks (zod) when first used
  await page.goto(`/business/${business.id}`);
  await page.getByRole("tab", { name: /Reviews/ }).click();
  const reviews = page.getByRole("tabpanel", { name: /Reviews/ });
  await reviews.getByRole("button", { name: "Submit Review" }).click();
  await expect(reviews.getByRole("textbox", { name: "Your name" })).toHaveAttribute("aria-invalid", "true");
  await page.getByRole("tab", { name: "Contact" }).click();
  const contact = page.getByRole("tabpanel", { name: "Contact" });
  await contact.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(contact.getByRole("textbox", { name: "Your name" })).toHaveAttribute("aria-invalid", "true");

  await page.goto("/list-business");
  await page.getByRole("button", { name: "Submit Business Listing" }).click();
  await expect(page.getByRole("textbox", { name: /Business Name/ })).toHaveAttribute("aria-invalid", "true");

  // the admin app: its own policy comes as a header
  await signInAsAdmin(page, "/admin/reviews");
  await expect(page.getByRole("heading", { name: "Reviews", level: 1 })).toBeVisible();
  await page.goto("/admin/businesses/new");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  expect(violations).toEqual([]);
});
