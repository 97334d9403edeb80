// The outbox and its sender, delivering through a real SMTP server on loopback.
import { eq, sql } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterEach, describe, expect, it } from "vitest";
import { inquiries, mailOutbox, mailSuppressions } from "../../db/schema.ts";
import { readEnv } from "../../env.ts";
import { TEST_ORIGIN, useTestApp } from "../../test-support/app.ts";
import { insertBusiness, insertCategory } from "../../test-support/fixtures.ts";
import { startSmtpServer } from "../../test-support/smtp-server.ts";
import { sendInquiry } from "../inquiries/queries.ts";
import { queueInquiryMails } from "./notifications.ts";
import { createMailSender, type MailSender, type MailTransport, smtpTransport } from "./sender.ts";
import { mailSettings } from "./settings.ts";

const smtp = await startSmtpServer();
const ENV = {
  SMTP_URL: smtp.url,
  MAIL_FROM: "Soul of Rishikesh <hello@soul.example>",
  MAIL_BUSINESS_HOURLY_CAP: "2",
};
const env = readEnv({ NODE_ENV: "test", PUBLIC_URL: TEST_ORIGIN, DATA_DIR: "./data/test", ...ENV });

const BUSINESS_EMAIL = "namaste@ganga-prana.example";
let businessId = 0;
let silentBusinessId = 0;
const t = await useTestApp(
  async (db) => {
    const category = await insertCategory(db);
    businessId = (await insertBusiness(db, { categoryId: category.id, name: "Ganga Prana", email: BUSINESS_EMAIL })).id;
    silentBusinessId = (await insertBusiness(db, { categoryId: category.id, name: "Quiet Cafe", email: null })).id;
  },
  { env: ENV },
);

const inquiry = {
  customerName: "Lena Fischer",
  customerEmail: "lena@traveller.example",
  customerPhone: "+49 151 2345678",
  subject: "October teacher training",
  message: "Is there still a place in the 200-hour course starting in October?",
};

const senders: MailSender[] = [];
function sender(options: Parameters<typeof createMailSender>[2] = {}) {
  const made = createMailSender(t.db, env, { log: () => {}, retry: { firstDelayMs: 1, factor: 1 }, ...options });
  senders.push(made);
  return made;
}
afterEach(async () => {
  await Promise.all(senders.splice(0).map((made) => made.stop()));
  smtp.received.length = 0;
  smtp.recipientsTried.length = 0;
  smtp.refuse.clear();
});

const postInquiry = (id: number, body: object = inquiry) =>
  t.request("POST", `/api/businesses/${id}/inquiries`, { body });
const outbox = () => t.db.select().from(mailOutbox).orderBy(mailOutbox.id);
/** A header as it arrived, unfolded. */
const headerLine = (mail: ParsedMail, key: string) =>
  mail.headerLines.find((header) => header.key === key)?.line.replace(/\r\n/g, "");
const rowFor = async (kind: string) => (await outbox()).find((row) => row.kind === kind)!;

