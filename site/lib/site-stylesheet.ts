// The site's one stylesheet (Tailwind over site/ and shared/ui). Pages do not link it: each carries the rules its
// markup uses inline (critical-css.ts, applied to every page by site/middleware.ts) and a link to the whole sheet,
// disabled so that it costs nothing until the page may need it (site/lib/client/full-stylesheet.ts enables it).
import { createHash } from "node:crypto";
import css from "../styles/global.css?inline";
import { criticalCssFor, wholeSheet, withInlineRules, withoutStylesOnlyMarkup } from "./critical-css.ts";

export const SITE_STYLESHEET_CSS = wholeSheet(css);
/** The whole sheet's file name (site/pages/styles/[file].ts): named by its content, so it is served immutable. */
export const SITE_STYLESHEET_FILE = `site.${createHash("sha256").update(SITE_STYLESHEET_CSS).digest("hex").slice(0, 10)}.css`;

const rulesUsedByPage = criticalCssFor(css);

export const withSiteStylesheet = (html: string) =>
  withInlineRules(withoutStylesOnlyMarkup(html), rulesUsedByPage(html), `/styles/${SITE_STYLESHEET_FILE}`);
