// Lucide icons by name ("Flower2", "lucide-flower-2"): the site's own and the categories' (which
// shared/category-icons.ts limits to the admin's picker). They are inlined as SVG at build time, so an
// icon costs the page no JavaScript and no extra request.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { lucideFileName } from "../../shared/category-icons.ts";
import { DEFAULT_CATEGORY_ICON } from "../../shared/constants.ts";
import { iconMarkup } from "./icon-markup.ts";

// Resolved from the project root: the built page modules run from Astro's output folder.
const requireFromRoot = createRequire(join(process.cwd(), "package.json"));
const svgByName = new Map<string, string>();

function readIcon(fileName: string): string | undefined {
  try {
    return readFileSync(requireFromRoot.resolve(`lucide-static/icons/${fileName}.svg`), "utf8");
  } catch {
    return undefined;
  }
}

/** Icons that point along the line (back, next, more): a right-to-left page (Hebrew) mirrors them. */
const POINTING_ICON = /^(Arrow|Chevron|Chevrons)(Left|Right)$/;
export const MIRRORED_IN_RTL = "rtl:-scale-x-100";

/**
 * The icon's SVG markup, decorative (aria-hidden), sized by the caller's class; unknown names get the default icon. A
 * pointing icon is mirrored in a right-to-left page; logos and pictures of things never are.
 */
export function iconSvg(name: string, className: string): string {
  const key = `${name}|${className}`;
  const cached = svgByName.get(key);
  if (cached) return cached;
  const svg = readIcon(lucideFileName(name)) ?? readIcon(lucideFileName(DEFAULT_CATEGORY_ICON)) ?? "";
  const markup = iconMarkup(svg, POINTING_ICON.test(name) ? `${className} ${MIRRORED_IN_RTL}` : className);
  svgByName.set(key, markup);
  return markup;
}
