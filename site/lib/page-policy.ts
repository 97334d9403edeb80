// Astro writes the same policy into every page: the hashes of every inline script the site may hold (its island
// scripts and directives, eleven in all) and of the styles it wrote, whatever the page carries. Once a page's markup
// is final (site/middleware.ts), its policy lists exactly the hashes of the inline scripts and styles it holds: no
// page allows a script it does not carry, and each is 300-600 bytes lighter (brotli), which a slow network's first
// round trip feels (docs/measurements.md, "First paint and page weight").
import { createHash } from "node:crypto";

const POLICY_META_OPEN = '<meta http-equiv="content-security-policy" content="';
const POLICY = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/;
const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style(\s[^>]*)?>([\s\S]*?)<\/style>/g;
/** Script types a browser runs; any other (application/ld+json) is data, which a policy does not govern. */
const SCRIPT_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

const hashes = new Map<string, string>();
/** The CSP source of an inline text. Pages share theirs (the head script, a kind of page's rules): each is hashed once. */
export function hashSource(text: string): string {
  let hash = hashes.get(text);
  if (hash === undefined) {
    hash = `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    hashes.set(text, hash);
  }
  return hash;
}

function runsAsScript(attributes: string): boolean {
  if (/\ssrc=/.test(attributes)) return false;
  const type = /\stype="([^"]*)"/.exec(attributes)?.[1] ?? "";
  return SCRIPT_TYPES.has(type.toLowerCase());
}

/** The hashes of the inline scripts and styles `html` holds, each once, in the order they appear. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  for (const [, attributes = "", text] of html.matchAll(INLINE_SCRIPT))
    if (runsAsScript(attributes)) scripts.add(hashSource(text!));
  const styles = new Set<string>();
  for (const [, , text] of html.matchAll(INLINE_STYLE)) styles.add(hashSource(text!));
  return { scripts: [...scripts], styles: [...styles] };
}

/** A directive's sources without hashes, followed by `hashes`. */
function withHashes(directive: string, hashes: string[]): string {
  const [name, ...sources] = directive.trim().split(/\s+/);
  return [name, ...sources.filter((source) => !source.startsWith("'sha256-")), ...hashes].join(" ");
}

/** `html` whose policy's script-src and style-src list the hashes of its own inline scripts and styles, and no other. */
export function withOwnHashes(html: string): string {
  const policy = POLICY.exec(html);
  if (policy === null) return html;
  const { scripts, styles } = inlineHashes(html);
  const content = policy[2]!.replace(/(?:^|(?<=;))\s*(script-src|style-src)(?=\s)[^;]*/g, (directive, name: string) =>
    withHashes(directive, name === "script-src" ? scripts : styles),
  );
  return html.replace(POLICY, (_, open: string, _content: string, close: string) => `${open}${content}${close}`);
}

/**
 * `html` with `policy` in a <meta> first in its head, after its charset (which must come in its first 1,024 bytes).
 * A <meta> policy governs only what comes after it: there, every script of the page (Astro writes a built page's at
 * the end of its head, after the head script).
 */
export function withPolicyFirst(html: string, policy: string): string {
  const meta = `${POLICY_META_OPEN}${policy.replaceAll("&", "&amp;").replaceAll('"', "&quot;")}">`;
  return html.replace(/<head(\s[^>]*)?>(<meta charset="[^"]*">)?/, (head) => `${head}${meta}`);
}
