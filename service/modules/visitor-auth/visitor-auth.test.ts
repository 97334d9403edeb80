// The whole sign-in against a strict OpenID Connect provider started on loopback (oidc-provider playing
// Google: real login and consent pages, PKCE required, codes that work once), and the ways it can fail.
import { afterAll, describe, expect, it } from "vitest";
import { SIGNED_IN_HINT_COOKIE } from "../../../shared/constants.ts";
import { NOT_SIGNED_IN_MESSAGE, SUSPENDED_MESSAGE } from "../../../shared/messages.ts";
import { hashSessionToken, SESSION_COOKIE_NAME } from "../../auth/sessions.ts";
import { sessions, users } from "../../db/schema.ts";
import { TEST_ORIGIN, useTestApp } from "../../test-support/app.ts";
import { type LocalAccount, PRIYA, startOidcProvider } from "../../test-support/local-providers.ts";
import { returnFromProvider, setCookie, startSignIn, visitProvider } from "../../test-support/sign-in-flow.ts";
import { VISITOR_SESSION_COOKIE } from "./sessions.ts";

const UNVERIFIED: LocalAccount = { email: "unverified@example.com", email_verified: false, given_name: "Uma" };

const google = await startOidcProvider({
  redirectUris: [`${TEST_ORIGIN}/api/auth/callback/google`],
  accounts: [PRIYA, UNVERIFIED],
});
afterAll(() => google.close());

const t = await useTestApp(undefined, { env: google.env });

async function signedInUser(cookie: string) {
  return t.request("GET", "/api/auth/user", { headers: { cookie } });
}

