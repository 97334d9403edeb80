// A real SMTP server on loopback (smtp-server) for the mail tests: it keeps every message it accepts, parsed with
// mailparser, and answers a recipient with the code a test sets for it (451 to make the sender try again, 550 to
// refuse for good).
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll } from "vitest";

export interface ReceivedMail {
  /** the envelope's recipients (RCPT TO) */
  to: string[];
  parsed: ParsedMail;
}

export interface LoopbackSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** the SMTP code each recipient is refused with, while set (e.g. 451 or 550) */
  refuse: Map<string, number>;
  /** RCPT TO commands seen, refused ones included */
  recipientsTried: string[];
  /** Resolves once `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<LoopbackSmtpServer> {
  const received: ReceivedMail[] = [];
  const refuse = new Map<string, number>();
  const recipientsTried: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      recipientsTried.push(address.address);
      const code = refuse.get(address.address.toLowerCase());
      if (!code) return callback();
      const error = Object.assign(new Error(code >= 500 ? "5.1.1 No such user here" : "4.7.1 Try again later"), {
        responseCode: code,
      });
      callback(error);
    },
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((recipient) => recipient.address);
      simpleParser(stream)
        .then((parsed) => {
          received.push({ to, parsed });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  afterAll(close);
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse,
    recipientsTried,
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`${received.length} of ${count} messages arrived`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    close,
  };
}
