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
