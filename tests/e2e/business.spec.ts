// A business page as a traveller uses it: find it, review it, ask it a question.
import {
  INQUIRY_SENT_DETAIL,
  INQUIRY_SENT_MESSAGE,
  REVIEW_FAILED_MESSAGE,
  REVIEW_SUBMITTED_MESSAGE,
} from "../../shared/messages.ts";
import { COMMENT_REQUIRED_MESSAGE, INVALID_EMAIL_MESSAGE, NAME_REQUIRED_MESSAGE } from "../../shared/schemas/fields.ts";
import { INQUIRY_TOO_SHORT_MESSAGE } from "../../shared/schemas/inquiry.ts";
import { MIN_FILL_TIME_MS } from "../../service/abuse/public-forms.ts";
import type { Page, Response } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { holdRequests } from "./held-requests.ts";
import { waitForIdleBuilds } from "./builds.ts";
import { toastArea } from "./locators.ts";
import { formatRating, formatReviewCount, reviewsTabLabel } from "../../site/lib/format.ts";

test("a business opens from the search results", async ({ page, business }) => {
  await page.goto(`/search?q=${business.token}`);
  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: /^View Details/ }) });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("heading")).toHaveText(business.name);
  await card.getByRole("link", { name: /^View Details/ }).click();
  await expect(page).toHaveURL(new RegExp(`/business/${business.id}/?$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(business.name);
});

test("the reviews tab lists the business's reviews", async ({ page, business }) => {
  await page.goto(`/business/${business.id}`);
  await page.getByRole("tab", { name: /Reviews/ }).click();
  const review = page
    .getByRole("tabpanel", { name: /Reviews/ })
    .getByRole("listitem")
    .filter({ hasText: business.review.title });
  await expect(review).toContainText(business.review.customerName);
  await expect(review.getByRole("img", { name: `Rated ${business.review.rating} out of 5` })).toBeVisible();
});

test("a review is checked, sent, announced and listed without a rebuild", async ({ page, business }) => {
  await page.goto(`/business/${business.id}`);
  const reviewsTab = page.getByRole("tab", { name: /Reviews/ });
  const countBefore = Number(/\((\d+)\)/.exec((await reviewsTab.textContent()) ?? "")?.[1]);
  await reviewsTab.click();
  const panel = page.getByRole("tabpanel", { name: /Reviews/ });
  const submit = panel.getByRole("button", { name: "Submit Review" });
  // a form sent faster than a person types is a script's, answered alike but not kept
  const personCanHaveTyped = page.waitForTimeout(MIN_FILL_TIME_MS);

  await submit.click();
  await expect(panel.getByText(NAME_REQUIRED_MESSAGE)).toBeVisible();
  await expect(panel.getByText(COMMENT_REQUIRED_MESSAGE)).toBeVisible();
  await expect(panel.getByRole("textbox", { name: "Your name" })).toBeFocused();
  await expect(panel.getByRole("textbox", { name: "Your name" })).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "review form with field messages");

  const stamp = Date.now();
  await expect(panel.getByRole("radio", { name: "5 stars" })).toBeChecked();
  await panel.locator("label").filter({ hasText: "4 stars" }).click();
  await expect(panel.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await panel.getByRole("textbox", { name: "Your name" }).fill("Asha from the e2e run");
  await panel.getByRole("textbox", { name: "Your location" }).fill("Pune, India");
  await panel.getByRole("textbox", { name: "Review title" }).fill(`Calm mornings ${stamp}`);
  await panel.getByRole("textbox", { name: "Your review" }).fill("Gentle teachers and a quiet hall by the river.");
  await personCanHaveTyped;
  await submit.click();

  await expect(toastArea(page).getByRole("status")).toContainText(REVIEW_SUBMITTED_MESSAGE);
  const review = panel.getByRole("listitem").filter({ hasText: `Calm mornings ${stamp}` });
  await expect(review).toBeVisible();
  await expect(review).toContainText("Asha from the e2e run");
  await expect(review.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
  // and the business's figures around the list follow it (spec section 7: the business is refreshed too)
  await expect(reviewsTab).toHaveText(reviewsTabLabel(countBefore + 1));
  await expect(page.locator("[data-business-review-count]")).toHaveText(formatReviewCount(countBefore + 1));
  const refreshed = (await (await page.request.get(`/api/businesses/${business.id}`)).json()) as { rating: string };
  await expect(page.locator("[data-business-rating]")).toHaveText(formatRating(refreshed.rating));
  // the form starts over
  await expect(panel.getByRole("textbox", { name: "Your name" })).toHaveValue("");
  await expect(panel.getByRole("radio", { name: "5 stars" })).toBeChecked();
});

test("a star and words chosen before the review island runs are kept once it does, and sent", async ({
  page,
  business,
}) => {
  // the island's script held back, as on a slow phone's first seconds: the form is the page's plain form
  const release = await holdRequests(page, "**/_astro/ReviewsPanel.*.js");
  await page.goto(`/business/${business.id}`);
  await page.getByRole("tab", { name: /Reviews/ }).click();
  const panel = page.getByRole("tabpanel", { name: /Reviews/ });
  const personCanHaveTyped = page.waitForTimeout(MIN_FILL_TIME_MS);
  const title = `Picked early ${Date.now()}`;
  await panel.locator("label").filter({ hasText: "2 stars" }).click();
  await panel.getByRole("textbox", { name: "Your name" }).fill("Early Bird");
  await panel.getByRole("textbox", { name: "Review title" }).fill(title);
  await panel.getByRole("textbox", { name: "Your review" }).fill("Typed before the page's script came.");
  await expect(panel.locator("astro-island[ssr]")).toHaveCount(1);

  release();
  // the island has run and drawn again once hydrated: the form leaves the browser's checks to it
  await expect(panel.locator("form")).toHaveAttribute("novalidate");
  await expect(panel.getByRole("radio", { name: "2 stars" })).toBeChecked();
  await expect(panel.getByRole("textbox", { name: "Your name" })).toHaveValue("Early Bird");
  await expect(panel.getByRole("textbox", { name: "Review title" })).toHaveValue(title);
  // and what the island sends is what the form shows (whether the review is then published or held by the flood
  // brakes, which the suite's many reviews from one address can reach, is not this test's matter)
  await personCanHaveTyped;
  const sent = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith(`/api/businesses/${business.id}/reviews`),
  );
  await panel.getByRole("button", { name: "Submit Review" }).click();
  expect((await sent).postDataJSON()).toMatchObject({ rating: 2, customerName: "Early Bird", title });
});

test("what someone types in the inquiry form before its island runs stays once it does", async ({ page, business }) => {
  const release = await holdRequests(page, "**/_astro/InquiryForm.*.js");
  await page.goto(`/business/${business.id}`);
  await page.getByRole("tab", { name: "Contact" }).click();
  const panel = page.getByRole("tabpanel", { name: "Contact" });
  await panel.getByRole("textbox", { name: "Your name" }).fill("Early Maya");
  await panel.getByRole("textbox", { name: "Email" }).fill("early@example.com");
  await panel.getByRole("textbox", { name: "Message" }).fill("Written before the page's script came.");
  await expect(panel.locator("astro-island[ssr]")).toHaveCount(1);

  release();
  await expect(panel.locator("form")).toHaveAttribute("novalidate");
  await expect(panel.getByRole("textbox", { name: "Your name" })).toHaveValue("Early Maya");
  await expect(panel.getByRole("textbox", { name: "Email" })).toHaveValue("early@example.com");
  await expect(panel.getByRole("textbox", { name: "Message" })).toHaveValue("Written before the page's script came.");
});

/** The business page on a phone's screen, its Reviews tab open: returns the tab's panel. */
async function reviewsOnAPhone(page: Page, businessId: number) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/business/${businessId}`);
  await page.getByRole("tab", { name: /Reviews/ }).click();
  return page.getByRole("tabpanel", { name: /Reviews/ });
}

