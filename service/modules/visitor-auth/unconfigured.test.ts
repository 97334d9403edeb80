// A site without provider credentials: sign-in says it is unavailable, and nobody is ever signed in.
import { describe, expect, it } from "vitest";
import { NOT_SIGNED_IN_MESSAGE } from "../../../shared/messages.ts";
import { TEST_ORIGIN, useTestApp } from "../../test-support/app.ts";

const t = await useTestApp();

describe("visitor sign-in without configured providers", () => {
  it("says no provider is configured, so the sign-in dialog can mark both unavailable", async () => {
    const response = await t.request("GET", "/api/auth/providers");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ google: false, facebook: false });
  });

  it.each([
    ["google", "Google"],
    ["facebook", "Facebook"],
  ])("answers /api/login?provider=%s with a page saying it is unavailable, and a way back", async (provider, label) => {
    const response = await t.request("GET", `/api/login?provider=${provider}&returnTo=%2Fblog`);
    expect(response.status).toBe(503);
    const page = await response.text();
    expect(page).toContain(`${label} sign-in unavailable on this site.`);
    expect(page).toContain('href="/blog"');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("offers no provider on the page a Sign In button leads to before its script, saying each is unavailable", async () => {
    const response = await t.request("GET", "/api/login");
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain("<p>Google sign-in unavailable</p><p>Facebook sign-in unavailable</p>");
    expect(page).not.toContain("provider=");
  });

  it("treats every visitor as signed out", async () => {
    const response = await t.request("GET", "/api/auth/user");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: NOT_SIGNED_IN_MESSAGE });
  });

  it("sends sign-out back to the home page", async () => {
    const response = await t.request("POST", "/api/logout", { headers: { origin: TEST_ORIGIN } });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
  });
});