describe("an inquiry's emails", () => {
  it("reach the business with Reply-To the traveller, and the traveller as a confirmation", async () => {
    expect((await postInquiry(businessId)).status).toBe(201);
    expect((await outbox()).map((row) => [row.kind, row.status])).toEqual([
      ["inquiry-to-business", "queued"],
      ["inquiry-confirmation", "queued"],
    ]);
    expect(await sender().sendDue()).toBe(2);
    const received = await smtp.waitFor(2);

    const toBusiness = received.find((mail) => mail.to.includes(BUSINESS_EMAIL))!;
    expect(toBusiness.to).toEqual([BUSINESS_EMAIL]);
    expect(toBusiness.parsed.replyTo?.text).toBe(inquiry.customerEmail);
    expect(toBusiness.parsed.from?.text).toBe('"Soul of Rishikesh" <hello@soul.example>');
    expect(toBusiness.parsed.subject).toBe("New inquiry from Lena Fischer: October teacher training");
    for (const value of [inquiry.customerName, inquiry.customerEmail, inquiry.customerPhone, inquiry.message]) {
      expect(toBusiness.parsed.text).toContain(value);
    }
    expect(toBusiness.parsed.html).toContain("mailto:lena@traveller.example");
    expect(toBusiness.parsed.text).toContain(`${TEST_ORIGIN}/business/${businessId}`);
    expect(headerLine(toBusiness.parsed, "list-unsubscribe")).toMatch(
      new RegExp(`^List-Unsubscribe: <${TEST_ORIGIN}/api/mail/stop\\?token=[\\w.-]+>$`),
    );
    expect(headerLine(toBusiness.parsed, "list-unsubscribe-post")).toBe(
      "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
    );

    const confirmation = received.find((mail) => mail.to.includes(inquiry.customerEmail))!;
    expect(confirmation.parsed.subject).toBe("Your inquiry to Ganga Prana");
    expect(confirmation.parsed.text).toContain(inquiry.message);
    expect(confirmation.parsed.text).toContain("some may not answer at all");
    expect(confirmation.parsed.replyTo).toBeUndefined();
    expect(confirmation.parsed.headers.has("list-unsubscribe")).toBe(false);

    const rows = await outbox();
    expect(rows.map((row) => [row.status, row.attempts, row.lastResponseCode])).toEqual([
      ["sent", 1, 250],
      ["sent", 1, 250],
    ]);
    expect(toBusiness.parsed.messageId).toBe(rows[0]!.messageId);
  });

  it("to a business without an email address, only the confirmation, which says the team keeps it", async () => {
    await postInquiry(silentBusinessId);
    const rows = await outbox();
    expect(rows.map((row) => row.kind)).toEqual(["inquiry-confirmation"]);
    expect(rows[0]!.textBody).toContain("Quiet Cafe has no email address with us");
  });

  it("are not queued when the inquiry is not stored", async () => {
    const inactive = await insertBusiness(t.db, {
      categoryId: (await insertCategory(t.db, { slug: "x" })).id,
      isActive: false,
      email: BUSINESS_EMAIL,
    });
    expect((await postInquiry(inactive.id)).status).toBe(404);
    expect((await postInquiry(businessId, { ...inquiry, message: "short" })).status).toBe(422);
    // a failure after the insert, inside the same transaction, takes the emails with it
    const settings = await mailSettings(t.db, env);
    await expect(
      sendInquiry(t.db, businessId, { ...inquiry, subject: "Rolled back" }, null, async (tx, stored) => {
        await queueInquiryMails(tx, settings, stored);
        throw new Error("the disk is full");
      }),
    ).rejects.toThrow("the disk is full");
    expect(await t.db.$count(inquiries)).toBe(0);
    expect(await outbox()).toEqual([]);
  });

  it("refuses a name or subject with a line break, so no header can be added through them", async () => {
    const injected = await postInquiry(businessId, { ...inquiry, customerName: "Eve\r\nBcc: victim@example.com" });
    expect(injected.status).toBe(422);
    const inSubject = await postInquiry(businessId, { ...inquiry, subject: "Hi\nBcc: victim@example.com" });
    expect(inSubject.status).toBe(422);
    expect(await outbox()).toEqual([]);
  });

  it("puts a line break that reached a header on one line: no header is added and no one else gets it", async () => {
    // as if a name had been stored before the schema refused line breaks
    const settings = await mailSettings(t.db, env);
    await t.db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(inquiries)
        .values({ ...inquiry, customerName: "Eve\r\nBcc: victim@example.com", businessId })
        .returning();
      await queueInquiryMails(tx, settings, stored!);
    });
    await sender().sendDue();
    const received = await smtp.waitFor(2);
    expect(smtp.recipientsTried.sort()).toEqual([BUSINESS_EMAIL, inquiry.customerEmail].sort());
    for (const mail of received) expect(mail.parsed.headers.has("bcc")).toBe(false);
    const toBusiness = received.find((mail) => mail.to.includes(BUSINESS_EMAIL))!;
    expect(toBusiness.parsed.subject).toBe("New inquiry from Eve Bcc: victim@example.com: October teacher training");
  });
});

