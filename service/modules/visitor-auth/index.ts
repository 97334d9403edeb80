// Visitor sign-in with Google or Facebook: /api/login sends the visitor to the provider, the callback
// takes them back, checks the answer, starts a visitor session and returns them to the page they were on.
import { timingSafeEqual } from "node:crypto";
import { Elysia } from "elysia";
import { z } from "zod";
import { PRODUCT_NAME } from "../../../shared/constants.ts";
import { NOT_SIGNED_IN_MESSAGE } from "../../../shared/messages.ts";
import {
  SIGN_IN_PROVIDER_LABELS,
  SIGN_IN_PROVIDERS,
  SignInProviderSchema,
  type SignedInUser,
  type SignInProviders,
} from "../../../shared/schemas/user.ts";
import { addressedOrigin, assertSameSite } from "../../request-source.ts";
import { clearSessionCookies, sessionCookieOptions, setSessionCookies } from "../../auth/sessions.ts";
import type { AppContext } from "../../context.ts";
import { HttpError, requestUrl } from "../../http.ts";
import { type PageLink, SIGN_IN_CHOICE_TITLE, SIGN_IN_PROBLEM_TITLE, signInPage } from "./sign-in-page.ts";
import { callbackPath, configuredProviders, newSignInChecks, SignInError } from "./providers.ts";
import { refererPath, safeReturnPath } from "./return-path.ts";
import {
  createVisitorSession,
  invalidateVisitorSession,
  VISITOR_COOKIES,
  type Visitor,
  visitorSession,
} from "./sessions.ts";
import { upsertUser } from "./users.ts";
import { SUSPENDED_MESSAGE } from "../../../shared/messages.ts";

/** Holds the state, PKCE verifier, nonce and return path between the redirect to the provider and the callback. */
const PENDING_SIGN_IN_COOKIE = "sor_sign_in";
/** Long enough to type a password and approve; a callback later than this starts over. */
const PENDING_SIGN_IN_SECONDS = 10 * 60;

const PendingSignInSchema = z.object({
  provider: SignInProviderSchema,
  state: z.string().min(1),
  codeVerifier: z.string().min(1),
  nonce: z.string().min(1),
  returnTo: z.string(),
});
type PendingSignIn = z.infer<typeof PendingSignInSchema>;

// base64url, so the cookie holds no character a browser or Elysia would read as anything but text
const encodePending = (pending: PendingSignIn) => Buffer.from(JSON.stringify(pending)).toString("base64url");
function decodePending(value: unknown): PendingSignIn | undefined {
  if (typeof value !== "string") return undefined;
  try {
    return PendingSignInSchema.parse(JSON.parse(Buffer.from(value, "base64url").toString("utf8")));
  } catch {
    return undefined;
  }
}

const SIGN_OUT_TITLE = "Sign out";
const SIGN_OUT_QUESTION = `Sign out of ${PRODUCT_NAME} in this browser?`;

const EXPIRED_SIGN_IN_MESSAGE =
  "This sign-in expired or was not started on this site, so you were not signed in. Please try again.";

function toSignedInUser(visitor: Visitor): SignedInUser {
  const { firstName, lastName, email, profileImageUrl } = visitor;
  return { firstName, lastName, email, profileImageUrl };
}

/** Compares the state without leaking, through timing, how much of a guess was right. */
function sameState(expected: string, received: string | null): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(received ?? "");
  return a.length === b.length && timingSafeEqual(a, b);
}