test("on a phone, a review with a word longer than the screen wraps instead of widening the page", async ({
  page,
  businessOfItsOwn,
}) => {
  const panel = await reviewsOnAPhone(page, businessOfItsOwn.id);
  const personCanHaveTyped = page.waitForTimeout(MIN_FILL_TIME_MS);
  const word = `Namaste${Date.now()}`.padEnd(300, "e");
  await panel.locator("label").filter({ hasText: "1 star" }).click();
  await panel.getByRole("textbox", { name: "Your name" }).fill("L".repeat(90));
  await panel.getByRole("textbox", { name: "Review title" }).fill(word.slice(0, 150));
  await panel.getByRole("textbox", { name: "Your review" }).fill(`${word} and a pasted https://example.com/${word}`);
  await personCanHaveTyped;
  await panel.getByRole("button", { name: "Submit Review" }).click();
  await expect(
    panel
      .getByRole("listitem")
      .filter({ hasText: word.slice(0, 150) })
      .first(),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
});

test("on a phone, the field a failed review focuses is not hidden under the sticky header", async ({
  page,
  business,
}) => {
  const panel = await reviewsOnAPhone(page, business.id);
  const name = panel.getByRole("textbox", { name: "Your name" });
  // read down until the name field is at the top of the window, where the header covers it
  await name.evaluate((field) => window.scrollBy(0, field.getBoundingClientRect().top - 20));
  await panel.getByRole("button", { name: "Submit Review" }).click();
  await expect(name).toBeFocused();
  const header = await page.locator("body > header, header").first().boundingBox();
  await expect.poll(async () => (await name.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
});

test("on a phone, a 160-character business name shows whole below the sticky header", async ({ page, business }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/business/${business.id}`);
  const name = page.getByRole("heading", { level: 1 });
  await name.evaluate((heading) => {
    heading.textContent =
      "Sri Ganga Riverside Himalayan Yoga and Ayurveda Retreat Ashram for Traditional Hatha, Ashtanga and Kundalini Teacher Training with Daily Satsang Courses Tapovan";
  });
  const header = (await page.locator("body > header, header").first().boundingBox())!;
  const breadcrumb = (await page.getByRole("navigation", { name: "Breadcrumb" }).boundingBox())!;
  expect(breadcrumb.y).toBeGreaterThanOrEqual(header.y + header.height);
  const heading = (await name.boundingBox())!;
  expect(heading.y).toBeGreaterThan(breadcrumb.y);
});

test("a review the server refuses shows the destructive toast", async ({ page, business }) => {
  await page.route(`**/api/businesses/${business.id}/reviews`, (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 500, body: "" }) : route.continue(),
  );
  await page.goto(`/business/${business.id}`);
  await page.getByRole("tab", { name: /Reviews/ }).click();
  const panel = page.getByRole("tabpanel", { name: /Reviews/ });
  await panel.getByRole("textbox", { name: "Your name" }).fill("Ravi");
  await panel.getByRole("textbox", { name: "Your review" }).fill("Lovely place.");
  await panel.getByRole("button", { name: "Submit Review" }).click();
  await expect(toastArea(page).getByRole("alert")).toContainText(REVIEW_FAILED_MESSAGE);
  await expect(panel.getByRole("textbox", { name: "Your name" })).toHaveValue("Ravi");
});

test("an inquiry with a bad email is stopped, then a good one is sent", async ({ page, business }) => {
  await page.goto(`/business/${business.id}`);
  await page.getByRole("tab", { name: "Contact" }).click();
  const panel = page.getByRole("tabpanel", { name: "Contact" });
  const email = panel.getByRole("textbox", { name: "Email" });

  await panel.getByRole("textbox", { name: "Your name" }).fill("Maya Traveller");
  await email.fill("maya-at-example");
  await panel.getByRole("textbox", { name: "Subject" }).fill("Drop-in classes");
  await panel.getByRole("textbox", { name: "Message" }).fill("Do you take drop-in students in March?");
  await panel.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(panel.getByText(INVALID_EMAIL_MESSAGE)).toBeVisible();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");

  await email.fill("maya@example.com");
  await panel.getByRole("button", { name: "Send Inquiry" }).click();
  const toast = toastArea(page).getByRole("status");
  await expect(toast).toContainText(INQUIRY_SENT_MESSAGE);
  await expect(toast).toContainText(INQUIRY_SENT_DETAIL);
  await expectNoAxeViolations(page, "inquiry sent, toast shown");
  await expect(panel.getByText(INVALID_EMAIL_MESSAGE)).toHaveCount(0);
  await expect(email).toHaveValue("");
});

test("a short inquiry message gets the spec's message", async ({ page, business }) => {
  await page.goto(`/business/${business.id}`);
  await page.getByRole("tab", { name: "Contact" }).click();
  const panel = page.getByRole("tabpanel", { name: "Contact" });
  await panel.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(panel.getByText(NAME_REQUIRED_MESSAGE)).toBeVisible();
  await expect(panel.getByText(INVALID_EMAIL_MESSAGE)).toBeVisible();
  await expect(panel.getByText(INQUIRY_TOO_SHORT_MESSAGE)).toBeVisible();
});

test("a toast closes after 5 seconds, on swipe right, and F8 reaches it", async ({ page, business }) => {
  await page.clock.install();
  await page.route(`**/api/businesses/${business.id}/inquiries`, (route) => route.fulfill({ status: 201, json: {} }));
  await page.goto(`/business/${business.id}`);
  await page.getByRole("tab", { name: "Contact" }).click();
  const panel = page.getByRole("tabpanel", { name: "Contact" });
  const send = async () => {
    await panel.getByRole("textbox", { name: "Your name" }).fill("Maya");
    await panel.getByRole("textbox", { name: "Email" }).fill("maya@example.com");
    await panel.getByRole("textbox", { name: "Message" }).fill("Is there parking nearby?");
    await panel.getByRole("button", { name: "Send Inquiry" }).click();
  };
  // the live region stays; the toast is the card inside it
  const toast = toastArea(page).getByRole("status").locator("> div");

  await send();
  await expect(toast).toHaveCount(1);
  await page.keyboard.press("F8");
  await expect(toastArea(page)).toBeFocused();
  await page.clock.runFor(4_000);
  await expect(toast).toHaveCount(1);
  await page.clock.runFor(1_100);
  await expect(toast).toHaveCount(0);

  await send();
  await expect(toast).toHaveCount(1);
  const box = (await toast.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 90, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(toast).toHaveCount(0);
});

test("a business's photo comes from the site itself, sized for the screen, as AVIF or else WebP", async ({
  page,
  adminApi,
  business,
  baseURL,
}) => {
  // a photo this machine can reach without the internet: an SVG the site itself serves
  const photo = new URL("/favicon.svg", baseURL).href;
  const changed = await adminApi.patch(`/api/admin/businesses/${business.id}`, { data: { images: [photo] } });
  expect(changed.ok()).toBe(true);
  await waitForIdleBuilds(adminApi);

  const photos: Response[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/media/")) photos.push(response);
  });
  await page.goto(`/business/${business.id}`);
  const hero = page.locator("main section img").first();
  await expect
    .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  const shown = await hero.evaluate((image: HTMLImageElement) => image.currentSrc);
  expect(new URL(shown).pathname).toMatch(/^\/media\/(400|800|1200)\//);
  // Chromium takes AVIF: it gets the smaller of the two formats the service made, and caches know it varies
  const got = photos.find((response) => response.url() === shown);
  expect(await got?.request().headerValue("accept")).toContain("image/avif");
  expect(["image/avif", "image/webp"]).toContain(await got?.headerValue("content-type"));
  expect(await got?.headerValue("vary")).toBe("Accept");
  // a client that does not take AVIF gets WebP at the same address
  const served = await page.request.get(shown, { headers: { accept: "image/webp,*/*" } });
  expect(served.headers()["content-type"]).toBe("image/webp");
});

test("a photo whose host is gone shows the fallback image, with no error", async ({ page, adminApi, business }) => {
  // nothing listens on the discard port: the service's fetch is refused
  const gone = "http://127.0.0.1:9/shala.jpg";
  expect((await adminApi.patch(`/api/admin/businesses/${business.id}`, { data: { images: [gone] } })).ok()).toBe(true);
  await waitForIdleBuilds(adminApi);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });

  await page.goto(`/business/${business.id}`);
  const hero = page.locator("main section img").first();
  await expect
    .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  const served = await page.request.get(await hero.evaluate((image: HTMLImageElement) => image.currentSrc));
  expect(served.headers()["content-type"]).toBe("image/svg+xml");
  expect(errors).toEqual([]);
});
