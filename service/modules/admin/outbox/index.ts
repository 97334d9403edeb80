// The Outbox: every email the product sent or will send, its state and the server's answer; view one, resend it;
// and the suppressed addresses, which an editor clears so mail goes to them again.
import { Elysia } from "elysia";
import { AdminOutboxListQuerySchema } from "../../../../shared/schemas/mail.ts";
import { requireAdmin } from "../../../auth/guard.ts";
import type { AppContext } from "../../../context.ts";
import { parseId, parseInput } from "../../../http.ts";
import { answerListing } from "../crud-routes.ts";
import {
  clearSuppression,
  findMail,
  listOutbox,
  listSuppressions,
  MAIL_NOT_FOUND,
  resendMail,
  SUPPRESSION_NOT_FOUND,
} from "./queries.ts";

export function adminOutboxRoutes(context: AppContext) {
  const { db, env } = context;
  return new Elysia()
    .use(requireAdmin(context))
    .get("/api/admin/outbox", async ({ query, set }) =>
      answerListing(set, await listOutbox(db, parseInput(AdminOutboxListQuerySchema, query))),
    )
    .get("/api/admin/outbox/:id", ({ params }) => findMail(db, parseId(params.id, MAIL_NOT_FOUND)))
    .post("/api/admin/outbox/:id/resend", async ({ params, set }) => {
      const queued = await resendMail(db, parseId(params.id, MAIL_NOT_FOUND), env.publicUrl);
      context.onMailQueued?.();
      set.status = 201;
      return queued;
    })
    .get("/api/admin/mail-suppressions", () => listSuppressions(db))
    .delete("/api/admin/mail-suppressions/:id", async ({ params, set }) => {
      await clearSuppression(db, parseId(params.id, SUPPRESSION_NOT_FOUND));
      set.status = 204;
    });
}
