// Moderation: a second review from one address within minutes is held; the admin finds it on the Reviews screen
// (held ones first), approves it, and it is public at once; a published review can be hidden again.
import type { APIRequestContext, Page } from "@playwright/test";
import type { ReviewInput } from "../../shared/schemas/review.ts";
import { signInAsAdmin } from "./admin-session.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test, visitorAddress } from "./fixtures.ts";
import { toastArea } from "./locators.ts";

const reviewCard = (page: Page, title: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

async function postReview(api: APIRequestContext, businessId: number, review: ReviewInput, from: object) {
  const response = await api.post(`/api/businesses/${businessId}/reviews`, { data: review, headers: { ...from } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; status: string };
}

async function publicTitles(api: APIRequestContext, businessId: number) {
  const response = await api.get(`/api/businesses/${businessId}/reviews?limit=100`);
  return ((await response.json()) as { title: string | null }[]).map((review) => review.title);
}

test("a held review is approved, shows publicly, and is hidden again", async ({ page, request, business }) => {
  const stamp = Date.now();
  const title = `Second thoughts ${stamp}`;
  const sameNetwork = visitorAddress();
  const first = await postReview(request, business.id, { customerName: "Ravi", comment: "Lovely." }, sameNetwork);
  const second = await postReview(
    request,
    business.id,
    { customerName: "Ravi's friend", title, comment: "We came back the next day.", rating: 4 },
    sameNetwork,
  );
  expect([first.status, second.status]).toEqual(["published", "held"]);
  expect(await publicTitles(request, business.id)).not.toContain(title);

  await signInAsAdmin(page, "/admin/reviews");
  await expect(page.getByRole("heading", { level: 1, name: "Reviews" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("held");
  await page.getByRole("searchbox", { name: "Search reviews" }).fill(title);
  await expect(page.getByText("1 review match")).toBeVisible();
  const card = reviewCard(page, title);
  await expect(card).toContainText("Held");
  await expect(card.getByRole("link", { name: business.name })).toHaveAttribute("href", `/business/${business.id}`);
  await expect(card.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
  await expectNoAxeViolations(page, "admin reviews with a held review");

  await card.getByRole("button", { name: "Approve" }).click();
  await expect(toastArea(page).getByRole("status")).toContainText("Review approved");
  // the held filter no longer holds it
  await expect(page.getByText("0 reviews match")).toBeVisible();
  expect(await publicTitles(request, business.id)).toContain(title);

  await page.getByRole("combobox", { name: "Status" }).selectOption("published");
  await expect(card).toContainText("Published");
  await card.getByRole("button", { name: "Hide" }).click();
  await expect(toastArea(page).getByRole("status")).toContainText("Review hidden");
  expect(await publicTitles(request, business.id)).not.toContain(title);
  await page.getByRole("combobox", { name: "Status" }).selectOption("hidden");
  await expect(card.getByRole("group", { name: `Moderate ${title}` }).getByRole("button")).toHaveText(["Approve"]);
  await expectNoAxeViolations(page, "admin reviews with a hidden review");
});

test("a review is deleted after a confirmation, and Recent Activity names who wrote it", async ({
  page,
  request,
  business,
}) => {
  const stamp = Date.now();
  const title = `Please remove my words ${stamp}`;
  const author = `Asha ${stamp}`;
  await postReview(request, business.id, { customerName: author, title, comment: "Calm mornings." }, visitorAddress());
  await signInAsAdmin(page, `/admin/reviews?status=all&q=${stamp}`);
  const card = reviewCard(page, title);

  await card.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Please confirm" });
  await expect(dialog).toContainText(`Are you sure you want to delete the review from ${author}?`);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toastArea(page).getByRole("status")).toContainText("Review deleted");
  await expect(page.getByText("No reviews found")).toBeVisible();
  expect(await publicTitles(request, business.id)).not.toContain(title);

  await page.getByRole("link", { name: "Dashboard", exact: true }).click();
  await expect(page.getByRole("region", { name: "Recent Activity" })).toContainText(`deleted review from ${author}`);
});
