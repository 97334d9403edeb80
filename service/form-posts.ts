// The public forms (review, inquiry, listing) posted by a browser without JavaScript, or before the page's island has
// come: a plain HTML form, urlencoded, to the JSON API's own route, so the same schema, body limit and spam brakes
// hold. Only this site's pages may post one (403 otherwise: a browser names the page's origin on every form post),
// as any other site's page could. A stored post is answered with 303 to the form's page and the notice that says
// it was sent (shared/form-posts.ts); a refused one with a page of the spec's messages and the way back to the form.
import { Elysia } from "elysia";
import { FORM_SENT_FRAGMENTS, LIST_BUSINESS_PATH } from "../shared/form-posts.ts";
import type { ReviewStatus } from "../shared/constants.ts";
import { messagesIn } from "../shared/i18n/catalogues.ts";
import { DEFAULT_LANGUAGE, type Language, localizedPath, splitLanguage } from "../shared/i18n/languages.ts";
import { translateMessage } from "../shared/i18n/messages.ts";
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
 * The language of the page a form was posted from, which its answer speaks: the browser names the page in Referer
 * (the whole address to its own site, under the pages' strict-origin-when-cross-origin policy). English without one.
 */
function formLanguage(request: Request): Language {
  const referer = request.headers.get("referer");
  const page = referer === null ? null : URL.parse(referer);
  return page ? splitLanguage(page.pathname).language : DEFAULT_LANGUAGE;
}

/**
 * What a public form's route answers: `value` as JSON, or, to a browser's plain form post, 303 to `sentAt` (a GET
 * of the page there, so reloading it sends nothing again), in the language of the page the form was on.
 */
export function answerPost<Value>(request: Request, value: Value, sentAt: () => string): Value | Response {
  if (!isFormPost(request)) return value;
  return new Response(null, { status: 303, headers: { location: localizedPath(sentAt(), formLanguage(request)) } });
}

/** A form post's fields by name, as the body parser (http.ts) made them. */
export function postedTexts(body: unknown): Record<string, string> {
  const texts: Record<string, string> = {};
  if (typeof body !== "object" || body === null) return texts;
  for (const [name, value] of Object.entries(body)) if (typeof value === "string") texts[name] = value;
  return texts;
}

/**
 * Refuses a form post from another site, and answers a public form's refused post with a page (the JSON errors
 * are httpErrors'): the spec's failure text, each message the form would show under its field, and the way back, in
 * the language of the page the form was on. Use before httpErrors, so its error handler is asked first.
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
      const language = formLanguage(request);
      const say = (message: string) => translateMessage(language, message);
      const t = messagesIn(language, "forms");
      const messages = [...new Set(Object.values(body.errors ?? {}))];
      const page = signInPage(
        say(form.failure),
        messages.length > 0 ? t("problem") : say(body.message),
        localizedPath("/", language),
        [
          ...messages.map((message) => ({ label: say(message) })),
          { href: localizedPath(form.page, language), label: t("backToForm") },
        ],
        language,
      );
      return new Response(page, {
        status,
        headers: { ...headers, "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
      });
    });
}