describe("sign-in with Google through a strict OpenID Connect provider", () => {
  it("sends the visitor to the provider with state, PKCE and a nonce, keeping them in a short-lived HttpOnly cookie", async () => {
    const { site, authorizationUrl } = await startSignIn(t, "google", "/business/3?tab=reviews");
    expect(authorizationUrl.origin + authorizationUrl.pathname).toBe(`${google.issuer}/auth`);
    const params = Object.fromEntries(authorizationUrl.searchParams);
    expect(params).toMatchObject({
      client_id: "soul-of-rishikesh",
      redirect_uri: `${TEST_ORIGIN}/api/auth/callback/google`,
      response_type: "code",
      scope: "openid email profile",
      code_challenge_method: "S256",
    });
    expect(params.state).toMatch(/^[\w-]{40,}$/);
    expect(params.nonce).toMatch(/^[\w-]{40,}$/);
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    expect([...site.cookies.keys()]).toEqual(["sor_sign_in"]);
  });

  it("signs in through the login and consent pages, starts a session and returns to the page the visitor came from", async () => {
    const { site, authorizationUrl } = await startSignIn(t, "google", "/business/3?tab=reviews");
    const { callbackUrl, pages } = await visitProvider(authorizationUrl, { login: PRIYA.email });
    expect(pages).toEqual(["login", "consent"]);
    expect(callbackUrl.searchParams.get("code")).toBeTruthy();

    const callback = await returnFromProvider(t, site, callbackUrl);
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe("/business/3?tab=reviews");

    const sessionCookie = setCookie(callback, VISITOR_SESSION_COOKIE)!;
    expect(sessionCookie).toMatch(/HttpOnly/);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).toMatch(/Path=\//);
    const hint = setCookie(callback, SIGNED_IN_HINT_COOKIE)!;
    expect(hint).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=1;`));
    expect(hint).not.toMatch(/HttpOnly/);
    // the pending sign-in is used up
    expect(site.cookies.has("sor_sign_in")).toBe(false);

    const token = site.cookies.get(VISITOR_SESSION_COOKIE)!;
    const [stored] = await t.db.select().from(sessions);
    expect(stored!.sid).toBe(hashSessionToken(token));
    expect(stored!.sid).not.toContain(token);

    const [user] = await t.db.select().from(users);
    expect(user).toMatchObject({
      email: PRIYA.email,
      firstName: "Priya",
      lastName: "Sharma",
      profileImageUrl: PRIYA.picture,
    });

    const me = await signedInUser(site.header());
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({
      firstName: "Priya",
      lastName: "Sharma",
      email: PRIYA.email,
      profileImageUrl: PRIYA.picture,
    });
  });

  /** A signed-in visitor's cookies, after a whole sign-in at the provider. */
  async function signedInCookies(): Promise<string> {
    const { site, authorizationUrl } = await startSignIn(t, "google");
    await returnFromProvider(t, site, (await visitProvider(authorizationUrl, { login: PRIYA.email })).callbackUrl);
    return site.header();
  }

  it("signs out on a form post from the site: ends the session, clears both cookies and returns to the page", async () => {
    const signedIn = await signedInCookies();

    const logout = await t.request("POST", "/api/logout?returnTo=%2Fblog", {
      headers: { cookie: signedIn, origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    });
    // 303: the browser follows a form post's answer with a GET
    expect(logout.status).toBe(303);
    expect(logout.headers.get("location")).toBe("/blog");
    expect(setCookie(logout, VISITOR_SESSION_COOKIE)).toMatch(/^sor_session=;.*Expires=Thu, 01 Jan 1970/);
    expect(setCookie(logout, SIGNED_IN_HINT_COOKIE)).toMatch(/^sor_signed_in=;.*Expires=Thu, 01 Jan 1970/);
    expect(await t.db.$count(sessions)).toBe(0);

    // the old cookie opens nothing any more
    expect((await signedInUser(signedIn)).status).toBe(401);
  });

  it("does not sign out on a GET (a link or image from another site), answering a page whose button posts the sign-out", async () => {
    const signedIn = await signedInCookies();

    const response = await t.request("GET", "/api/logout?returnTo=%2Fblog", {
      headers: { cookie: signedIn, referer: "https://evil.example/" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const page = await response.text();
    expect(page).toContain('<form method="post" action="/api/logout?returnTo=%2Fblog">');
    expect(page).toContain("<button");
    expect(page).toContain('<a href="/blog" style="color:#c2410c">Back to Soul of Rishikesh</a>');
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await t.db.$count(sessions)).toBe(1);
    expect((await signedInUser(signedIn)).status).toBe(200);
  });

  it("refuses a sign-out posted from another site, or naming no site, and keeps the session", async () => {
    const signedIn = await signedInCookies();

    const sources: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null", referer: `${TEST_ORIGIN}/blog` },
      { referer: "https://evil.example/page" },
      {},
    ];
    for (const source of sources) {
      const response = await t.request("POST", "/api/logout?returnTo=%2Fblog", {
        headers: { cookie: signedIn, ...source },
      });
      expect(response.status, JSON.stringify(source)).toBe(403);
      expect(await response.json()).toEqual({ message: "Cross-site request refused" });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    expect(await t.db.$count(sessions)).toBe(1);
    expect((await signedInUser(signedIn)).status).toBe(200);
  });

  it("signs the same person in again as the same user, in a second session", async () => {
    for (let n = 0; n < 2; n++) {
      const { site, authorizationUrl } = await startSignIn(t, "google");
      const response = await returnFromProvider(
        t,
        site,
        (await visitProvider(authorizationUrl, { login: PRIYA.email })).callbackUrl,
      );
      expect(response.status).toBe(302);
    }
    expect(await t.db.$count(users)).toBe(1);
    expect(await t.db.$count(sessions)).toBe(2);
  });

  it("never lets a visitor session open an admin route", async () => {
    const { site, authorizationUrl } = await startSignIn(t, "google");
    await returnFromProvider(t, site, (await visitProvider(authorizationUrl, { login: PRIYA.email })).callbackUrl);
    const token = site.cookies.get(VISITOR_SESSION_COOKIE)!;
    // the visitor's own cookie is refused as someone signed in who is not an editor; their token in the admin's
    // cookie is no admin session at all
    const answers = [];
    for (const cookie of [site.header(), `${SESSION_COOKIE_NAME}=${token}`]) {
      answers.push((await t.request("GET", "/api/admin/me", { headers: { cookie } })).status);
    }
    expect(answers).toEqual([403, 401]);
  });
});

describe("a suspended account (issue 44)", () => {
  it("is not signed in by the provider: the page says so and no session starts", async () => {
    await t.db.insert(users).values({ id: "priya", email: PRIYA.email, suspendedAt: new Date() });
    const { site, authorizationUrl } = await startSignIn(t, "google");
    const callback = await returnFromProvider(
      t,
      site,
      (await visitProvider(authorizationUrl, { login: PRIYA.email })).callbackUrl,
    );
    expect(callback.status).toBe(403);
    expect(await callback.text()).toContain(SUSPENDED_MESSAGE);
    expect(setCookie(callback, VISITOR_SESSION_COOKIE)).toBeUndefined();
    expect(await t.db.$count(sessions)).toBe(0);
  });
});

describe("a sign-in that fails answers a clear page and starts no session", () => {
  async function expectNoSession(response: Response, status: number, message: string) {
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await response.text()).toContain(message);
    expect(setCookie(response, VISITOR_SESSION_COOKIE)).toBeUndefined();
    expect(setCookie(response, SIGNED_IN_HINT_COOKIE)).toBeUndefined();
    expect(await t.db.$count(sessions)).toBe(0);
  }

  it("rejects a callback whose state is not the one this browser was sent out with", async () => {
    const { site, authorizationUrl } = await startSignIn(t, "google");
    const { callbackUrl } = await visitProvider(authorizationUrl, { login: PRIYA.email });
    callbackUrl.searchParams.set("state", "an-attackers-state-from-another-sign-in-000000");
    await expectNoSession(await returnFromProvider(t, site, callbackUrl), 400, "This sign-in expired");
    expect(await t.db.$count(users)).toBe(0);
  });

  it("rejects a callback without the pending sign-in's cookie (a sign-in started elsewhere)", async () => {
    const { authorizationUrl } = await startSignIn(t, "google");
    const { callbackUrl } = await visitProvider(authorizationUrl, { login: PRIYA.email });
    const response = await t.request("GET", `${callbackUrl.pathname}${callbackUrl.search}`);
    await expectNoSession(response, 400, "This sign-in expired");
  });

  it("tells the visitor when the provider refused (they pressed Cancel: access_denied)", async () => {
    const { site, authorizationUrl } = await startSignIn(t, "google", "/blog");
    const { callbackUrl } = await visitProvider(authorizationUrl, { cancel: true });
    expect(callbackUrl.searchParams.get("error")).toBe("access_denied");
    const response = await returnFromProvider(t, site, callbackUrl);
    await expectNoSession(response, 400, "Google did not sign you in (access_denied).");
  });

  it("rejects a replayed code: the provider accepts a code once", async () => {
    const { site, authorizationUrl } = await startSignIn(t, "google");
    const pending = site.header();
    const { callbackUrl } = await visitProvider(authorizationUrl, { login: PRIYA.email });
    expect((await returnFromProvider(t, site, callbackUrl)).status).toBe(302);
    expect(await t.db.$count(sessions)).toBe(1);

    // someone who captured the callback URL and the pending cookie sends them again
    const replay = await t.request("GET", `${callbackUrl.pathname}${callbackUrl.search}`, {
      headers: { cookie: pending },
    });
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain("Google did not accept this sign-in (invalid_grant).");
    expect(setCookie(replay, VISITOR_SESSION_COOKIE)).toBeUndefined();
    expect(await t.db.$count(sessions)).toBe(1);
  });

  it("refuses an account whose email address the provider has not verified", async () => {
    const { site, authorizationUrl } = await startSignIn(t, "google");
    const { callbackUrl } = await visitProvider(authorizationUrl, { login: UNVERIFIED.email });
    const response = await returnFromProvider(t, site, callbackUrl);
    await expectNoSession(response, 400, "The email address of your Google account is not verified");
    expect(await t.db.$count(users)).toBe(0);
  });
});

describe("GET /api/auth/user", () => {
  it("answers 401 to an anonymous visitor, setting no cookie", async () => {
    const response = await t.request("GET", "/api/auth/user");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: NOT_SIGNED_IN_MESSAGE });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("answers 401 to an unknown or expired session and clears its cookies, so the site stops asking", async () => {
    const response = await t.request("GET", "/api/auth/user", {
      headers: { cookie: `${VISITOR_SESSION_COOKIE}=not-a-session; ${SIGNED_IN_HINT_COOKIE}=1` },
    });
    expect(response.status).toBe(401);
    expect(setCookie(response, SIGNED_IN_HINT_COOKIE)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(setCookie(response, VISITOR_SESSION_COOKIE)).toMatch(/Expires=Thu, 01 Jan 1970/);
  });
});
