// Offline reading once the visitor first interacts with a page (the header's script, with the whole stylesheet): the service worker registered (an admin's draft
// preview registers it too, which is harmless: the worker never answers for the admin app or the API), and Save on
// the business page and on the cards of a prebuilt page. Its parts are imported from here, not with it: the page's
// load then carries the name of this one file, and Vite's list of the files each part needs comes with it.
export async function setUpOfflineReading(): Promise<void> {
  if ("serviceWorker" in navigator) void navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  // places are kept in IndexedDB and Cache Storage (a secure context's)
  if (typeof indexedDB === "undefined" || typeof caches === "undefined") return;
  const [page, cards] = await Promise.all([import("./save-button.ts"), import("./card-saving.ts")]);
  await page.addSaveButton();
  await cards.addCardSaveButtons();
}
