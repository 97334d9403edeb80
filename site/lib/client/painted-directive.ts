// client:painted: hydrates an island once the page is past its first paint (after-first-paint.ts), like the
// bundled scripts. client:load fetched the search island's 90 KB while the page itself was still arriving, and a
// slow phone painted its results seconds later for it; the results are in the HTML and the box is a plain form,
// so nothing needs React before the first paint.
import type { ClientDirective } from "astro";
import { FIRST_PAINT_EVENT, PAINTED_ATTRIBUTE } from "../after-first-paint.ts";

const hydrateAfterFirstPaint: ClientDirective = (load) => {
  const hydrate = async () => (await load())();
  if (document.documentElement.hasAttribute(PAINTED_ATTRIBUTE)) void hydrate();
  else document.addEventListener(FIRST_PAINT_EVENT, () => void hydrate(), { once: true });
};

export default hydrateAfterFirstPaint;
