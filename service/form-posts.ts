// The public forms (review, inquiry, listing) posted by a browser without JavaScript, or before the page's island has
// come: a plain HTML form, urlencoded, to the JSON API's own route, so the same schema, body limit and spam brakes
// hold. Only this site's pages may post one (403 otherwise: a browser names the page's origin on every form post),
// as any other site's page could. A stored post is answered with 303 to the form's page and the notice that says
// it was sent (shared/form-posts.ts); a refused one with a page of the spec's messages and the way back to the form.
import { Elysia } from "elysia";
import { FORM_SENT_FRAGMENTS, LIST_BUSINESS_PATH } from "../shared/form-posts.ts";
import type { ReviewStatus } from "../shared/constants.ts";
import { INQUIRY_FAILED_MESSAGE, LISTING_FAILED_MESSAGE, REVIEW_FAILED_MESSAGE } from "../shared/messages.ts";
import { assertSameSite } from "./request-source.ts";
import type { Env } from "./env.ts";
import { errorAnswer, isFormPost, PUBLIC_WRITE_ROUTE, requestPath } from "./http.ts";
import { signInPage } from "./modules/visitor-auth/sign-in-page.ts";

const businessPage = (businessId: number | string) => `/business/${businessId}`;

/** Each form's route, the spec's failure text, and where the form is (on the business page, its tab panel). */
const PUBLIC_FORMS = [
  {
    route: /^\/api\/businesses\/(\d+)\/reviews\/?$/,
    failure: REVIEW_FAILED_MESSAGE,
    page: (businessId = "") => `${businessPage(businessId)}#reviews`,
  },
  {
    route: /^\/api\/businesses\/(\d+)\/inquiries\/?$/,
    failure: INQUIRY_FAILED_MESSAGE,
    page: (businessId = "") => `${businessPage(businessId)}#contact`,
  },
  { route: /^\/api\/businesses\/?$/, failure: LISTING_FAILED_MESSAGE, page: () => LIST_BUSINESS_PATH },
];

function publicFormAt(path: string): { failure: string; page: string } | undefined {
  for (const { route, failure, page } of PUBLIC_FORMS) {
    const match = route.exec(path);
    if (match) return { failure, page: page(match[1]) };
  }
  return undefined;
}

/** Where a sent form's notice is: the page the browser is sent back to, at the notice's fragment. */
export const formSentAt = {
  review: (businessId: number, status: ReviewStatus) =>
    `${businessPage(businessId)}#${status === "held" ? FORM_SENT_FRAGMENTS.reviewHeld : FORM_SENT_FRAGMENTS.review}`,
  inquiry: (businessId: number) => `${businessPage(businessId)}#${FORM_SENT_FRAGMENTS.inquiry}`,
  listing: `${LIST_BUSINESS_PATH}#${FORM_SENT_FRAGMENTS.listing}`,
};

/**
 * What a public form's route answers: `value` as JSON, or, to a browser's plain form post, 303 to `sentAt` (a GET
 * of the page there, so reloading it sends nothing again).
 */
export function answerPost<Value>(request: Request, value: Value, sentAt: () => string): Value | Response {
  return isFormPost(request) ? new Response(null, { status: 303, headers: { location: sentAt() } }) : value;
}

/** A form post's fields by name, as the body parser (http.ts) made them. */
export function postedTexts(body: unknown): Record<string, string> {
  const texts: Record<string, string> = {};
  if (typeof body !== "object" || body === null) return texts;
  for (const [name, value] of Object.entries(body)) if (typeof value === "string") texts[name] = value;
  return texts;
}

const PROBLEM_MESSAGE =
  "Please correct what is listed here and send the form again. Your browser's Back button returns to the form with what you typed.";

/**
 * Refuses a form post from another site, and answers a public form's refused post with a page (the JSON errors
 * are httpErrors'): the spec's failure text, each message the form would show under its field, and the way back.
 * Use before httpErrors, so its error handler is asked first.
 */
export function formPosts(env: Env) {
  return new Elysia({ name: "form-posts" })
    .onRequest(({ request }) => {
      if (isFormPost(request) && PUBLIC_WRITE_ROUTE.test(requestPath(request))) assertSameSite(request, env);
    })
    .onError({ as: "global" }, ({ code, error, path, request }) => {
      const form = isFormPost(request) ? publicFormAt(path) : undefined;
      if (!form) return;
      const { status, body, headers } = errorAnswer(code, error, request, path);
      const messages = [...new Set(Object.values(body.errors ?? {}))];
      const page = signInPage(form.failure, messages.length > 0 ? PROBLEM_MESSAGE : body.message, "/", [
        ...messages.map((message) => ({ label: message })),
        { href: form.page, label: "Back to the form" },
      ]);
      return new Response(page, {
        status,
        headers: { ...headers, "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
      });
    });
}
