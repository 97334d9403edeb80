// The admin's blog screens: a new post is a 5-minute draft the public API does not show (a read time that
// is not a number falls back to 5); publishing it through the edit form puts it on the public API; delete
// with the confirmation; axe on the list, the forms and the confirmation.
import type { Page } from "@playwright/test";
import { BLOG_POST_NOT_FOUND, BLOG_SLUG_TAKEN } from "../../shared/messages.ts";
import { REQUIRED_FIELDS_MESSAGE } from "../../shared/schemas/fields.ts";
import { signInAsAdmin } from "./admin-session.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { BUILD_TIMEOUT } from "./builds.ts";
import { expect, test } from "./fixtures.ts";
import { screenAlert, toastArea } from "./locators.ts";

/** The row of one post (its title is the row's heading). */
const rowOf = (page: Page, title: string) =>
  page
    .getByRole("list", { name: "Blog posts" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });

/** The number a stat card shows, e.g. 3 for "Drafts 3". */
async function statValue(page: Page, label: string): Promise<number> {
  const card = page.getByText(label, { exact: true }).locator("..").locator("..");
  await expect(card).toContainText(/\d/);
  return Number((await card.textContent())!.replace(/\D/g, ""));
}

async function searchList(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Search blog posts" }).fill(text);
  await expect(page).toHaveURL(/[?&]q=/);
}

test("an editor writes a draft, publishes it through the edit form and deletes it", async ({ page }) => {
  await signInAsAdmin(page, "/admin/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Blog Posts" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Blog posts" }).getByRole("listitem").first()).toBeVisible();
  await expect(page.getByText(/^\d+ min$/)).toBeVisible();
  const drafts = await statValue(page, "Drafts");
  await expectNoAxeViolations(page, "admin blog list");

  await page.getByRole("link", { name: "New Post" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "Create New Blog Post" })).toBeVisible();
  await expect(page.getByRole("switch", { name: /Publish this post/ })).not.toBeChecked();
  await expect(page.getByRole("spinbutton", { name: "Read Time (minutes)" })).toHaveValue("5");
  await expectNoAxeViolations(page, "new blog post form");

  await page.getByRole("button", { name: "Save Post" }).click();
  await expect(screenAlert(page)).toHaveText(REQUIRED_FIELDS_MESSAGE);
  for (const label of ["Title", "URL Slug", "Content"]) {
    await expect(page.getByRole("textbox", { name: label })).toHaveAttribute("aria-invalid", "true");
  }
  await expectNoAxeViolations(page, "blog form with validation messages");

  const stamp = Date.now();
  const title = `E2E: Sunrise at Triveni Ghat ${stamp}`;
  const slug = `e2e-sunrise-at-triveni-ghat-${stamp}`;
  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await expect(page.getByRole("textbox", { name: "URL Slug" })).toHaveValue(slug);
  await expect(page.getByText(`/blog/${slug}`, { exact: true })).toBeVisible();
  await page.getByRole("textbox", { name: "Content" }).fill("The aarti begins before dawn, with bells and lamps.");
  await page.getByRole("combobox", { name: "Category" }).selectOption("spiritual");
  // a number field takes no letters: what is typed is not a number, so the post gets the default 5 minutes
  const readTime = page.getByRole("spinbutton", { name: "Read Time (minutes)" });
  await readTime.clear();
  await readTime.pressSequentially("abc");
  await page.getByRole("textbox", { name: "Tags" }).fill(" ganga , aarti,, ");
  const created = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/api/admin/blog"),
  );
  await page.getByRole("button", { name: "Save Post" }).click();
  expect((await created).postDataJSON()).toMatchObject({
    title,
    slug,
    category: "spiritual",
    readTime: 5,
    tags: ["ganga", "aarti"],
    isPublished: false,
  });
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(toastArea(page).getByRole("status")).toContainText("Blog post created");
  // the cards refetch after the save: wait for the new count
  await expect.poll(() => statValue(page, "Drafts")).toBe(drafts + 1);
  expect((await page.request.get(`/api/blog/${slug}`)).status()).toBe(404);
  // a draft is not announced as live: it has no page on the public site
  const publishing = page.getByRole("status", { name: "Publishing status" });
  await expect(publishing).toHaveText("Site updated", { timeout: BUILD_TIMEOUT });
  await expect(page.getByText(`${title}: saved; it has no page of its own on the public site`)).toBeVisible();

  await searchList(page, title.toUpperCase());
  const row = rowOf(page, title);
  await expect(row.getByText("Draft", { exact: true })).toBeVisible();
  await expect(row.getByText("5 min read")).toBeVisible();
  await expect(
    row.getByRole("link", { name: `Preview ${title} as visitors will see it, in a new tab` }),
  ).toHaveAttribute("href", /^\/api\/admin\/preview\/blog\/\d+$/);
  await expect(row.getByRole("link", { name: /^View/ })).toHaveCount(0);

  await row.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Blog Post" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Tags" })).toHaveValue("ganga, aarti");
  await expectNoAxeViolations(page, "edit blog post form");
  await page.getByRole("switch", { name: /Publish this post/ }).check();
  await page.getByRole("button", { name: "Save Post" }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(toastArea(page).getByRole("status")).toContainText("Blog post updated");
  const published = await page.request.get(`/api/blog/${slug}`);
  expect(published.status()).toBe(200);
  expect(await published.json()).toMatchObject({ title, readTime: 5, isPublished: true });

  await searchList(page, title);
  await expect(rowOf(page, title).getByText("Published", { exact: true })).toBeVisible();
  await expect(rowOf(page, title).getByRole("link", { name: `View ${title} on the site` })).toHaveAttribute(
    "href",
    `/blog/${slug}`,
  );

  // the confirmation, word for word; Cancel keeps the post
  await rowOf(page, title)
    .getByRole("button", { name: `Delete ${title}` })
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`Are you sure you want to delete "${title}"?`);
  await expectNoAxeViolations(page, "delete blog post confirmation");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, title)).toHaveCount(1);

  await rowOf(page, title)
    .getByRole("button", { name: `Delete ${title}` })
    .click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toastArea(page).getByRole("status")).toContainText("Blog post deleted");
  await expect(page.getByText("No articles found")).toBeVisible();
  expect((await page.request.get(`/api/blog/${slug}`)).status()).toBe(404);
  // the publishing status follows the delete until the post's page is gone from the public site
  await expect(publishing).toHaveText("Site updated", { timeout: BUILD_TIMEOUT });
  await expect(page.getByText(`${title}: removed from the public site.`)).toBeVisible();
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
});

