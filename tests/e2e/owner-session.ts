// An owner's way in for the e2e specs (issue 44), through the API as the dashboard's own screens call it: a sign-in
// code emailed to the owner, then a claim verified by a code emailed to the listing's own address. Both codes are
// read from the mail outbox, as an editor's Outbox shows it (no SMTP server listens during these specs: each email
// waits there, queued; owner-claim.spec.ts reads its codes from the local SMTP server instead, local-smtp.ts).
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import type { PublishedBusiness } from "./fixtures.ts";

/** The newest email to `recipient` in the outbox carries a 6-digit code on a line of its own: that code. */
export async function emailedCode(adminApi: APIRequestContext, recipient: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const list = await adminApi.get(`/api/admin/outbox?q=${encodeURIComponent(recipient)}&limit=1`);
        const [newest] = (await list.json()) as { id: number }[];
        if (!newest) return undefined;
        const mail = (await (await adminApi.get(`/api/admin/outbox/${newest.id}`)).json()) as { textBody: string };
        code = /^\s+(\d{6})$/m.exec(mail.textBody)?.[1];
        return code;
      },
      { message: `a code emailed to ${recipient}` },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/** The page's own origin: the owner API refuses a change from another site. */
const sameSite = (page: Page, baseURL: string) => ({ headers: { origin: new URL(baseURL).origin } });

/** Signs the page's browser in as the owner with this address, by the code emailed to it. */
export async function signInAsOwner(page: Page, adminApi: APIRequestContext, baseURL: string, email: string) {
  const asked = await page.request.post("/api/owner/sign-in/code", { data: { email }, ...sameSite(page, baseURL) });
  expect(asked.ok(), await asked.text()).toBe(true);
  const code = await emailedCode(adminApi, email);
  const signedIn = await page.request.post("/api/owner/sign-in", { data: { email, code }, ...sameSite(page, baseURL) });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
}

/** The signed-in owner claims the business by the code sent to the listing's own address. */
export async function claimByListingEmail(
  page: Page,
  adminApi: APIRequestContext,
  baseURL: string,
  business: { id: number; email: string },
) {
  const started = await page.request.post("/api/owner/claims", {
    data: { businessId: business.id, method: "listing-email" },
    ...sameSite(page, baseURL),
  });
  expect(started.status(), await started.text()).toBe(201);
  const { id } = (await started.json()) as { id: number };
  const code = await emailedCode(adminApi, business.email);
  const verified = await page.request.post(`/api/owner/claims/${id}/code`, {
    data: { code },
    ...sameSite(page, baseURL),
  });
  expect(verified.ok(), await verified.text()).toBe(true);
}

/**
 * The page's browser signs in as a new owner (owner-{token}@example.com) who claims the business by a code sent to the
 * listing's own address (desk-{token}@example.com, given to the listing first).
 */
export async function becomeOwner(
  page: Page,
  adminApi: APIRequestContext,
  baseURL: string,
  business: PublishedBusiness,
) {
  const listingEmail = `desk-${business.token}@example.com`;
  const given = await adminApi.patch(`/api/admin/businesses/${business.id}`, { data: { email: listingEmail } });
  expect(given.ok(), await given.text()).toBe(true);
  await signInAsOwner(page, adminApi, baseURL, `owner-${business.token}@example.com`);
  await claimByListingEmail(page, adminApi, baseURL, { id: business.id, email: listingEmail });
}
