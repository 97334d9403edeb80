// The local SMTP server the e2e service mails through (issue 44: "from a fresh clone with a local SMTP server").
// playwright.config.ts gives the service SMTP_URL on a loopback port derived from E2E_PORT; a spec that reads its
// mail as the person would (owner-claim.spec.ts) listens there while it runs, and reads each code from the message
// the service delivered. The other specs read the Outbox (owner-session.ts): while nobody listens, their emails wait
// there queued, retried later.
import { expect } from "@playwright/test";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** 10,000 above the service's own port, so two runs on one machine (E2E_PORT apart) keep apart here too. */
const E2E_SMTP_PORT = Number(process.env.E2E_PORT ?? 4173) + 10_000;
export const E2E_SMTP_URL = `smtp://127.0.0.1:${E2E_SMTP_PORT}`;

export interface LocalMailbox {
  /** The 6-digit code, on a line of its own, in the next message delivered to `recipient` not read yet. */
  codeMailedTo(recipient: string): Promise<string>;
  close(): Promise<void>;
}

export async function openLocalMailbox(): Promise<LocalMailbox> {
  const received: { to: string[]; text: string; read?: boolean }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
      simpleParser(stream)
        .then((parsed) => {
          received.push({ to, text: parsed.text ?? "" });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.on("error", reject);
    server.listen(E2E_SMTP_PORT, "127.0.0.1", resolve);
  });
  return {
    async codeMailedTo(recipient) {
      const next = () => received.find((mail) => !mail.read && mail.to.includes(recipient.toLowerCase()));
      // the service's sender is woken as soon as an email is queued
      await expect.poll(() => next()?.text, { message: `a message delivered to ${recipient}` }).toBeDefined();
      const mail = next()!;
      mail.read = true;
      return /^\s*(\d{6})$/m.exec(mail.text)![1]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
