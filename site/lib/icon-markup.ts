// A Lucide SVG file made into the markup a page inlines: the build's icons (icons.ts) and the few a script makes
// (the account menu) alike. No Node APIs here, so it runs in the browser too.

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

/**
 * The icon file `svg` as decorative inline markup (aria-hidden), sized by `className` instead of its 24x24. The
 * file's comment, layout whitespace and namespace (an <svg> inside HTML has it already) would cost every page bytes.
 */
export function iconMarkup(svg: string, className: string): string {
  return svg
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/\s+xmlns="[^"]*"/, "")
    .replace(/>\s+</g, "><")
    .replace(/\s+/g, " ")
    .replace(/\s*(\/?)>/g, "$1>")
    .replace(/ d="([^"]*)"/g, (_, path: string) => ` d="${withShorterFractions(path)}"`)
    .trim()
    .replace(/class="[^"]*"/, `class="${className}" aria-hidden="true" focusable="false"`)
    .replace(/\s(width|height)="24"/g, "");
}
