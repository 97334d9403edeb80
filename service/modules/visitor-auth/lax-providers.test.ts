// Sign-in against fast, lax local providers (oauth2-mock-server as Google and as Facebook): what the service
// takes from each provider, forged and misaddressed id_tokens, and the return path that must stay on the site.
import { createHmac, generateKeyPairSync, sign } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema.ts";
import { TEST_ORIGIN, useTestApp } from "../../test-support/app.ts";
import { LOCAL_CLIENT, startMockFacebook, startMockGoogle } from "../../test-support/local-providers.ts";
import { returnFromProvider, setCookie, startSignIn, visitProvider } from "../../test-support/sign-in-flow.ts";
import { VISITOR_SESSION_COOKIE } from "./sessions.ts";

let googlePerson: Record<string, unknown> = {};
let facebookMe: Record<string, unknown> = {};
const google = await startMockGoogle(() => googlePerson);
const facebook = await startMockFacebook(() => facebookMe);
afterAll(() => Promise.all([google.close(), facebook.close()]));

const t = await useTestApp(undefined, { env: { ...google.env, ...facebook.env } });

const MEERA = {
  email: "Meera@Example.com",
  email_verified: true,
  given_name: "Meera",
  family_name: "Iyer",
  picture: "https://images.example.com/meera.jpg",
};

beforeEach(() => {
  googlePerson = { ...MEERA };
  facebookMe = {
    id: "10101",
    first_name: "Meera",
    last_name: "Iyer",
    email: "meera@example.com",
    picture: { data: { url: "https://graph.example.com/meera.jpg", is_silhouette: false } },
  };
});

/** A whole sign-in at a lax provider, from /api/login to the callback's answer. */
async function signIn(provider: "google" | "facebook", returnTo = "/blog") {
  const { site, authorizationUrl } = await startSignIn(t, provider, returnTo);
  const { callbackUrl } = await visitProvider(authorizationUrl);
  return { site, response: await returnFromProvider(t, site, callbackUrl) };
}

async function expectRefused(response: Response, message: string) {
  expect(response.status).toBe(400);
  expect(await response.text()).toContain(message);
  expect(setCookie(response, VISITOR_SESSION_COOKIE)).toBeUndefined();
  expect(await t.db.$count(sessions)).toBe(0);
  expect(await t.db.$count(users)).toBe(0);
}

describe("Google", () => {
  it("takes the email (lower-cased), names and picture from the verified id_token", async () => {
    const { response } = await signIn("google");
    expect(response.status).toBe(302);
    expect(await t.db.select().from(users)).toMatchObject([
      { email: "meera@example.com", firstName: "Meera", lastName: "Iyer", profileImageUrl: MEERA.picture },
    ]);
  });

  it("keeps a name or picture the provider leaves out next time, and takes what changed", async () => {
    await signIn("google");
    googlePerson = { ...MEERA, given_name: "Meera Devi", picture: undefined };
    await signIn("google");
    expect(await t.db.select().from(users)).toMatchObject([
      { firstName: "Meera Devi", lastName: "Iyer", profileImageUrl: MEERA.picture },
    ]);
  });

  it("drops a picture that is not a web address and cuts an overlong name", async () => {
    googlePerson = { ...MEERA, picture: "javascript:alert(1)", given_name: "M".repeat(300) };
    await signIn("google");
    const [user] = await t.db.select().from(users);
    expect(user!.profileImageUrl).toBeNull();
    expect(user!.firstName).toHaveLength(100);
  });

  it("rejects a forged id_token: same key id and claims, signed with another key", async () => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    google.server.service.once("beforeResponse", (response: { body: { id_token: string } }) => {
      const [header, payload] = response.body.id_token.split(".");
      const signature = sign("sha256", Buffer.from(`${header}.${payload}`), privateKey).toString("base64url");
      response.body.id_token = `${header}.${payload}.${signature}`;
    });
    const { response } = await signIn("google");
    await expectRefused(response, "The answer from Google could not be verified");
  });

  it.each([
    ["another audience", { aud: "someone-elses-app" }],
    ["another issuer", { iss: "https://accounts.evil.example" }],
    ["an expired token", { exp: Math.floor(Date.now() / 1000) - 3600 }],
  ])("rejects an id_token for %s", async (_case, claims) => {
    googlePerson = { ...MEERA, ...claims };
    const { response } = await signIn("google");
    await expectRefused(response, "The answer from Google could not be verified");
  });

  it("rejects an id_token whose nonce is not this sign-in's", async () => {
    googlePerson = { ...MEERA, nonce: "a-nonce-from-another-sign-in" };
    const { response } = await signIn("google");
    await expectRefused(response, "The answer from Google could not be verified");
  });
});

