// Draft preview (issue 10, item 8): an admin opens a draft post's preview from the blog list and sees it with
// the site's own look (header, fonts, styles) under the "not published" banner, while the public page still
// 404s; a visitor without a session is refused. A listing awaiting approval previews from its edit form. A preview
// shows what visitors wrote on the admin's origin: it runs under the public pages' script policy, with no violation.
import { PREVIEW_BANNER_TEXT } from "../../shared/preview.ts";
import type { BlogPostInput } from "../../shared/schemas/blog.ts";
import { signInAsAdmin } from "./admin-session.ts";
import { watchCspViolations } from "./csp-violations.ts";
import { expect, test } from "./fixtures.ts";

test("an admin previews a draft post from the blog list with the site's look; a visitor is refused", async ({
  page,
  adminApi,
  deleteAfterTest,
  browser,
}) => {
  const token = Date.now().toString(36);
  const draft = {
    title: `Unhurried Mornings at Neer Garh ${token}`,
    slug: `unhurried-mornings-${token}`,
    content: "Start before the crowds.\n\nThe second pool is the quiet one.",
    category: "travel",
    isPublished: false,
  } satisfies BlogPostInput;
  const created = await adminApi.post("/api/admin/blog", { data: draft });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  deleteAfterTest(`/api/admin/blog/${id}`);

  await signInAsAdmin(page, "/admin/blog");
  await page.getByRole("searchbox", { name: "Search blog posts" }).fill(draft.title);
  const link = page.getByRole("link", { name: `Preview ${draft.title} as visitors will see it, in a new tab` });
  const [preview] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  await preview.waitForLoadState();

  await expect(preview.getByRole("heading", { level: 1, name: draft.title })).toBeVisible();
  await expect(preview.getByText(PREVIEW_BANNER_TEXT)).toBeVisible();
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  // the site's header, its Blog section marked, and the site's styles applied (not a bare HTML page)
  const nav = preview.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Blog" })).toHaveAttribute("aria-current", "page");
  await expect(preview.locator("header").first()).toHaveCSS("position", "sticky");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveCSS("font-weight", "700");
  // links lead to the live site
  await nav.getByRole("link", { name: "Blog" }).click();
  await expect(preview).toHaveURL(/\/blog\/?$/);
  await expect(preview.getByText(draft.title)).toHaveCount(0);

  // the draft is still not public, and its preview is refused to a browser without the admin session
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const publicPage = await visitorPage.goto(`/blog/${draft.slug}`);
  expect(publicPage?.status()).toBe(404);
  const refused = await visitorPage.goto(`/api/admin/preview/blog/${id}`);
  expect(refused?.status()).toBe(401);
  expect(refused?.headers()["cache-control"]).toBe("private, no-store");
  await expect(visitorPage.getByText(draft.title)).toHaveCount(0);
  await visitor.close();
});

test("an admin previews a listing awaiting approval from its edit form, under the pages' script policy", async ({
  page,
  pendingListing,
}) => {
  const violations = await watchCspViolations(page.context());
  await signInAsAdmin(page, `/admin/businesses/${pendingListing.id}/edit`);
  const link = page.getByRole("link", { name: `Preview ${pendingListing.name} as visitors will see it, in a new tab` });
  const [preview] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  await preview.waitForLoadState();

  await expect(preview.getByRole("heading", { level: 1, name: pendingListing.name })).toBeVisible();
  await expect(preview.getByText(PREVIEW_BANNER_TEXT)).toBeVisible();
  await expect(preview.getByRole("tab", { name: /^Reviews \(0\)$/ })).toBeVisible();
  // the page's own script runs: the tabs switch
  await preview.getByRole("tab", { name: "Contact" }).click();
  await expect(preview.getByRole("tab", { name: "Contact" })).toHaveAttribute("aria-selected", "true");
  // its islands hydrate under the policy: the inquiry form checks its fields
  const contact = preview.getByRole("tabpanel", { name: "Contact" });
  await contact.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(contact.getByRole("textbox", { name: "Your name" })).toHaveAttribute("aria-invalid", "true");
  const policy = await preview.locator('meta[http-equiv="content-security-policy"]').getAttribute("content");
  expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
  expect(policy).not.toContain("'unsafe-inline' ");
  expect(violations).toEqual([]);
});
