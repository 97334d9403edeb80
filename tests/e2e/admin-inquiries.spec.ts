// The admin's inquiries: an inquiry sent through the public API is found by search, answered by mail or
// phone, and moved pending → responded → resolved → closed, the buttons changing at each step.
import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./admin-session.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, sendInquiry, test } from "./fixtures.ts";
import { holdRequests } from "./held-requests.ts";
import { toastArea } from "./locators.ts";

const inquiryCard = (page: Page, subject: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name: subject, exact: true }) });

test("an inquiry is found by search and moved from pending to closed", async ({ page, request, business }) => {
  const stamp = Date.now();
  const subject = `Sunrise class for two ${stamp}`;
  await sendInquiry(request, business.id, {
    customerName: `Meera ${stamp}`,
    customerEmail: `meera.${stamp}@example.com`,
    customerPhone: "+91 98765 43210",
    subject,
    message: "Do you have space in the 6 am class next Monday for two beginners?",
  });

  await signInAsAdmin(page, "/admin/inquiries");
  await expect(page.getByRole("heading", { level: 1, name: "Customer Inquiries" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search inquiries" }).fill(`meera.${stamp}`);
  await expect(page).toHaveURL(/[?&]q=meera/);
  await expect(page.getByText("1 inquiry match")).toBeVisible();

  const card = inquiryCard(page, subject);
  await expect(card).toContainText("Pending");
  await expect(card).toContainText(`Meera ${stamp}`);
  await expect(card.getByRole("link", { name: `meera.${stamp}@example.com` })).toHaveAttribute(
    "href",
    `mailto:meera.${stamp}@example.com`,
  );
  await expect(card.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute("href", "tel:+919876543210");
  await expect(card.getByRole("link", { name: business.name })).toHaveAttribute("href", `/business/${business.id}`);
  await expect(card.getByRole("link", { name: "Reply via Email" })).toHaveAttribute(
    "href",
    `mailto:meera.${stamp}@example.com?subject=${encodeURIComponent(`Re: ${subject}`)}`,
  );
  await expect(card.getByRole("link", { name: "Call Customer" })).toHaveAttribute("href", "tel:+919876543210");
  await expectNoAxeViolations(page, "admin inquiries with a pending inquiry (yellow badge)");

  const statusButtons = card.getByRole("group", { name: `Status of ${subject}` }).getByRole("button");
  await expect(statusButtons).toHaveText(["Mark Responded", "Mark Resolved", "Close"]);

  await card.getByRole("button", { name: "Mark Responded" }).click();
  await expect(card).toContainText("Responded");
  await expect(statusButtons).toHaveText(["Mark Resolved", "Close"]);
  await expectNoAxeViolations(page, "admin inquiries with a responded inquiry (blue badge)");

  await card.getByRole("button", { name: "Mark Resolved" }).click();
  await expect(card).toContainText("Resolved");
  await expect(statusButtons).toHaveText(["Close"]);
  await expectNoAxeViolations(page, "admin inquiries with a resolved inquiry (green badge)");

  await card.getByRole("button", { name: "Close" }).click();
  await expect(card).toContainText("Closed");
  await expect(card.getByRole("group", { name: `Status of ${subject}` })).toHaveCount(0);
  await expectNoAxeViolations(page, "admin inquiries with a closed inquiry (grey badge)");

  // the status filter: closed finds it, pending does not
  await page.getByRole("combobox", { name: "Status" }).selectOption("closed");
  await expect(inquiryCard(page, subject)).toBeVisible();
  await page.getByRole("combobox", { name: "Status" }).selectOption("pending");
  await expect(page.getByText("No inquiries found")).toBeVisible();
});

test("an inquiry without subject or phone reads General Inquiry and offers no call", async ({
  page,
  request,
  business,
}) => {
  const stamp = Date.now();
  await sendInquiry(request, business.id, {
    customerName: `Tom ${stamp}`,
    customerEmail: `tom.${stamp}@example.com`,
    message: "Is the retreat open during the monsoon months?",
  });
  await signInAsAdmin(page, `/admin/inquiries?q=tom.${stamp}`);
  const card = page.getByRole("article").filter({ hasText: `Tom ${stamp}` });
  await expect(card.getByRole("heading", { name: "General Inquiry" })).toBeVisible();
  await expect(card.getByRole("link", { name: "Reply via Email" })).toHaveAttribute(
    "href",
    `mailto:tom.${stamp}@example.com?subject=${encodeURIComponent("Re: General Inquiry")}`,
  );
  await expect(card.getByRole("link", { name: "Call Customer" })).toHaveCount(0);
});

test("a refused status change shows the server's message in a destructive toast", async ({
  page,
  request,
  business,
}) => {
  const stamp = Date.now();
  await sendInquiry(request, business.id, {
    customerName: `Lena ${stamp}`,
    customerEmail: `lena.${stamp}@example.com`,
    message: "Any rooms in May?",
  });
  await signInAsAdmin(page, `/admin/inquiries?q=lena.${stamp}`);
  await page.route("**/api/admin/inquiries/*", (route) =>
    route.request().method() === "PATCH"
      ? route.fulfill({ status: 409, json: { message: "An inquiry that is closed cannot be marked responded" } })
      : route.continue(),
  );
  await page
    .getByRole("article")
    .filter({ hasText: `Lena ${stamp}` })
    .getByRole("button", { name: "Mark Responded" })
    .click();
  await expect(toastArea(page).getByRole("alert")).toContainText(
    "An inquiry that is closed cannot be marked responded",
  );
});

test("a double-clicked status button sends one change, the status buttons unavailable until it is done", async ({
  page,
  request,
  business,
}) => {
  const stamp = Date.now();
  const subject = `Two mats for Sunday ${stamp}`;
  await sendInquiry(request, business.id, {
    customerName: `Ravi ${stamp}`,
    customerEmail: `ravi.${stamp}@example.com`,
    subject,
    message: "Can we book two mats for the Sunday morning session?",
  });
  await signInAsAdmin(page, `/admin/inquiries?q=ravi.${stamp}`);
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  const statusChanges: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "PATCH") statusChanges.push(sent.url());
  });
  const sendChange = await holdRequests(page, "**/api/admin/inquiries/*");

  const card = inquiryCard(page, subject);
  const statusButtons = card.getByRole("group", { name: `Status of ${subject}` }).getByRole("button");
  await card.getByRole("button", { name: "Mark Responded" }).dblclick();
  for (const button of await statusButtons.all()) await expect(button).toHaveAttribute("aria-disabled", "true");
  // the buttons stay where they are, so the keyboard stays on the one pressed
  await expect(card.getByRole("button", { name: "Mark Responded" })).toBeFocused();

  sendChange();
  await expect(toastArea(page).getByText("Marked as Responded.")).toBeVisible();
  await expect(statusButtons).toHaveText(["Mark Resolved", "Close"]);
  for (const button of await statusButtons.all()) await expect(button).not.toHaveAttribute("aria-disabled", "true");
  expect(statusChanges).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});

test("an inquiry is deleted after a confirmation, and Recent Activity names who sent it", async ({
  page,
  request,
  business,
}) => {
  const stamp = Date.now();
  const subject = `Please forget me ${stamp}`;
  const sender = `Nora ${stamp}`;
  await sendInquiry(request, business.id, {
    customerName: sender,
    customerEmail: `nora.${stamp}@example.com`,
    subject,
    message: "I asked about rooms; please remove my details.",
  });
  await signInAsAdmin(page, `/admin/inquiries?q=nora.${stamp}`);

  await inquiryCard(page, subject).getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Please confirm" });
  await expect(dialog).toContainText(`Are you sure you want to delete the inquiry from ${sender}?`);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toastArea(page).getByRole("status")).toContainText("Inquiry deleted");
  await expect(page.getByText("No inquiries found")).toBeVisible();
  await expectNoAxeViolations(page, "admin inquiries after a delete");

  await page.getByRole("link", { name: "Dashboard", exact: true }).click();
  await expect(page.getByRole("region", { name: "Recent Activity" })).toContainText(`deleted inquiry from ${sender}`);
});
