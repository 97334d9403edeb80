// The search forms' script (search-form.ts, with the search's parameters and the constants they read: 1.9 KB gzip)
// is imported when someone first uses a form, not with the page: the page's JavaScript on load stays within its
// budget (docs/measurements.md, "Opening hours on the pages"). Using one is a pointer pressed or focus coming in;
// a submission that comes before the script has set itself up waits for it, so it is tidy all the same.

/** Sets up the search forms with search-form.ts's `setUp` once one of the page's is first used. */
export function onFirstUse(setUp: "setUpSearchForms" | "tidySearchSubmissions"): void {
  let ready: Promise<void> | undefined;
  let done = false;
  const start = () =>
    (ready ??= import("./fetched-on-use.ts")
      .then((onUse) => onUse.searchForms())
      .then((module) => {
        module[setUp]();
        // an input that asked for the script came before it listened: the radius label catches up
        for (const slider of document.querySelectorAll('form[role="search"] input[name="radius"]')) {
          slider.dispatchEvent(new Event("input", { bubbles: true }));
        }
      })
      .catch(() => undefined)
      .finally(() => (done = true)));
  for (const form of document.querySelectorAll<HTMLFormElement>('form[role="search"]')) {
    for (const type of ["pointerdown", "focusin"]) {
      form.addEventListener(type, () => void start(), { once: true, passive: true });
    }
    form.addEventListener("submit", (event: SubmitEvent) => {
      if (done) return;
      event.preventDefault();
      void start().then(() => form.requestSubmit(event.submitter));
    });
  }
}

/**
 * Near me and Map (site/components/ResultsTools.astro) bring their script at their first press too: a page of cards
 * is within its 6 KB of JavaScript on load with a few bytes to spare, and this module is already on every such page.
 */
export function onResultsToolUse(): void {
  document.addEventListener("click", (event) => {
    const tool = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-results-tool]") : null;
    if (tool) {
      void import("./fetched-on-use.ts").then((onUse) => onUse.resultsTools()).then((tools) => tools.useTool(tool));
    }
  });
}
