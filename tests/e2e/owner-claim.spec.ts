// An owner's way in (issue 44), as a person takes it: from a business's page, "Own this business? Claim it" leads to
// the owner's sign-in, a code emailed to them signs them in, and a code emailed to the listing's own address makes
// the business theirs. Both codes are read from the messages the service delivered to a local SMTP server
// (local-smtp.ts), not from the Outbox. The editor sees who owns what on the Owners screen. axe on every screen.
import { signInAsAdmin } from "./admin-session.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { type LocalMailbox, openLocalMailbox } from "./local-smtp.ts";

let mailbox: LocalMailbox;
test.beforeAll(async () => {
  mailbox = await openLocalMailbox();
});
test.afterAll(() => mailbox.close());

test("an owner signs in by code and claims a business by its email code; the editor sees it", async ({
  page,
  adminApi,
  businessOfItsOwn: business,
}) => {
  const listingEmail = `desk-${business.token}@example.com`;
  const ownerEmail = `owner-${business.token}@example.com`;
  expect((await adminApi.patch(`/api/admin/businesses/${business.id}`, { data: { email: listingEmail } })).ok()).toBe(
    true,
  );

  await page.goto(`/business/${business.id}`);
  await page.getByRole("link", { name: "Own this business? Claim it" }).click();

  await expect(page.getByRole("heading", { name: "Sign in for owners" })).toBeVisible();
  await expectNoAxeViolations(page, "the owner's sign-in");
  await page.getByLabel("Email address").fill(ownerEmail);
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page.getByText(/a code is on its way/)).toContainText(ownerEmail);
  await expectNoAxeViolations(page, "the owner's sign-in, asking for the code");
  await page.getByLabel("Code from the email").fill(await mailbox.codeMailedTo(ownerEmail));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/owner/claim/${business.id}$`));
  await expect(page.getByRole("heading", { name: `Claim ${business.name}` })).toBeVisible();
  await expectNoAxeViolations(page, "the claim screen");
  const masked = `d•••@example.com`;
  await page.getByRole("button", { name: `Email a code to ${masked}` }).click();
  await expect(page.getByRole("heading", { name: "Enter the code" })).toBeVisible();
  // a claim started by mistake is withdrawn, its code left unused; a new claim sends a new one
  await page.getByRole("button", { name: "Withdraw your claim" }).click();
  await expect(page.getByRole("heading", { name: "Enter the code" })).toHaveCount(0);
  const withdrawnClaimsCode = await mailbox.codeMailedTo(listingEmail);
  await page.getByRole("button", { name: `Email a code to ${masked}` }).click();
  await expect(page.getByRole("heading", { name: "Enter the code" })).toBeVisible();
  await expectNoAxeViolations(page, "the claim screen, asking for the listing's code");
  await page.getByLabel("Code from the listing's email").fill(withdrawnClaimsCode);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("That code is not right, or it has expired.")).toBeVisible();
  await page.getByLabel("Code from the listing's email").fill(await mailbox.codeMailedTo(listingEmail));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText(`You manage ${business.name}.`)).toBeVisible();

  await page.getByRole("link", { name: "Your businesses" }).click();
  await expect(page.getByRole("heading", { name: business.name })).toBeVisible();
  await expectNoAxeViolations(page, "Your businesses");

  await page.context().clearCookies();
  await signInAsAdmin(page, "/admin/owners");
  await page.getByRole("tab", { name: "Owners", exact: true }).click();
  const row = page.getByRole("row", { name: new RegExp(business.name) });
  await expect(row).toContainText(ownerEmail);
  await expectNoAxeViolations(page, "the admin's Owners screen");
});
