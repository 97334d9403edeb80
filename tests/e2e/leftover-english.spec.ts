// No English left on a Hindi or Hebrew page (issue 47): every word a reader sees or hears there, text and the
// labels, placeholders, titles and alt texts of what is shown, is in the page's language, unless it is content shown
// in English (inside lang="en": an editor's text not yet translated) or a name kept as written (translate="no").
import { localizedPath } from "../../shared/i18n/languages.ts";
import { expect, test } from "./fixtures.ts";
import { TRANSLATED_PAGE_TYPES } from "./page-types.ts";

/**
 * Brings the islands a reader has in view to life, as a reader does by scrolling to them and reaching for them (an
 * island may wait to be seen, client:visible, or engaged with, client:engaged); answers how many shown are still not
 * hydrated. Runs in the page.
 */
function hydrateShownIslands(): number {
  const waiting = [...document.querySelectorAll("astro-island[ssr]")].filter((island) =>
    island.firstElementChild?.checkVisibility(),
  );
  for (const island of waiting) {
    island.firstElementChild!.scrollIntoView();
    island.dispatchEvent(new PointerEvent("pointerover"));
  }
  return waiting.length;
}

/** The Latin words a reader meets on the page open, each with the element it sits in. Runs in the page. */
function englishLeftOnPage(): string[] {
  const exempt = '[lang^="en"], [translate="no"], script, style, template';
  // an option is drawn by its select, which is what is shown or not
  const shown = (element: Element) => (element.closest("select") ?? element).checkVisibility({ opacityProperty: true });
  const named = (element: Element) =>
    `<${element.localName}${element.id ? `#${element.id}` : ""}> "${(element.textContent ?? "").trim().slice(0, 60)}"`;
  const found: string[] = [];
  const check = (text: string | null, element: Element, where = "") => {
    for (const [word] of (text ?? "").matchAll(/[A-Za-z]{2,}/g)) found.push(`${word}${where} in ${named(element)}`);
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement!;
    if (!element.closest(exempt) && shown(element)) check(node.textContent, element);
  }
  for (const element of document.body.querySelectorAll("[aria-label], [placeholder], [title], [alt]")) {
    if (element.closest(exempt) || !shown(element)) continue;
    for (const name of ["aria-label", "placeholder", "title", "alt"]) {
      check(element.getAttribute(name), element, ` (${name})`);
    }
  }
  return found;
}

test.describe("Hindi and Hebrew pages leave no English outside English content and names", () => {
  for (const language of ["hi", "he"] as const) {
    for (const [name, pathOf] of TRANSLATED_PAGE_TYPES) {
      test(`${name} (${language})`, async ({ page, business, blogPost }) => {
        await page.goto(localizedPath(pathOf({ business, blogPost }), language));
        // the islands hydrated and the auth area settled: what a reader has in front of them
        await expect.poll(() => page.evaluate(hydrateShownIslands)).toBe(0);
        await page.waitForLoadState("networkidle");
        await expect(page.locator("[data-auth-placeholder]")).toHaveCount(0);
        expect(await page.evaluate(englishLeftOnPage)).toEqual([]);
      });
    }
  }
});
