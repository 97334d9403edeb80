// What waits for the visitor's first interaction with a page (the header's script, with the whole stylesheet): the
// suggestion of the page in the visitor's language (../language-hint.ts), and offline reading: the service worker
// registered (an admin's draft preview registers it too, which is harmless: the worker never answers for the admin app
// or the API), and Save on the business page and on the cards of a prebuilt page. Its parts are imported from here, not
// with it: the page's load then carries the name of this one file, and Vite's list of the files each part needs comes
// with it.
import { languageHintDismissed, otherLanguageAskedFor, rememberLanguageHintDismissed } from "../language-preference.ts";

export async function setUpOfflineReading(): Promise<void> {
  suggestVisitorsLanguage();
  // The manifest (site/pages/app.webmanifest.ts) is linked now rather than in the page: Chromium fetches a linked
  // manifest and its icon while the page loads, 6 KB taken from a slow phone's first seconds (Lighthouse saw the
  // business page's largest paint later for it). It reads a link added later all the same: installable from then on.
  const manifest = document.createElement("link");
  manifest.rel = "manifest";
  manifest.href = "/app.webmanifest";
  document.head.append(manifest);
  if ("serviceWorker" in navigator) void navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  // places are kept in IndexedDB and Cache Storage (a secure context's)
  if (typeof indexedDB === "undefined" || typeof caches === "undefined") return;
  const [page, cards] = await Promise.all([import("./save-button.ts"), import("./card-saving.ts")]);
  await page.addSaveButton();
  await cards.addCardSaveButtons();
}

/**
 * An English page read by a browser that asks for Hindi or Hebrew first offers itself in that language, unless the
 * visitor said no before. Here rather than on load: the home and category pages' JavaScript on load is at its budget.
 */
function suggestVisitorsLanguage(): void {
  const language = otherLanguageAskedFor(navigator.languages, document.documentElement.lang);
  if (language === undefined || languageHintDismissed()) return;
  void import("../language-hint.ts").then((hint) => hint.offerPageIn(language, rememberLanguageHintDismissed));
}
