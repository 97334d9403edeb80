// Pages paint with the stylesheet rules their own markup uses (site/lib/site-stylesheet.ts). What scripts and
// islands show later (messages, menus, other results) may use others: the whole sheet is enabled once the page has
// loaded, so it never competes with what the first paint needs.
export function enableFullStylesheetAfterLoad(): void {
  const enable = () => {
    for (const link of document.querySelectorAll<HTMLLinkElement>("link[data-full-stylesheet]")) link.disabled = false;
  };
  if (document.readyState === "complete") enable();
  else addEventListener("load", enable, { once: true });
}

/**
 * Resolves once the whole sheet has loaded (or failed to: what waits then shows with the page's own rules), for
 * what a script makes from markup no page carries (the account menu).
 */
export async function fullStylesheetLoaded(): Promise<void> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>("link[data-full-stylesheet]")].filter(
    (link) => !link.sheet,
  );
  await Promise.all(
    pending.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener("load", () => resolve(), { once: true });
          link.addEventListener("error", () => resolve(), { once: true });
        }),
    ),
  );
}
