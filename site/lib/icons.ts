// Lucide icons by name ("Flower2", "lucide-flower-2"): the site's own and the categories' (which
// shared/category-icons.ts limits to the admin's picker). They are inlined as SVG at build time, so an
// icon costs the page no JavaScript and no extra request.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { lucideFileName } from "../../shared/category-icons.ts";
import { DEFAULT_CATEGORY_ICON } from "../../shared/constants.ts";

// Resolved from the project root: the built page modules run from Astro's output folder.
const requireFromRoot = createRequire(join(process.cwd(), "package.json"));
const svgByName = new Map<string, string>();

/**
 * Path numbers to one decimal, as 0.05 of a 24-unit icon is invisible: Lucide's three decimals were a third of an
 * icon's bytes. Only the digits after the point change, so arc flags written against a number ("0 011.525") stay
 * as they are, and a fraction that would round up to a whole number is left as it is.
 */
export const withShorterFractions = (path: string) =>
  path.replace(/\.(\d)(\d+)/g, (number, first: string, rest: string) => {
    const digit = Number(first) + (Number(rest[0]) >= 5 ? 1 : 0);
    return digit === 10 ? number : `.${digit}`;
  });

function readIcon(fileName: string): string | undefined {
  try {
    const svg = readFileSync(requireFromRoot.resolve(`lucide-static/icons/${fileName}.svg`), "utf8");
    // the file's comment, layout whitespace and namespace (an <svg> inside HTML has it already) cost every page bytes
    return svg
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/\s+xmlns="[^"]*"/, "")
      .replace(/>\s+</g, "><")
      .replace(/\s+/g, " ")
      .replace(/\s*(\/?)>/g, "$1>")
      .replace(/ d="([^"]*)"/g, (_, path: string) => ` d="${withShorterFractions(path)}"`)
      .trim();
  } catch {
    return undefined;
  }
}

/** The icon's SVG markup, decorative (aria-hidden), sized by the caller's class; unknown names get the default icon. */
export function iconSvg(name: string, className: string): string {
  const key = `${name}|${className}`;
  const cached = svgByName.get(key);
  if (cached) return cached;
  const svg = readIcon(lucideFileName(name)) ?? readIcon(lucideFileName(DEFAULT_CATEGORY_ICON)) ?? "";
  const sized = svg
    .replace(/class="[^"]*"/, `class="${className}" aria-hidden="true" focusable="false"`)
    .replace(/\s(width|height)="24"/g, "");
  svgByName.set(key, sized);
  return sized;
}