describe("Facebook", () => {
  it("asks the Graph API's /me for the person, with the app secret proof, and takes names, email and picture", async () => {
    let accessToken = "";
    let tokenRequest: Record<string, string> = {};
    facebook.server.service.once(
      "beforeResponse",
      (response: { body: { access_token: string } }, request: { body: Record<string, string> }) => {
        accessToken = response.body.access_token;
        tokenRequest = request.body;
      },
    );
    const { response } = await signIn("facebook");
    // the client secret goes in the body (client_secret_post), the one way Facebook takes it
    expect(tokenRequest).toMatchObject({ client_id: LOCAL_CLIENT.id, client_secret: LOCAL_CLIENT.secret });
    expect(tokenRequest.code_verifier).toMatch(/^[\w-]{43}$/);
    expect(response.status).toBe(302);
    expect(await t.db.select().from(users)).toMatchObject([
      {
        email: "meera@example.com",
        firstName: "Meera",
        lastName: "Iyer",
        profileImageUrl: "https://graph.example.com/meera.jpg",
      },
    ]);
    const me = facebook.lastMeRequest()!;
    expect(me.searchParams.get("fields")).toBe("id,first_name,last_name,email,picture");
    expect(me.searchParams.get("appsecret_proof")).toBe(
      createHmac("sha256", LOCAL_CLIENT.secret).update(accessToken).digest("hex"),
    );
  });

  it("shows no picture for Facebook's stand-in silhouette", async () => {
    facebookMe = { ...facebookMe, picture: { data: { url: "https://graph.example.com/s.jpg", is_silhouette: true } } };
    await signIn("facebook");
    expect((await t.db.select().from(users))[0]!.profileImageUrl).toBeNull();
  });

  it("refuses an account that shares no email address", async () => {
    facebookMe = { id: "10101", first_name: "Meera" };
    const { response } = await signIn("facebook");
    await expectRefused(response, "Your Facebook account did not share an email address");
  });

  it("is the same user as the Google account of the same email", async () => {
    await signIn("google");
    await signIn("facebook");
    expect(await t.db.$count(users)).toBe(1);
    expect(await t.db.$count(sessions)).toBe(2);
  });
});

/**
 * returnTo values, as the service receives them, that must not lead off the site: the probe's spellings (dot
 * segments and encoded dots or slashes that resolve to `//host`), backslashes, absolute and script URLs, and API paths.
 */
const OFF_SITE_RETURNS = [
  ["dot segment before a slash", "/.//evil.example"],
  ["parent segment before a slash", "/x/..//evil.example"],
  ["encoded slash after a dot", "/.%2F/evil.example"],
  ["encoded dot segment", "/%2e//evil.example"],
  ["protocol-relative", "//evil.example/path"],
  ["backslash", "/\\evil.example"],
  ["encoded backslash", "/%5Cevil.example"],
  ["encoded slashes", "/%2F%2Fevil.example"],
  ["absolute", "https://evil.example/"],
  ["tab-split", "/\t/evil.example"],
  ["javascript:", "javascript:alert(1)"],
  ["API", "/api/logout"],
  ["API behind a dot segment", "/blog/../api/logout"],
] as const;

/** An origin-checked form post to /api/logout, as the avatar menu's Sign out sends it. */
function signOut(query = "", headers: Record<string, string> = {}) {
  return t.request("POST", `/api/logout${query}`, { headers: { origin: TEST_ORIGIN, ...headers } });
}

