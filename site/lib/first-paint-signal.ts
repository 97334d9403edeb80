// How the head script (after-first-paint.ts) tells the page's own code that the first paint is past. A module of
// its own because client directives are inlined into every page that uses them: importing after-first-paint.ts
// would carry the head script's text a second time.

/** Set on <html> and dispatched on document once the page is past its first paint. */
export const FIRST_PAINT_EVENT = "sor:first-paint";
export const PAINTED_ATTRIBUTE = "data-painted";

/** Runs `run` once the page is past its first paint: at once if it is already. */
export function afterFirstPaint(run: () => void): void {
  if (document.documentElement.hasAttribute(PAINTED_ATTRIBUTE)) run();
  else document.addEventListener(FIRST_PAINT_EVENT, run, { once: true });
}
