// The My account page's calls: a signed-in visitor's own reviews and inquiries (401 for anyone else).
import { Elysia } from "elysia";
import { NOT_SIGNED_IN_MESSAGE } from "../../../shared/messages.ts";
import type { AppContext } from "../../context.ts";
import { HttpError } from "../../http.ts";
import { visitorSession } from "../visitor-auth/sessions.ts";
import { listOwnInquiries, listOwnReviews } from "./queries.ts";

export function accountRoutes(context: AppContext) {
  const { db } = context;
  return new Elysia({ prefix: "/api/me" })
    .use(visitorSession(context))
    .resolve(({ visitor }) => {
      if (!visitor) throw new HttpError(401, NOT_SIGNED_IN_MESSAGE);
      return { userId: visitor.id };
    })
    .get("/reviews", ({ userId }) => listOwnReviews(db, userId))
    .get("/inquiries", ({ userId }) => listOwnInquiries(db, userId));
}
