// Signing in with an emailed code: what the email carries, what is stored, and every way a guess is held back
// (5 attempts a code, 10 minutes, one code at a time, limits per address and per client, a constant-time compare).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SUSPENDED_MESSAGE } from "../../../shared/messages.ts";
import { SIGN_IN_CODE_ATTEMPTS } from "../../../shared/schemas/owners.ts";
import { emailSignInCodes, mailOutbox, users } from "../../db/schema.ts";
import { TEST_ORIGIN, useTestApp } from "../../test-support/app.ts";
import { VISITOR_SESSION_COOKIE } from "../visitor-auth/sessions.ts";
import { CODE_SENT_MESSAGE, codeMatches, hashCode, SIGN_IN_LIMITS, WRONG_CODE_MESSAGE } from "./sign-in.ts";

// behind a trusted proxy, so each test can say which client a request comes from
const t = await useTestApp(undefined, { env: { TRUST_PROXY: "true" } });

let clientCount = 0;
/** Each test's requests come from an address of their own, so the per-client limits start afresh. */
const fromClient = (address = `203.0.113.${++clientCount}`) => ({ origin: TEST_ORIGIN, "x-forwarded-for": address });

const askForCode = (email: string, headers = fromClient()) =>
  t.request("POST", "/api/owner/sign-in/code", { body: { email }, headers });

const signIn = (email: string, code: string, headers = fromClient()) =>
  t.request("POST", "/api/owner/sign-in", { body: { email, code }, headers });

/** The code in the last sign-in email to this address, as its reader sees it. */
async function codeMailedTo(email: string): Promise<string> {
  const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(mailOutbox.id);
  const last = mails.at(-1)!;
  expect(last.kind).toBe("owner-sign-in-code");
  return /^\s+(\d{6})$/m.exec(last.textBody)![1]!;
}

const sessionCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${VISITOR_SESSION_COOKIE}=`))
    ?.split(";")[0];

describe("asking for a sign-in code", () => {
  it("answers the same for an address with an account and one without", async () => {
    await t.db.insert(users).values({ id: "known", email: "priya@example.com" });
    const known = await askForCode("priya@example.com");
    const unknown = await askForCode("nobody@example.com");
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(await known.json()).toEqual({ message: CODE_SENT_MESSAGE });
    expect(await unknown.json()).toEqual({ message: CODE_SENT_MESSAGE });
  });

  it("emails a 6-digit code and no link, and keeps only the code's hash", async () => {
    await askForCode("Priya@Example.com");
    const code = await codeMailedTo("priya@example.com");
    const [mail] = await t.db.select().from(mailOutbox);
    expect(mail!.textBody).not.toMatch(/https?:/);
    expect(mail!.htmlBody).not.toMatch(/href=/);
    const [stored] = await t.db.select().from(emailSignInCodes);
    expect(stored).toMatchObject({ email: "priya@example.com", codeHash: hashCode(code), attempts: 0 });
    expect(JSON.stringify(stored)).not.toContain(`"${code}"`);
  });

  it("refuses a sixth code to one address within the hour, from any client", async () => {
    for (let index = 0; index < SIGN_IN_LIMITS.codesPerAddress.limit; index++) {
      expect((await askForCode("priya@example.com")).status).toBe(202);
    }
    const refused = await askForCode("priya@example.com");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("refuses more codes from one client than its hourly limit, whatever the addresses", async () => {
    const client = fromClient();
    for (let index = 0; index < SIGN_IN_LIMITS.codesPerClient.limit; index++) {
      expect((await askForCode(`person${index}@example.com`, client)).status).toBe(202);
    }
    expect((await askForCode("one-more@example.com", client)).status).toBe(429);
  });

  it("refuses a request from another site", async () => {
    const response = await t.request("POST", "/api/owner/sign-in/code", {
      body: { email: "priya@example.com" },
      headers: { origin: "https://elsewhere.example" },
    });
    expect(response.status).toBe(403);
    expect(await t.db.$count(mailOutbox)).toBe(0);
  });
});

describe("signing in with the code", () => {
  it("opens a visitor session for the address's account, made on first use, and the dashboard answers", async () => {
    await askForCode("priya@example.com");
    const response = await signIn("priya@example.com", await codeMailedTo("priya@example.com"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: "priya@example.com", name: "", businesses: [] });
    const cookie = sessionCookieOf(response)!;
    const me = await t.request("GET", "/api/owner/me", { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await t.db.select({ email: users.email }).from(users)).toEqual([{ email: "priya@example.com" }]);
  });

  it("signs in the account a provider made for the same address, with any capitals typed", async () => {
    await t.db.insert(users).values({ id: "google-priya", email: "priya@example.com", firstName: "Priya" });
    await askForCode("PRIYA@example.com");
    const response = await signIn("Priya@Example.COM", await codeMailedTo("priya@example.com"));
    expect(await response.json()).toMatchObject({ name: "Priya" });
    expect(await t.db.$count(users)).toBe(1);
  });

  it("takes a code once", async () => {
    await askForCode("priya@example.com");
    const code = await codeMailedTo("priya@example.com");
    expect((await signIn("priya@example.com", code)).status).toBe(200);
    const again = await signIn("priya@example.com", code);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: WRONG_CODE_MESSAGE });
  });

  it(`refuses even the right code after ${SIGN_IN_CODE_ATTEMPTS} wrong ones`, async () => {
    await askForCode("priya@example.com");
    const code = await codeMailedTo("priya@example.com");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < SIGN_IN_CODE_ATTEMPTS; attempt++) {
      expect((await signIn("priya@example.com", wrong)).status).toBe(400);
    }
    expect((await signIn("priya@example.com", code)).status).toBe(400);
    expect(sessionCookieOf(await signIn("priya@example.com", code))).toBeUndefined();
  });

  it("refuses a code after its 10 minutes", async () => {
    await askForCode("priya@example.com");
    const code = await codeMailedTo("priya@example.com");
    await t.db.update(emailSignInCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await signIn("priya@example.com", code)).status).toBe(400);
  });

  it("refuses an older code once a newer one is sent", async () => {
    const expiresAt = new Date(Date.now() + 60_000);
    await t.db.insert(emailSignInCodes).values({ email: "priya@example.com", codeHash: hashCode("111111"), expiresAt });
    await askForCode("priya@example.com");
    const [older] = await t.db
      .select()
      .from(emailSignInCodes)
      .where(eq(emailSignInCodes.codeHash, hashCode("111111")));
    expect(older!.usedAt).not.toBeNull();
    expect((await signIn("priya@example.com", await codeMailedTo("priya@example.com"))).status).toBe(200);
  });

  it("refuses a code sent to another address", async () => {
    const expiresAt = new Date(Date.now() + 60_000);
    await t.db.insert(emailSignInCodes).values([
      { email: "priya@example.com", codeHash: hashCode("111111"), expiresAt },
      { email: "ravi@example.com", codeHash: hashCode("222222"), expiresAt },
    ]);
    expect((await signIn("ravi@example.com", "111111")).status).toBe(400);
    expect((await signIn("ravi@example.com", "222222")).status).toBe(200);
  });

  it("holds back guessing from one client across addresses: past its hourly limit every try is refused", async () => {
    const client = fromClient();
    for (let index = 0; index < SIGN_IN_LIMITS.attemptsPerClient.limit; index++) {
      expect((await signIn(`person${index}@example.com`, "123456", client)).status).toBe(400);
    }
    const refused = await signIn("priya@example.com", "123456", client);
    expect(refused.status).toBe(429);
  });

  it("refuses a suspended account, signing no one in", async () => {
    await t.db.insert(users).values({ id: "priya", email: "priya@example.com", suspendedAt: new Date() });
    await askForCode("priya@example.com");
    const response = await signIn("priya@example.com", await codeMailedTo("priya@example.com"));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: SUSPENDED_MESSAGE });
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it("answers a code that is not 6 digits with the form's message, counting no attempt", async () => {
    await askForCode("priya@example.com");
    const response = await signIn("priya@example.com", "12345");
    expect(response.status).toBe(422);
    const [stored] = await t.db.select().from(emailSignInCodes);
    expect(stored!.attempts).toBe(0);
  });
});

describe("comparing a code", () => {
  it("compares hashes of equal length, so any typed text is compared in the same time", () => {
    const stored = hashCode("493021");
    expect(codeMatches(stored, "493021")).toBe(true);
    expect(codeMatches(stored, "493020")).toBe(false);
    expect(codeMatches(stored, "")).toBe(false);
    expect(codeMatches(stored, "4930210000")).toBe(false);
  });
});
