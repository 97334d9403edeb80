// An edit's build renders only the record pages it changes (service/publish/build/changed-pages.ts). The builder
// lists them, by their files in the release ("hi/business/3/index.html"), in a JSON file whose path the build
// process sets in RENDER_ONLY_PAGES for that build (service/publish/build/astro-worker.ts); the record routes'
// getStaticPaths then return only those (site/lib/pages.ts), and astro renders them and the pages without a key.
import { readFileSync } from "node:fs";

/** The environment variable naming the list; unset, a build renders every page. */
export const RENDER_ONLY_PAGES_ENV = "RENDER_ONLY_PAGES";

/** The record pages this build renders, when the builder named them. */
export function pagesToRender(): Set<string> | undefined {
  const list = process.env[RENDER_ONLY_PAGES_ENV];
  return list ? new Set(JSON.parse(readFileSync(list, "utf8")) as string[]) : undefined;
}
