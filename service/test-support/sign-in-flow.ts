// Test helpers: a browser's way through /api/login, a local provider's pages and the callback.
import { expect } from "vitest";
import type { TestApp } from "./app.ts";
import { CookieJar } from "./local-providers.ts";

export interface StartedSignIn {
  /** the site's cookies, as the browser keeps them */
  site: CookieJar;
  /** where /api/login sent the browser */
  authorizationUrl: URL;
}

export async function startSignIn(t: TestApp, provider: string, returnTo = "/blog"): Promise<StartedSignIn> {
  const response = await t.request("GET", `/api/login?provider=${provider}&returnTo=${encodeURIComponent(returnTo)}`);
  expect(response.status).toBe(302);
  const site = new CookieJar();
  site.take(response);
  return { site, authorizationUrl: new URL(response.headers.get("location")!) };
}

/** Calls the callback the provider sent the browser back to, with the site's cookies. */
export async function returnFromProvider(t: TestApp, site: CookieJar, callbackUrl: URL): Promise<Response> {
  const response = await t.request("GET", `${callbackUrl.pathname}${callbackUrl.search}`, {
    headers: { cookie: site.header() },
  });
  site.take(response);
  return response;
}

export interface ProviderVisit {
  /** the URL the provider sent the browser back to the site with */
  callbackUrl: URL;
  /** the provider's pages the visitor saw, in order: "login", "consent" */
  pages: string[];
}

/**
 * Goes through a provider as a browser would, following its redirects, and on each of oidc-provider's
 * pages does what a person does: types `login` on the login page (any password) and presses Continue on
 * the consent page, or presses Cancel when `cancel` is set. Ends when the provider sends the browser to
 * another site (ours).
 */
export async function visitProvider(
  authorizationUrl: URL,
  { login = "", cancel = false }: { login?: string; cancel?: boolean } = {},
): Promise<ProviderVisit> {
  const jar = new CookieJar();
  const pages: string[] = [];
  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let step = 0; step < 20; step++) {
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...init.headers, cookie: jar.header() },
    });
    jar.take(response);
    const location = response.headers.get("location");
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== authorizationUrl.origin) return { callbackUrl: next, pages };
      url = next;
      init = {};
      continue;
    }
    const html = await response.text();
    expect(response.status, html.slice(0, 500)).toBe(200);
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1] ?? "";
    pages.push(prompt);
    if (cancel) {
      url = new URL(/href="([^"]+)">\[ Cancel \]/.exec(html)![1]!.replaceAll("&amp;", "&"), url);
      init = {};
      continue;
    }
    const action = new URL(/action="([^"]+)"/.exec(html)![1]!, url);
    const form = new URLSearchParams(prompt === "login" ? { prompt, login, password: "any password" } : { prompt });
    url = action;
    init = { method: "POST", body: form, headers: { "content-type": "application/x-www-form-urlencoded" } };
  }
  throw new Error("the provider never sent the browser back");
}

/** The cookie of that name among a response's Set-Cookie headers, whole (value and attributes). */
export function setCookie(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((header) => header.startsWith(`${name}=`));
}
