// The owner's replies and figures (issue 44): an owner who claimed their listing replies to its review, and the
// reply shows under the review on the business page after the build, as "Response from the owner"; an editor hides
// it and the page drops it; a reader's view of the page shows in the owner's figures, a bot's does not. axe on the
// owner's Reviews and Figures screens.
import { REPLY_SAVED_MESSAGE } from "../../admin/owner/screens/Reviews.tsx";
import type { AdminReview } from "../../shared/schemas/review.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { BUILD_TIMEOUT } from "./builds.ts";
import { expect, test, visitorAddress } from "./fixtures.ts";
import { toastArea } from "./locators.ts";
import { becomeOwner } from "./owner-session.ts";

const REPLY = "Thank you for practising with us. The morning class now starts at 6:30, as you suggested.";

const READER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

test("an owner replies to a review, it shows on the page after the build, and an editor can hide it", async ({
  page,
  adminApi,
  baseURL,
  businessOfItsOwn: business,
}) => {
  test.setTimeout(BUILD_TIMEOUT * 4);
  await becomeOwner(page, adminApi, baseURL!, business);

  await page.goto("/owner");
  await page.getByRole("link", { name: `Manage ${business.name}` }).click();
  await page.getByRole("link", { name: "Reviews" }).click();
  const review = page.getByRole("article", { name: business.review.title });
  await expect(review).toBeVisible();
  await expectNoAxeViolations(page, "the owner's reviews screen");

  // the rules stand under the box
  const box = review.getByRole("textbox", { name: `Your reply to ${business.review.customerName}` });
  await expect(box).toHaveAccessibleDescription(/No personal details .* no offers or discounts, no accusations/);
  await box.fill(REPLY);
  await review.getByRole("button", { name: "Post reply" }).click();
  await expect(toastArea(page).getByRole("status")).toContainText(REPLY_SAVED_MESSAGE);
  await expect(review.getByRole("button", { name: "Update reply" })).toBeVisible();

  // live after the build: under the review, on the static page
  await expect
    .poll(async () => (await page.request.get(`/business/${business.id}`)).text(), {
      message: "the business page with the owner's reply",
      timeout: BUILD_TIMEOUT,
    })
    .toContain(REPLY);
  await page.goto(`/business/${business.id}#reviews`);
  const shown = page
    .getByRole("tabpanel", { name: /Reviews/ })
    .getByRole("listitem")
    .filter({ hasText: REPLY });
  await expect(shown.getByText("Response from the owner")).toBeVisible();
  await expect(shown.getByRole("heading", { name: business.review.title })).toBeVisible();

  // an editor hides it: the owner is told, and the page drops it after the build
  const [listed] = (await (
    await adminApi.get(`/api/admin/reviews?status=all&q=${encodeURIComponent(business.name)}`)
  ).json()) as AdminReview[];
  expect(listed?.ownerReply?.body).toBe(REPLY);
  expect((await adminApi.patch(`/api/admin/reviews/${listed!.id}/reply`, { data: { hidden: true } })).ok()).toBe(true);
  await page.goto(`/owner/businesses/${business.id}/reviews`);
  await expect(page.getByRole("article", { name: business.review.title })).toContainText("Hidden from your page");
  await expect
    .poll(async () => (await page.request.get(`/business/${business.id}`)).text(), {
      message: "the business page without the hidden reply",
      timeout: BUILD_TIMEOUT,
    })
    .not.toContain(REPLY);
});

test("a reader's view of the page shows in the owner's figures, a bot's does not", async ({
  page,
  browser,
  adminApi,
  baseURL,
  businessOfItsOwn: business,
}) => {
  await becomeOwner(page, adminApi, baseURL!, business);

  // the suite's own browser is headless Chrome, a bot by its user agent; a reader's browser says it is Chrome
  for (const userAgent of [READER, undefined]) {
    const context = await browser.newContext({ userAgent, extraHTTPHeaders: visitorAddress() });
    const visit = await context.newPage();
    const counted = visit.waitForResponse((response) =>
      response.url().endsWith(`/api/businesses/${business.id}/views`),
    );
    await visit.goto(`${baseURL}/business/${business.id}`);
    expect((await counted).status()).toBe(204);
    await context.close();
  }

  await page.goto(`/owner/businesses/${business.id}/figures`);
  await expect(page.getByRole("heading", { name: "Page views per day" })).toBeVisible();
  await expectNoAxeViolations(page, "the owner's figures screen");
  const views = page.getByRole("table", { name: "Page views per day" });
  await expect(views.getByRole("row").last().getByRole("cell")).toHaveText("1");
  await expect(page.getByText("1 view in the last 30 days.", { exact: false })).toBeVisible();
  await expect(page.getByRole("table", { name: "Inquiries per week" }).getByRole("row")).toHaveCount(13);
  await expect(page.getByRole("table", { name: "Rating over time" })).toContainText(/\d\.\d\d/);
});
