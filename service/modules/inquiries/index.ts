import { Elysia } from "elysia";
import { BUSINESS_NOT_FOUND } from "../../../shared/messages.ts";
import { InquiryInputSchema } from "../../../shared/schemas/inquiry.ts";
import type { AppContext } from "../../context.ts";
import { parseId, parseInput } from "../../http.ts";
import { sendInquiry } from "./queries.ts";

export function inquiryRoutes({ db }: AppContext) {
  return new Elysia({ prefix: "/api/businesses/:id/inquiries" }).post("/", async ({ params, body, set }) => {
    const businessId = parseId(params.id, BUSINESS_NOT_FOUND);
    const inquiry = await sendInquiry(db, businessId, parseInput(InquiryInputSchema, body));
    set.status = 201;
    return inquiry;
  });
}
