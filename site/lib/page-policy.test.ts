import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineHashes, withOwnHashes } from "./page-policy.ts";

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const policy =
  "default-src 'self';script-src 'self' 'wasm-unsafe-eval' 'sha256-AAAA' 'sha256-BBBB';style-src 'sha256-CCCC' 'self'; style-src-attr 'unsafe-inline';";
const page = (body: string) =>
  `<html><head><meta http-equiv="content-security-policy" content="${policy}"></head><body>${body}</body></html>`;

describe("a page's policy", () => {
  it("lists the hashes of the page's own inline scripts and styles, and no others", () => {
    const html = withOwnHashes(
      page('<script>run()</script><style>.a{color:red}</style><script type="module">go()</script>'),
    );
    expect(html).toContain(
      `script-src 'self' 'wasm-unsafe-eval' ${hashOf("run()")} ${hashOf("go()")};style-src 'self' ${hashOf(".a{color:red}")}; style-src-attr 'unsafe-inline';`,
    );
    expect(html).not.toContain("sha256-AAAA");
    expect(html).not.toContain("sha256-CCCC");
  });

  it("allows no inline script on a page that holds none", () => {
    const html = withOwnHashes(page("<p>Plain</p>"));
    expect(html).toContain("script-src 'self' 'wasm-unsafe-eval';style-src 'self';");
  });

  it("does not hash scripts with a source or structured data, which no policy hash governs", () => {
    const { scripts } = inlineHashes(
      '<script src="/a.js"></script><script type="application/ld+json">{"@type":"Thing"}</script><script>x()</script>',
    );
    expect(scripts).toEqual([hashOf("x()")]);
  });

  it("lists a script the page holds twice once", () => {
    expect(inlineHashes("<script>x()</script><p></p><script>x()</script>").scripts).toEqual([hashOf("x()")]);
  });

  it("leaves a page without a policy as it is", () => {
    const html = "<html><head></head><body><script>x()</script></body></html>";
    expect(withOwnHashes(html)).toBe(html);
  });
});