describe("delivery", () => {
  it("tries again after a temporary refusal (451) and records the server's answer meanwhile", async () => {
    smtp.refuse.set(BUSINESS_EMAIL, 451);
    await postInquiry(businessId);
    const mailer = sender({ retry: { firstDelayMs: 50, factor: 1 } });
    await mailer.sendDue();
    const waiting = await rowFor("inquiry-to-business");
    expect(waiting).toMatchObject({ status: "queued", attempts: 1, lastResponseCode: 451 });
    expect(waiting.lastError).toContain("Try again later");
    expect(waiting.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() - 1000);

    smtp.refuse.clear();
    await new Promise((resolve) => setTimeout(resolve, 60));
    await mailer.sendDue();
    expect(await rowFor("inquiry-to-business")).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(smtp.received.filter((mail) => mail.to.includes(BUSINESS_EMAIL))).toHaveLength(1);
  });

  it("gives a temporary refusal up after the last attempt", async () => {
    smtp.refuse.set(BUSINESS_EMAIL, 451);
    await postInquiry(businessId);
    const mailer = sender({ retry: { maxAttempts: 2, firstDelayMs: 1, factor: 1 } });
    await mailer.sendDue();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await mailer.sendDue();
    expect(await rowFor("inquiry-to-business")).toMatchObject({ status: "failed", attempts: 2, lastResponseCode: 451 });
  });

  it("does not try a permanent refusal (550) again, keeps the answer, and sends that address nothing more", async () => {
    smtp.refuse.set(BUSINESS_EMAIL, 550);
    await postInquiry(businessId);
    const mailer = sender();
    await mailer.sendDue();
    const failed = await rowFor("inquiry-to-business");
    expect(failed).toMatchObject({ status: "failed", attempts: 1, lastResponseCode: 550 });
    expect(failed.lastError).toContain("No such user here");
    await mailer.sendDue();
    expect(smtp.recipientsTried.filter((address) => address === BUSINESS_EMAIL)).toHaveLength(1);

    const [suppression] = await t.db.select().from(mailSuppressions);
    expect(suppression).toMatchObject({ address: BUSINESS_EMAIL, scope: "all", outboxId: failed.id });
    // the next inquiry's email to that address is kept, unsent, until an editor clears it
    smtp.refuse.clear();
    await postInquiry(businessId, { ...inquiry, customerEmail: "sam@traveller.example" });
    const rows = (await outbox()).filter((row) => row.kind === "inquiry-to-business");
    expect(rows.at(-1)).toMatchObject({ status: "suppressed", nextAttemptAt: null });
    expect(rows.at(-1)!.lastError).toContain("No such user here");
  });

  it("resumes after a sender stopped between the inquiry's commit and delivery: delivered once", async () => {
    await postInquiry(businessId);
    // the first sender claims the rows and dies before the SMTP server hears of them
    const dying: MailTransport = () => new Promise(() => {});
    void sender({ transport: dying, leaseMs: 300 }).sendDue();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await outbox()).map((row) => row.attempts)).toEqual([1, 1]);

    // a new sender leaves them while the lease holds, then delivers each once
    const restarted = sender();
    expect(await restarted.sendDue()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await restarted.sendDue()).toBe(2);
    expect(await restarted.sendDue()).toBe(0);
    await smtp.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual([BUSINESS_EMAIL, inquiry.customerEmail].sort());
    expect((await outbox()).map((row) => [row.status, row.attempts])).toEqual([
      ["sent", 2],
      ["sent", 2],
    ]);
  });

  it("sends each row once when two senders run at once (as on two instances)", async () => {
    for (let n = 0; n < 6; n++) {
      await postInquiry(businessId, { ...inquiry, customerEmail: `guest${n}@traveller.example` });
    }
    await t.db.update(mailOutbox).set({ businessId: null });
    const queued = (await outbox()).filter((row) => row.status === "queued").length;
    const [first, second] = [sender({ transport: smtpTransport(smtp.url) }), sender()];
    await Promise.all([first.sendDue(), second.sendDue()]);
    await smtp.waitFor(queued);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.received).toHaveLength(queued);
    expect(new Set(smtp.received.map((mail) => mail.parsed.messageId)).size).toBe(queued);
  });

  it("without SMTP_URL sends nothing, says so once at start, and keeps the rows queued", async () => {
    const lines: string[] = [];
    const offline = createMailSender(t.db, readEnv({ NODE_ENV: "test", PUBLIC_URL: TEST_ORIGIN }), {
      log: (line) => lines.push(line),
    });
    await postInquiry(businessId);
    offline.start();
    expect(await offline.sendDue()).toBe(0);
    await offline.stop();
    expect(lines).toEqual(["Mail: SMTP_URL is not set, so no email is sent; each one waits in the admin's Outbox."]);
    expect((await outbox()).map((row) => row.status)).toEqual(["queued", "queued"]);
  });
});