export function visitorAuthRoutes(context: AppContext) {
  const { db, env } = context;
  const providers = configuredProviders(env);
  const siteOrigin = new URL(env.publicUrl).origin;
  const availability = Object.fromEntries(
    SIGN_IN_PROVIDERS.map((provider) => [provider, providers[provider] !== undefined]),
  ) as SignInProviders;

  const pendingCookieOptions = (maxAge: number) => ({
    ...sessionCookieOptions(env, new Date(Date.now() + maxAge * 1000)),
    maxAge,
    // only the callback needs it
    path: "/api/auth/callback",
  });

  function sendSignInPage(
    set: { status?: number | string; headers: Record<string, unknown> },
    status: number,
    message: string,
    back = "/",
    links: PageLink[] = [],
    title = SIGN_IN_PROBLEM_TITLE,
  ) {
    set.status = status;
    set.headers["content-type"] = "text/html; charset=utf-8";
    set.headers["cache-control"] = "no-store";
    return signInPage(title, message, back, links);
  }

  /** Where a sign-in or sign-out returns: `returnTo` when it is a path here, else the same-site Referer's page. */
  function returnPathOf(returnTo: string | undefined, request: Request): string {
    const addressed = addressedOrigin(request, env);
    return safeReturnPath(returnTo, siteOrigin) ?? refererPath(request, addressed ?? siteOrigin) ?? "/";
  }

  return new Elysia({ prefix: "/api" })
    .use(visitorSession(context))
    .get("/auth/providers", () => availability)
    .get("/auth/user", ({ visitor }) => {
      if (!visitor) throw new HttpError(401, NOT_SIGNED_IN_MESSAGE);
      return toSignedInUser(visitor);
    })
    .get("/login", async ({ query, request, cookie, set, redirect }) => {
      const addressed = addressedOrigin(request, env);
      const returnTo = returnPathOf(query.returnTo, request);
      // What the Sign In button leads to before its script has come (or when the dialog's code cannot load): the
      // providers as the dialog shows them. Answered at any address: the button is a form, and a browser follows
      // a form's redirect only within the page's form-action ('self').
      const offered = SIGN_IN_PROVIDERS.map((name) =>
        providers[name]
          ? {
              href: `/api/login?provider=${name}&returnTo=${encodeURIComponent(returnTo)}`,
              label: `Continue with ${SIGN_IN_PROVIDER_LABELS[name]}`,
            }
          : { label: `${SIGN_IN_PROVIDER_LABELS[name]} sign-in unavailable` },
      );
      const choice = "Choose Google or Facebook to sign in.";
      if (query.provider === undefined)
        return sendSignInPage(set, 200, choice, returnTo, offered, SIGN_IN_CHOICE_TITLE);
      // The provider returns the visitor to PUBLIC_URL, so the pending sign-in's cookie must be set there too.
      if (addressed && addressed !== siteOrigin) {
        return redirect(`${siteOrigin}${new URL(request.url).pathname}${new URL(request.url).search}`, 302);
      }
      const provider = SignInProviderSchema.safeParse(query.provider);
      if (!provider.success) return sendSignInPage(set, 400, choice, returnTo, offered);
      const client = providers[provider.data];
      if (!client) {
        return sendSignInPage(
          set,
          503,
          `${SIGN_IN_PROVIDER_LABELS[provider.data]} sign-in unavailable on this site.`,
          returnTo,
        );
      }
      const checks = newSignInChecks();
      const pending: PendingSignIn = { provider: provider.data, ...checks, returnTo };
      cookie[PENDING_SIGN_IN_COOKIE]!.set({
        value: encodePending(pending),
        ...pendingCookieOptions(PENDING_SIGN_IN_SECONDS),
      });
      set.headers["cache-control"] = "no-store";
      return redirect((await client.authorizationUrl(checks)).href, 302);
    })
    .get("/auth/callback/:provider", async ({ params, request, cookie, set, redirect }) => {
      const pending = decodePending(cookie[PENDING_SIGN_IN_COOKIE]?.value);
      // one use only, whatever happens next
      cookie[PENDING_SIGN_IN_COOKIE]!.set({ value: "", ...pendingCookieOptions(0) });
      // checked again as it is used: the cookie comes back from the browser
      const back = safeReturnPath(pending?.returnTo, siteOrigin) ?? "/";
      const search = requestUrl(request).search;
      const received = new URLSearchParams(search).get("state");
      if (!pending || pending.provider !== params.provider || !sameState(pending.state, received)) {
        return sendSignInPage(set, 400, EXPIRED_SIGN_IN_MESSAGE, back);
      }
      const client = providers[pending.provider];
      if (!client)
        return sendSignInPage(
          set,
          503,
          `${SIGN_IN_PROVIDER_LABELS[pending.provider]} sign-in unavailable on this site.`,
          back,
        );
      try {
        const callbackUrl = new URL(`${env.publicUrl}${callbackPath(pending.provider)}${search}`);
        const profile = await client.finish(callbackUrl, pending);
        const user = await upsertUser(db, profile);
        // an editor suspended this account (issue 44): no provider signs it in again
        if (user.suspendedAt) return sendSignInPage(set, 403, SUSPENDED_MESSAGE, back);
        const session = await createVisitorSession(db, user.id);
        setSessionCookies(cookie, env, VISITOR_COOKIES, session.token, session.expiresAt);
        set.headers["cache-control"] = "no-store";
        return redirect(back, 302);
      } catch (error) {
        if (error instanceof SignInError) return sendSignInPage(set, error.status, error.message, back);
        throw error;
      }
    })
    .get("/logout", ({ query, request, set }) => {
      // A GET never signs out: a link, an image or a redirect from another site could. It answers a page whose
      // button posts the sign-out (for an old link or a typed address) rather than a bare 405.
      const returnTo = returnPathOf(query.returnTo, request);
      const signOut = { href: `/api/logout?returnTo=${encodeURIComponent(returnTo)}`, label: "Sign out", post: true };
      return sendSignInPage(set, 200, SIGN_OUT_QUESTION, returnTo, [signOut], SIGN_OUT_TITLE);
    })
    .post("/logout", async ({ query, request, visitorToken, cookie, redirect }) => {
      // The avatar menu's Sign out is a form posting here, Origin-checked as every state-changing request; a 303 has
      // the browser follow it with a GET of the page to return to.
      assertSameSite(request, env);
      if (visitorToken) await invalidateVisitorSession(db, visitorToken);
      clearSessionCookies(cookie, env, VISITOR_COOKIES);
      return redirect(returnPathOf(query.returnTo, request), 303);
    });
}
