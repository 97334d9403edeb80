// The editors' notifications, queued by their causes, and the templates as they render.
import { describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema.ts";
import { readEnv } from "../../env.ts";
import { createPublisher } from "../../publish/index.ts";
import { TEST_ORIGIN, useTestApp } from "../../test-support/app.ts";
import { insertBusiness, insertCategory } from "../../test-support/fixtures.ts";
import { addReview } from "../reviews/queries.ts";
import { queueBuildFailed, queueHeldReview } from "./notifications.ts";
import { mailSettings } from "./settings.ts";
import { inquiryConfirmation, inquiryToBusiness, reviewsHeld, singleLine } from "./templates.ts";

const ENV = { ADMIN_NOTIFY_EMAIL: "editors@soul.example, ravi@soul.example" };
const env = readEnv({ NODE_ENV: "test", PUBLIC_URL: TEST_ORIGIN, ...ENV });
let categoryId = 0;
let businessId = 0;
const t = await useTestApp(
  async (db) => {
    categoryId = (await insertCategory(db, { name: "Yoga" })).id;
    businessId = (await insertBusiness(db, { categoryId, name: "Ganga Prana" })).id;
  },
  { env: ENV },
);
const outbox = () => t.db.select().from(mailOutbox).orderBy(mailOutbox.id);

describe("the editors' notifications", () => {
  it("tell each editor of a listing sent from the form, with its admin link and a way to stop them", async () => {
    const response = await t.request("POST", "/api/businesses", {
      body: {
        name: "Himalaya Rafting",
        description: "Rafting trips on the Ganga",
        categoryId,
        location: "Tapovan",
        phone: "+91 98765 43210",
      },
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const rows = await outbox();
    expect(rows.map((row) => [row.kind, row.recipient, row.causeType, row.causeId])).toEqual([
      ["listing-awaiting-approval", "editors@soul.example", "business", id],
      ["listing-awaiting-approval", "ravi@soul.example", "business", id],
    ]);
    expect(rows[0]!.subject).toBe("New listing awaiting approval: Himalaya Rafting");
    expect(rows[0]!.textBody).toContain(`${TEST_ORIGIN}/admin/businesses/${id}/edit`);
    expect(rows[0]!.headers["List-Unsubscribe"]).toMatch(/^<http:\/\/localhost:3000\/api\/mail\/stop\?token=/);
  });

  it("group held reviews in one email per editor while it waits to go", async () => {
    const settings = await mailSettings(t.db, env);
    const review = {
      customerName: "Sam",
      customerLocation: null,
      title: null,
      rating: 2,
      comment: "The mats were worn and the teacher was late.",
    };
    for (const name of ["Sam", "Kira"]) {
      await addReview(t.db, businessId, { ...review, customerName: name }, "held", null, (tx, stored) =>
        queueHeldReview(tx, settings, { ...stored, businessName: "Ganga Prana" }),
      );
    }
    const rows = await outbox();
    expect(rows.map((row) => [row.kind, row.recipient, row.subject])).toEqual([
      ["reviews-held", "editors@soul.example", "2 reviews wait for moderation"],
      ["reviews-held", "ravi@soul.example", "2 reviews wait for moderation"],
    ]);
    expect(rows[0]!.textBody).toContain("2/5 from Sam");
    expect(rows[0]!.textBody).toContain("2/5 from Kira");
    expect(rows[0]!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 60_000);

    // once a sender has tried it, the next held review starts another
    await t.db.update(mailOutbox).set({ attempts: 1 });
    await addReview(t.db, businessId, { ...review, customerName: "Ola" }, "held", null, (tx, stored) =>
      queueHeldReview(tx, settings, { ...stored, businessName: "Ganga Prana" }),
    );
    expect((await outbox()).map((row) => row.subject).slice(2)).toEqual([
      "1 review waits for moderation",
      "1 review waits for moderation",
    ]);
  });

  it("tell the editors of a failed build, with why, in the transaction that records the failure", async () => {
    const settings = await mailSettings(t.db, env);
    const publisher = createPublisher(t.db, env, {
      settleMs: 0,
      log: () => {},
      build: () => Promise.reject(new Error("astro: Cannot read the snapshot\n    at build")),
      onBuildFailed: async (tx, build, message) => {
        await queueBuildFailed(tx, settings, { id: build.id, message });
      },
    });
    const build = await publisher.start({ reason: "test", requestedBy: "system" });
    expect(build?.status).toBe("failed");
    const rows = await outbox();
    expect(rows.map((row) => [row.kind, row.causeType, row.causeId, row.subject])).toEqual([
      ["build-failed", "build", build!.id, `Site build ${build!.id} failed`],
      ["build-failed", "build", build!.id, `Site build ${build!.id} failed`],
    ]);
    expect(rows[0]!.textBody).toContain("Why: astro: Cannot read the snapshot");
    expect(rows[0]!.textBody).toContain(`${TEST_ORIGIN}/admin/publishing`);
  });
});

describe("the templates", () => {
  const inquiry = {
    name: "Lena <b>Fischer</b>",
    email: "lena@traveller.example",
    phone: "+49 151 2345678",
    subject: null,
    message: "First line\nsecond line\n\nA new paragraph & more",
    createdAt: new Date("2025-03-01T10:00:00Z"),
  };

  it("escape what a traveller typed in the HTML, keep its line breaks, and give the subject a default", () => {
    const mail = inquiryToBusiness({
      businessName: "Ganga Prana",
      inquiry,
      businessPageUrl: `${TEST_ORIGIN}/business/1`,
      stopUrl: `${TEST_ORIGIN}/api/mail/stop?token=a.b`,
    });
    expect(mail.subject).toBe("New inquiry from Lena <b>Fischer</b>: General Inquiry");
    expect(mail.html).toContain("Lena &#60;b&#62;Fischer&#60;/b&#62;");
    expect(mail.html).not.toContain("<b>Fischer");
    expect(mail.html).toContain("<p>First line<br>second line</p><p>A new paragraph &#38; more</p>");
    expect(mail.html).toContain('href="tel:+491512345678"');
    expect(mail.text).toContain("First line\nsecond line\n\nA new paragraph & more");
    expect(mail.text).toContain(`To stop inquiry emails for Ganga Prana, open ${TEST_ORIGIN}/api/mail/stop?token=a.b`);
  });

  it("promise the traveller nothing about an answer", () => {
    const mail = inquiryConfirmation({
      businessName: "Ganga Prana",
      inquiry,
      businessPageUrl: `${TEST_ORIGIN}/business/1`,
      forwarded: true,
    });
    expect(mail.subject).toBe("Your inquiry to Ganga Prana");
    expect(mail.text).toContain("We passed your inquiry on to Ganga Prana by email");
    expect(mail.text).toContain("some may not answer at all");
    expect(mail.text).not.toMatch(/will (contact|answer|reply)/);
  });

  it("count held reviews in the subject and cut long comments", () => {
    const mail = reviewsHeld({
      reviews: [{ businessName: "Ganga Prana", customerName: "Sam", rating: 1, comment: "x".repeat(300) }],
      adminUrl: `${TEST_ORIGIN}/admin/reviews?status=held`,
      stopUrl: `${TEST_ORIGIN}/api/mail/stop?token=a.b`,
    });
    expect(mail.subject).toBe("1 review waits for moderation");
    expect(mail.text).toContain(`${"x".repeat(200)}…`);
    expect(mail.text).not.toContain("x".repeat(201));
  });

  it("make any header value one line", () => {
    expect(singleLine("Eve\r\nBcc: victim@example.com\t")).toBe("Eve Bcc: victim@example.com");
  });
});
