// The business page's forms on a Hindi or Hebrew page (issue 47): the schema's messages under the fields and the
// toasts in the page's language, not in English.
import heInquiry from "../../shared/i18n/catalogues/he/inquiry.json";
import hiReviews from "../../shared/i18n/catalogues/hi/reviews.json";
import { translateMessage } from "../../shared/i18n/messages.ts";
import { INQUIRY_SENT_DETAIL, INQUIRY_SENT_MESSAGE } from "../../shared/messages.ts";
import { INVALID_EMAIL_MESSAGE, NAME_REQUIRED_MESSAGE } from "../../shared/schemas/fields.ts";
import { INQUIRY_TOO_SHORT_MESSAGE } from "../../shared/schemas/inquiry.ts";
import { toasterTexts } from "../../site/islands/forms/texts.ts";
import { expect, test } from "./fixtures.ts";

test("an inquiry on a Hebrew page: the empty form's messages, then the thank-you toast, in Hebrew", async ({
  page,
  business,
}) => {
  await page.goto(`/he/business/${business.id}`);
  await page.locator("#tab-contact").click();
  const panel = page.locator("#contact");
  const send = panel.getByRole("button", { name: heInquiry.submit });

  await send.click();
  for (const message of [NAME_REQUIRED_MESSAGE, INVALID_EMAIL_MESSAGE, INQUIRY_TOO_SHORT_MESSAGE]) {
    await expect(panel.getByText(translateMessage("he", message))).toBeVisible();
    await expect(panel.getByText(message)).toHaveCount(0);
  }

  await panel.getByRole("textbox", { name: "השם שלך" }).fill("נועה");
  await panel.getByRole("textbox", { name: heInquiry.email }).fill("noa@example.com");
  await panel.getByRole("textbox", { name: heInquiry.message }).fill("יש לכם שיעורים למתחילים בבוקר?");
  await send.click();
  const toast = page.getByRole("region", { name: toasterTexts("he").region }).getByRole("status");
  await expect(toast).toContainText(translateMessage("he", INQUIRY_SENT_MESSAGE));
  await expect(toast).toContainText(translateMessage("he", INQUIRY_SENT_DETAIL));
  await expect(toast).not.toContainText(INQUIRY_SENT_MESSAGE);
  await expect(panel.getByText(translateMessage("he", NAME_REQUIRED_MESSAGE))).toHaveCount(0);
});

test("a review on a Hindi page says what is missing in Hindi", async ({ page, business }) => {
  await page.goto(`/hi/business/${business.id}`);
  await page.locator("#tab-reviews").click();
  const panel = page.locator("#reviews");
  await panel.getByRole("button", { name: hiReviews.submit }).click();
  await expect(panel.getByText(translateMessage("hi", NAME_REQUIRED_MESSAGE))).toBeVisible();
  await expect(panel.getByRole("radio", { name: "5 सितारे" })).toBeAttached();
});
