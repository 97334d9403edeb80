// Pages paint with the stylesheet rules their own markup uses (site/lib/site-stylesheet.ts). What scripts and
// islands show later (messages, menus, other results) may use others: the whole sheet has them. Enabling it makes
// the browser restyle the whole page (115 ms on the home page at 4x CPU slowdown), which after every load was the
// longest task a visitor who only reads ever paid for. So a page enables it when it may come to need it: at the
// visitor's first interaction, and when a script is about to show markup the page does not carry. (The 115 ms:
// Chromium traces, docs/measurements.md, "First paint and page weight".)

let loaded: Promise<void> | undefined;

/**
 * Enables the whole sheet (once) and resolves when it has loaded, or failed to: what waits then shows with the
 * page's own rules.
 */
export function enableFullStylesheet(): Promise<void> {
  loaded ??= Promise.all(
    [...document.querySelectorAll<HTMLLinkElement>("link[data-full-stylesheet]")].map(enableAndAwait),
  ).then(() => undefined);
  return loaded;
}

function enableAndAwait(link: HTMLLinkElement): Promise<void> {
  if (!link.disabled && link.sheet) return Promise.resolve();
  const done = new Promise<void>((resolve) => {
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
  });
  link.disabled = false;
  return done;
}

/** What a person does first on the page: whatever it opens or changes may need rules the page does not carry. */
const FIRST_INTERACTION_EVENTS = ["pointerdown", "keydown", "focusin"] as const;

/**
 * Enables the whole sheet at the visitor's first interaction, then runs `alsoThen`: what else waits for someone to use
 * the page rather than load on its own (offline reading: site/lib/client/offline/engaged.ts).
 */
export function enableFullStylesheetOnFirstInteraction(alsoThen?: () => void): void {
  const enable = () => {
    for (const type of FIRST_INTERACTION_EVENTS) removeEventListener(type, enable, { capture: true });
    void enableFullStylesheet();
    alsoThen?.();
  };
  for (const type of FIRST_INTERACTION_EVENTS) addEventListener(type, enable, { capture: true, passive: true });
}
