// The admin's Outbox: with no SMTP server listening (the e2e service's, local-smtp.ts, listens only during
// owner-claim.spec.ts), an inquiry's confirmation waits there, queued, with its recipient, subject and the inquiry
// that caused it; View shows what it says; the inquiry's card says its business (which has no address) was not
// emailed.
import { signInAsAdmin } from "./admin-session.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, sendInquiry, test } from "./fixtures.ts";

test("an inquiry's confirmation waits in the Outbox, and View shows it", async ({ page, request, business }) => {
  const stamp = Date.now();
  const traveller = `asha.${stamp}@example.com`;
  const inquiryId = await sendInquiry(request, business.id, {
    customerName: `Asha ${stamp}`,
    customerEmail: traveller,
    subject: `Rooftop class ${stamp}`,
    message: "Is the rooftop class open to beginners this Friday?",
  });

  await signInAsAdmin(page, "/admin/outbox");
  await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search emails" }).fill(traveller);
  await expect(page).toHaveURL(/[?&]q=asha/);
  const row = page.getByRole("row").filter({ hasText: traveller });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Queued");
  await expect(row).toContainText(`Your inquiry to ${business.name}`);
  await expect(row.getByRole("link", { name: `Inquiry #${inquiryId}` })).toHaveAttribute("href", "/admin/inquiries");
  await expect(row.getByRole("button", { name: "Resend" })).toHaveCount(0);

  await row.getByRole("button", { name: "View" }).click();
  await expect(page.getByText("Is the rooftop class open to beginners this Friday?")).toBeVisible();
  await expect(page.getByText(`${business.name} has no email address with us`)).toBeVisible();
  await expect(row.getByRole("button", { name: "Hide" })).toHaveAttribute("aria-expanded", "true");
  await expectNoAxeViolations(page, "the Outbox with an email open");

  await page.goto(`/admin/inquiries?q=${encodeURIComponent(traveller)}`);
  await expect(page.getByRole("article")).toContainText("Emailed: No — the business has no email address");
});
