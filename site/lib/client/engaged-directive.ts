// client:engaged: hydrates an island when someone first engages with it (a pointer over it or pressing it, focus or
// a key in it), not as the page loads. The search island's page is whole without it (its results and Show more are
// in the HTML, its box is a plain form), and its 90 KB of React (npm run bench:weight), run as the page loaded, were
// the long task that cost a slow phone its blocking time (Lighthouse in npm run bench). The directive's value, a CSS
// selector, names the documents where the island has work to do at once (a search the page could not carry): it
// then hydrates after the first paint, as the page's other scripts start (first-paint-signal.ts).
//
// A press on a control marked PRESS_REMEMBERED_ATTRIBUTE (the prebuilt Show more) before the island has taken over
// is marked PRESSED_ATTRIBUTE, for the island to act on once it runs: its script is still on its way.
import type { ClientDirective } from "astro";
import { afterFirstPaint } from "../first-paint-signal.ts";

export const PRESS_REMEMBERED_ATTRIBUTE = "data-awaits-island";
export const PRESSED_ATTRIBUTE = "data-pressed";

const ENGAGING_EVENTS = ["pointerover", "pointerdown", "focusin", "keydown"] as const;

const hydrateWhenEngaged: ClientDirective = (load, options, island) => {
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    for (const type of ENGAGING_EVENTS) island.removeEventListener(type, hydrate, true);
    void load().then((hydrateIsland) => hydrateIsland());
  };
  island.addEventListener(
    "click",
    ({ target }) => {
      const control = target instanceof Element ? target.closest(`[${PRESS_REMEMBERED_ATTRIBUTE}]`) : null;
      control?.setAttribute(PRESSED_ATTRIBUTE, "");
    },
    true,
  );
  for (const type of ENGAGING_EVENTS) island.addEventListener(type, hydrate, { capture: true, passive: true });
  // This runs once the island runtime has come, after the first paint: someone may be on the island already.
  if (island.matches(":hover, :focus-within")) hydrate();
  const neededAtOnce = options.value;
  if (typeof neededAtOnce === "string" && neededAtOnce !== "") {
    afterFirstPaint(() => document.querySelector(neededAtOnce) !== null && hydrate());
  }
};

export default hydrateWhenEngaged;
