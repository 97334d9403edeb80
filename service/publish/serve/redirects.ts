// A release's redirects: the old addresses of records whose slug changed (modules/moved-slugs), in the `_redirects`
// file static hosts such as Netlify and Cloudflare Pages read, so a release copied to one of them keeps them too.
// The build writes it into the release; the service answers its addresses with 301 (serve.ts) and never sends it.
import { readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { LANGUAGES, localizedPath } from "../../../shared/i18n/languages.ts";
import type { MovedAddress } from "../../../shared/schemas/snapshot.ts";

export const REDIRECTS_FILE = "_redirects";
const SPLAT = "/*";

/**
 * The spec's admin inquiry card links to /businesses/{id}, the public page is /business/{id}: one line, where the
 * build once rendered a meta-refresh page a business (half a full build's pages at 10,000 businesses). The service
 * answers these addresses with 301 before it looks in a release (serve.ts); this line is for static hosts.
 */
const BUSINESS_ALIAS = `/businesses${SPLAT} /business/:splat 301`;

/**
 * Writes `moved` into the release folder `dir`: each address in every language (/hi/categories/yoga moved as
 * /categories/yoga did), and every path under it (a category's page 2), after the standing /businesses alias.
 */
export async function writeRedirects(dir: string, moved: readonly MovedAddress[]): Promise<void> {
  const lines = [
    BUSINESS_ALIAS,
    ...moved.flatMap(({ from, to }) =>
      LANGUAGES.flatMap((language) => {
        const [old, now] = [localizedPath(from, language), localizedPath(to, language)];
        return [`${old} ${now} 301`, `${old}${SPLAT} ${now}/:splat 301`];
      }),
    ),
  ];
  // files in a release folder may be links shared with earlier releases (builder.ts): renamed over, never written
  // through
  const path = join(dir, REDIRECTS_FILE);
  await writeFile(`${path}.tmp`, `${lines.join("\n")}\n`);
  await rename(`${path}.tmp`, path);
}

/** Where a path of the release in `dir` has moved, if it has; reads its `_redirects` once per release. */
export function redirectsOf(dir: string): Promise<(pathname: string) => string | undefined> {
  let redirects = readRedirects.get(dir);
  if (!redirects) {
    // only the live release is asked: the previous one's entry is dropped
    readRedirects.clear();
    redirects = readFile(join(dir, REDIRECTS_FILE), "utf8")
      .catch(() => "")
      .then(parseRedirects);
    readRedirects.set(dir, redirects);
  }
  return redirects;
}

const readRedirects = new Map<string, Promise<(pathname: string) => string | undefined>>();

/** The lines `from to 301` of a `_redirects` file, as the way from a path to where it moved. */
export function parseRedirects(text: string): (pathname: string) => string | undefined {
  const exact = new Map<string, string>();
  const under: [prefix: string, to: string][] = [];
  for (const line of text.split("\n")) {
    const [from, to] = line.trim().split(/\s+/);
    if (!from?.startsWith("/") || !to) continue;
    if (from.endsWith(SPLAT)) under.push([from.slice(0, -1), to]);
    else exact.set(from, to);
  }
  return (pathname) => {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    const moved = exact.get(path);
    if (moved) return moved;
    const splat = under.find(([prefix]) => path.startsWith(prefix));
    return splat && splat[1].replace(":splat", path.slice(splat[0].length));
  };
}
