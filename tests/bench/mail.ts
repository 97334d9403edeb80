// `bun tests/bench/mail.ts`: how fast the outbox delivers, to a real SMTP server on loopback (smtp-server) through the
// service's own sender (nodemailer's pooled transport), on PGlite in memory. Prints two figures, asserts nothing:
// the time from an inquiry's commit to the SMTP server's acceptance of the business's email (the sender nudged by
// the request, as main.ts wires it), and the throughput with 1,000 emails queued at once.
import { SMTPServer } from "smtp-server";
import { openDatabase } from "../../service/db/client.ts";
import { businesses, categories, mailOutbox } from "../../service/db/schema.ts";
import { readEnv } from "../../service/env.ts";
import { sendInquiry } from "../../service/modules/inquiries/queries.ts";
import { queueInquiryMails } from "../../service/modules/mail/notifications.ts";
import { queueMail } from "../../service/modules/mail/outbox.ts";
import { createMailSender } from "../../service/modules/mail/sender.ts";
import { mailSettings } from "../../service/modules/mail/settings.ts";
import { median } from "./report.ts";

const INQUIRIES = 30;
const QUEUED = 1000;
const BUSINESS_EMAIL = "owner@business.example";

const accepted: { to: string; at: number }[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    stream.on("data", () => {});
    stream.on("end", () => {
      accepted.push({ to: session.envelope.rcptTo[0]!.address, at: performance.now() });
      callback();
    });
  },
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const { port } = server.server.address() as { port: number };

const env = readEnv({
  PUBLIC_URL: "http://localhost:3000",
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  MAIL_BUSINESS_HOURLY_CAP: "1000",
});
const connection = openDatabase("memory://");
await connection.migrate();
const { db } = connection;
const [category] = await db.insert(categories).values({ name: "Yoga", slug: "yoga" }).returning();
const [business] = await db
  .insert(businesses)
  .values({ name: "Ganga Prana", description: "A yoga school", categoryId: category!.id, email: BUSINESS_EMAIL })
  .returning();
const settings = await mailSettings(db, env);
const sender = createMailSender(db, env, { log: () => {} });
sender.start();

const waitUntil = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 1));
};

// 1. an inquiry's commit to the SMTP server's acceptance of the business's email
const latencies: number[] = [];
for (let n = 0; n < INQUIRIES; n++) {
  const before = accepted.filter((mail) => mail.to === BUSINESS_EMAIL).length;
  const inquiry = {
    customerName: `Guest ${n}`,
    customerEmail: `guest${n}@traveller.example`,
    customerPhone: null,
    subject: null,
    message: "Is there still a place in the October course?",
  };
  await sendInquiry(db, business!.id, inquiry, null, (tx, stored) => queueInquiryMails(tx, settings, stored));
  const committed = performance.now();
  sender.nudge();
  await waitUntil(() => accepted.filter((mail) => mail.to === BUSINESS_EMAIL).length > before);
  latencies.push(accepted.filter((mail) => mail.to === BUSINESS_EMAIL).at(-1)!.at - committed);
}
await sender.stop();
latencies.sort((a, b) => a - b);

// 2. 1,000 emails queued at once, sent by one sender
accepted.length = 0;
await db.delete(mailOutbox);
await db.transaction(async (tx) => {
  for (let n = 0; n < QUEUED; n++) {
    await queueMail(tx, env.publicUrl, {
      kind: "inquiry-confirmation",
      recipient: `reader${n}@traveller.example`,
      rendered: { subject: `Confirmation ${n}`, text: "Namaste,\n\nThank you.\n", html: "<p>Namaste,</p>" },
      cause: { type: "inquiry", id: n },
    });
  }
});
const bulkSender = createMailSender(db, env, { log: () => {} });
const started = performance.now();
await bulkSender.sendDue();
const seconds = (performance.now() - started) / 1000;
const sent = await db.$count(mailOutbox);
await bulkSender.stop();

console.log(`Mail, PGlite in memory, SMTP on loopback, ${new Date().toISOString().slice(0, 10)}`);
console.log(
  `  inquiry committed -> business email accepted: median ${median(latencies).toFixed(1)} ms, ` +
    `p95 ${latencies[Math.floor(latencies.length * 0.95)]!.toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms ` +
    `(${INQUIRIES} inquiries one after another)`,
);
console.log(
  `  ${QUEUED} queued at once: ${accepted.length} of ${sent} accepted in ${seconds.toFixed(2)} s, ` +
    `${Math.round(accepted.length / seconds)} emails/s`,
);
await connection.close();
server.close(() => {});