describe("the way back after signing in or out stays on this site", () => {
  it.each(OFF_SITE_RETURNS)("returns a sign-in to the home page for a %s returnTo (%s)", async (_case, returnTo) => {
    const { response } = await signIn("google", returnTo);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
  });

  it.each(OFF_SITE_RETURNS)("returns a sign-out to the home page for a %s returnTo (%s)", async (_case, returnTo) => {
    const response = await signOut(`?returnTo=${encodeURIComponent(returnTo)}`);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
  });

  it.each(OFF_SITE_RETURNS)("links the sign-in page back home for a %s returnTo (%s)", async (_case, returnTo) => {
    const page = await (await t.request("GET", `/api/login?returnTo=${encodeURIComponent(returnTo)}`)).text();
    expect(page).toContain('<a href="/" style="color:#c2410c">Back to Soul of Rishikesh</a>');
    expect(page).toContain('<a href="/api/login?provider=google&#38;returnTo=%2F"');
  });

  it("signs out home for the probe's spellings sent unencoded in the query", async () => {
    for (const query of [
      "?returnTo=/.//evil.example",
      "?returnTo=/x/..//evil.example",
      "?returnTo=/.%2F/evil.example",
      "?returnTo=/%2e//evil.example",
      "?returnTo=/%5Cevil.example",
    ]) {
      const response = await signOut(query);
      expect(response.headers.get("location"), query).toBe("/");
    }
  });

  it("keeps a same-site page with its query, dot segments resolved", async () => {
    for (const [returnTo, expected] of [
      ["/blog/first-post", "/blog/first-post"],
      ["/search?q=yoga%2Fmeditation&category=yoga", "/search?q=yoga%2Fmeditation&category=yoga"],
      ["/blog/./first-post", "/blog/first-post"],
      ["/categories/", "/categories/"],
    ] as const) {
      const response = await signOut(`?returnTo=${encodeURIComponent(returnTo)}`);
      expect(response.headers.get("location"), returnTo).toBe(expected);
    }
  });

  it("returns to the same-site page of the Referer when no returnTo is given, and ignores another site's", async () => {
    for (const [referer, expected] of [
      [`${TEST_ORIGIN}/categories/yoga?q=hatha`, "/categories/yoga?q=hatha"],
      ["https://evil.example/phish", "/"],
    ] as const) {
      const login = await t.request("GET", "/api/login?provider=google", { headers: { referer } });
      const { callbackUrl } = await visitProvider(new URL(login.headers.get("location")!));
      const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
      const callback = await t.request("GET", `${callbackUrl.pathname}${callbackUrl.search}`, { headers: { cookie } });
      expect(callback.headers.get("location")).toBe(expected);
    }
  });

  it("signs out without returnTo back to the same-site page it was posted from", async () => {
    const response = await signOut("", { referer: `${TEST_ORIGIN}/blog/first-post` });
    expect(response.headers.get("location")).toBe("/blog/first-post");
  });
});

describe("GET /api/login", () => {
  it("answers a page offering the providers, where a Sign In button leads before its script has come", async () => {
    const response = await t.request("GET", "/api/login?returnTo=%2Fblog");
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain("<h1>Welcome to Soul of Rishikesh</h1>");
    expect(page).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(page).toContain(
      '<a href="/api/login?provider=google&#38;returnTo=%2Fblog" style="color:#c2410c">Continue with Google</a>',
    );
    expect(page).toContain(
      '<a href="/api/login?provider=facebook&#38;returnTo=%2Fblog" style="color:#c2410c">Continue with Facebook</a>',
    );
  });

  it("answers a provider it does not know with 400 and the providers it does", async () => {
    const response = await t.request("GET", "/api/login?provider=myspace&returnTo=%2Fblog");
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("<h1>Sign-in did not work</h1>");
    expect(page).toContain("Choose Google or Facebook to sign in.");
    expect(page).toContain('<a href="/api/login?provider=google&#38;returnTo=%2Fblog"');
  });

  it("answers the providers' page at any address, returning to the page the Sign In button was on", async () => {
    // a form's redirect to PUBLIC_URL would be refused by the page's form-action 'self'
    const response = await t.app.handle(
      new Request("http://127.0.0.1:3000/api/login?", { headers: { referer: "http://127.0.0.1:3000/search?q=yoga" } }),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("provider=google&#38;returnTo=%2Fsearch%3Fq%3Dyoga");
  });

  it("starts the sign-in at PUBLIC_URL when the visitor came by another address, where the provider returns them", async () => {
    const response = await t.app.handle(
      new Request("http://127.0.0.1:3000/api/login?provider=google&returnTo=%2Fblog"),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${TEST_ORIGIN}/api/login?provider=google&returnTo=%2Fblog`);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("keeps the pending sign-in's cookie for the callback only, HttpOnly and for ten minutes", async () => {
    const response = await t.request("GET", "/api/login?provider=facebook");
    const cookie = setCookie(response, "sor_sign_in")!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(cookie).toMatch(/Path=\/api\/auth\/callback/);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});

describe("GET /api/auth/providers", () => {
  it("says which providers are configured", async () => {
    const response = await t.request("GET", "/api/auth/providers");
    expect(await response.json()).toEqual({ google: true, facebook: true });
  });
});
