import { getTableColumns } from "drizzle-orm";
import { Elysia } from "elysia";
import { DEFAULT_INQUIRY_STATUS } from "../../../shared/constants.ts";
import { BUSINESS_NOT_FOUND } from "../../../shared/messages.ts";
import { withoutFormGuard } from "../../../shared/schemas/form-guard.ts";
import { InquiryInputSchema } from "../../../shared/schemas/inquiry.ts";
import { admitFormPost, decoyRow, looksAutomated } from "../../abuse/public-forms.ts";
import { clientAddress } from "../../request-source.ts";
import type { AppContext } from "../../context.ts";
import { answerPost, formSentAt } from "../../form-posts.ts";
import { inquiries } from "../../db/schema.ts";
import { parseId, parseInput } from "../../http.ts";
import { findActiveBusiness } from "../businesses/queries.ts";
import { queueInquiryMails } from "../mail/notifications.ts";
import { mailSettings } from "../mail/settings.ts";
import { visitorSession } from "../visitor-auth/sessions.ts";
import { sendInquiry } from "./queries.ts";

export function inquiryRoutes(context: AppContext) {
  const { db, env } = context;
  return new Elysia({ prefix: "/api/businesses/:id/inquiries" })
    .use(visitorSession(context))
    .post("/", async ({ params, body, set, request, server, visitor }) => {
      const businessId = parseId(params.id, BUSINESS_NOT_FOUND);
      const { guard, values } = withoutFormGuard(parseInput(InquiryInputSchema, body));
      await admitFormPost(db, "inquiry", { address: clientAddress(request, server, env), businessId });
      set.status = 201;
      if (looksAutomated(guard)) {
        // answered as a person's inquiry is, and nothing is kept
        await findActiveBusiness(db, businessId);
        const decoy = await decoyRow(db, inquiries, getTableColumns(inquiries), {
          ...values,
          businessId,
          status: DEFAULT_INQUIRY_STATUS,
          userId: visitor?.id ?? null,
        });
        return answerPost(request, decoy, () => formSentAt.inquiry(businessId));
      }
      const settings = await mailSettings(db, env);
      const { inquiry, stored } = await sendInquiry(db, businessId, values, visitor?.id ?? null, (tx, row) =>
        queueInquiryMails(tx, settings, row),
      );
      if (stored) context.onMailQueued?.();
      return answerPost(request, inquiry, () => formSentAt.inquiry(businessId));
    });
}