describe("the hourly caps", () => {
  it("holds a business's inquiries past its cap and sends them in one summary when the hour allows", async () => {
    for (const name of ["Ana", "Ben", "Cai", "Dev"]) {
      await postInquiry(businessId, { ...inquiry, customerName: name, customerEmail: `${name}@traveller.example` });
    }
    const toBusiness = async () => (await outbox()).filter((row) => row.businessId === businessId);
    expect((await toBusiness()).map((row) => row.status)).toEqual(["queued", "queued", "held", "held"]);
    const mailer = sender();
    await mailer.sendDue();
    // the hour is full: the held ones wait
    expect((await toBusiness()).map((row) => row.status)).toEqual(["sent", "sent", "held", "held"]);

    await t.db
      .update(mailOutbox)
      .set({ createdAt: sql`${mailOutbox.createdAt} - interval '61 minutes'` })
      .where(eq(mailOutbox.status, "sent"));
    await mailer.sendDue();
    const rows = await toBusiness();
    const summary = rows.find((row) => row.kind === "inquiry-summary")!;
    expect(summary).toMatchObject({
      status: "sent",
      recipient: BUSINESS_EMAIL,
      subject: "2 more inquiries for Ganga Prana",
    });
    expect(rows.filter((row) => row.status === "summarised").map((row) => row.summaryId)).toEqual([
      summary.id,
      summary.id,
    ]);
    const arrived = smtp.received.find((mail) => mail.parsed.subject === summary.subject)!;
    expect(arrived.parsed.text).toContain("Cai@traveller.example");
    expect(arrived.parsed.text).toContain("Dev@traveller.example");
    expect(arrived.parsed.text).not.toContain("Ana@traveller.example");
  });

  it("sends one address at most three confirmations an hour", async () => {
    for (let n = 0; n < 4; n++) await postInquiry(silentBusinessId, { ...inquiry, subject: `Question ${n}` });
    const confirmations = (await outbox()).filter((row) => row.kind === "inquiry-confirmation");
    expect(confirmations.map((row) => row.status)).toEqual(["queued", "queued", "queued", "suppressed"]);
    expect(confirmations[3]!.lastError).toBe("Past 3 confirmations to this address in an hour");
  });
});

describe("the signed link that stops inquiry emails", () => {
  async function stopLink() {
    await postInquiry(businessId);
    const row = await rowFor("inquiry-to-business");
    return new URL(row.headers["List-Unsubscribe"]!.slice(1, -1));
  }

  it("shows what it stops on GET, stops it on POST without a login, and the next inquiry's email is not sent", async () => {
    const link = await stopLink();
    expect(link.pathname).toBe("/api/mail/stop");
    const path = `${link.pathname}${link.search}`;
    const page = await t.request("GET", path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`no more inquiry emails to ${BUSINESS_EMAIL}`);
    expect(await t.db.$count(mailSuppressions)).toBe(0);

    const stopped = await t.request("POST", path, {
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(stopped.status).toBe(200);
    expect(await t.db.select().from(mailSuppressions)).toMatchObject([{ address: BUSINESS_EMAIL, scope: "inquiries" }]);

    await postInquiry(businessId, { ...inquiry, customerEmail: "sam@traveller.example" });
    const rows = await outbox();
    expect(rows.filter((row) => row.kind === "inquiry-to-business").map((row) => row.status)).toEqual([
      "queued",
      "suppressed",
    ]);
    // the traveller's confirmation is no inquiry email: it still goes
    expect(rows.filter((row) => row.kind === "inquiry-confirmation").map((row) => row.status)).toEqual([
      "queued",
      "queued",
    ]);
  });

  it("refuses a link whose address or signature was changed", async () => {
    const link = await stopLink();
    const [claim, signature] = link.searchParams.get("token")!.split(".");
    const otherClaim = Buffer.from(`inquiries:someone@else.example`).toString("base64url");
    for (const token of [`${otherClaim}.${signature}`, `${claim}.${signature!.slice(0, -2)}AA`, "garbage", ""]) {
      const answer = await t.request("POST", `/api/mail/stop?token=${token}`);
      expect(answer.status).toBe(400);
    }
    expect(await t.db.$count(mailSuppressions)).toBe(0);
  });
});
