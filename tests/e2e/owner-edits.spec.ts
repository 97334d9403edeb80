// The owner's edits (issue 44): an owner who claimed their listing changes its opening hours, live after the build;
// proposes a new phone number, which the page does not show until an editor approves it; the editor approves it on
// the Owners screen's Pending edits and the page shows it; and the owner answers an inquiry. axe on every screen.
import type { Business } from "../../shared/schemas/business.ts";
import { LISTING_SAVED_MESSAGE, PROPOSAL_SENT_MESSAGE } from "../../shared/schemas/owner-listing.ts";
import { signInAsAdmin } from "./admin-session.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { BUILD_TIMEOUT } from "./builds.ts";
import { expect, sendInquiry, test } from "./fixtures.ts";
import { toastArea } from "./locators.ts";
import { becomeOwner } from "./owner-session.ts";

const NEW_PHONE = "+91 98370 77123";

test("an owner changes the hours, proposes a phone an editor approves, and answers an inquiry", async ({
  page,
  adminApi,
  baseURL,
  businessOfItsOwn: business,
}) => {
  test.setTimeout(BUILD_TIMEOUT * 4);
  await becomeOwner(page, adminApi, baseURL!, business);
  await sendInquiry(adminApi, business.id, {
    customerName: "Mira from the e2e run",
    customerEmail: "mira@example.com",
    subject: `Rooms in March ${business.token}`,
    message: "Do you have two beds free in the first week of March?",
  });

  // Your businesses → Manage: the listing's everyday fields
  await page.goto("/owner");
  await page.getByRole("link", { name: `Manage ${business.name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: business.name })).toBeVisible();
  await expectNoAxeViolations(page, "the owner's listing screen");

  // the hours: weekly, Monday's copied to every day, saved live
  const hours = page.getByRole("group", { name: "Opening hours" });
  await hours.getByRole("radio", { name: "Set the weekly hours" }).check();
  await page.getByLabel("Monday opens", { exact: true }).fill("06:15");
  await page.getByLabel("Monday closes", { exact: true }).fill("20:45");
  await page.getByRole("button", { name: "Copy Monday to all days" }).click();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toastArea(page).getByRole("status")).toContainText(LISTING_SAVED_MESSAGE);
  await expect
    .poll(async () => (await page.request.get(`/business/${business.id}`)).text(), {
      message: "the business page with its new hours",
      timeout: BUILD_TIMEOUT,
    })
    .toMatch(/6:15\s?am\s?–\s?8:45\s?pm/);

  // Contact & place: a new phone, sent for approval; the page keeps the old one
  await page.getByRole("link", { name: "Contact & place", exact: true }).click();
  await expectNoAxeViolations(page, "the owner's contact & place screen");
  await page.getByRole("textbox", { name: "Phone" }).fill(NEW_PHONE);
  await page.getByRole("button", { name: "Send for approval" }).click();
  await expect(toastArea(page).getByRole("status")).toContainText(PROPOSAL_SENT_MESSAGE);
  const proposal = page.getByRole("listitem").filter({ hasText: "Waiting for an editor" });
  await expect(proposal.getByRole("row", { name: `Phone +91 98370 55555 ${NEW_PHONE}` })).toBeVisible();
  await expectNoAxeViolations(page, "the owner's proposal waiting for an editor");
  const listed = (await (await page.request.get(`/api/businesses/${business.id}`)).json()) as Business;
  expect(listed.phone).toBe("+91 98370 55555");
  expect(await (await page.request.get(`/business/${business.id}`)).text()).not.toContain(NEW_PHONE);

  // Inquiries: the traveller's question, marked responded
  await page.getByRole("link", { name: "Inquiries", exact: true }).click();
  const inquiry = page.getByRole("article").filter({ hasText: `Rooms in March ${business.token}` });
  await expect(inquiry).toBeVisible();
  await expect(inquiry.getByRole("link", { name: "Reply via Email" })).toHaveAttribute("href", /^mailto:mira@/);
  await expectNoAxeViolations(page, "the owner's inquiries");
  await inquiry.getByRole("button", { name: "Mark Responded" }).click();
  await expect(inquiry).toContainText("Status: Responded");
  await expect(inquiry.getByRole("button", { name: "Mark Responded" })).toHaveCount(0);

  // the editor weighs the diff on the Owners screen and approves it: the page shows the new phone after the build
  await signInAsAdmin(page, "/admin/owners");
  await page.getByRole("tab", { name: "Pending edits" }).click();
  const edit = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: business.name }) });
  await expect(edit.getByRole("row", { name: `Phone +91 98370 55555 ${NEW_PHONE}` })).toBeVisible();
  await expectNoAxeViolations(page, "the editor's pending edits");
  await edit.getByRole("button", { name: `Approve the changes to ${business.name}` }).click();
  await expect(toastArea(page).getByRole("status")).toContainText("Changes approved");
  await expect
    .poll(async () => (await page.request.get(`/business/${business.id}`)).text(), {
      message: "the business page with the approved phone",
      timeout: BUILD_TIMEOUT,
    })
    .toContain(NEW_PHONE);
  await page.goto(`/owner/businesses/${business.id}/details`);
  await expect(page.getByRole("listitem").filter({ hasText: "Approved" })).toContainText(NEW_PHONE);
});
