// A business owner lists a business: mistakes are explained, a good listing ends on the thank-you screen.
import { MIN_FILL_TIME_MS } from "../../service/abuse/public-forms.ts";
import { LISTING_CONTACT_MESSAGE, LISTING_FAILED_MESSAGE, LISTING_SUBMITTED_MESSAGE } from "../../shared/messages.ts";
import {
  BUSINESS_NAME_REQUIRED_MESSAGE,
  CATEGORY_REQUIRED_MESSAGE,
  DESCRIPTION_TOO_SHORT_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
} from "../../shared/schemas/business.ts";
import { INVALID_PHONE_MESSAGE, LOCATION_REQUIRED_MESSAGE } from "../../shared/schemas/fields.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { fillValidListing, sendListing } from "./listing-form.ts";
import { toastArea } from "./locators.ts";

test("a listing is checked field by field, needs the terms, then shows the thank-you screen", async ({
  page,
  deleteAfterTest,
}) => {
  await page.goto("/list-business");
  // a form sent faster than a person fills it is a script's, answered alike but not kept
  const personCanHaveTyped = page.waitForTimeout(MIN_FILL_TIME_MS);
  const form = await fillValidListing(page);
  for (const section of ["Basic Information", "Location", "Contact Information", "Additional Information"]) {
    await expect(form.getByRole("group", { name: section })).toBeVisible();
  }
  await expect(form.getByText("What happens next?")).toBeVisible();

  const phone = form.getByRole("textbox", { name: "Phone Number" });
  await phone.fill("12345");
  await form.getByRole("button", { name: "Submit Business Listing" }).click();
  await expect(form.getByText(INVALID_PHONE_MESSAGE)).toBeVisible();
  await expect(phone).toBeFocused();

  await phone.fill("+91 98370 44444");
  await form.getByRole("button", { name: "Submit Business Listing" }).click();
  await expect(form.getByText(INVALID_PHONE_MESSAGE)).toHaveCount(0);
  await expect(form.getByText(TERMS_REQUIRED_MESSAGE)).toBeVisible();

  let sent: Record<string, unknown> | undefined;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/businesses")) sent = request.postDataJSON();
  });
  await sendListing(page, form, personCanHaveTyped, deleteAfterTest);
  // the thank-you screen's first step (the page's notice for a form sent without JavaScript stays hidden)
  await expect(page.getByRole("listitem").filter({ hasText: LISTING_CONTACT_MESSAGE }).first()).toBeVisible();
  await expect(toastArea(page).getByRole("status")).toContainText(LISTING_SUBMITTED_MESSAGE);
  expect(sent).toMatchObject({
    location: "Tapovan",
    priceRange: "$$",
    services: ["Sound bath", "Gong meditation"],
    amenities: ["Mats", "Tea"],
    isVerified: false,
    isActive: true,
  });
  expect(typeof sent?.categoryId).toBe("number");
  expect(sent).not.toHaveProperty("acceptTerms");
  await expectNoAxeViolations(page, "listing thank-you screen");

  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an empty listing shows every required field's message", async ({ page }) => {
  await page.goto("/list-business");
  await page.getByRole("button", { name: "Submit Business Listing" }).click();
  for (const message of [
    BUSINESS_NAME_REQUIRED_MESSAGE,
    CATEGORY_REQUIRED_MESSAGE,
    DESCRIPTION_TOO_SHORT_MESSAGE,
    LOCATION_REQUIRED_MESSAGE,
    INVALID_PHONE_MESSAGE,
    TERMS_REQUIRED_MESSAGE,
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByRole("textbox", { name: "Business Name" })).toBeFocused();
  await expectNoAxeViolations(page, "listing form with every field message");
});

test("a refused listing keeps the form and shows the failure toast", async ({ page }) => {
  await page.route("**/api/businesses", (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 500, body: "" }) : route.continue(),
  );
  await page.goto("/list-business");
  const form = await fillValidListing(page);
  await form.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
  await form.getByRole("button", { name: "Submit Business Listing" }).click();
  await expect(toastArea(page).getByRole("alert")).toContainText(LISTING_FAILED_MESSAGE);
  await expect(form.getByRole("textbox", { name: "Location / Area" })).toHaveValue("Tapovan");
});
