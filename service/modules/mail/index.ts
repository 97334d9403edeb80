// The signed link in emails that stops a stream without a login (STOP_PATH): GET shows what it stops and a button,
// so a mail scanner that follows links stops nothing; POST stops it, from that button or from a mail client's own
// Unsubscribe (RFC 8058 one-click posts `List-Unsubscribe=One-Click` to the List-Unsubscribe address).
import { Elysia } from "elysia";
import { PRODUCT_NAME } from "../../../shared/constants.ts";
import type { MailStream } from "../../../shared/schemas/mail.ts";
import type { AppContext } from "../../context.ts";
import { mailSuppressions } from "../../db/schema.ts";
import { signInPage } from "../visitor-auth/sign-in-page.ts";
import { mailSettings, readStop, STOP_PATH } from "./settings.ts";

const STREAM_WORDS: Record<MailStream, string> = {
  inquiries: "inquiry emails",
  "editor-notifications": "editor notifications",
};

const page = (status: number, title: string, message: string, links: Parameters<typeof signInPage>[3] = []) =>
  new Response(signInPage(title, message, "/", links), {
    status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });

const INVALID_LINK = () =>
  page(400, "This link does not work", "The link is incomplete or was changed. Open it again from the email.");

export function mailRoutes(context: AppContext) {
  const stopOf = async (token: unknown) =>
    typeof token === "string" ? readStop((await mailSettings(context.db, context.env)).linkKey, token) : undefined;
  return new Elysia({ prefix: STOP_PATH })
    .get("/", async ({ query }) => {
      const stop = await stopOf(query.token);
      if (!stop) return INVALID_LINK();
      return page(
        200,
        `Stop ${STREAM_WORDS[stop.stream]}?`,
        `${PRODUCT_NAME} will send no more ${STREAM_WORDS[stop.stream]} to ${stop.address}. Our team can start them again if you ask.`,
        [
          {
            href: `${STOP_PATH}?token=${encodeURIComponent(String(query.token))}`,
            label: `Stop ${STREAM_WORDS[stop.stream]}`,
            post: true,
          },
        ],
      );
    })
    .post("/", async ({ query }) => {
      const stop = await stopOf(query.token);
      if (!stop) return INVALID_LINK();
      await context.db
        .insert(mailSuppressions)
        .values({ address: stop.address, scope: stop.stream, reason: "Stopped through the link in an email" })
        .onConflictDoNothing();
      return page(200, "Stopped", `${PRODUCT_NAME} will send no more ${STREAM_WORDS[stop.stream]} to ${stop.address}.`);
    });
}
