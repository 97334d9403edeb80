import { describe, expect, it } from "vitest";
import { CSP_DIRECTIVES } from "../shared/csp.ts";
import { previewPath } from "../shared/preview.ts";
import { TEST_ORIGIN, useTestApp } from "./test-support/app.ts";
import {
  APP_CONTENT_SECURITY_POLICY,
  contentSecurityPolicyFor,
  PAGE_CONTENT_SECURITY_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from "./security-headers.ts";

const t = await useTestApp();
const overHttps = await useTestApp(undefined, { env: { PUBLIC_URL: "https://soulofrishikesh.example" } });
const behindProxy = await useTestApp(undefined, { env: { TRUST_PROXY: "true" } });

const policy = (response: Response) => response.headers.get("content-security-policy");

describe("the Content-Security-Policy header", () => {
  it("gives the admin app and the API the whole policy: scripts and style sheets from this origin only", async () => {
    for (const path of ["/admin", "/admin/login", "/api/categories", "/api/no-such-route"]) {
      expect(policy(await t.request("GET", path)), path).toBe(APP_CONTENT_SECURITY_POLICY);
    }
    for (const directive of [...CSP_DIRECTIVES, "script-src 'self'", "style-src 'self'", "frame-ancestors 'none'"]) {
      expect(APP_CONTENT_SECURITY_POLICY).toContain(directive);
    }
    expect(APP_CONTENT_SECURITY_POLICY).not.toContain("unsafe-eval");
    expect(APP_CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("gives the site's pages and previews what their <meta> cannot carry, and no script-src to clash with its hashes", async () => {
    for (const path of ["/", "/about", "/business/1", "/search"]) {
      expect(policy(await t.request("GET", path)), path).toBe(PAGE_CONTENT_SECURITY_POLICY);
    }
    expect(contentSecurityPolicyFor(previewPath("business", 1))).toBe(PAGE_CONTENT_SECURITY_POLICY);
    expect(PAGE_CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(PAGE_CONTENT_SECURITY_POLICY).not.toMatch(/(default|script)-src/);
  });
});

describe("Strict-Transport-Security", () => {
  it("is not sent over plain http", async () => {
    expect((await t.request("GET", "/api/categories")).headers.get("strict-transport-security")).toBeNull();
  });

  it("is sent when PUBLIC_URL is https, whatever the request came over", async () => {
    const response = await overHttps.request("GET", "/api/categories");
    expect(response.headers.get("strict-transport-security")).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it("is sent behind a trusted proxy that says the browser used https, and only then", async () => {
    const https = await behindProxy.request("GET", "/", { headers: { "x-forwarded-proto": "https" } });
    expect(https.headers.get("strict-transport-security")).toBe(STRICT_TRANSPORT_SECURITY);
    const untrusted = await t.request("GET", "/", { headers: { "x-forwarded-proto": "https" } });
    expect(untrusted.headers.get("strict-transport-security")).toBeNull();
  });

  it("is sent for a request that reached the service over https itself", async () => {
    const response = await t.app.handle(new Request(`${TEST_ORIGIN.replace("http:", "https:")}/api/categories`));
    expect(response.headers.get("strict-transport-security")).toBe(STRICT_TRANSPORT_SECURITY);
  });
});