test("a duplicate slug is refused with the server's message", async ({ page, blogPost }) => {
  await signInAsAdmin(page, "/admin/blog/new");
  await page.getByRole("textbox", { name: "Title" }).fill("A post with a taken address");
  await page.getByRole("textbox", { name: "URL Slug" }).fill(blogPost.slug);
  await page.getByRole("textbox", { name: "Content" }).fill("Some words.");
  await page.getByRole("button", { name: "Save Post" }).click();
  await expect(screenAlert(page)).toHaveText(BLOG_SLUG_TAKEN);
  await expect(page.getByRole("textbox", { name: "URL Slug" })).toHaveAttribute("aria-invalid", "true");
});

test("an unknown post id says it could not be loaded", async ({ page }) => {
  await signInAsAdmin(page, "/admin/blog/987654/edit");
  await expect(page.getByRole("heading", { level: 1, name: "Edit Blog Post" })).toBeVisible();
  await expect(screenAlert(page)).toContainText(BLOG_POST_NOT_FOUND);
  await expect(page.getByRole("button", { name: "Retry" })).toBeVisible();
});

test("a save on a post changed in another tab since it was opened is refused, and a save that changes nothing says so at once", async ({
  page,
  adminApi,
  deleteAfterTest,
}) => {
  await signInAsAdmin(page, "/admin/blog");
  const stamp = Date.now();
  const created = await adminApi.post("/api/admin/blog", {
    data: {
      title: `E2E Two Tabs ${stamp}`,
      slug: `e2e-two-tabs-${stamp}`,
      content: "First words.",
      category: "travel",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  deleteAfterTest(`/api/admin/blog/${id}`);
  const title = (tab: Page) => tab.getByRole("textbox", { name: "Title" });
  const excerpt = (tab: Page) => tab.getByRole("textbox", { name: "Excerpt" });
  const save = (tab: Page) => tab.getByRole("button", { name: "Save Post" }).first();

  // a save that changes nothing: no build to wait for
  await page.goto(`/admin/blog/${id}/edit`);
  await expect(title(page)).toHaveValue(`E2E Two Tabs ${stamp}`);
  await save(page).click();
  await expect(toastArea(page).getByRole("status")).toContainText("Blog post updated");
  await expect(page.getByRole("status", { name: "Publishing status" })).toHaveText("Saved", { timeout: 2_000 });
  await expect(page.getByText("nothing changed, so the public site stays as it is.")).toBeVisible();

  const otherTab = await page.context().newPage();
  await page.goto(`/admin/blog/${id}/edit`);
  await otherTab.goto(`/admin/blog/${id}/edit`);
  await expect(title(page)).toHaveValue(`E2E Two Tabs ${stamp}`);
  await expect(title(otherTab)).toHaveValue(`E2E Two Tabs ${stamp}`);
  await title(page).fill(`E2E Two Tabs renamed ${stamp}`);
  await save(page).click();
  await expect(toastArea(page).getByRole("status")).toContainText("Blog post updated");

  await excerpt(otherTab).fill("Written in the tab opened before the rename.");
  await save(otherTab).click();
  await expect(screenAlert(otherTab)).toHaveText(
    "This blog post was changed in another tab or by another editor since you opened it. Reload the page to see the changes, then make yours again.",
  );
  // the rename stands, and the refused excerpt was not written
  const stored = (await (await page.request.get(`/api/admin/blog/${id}`)).json()) as { title: string; excerpt: string };
  expect(stored).toMatchObject({ title: `E2E Two Tabs renamed ${stamp}`, excerpt: null });

  await otherTab.reload();
  await expect(title(otherTab)).toHaveValue(`E2E Two Tabs renamed ${stamp}`);
  await excerpt(otherTab).fill("Written after the reload.");
  await save(otherTab).click();
  await expect(toastArea(otherTab).getByRole("status")).toContainText("Blog post updated");
  await otherTab.close();
});
