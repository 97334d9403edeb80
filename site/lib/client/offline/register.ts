// Registers the service worker (/sw.js: site/lib/client/offline/service-worker.ts). The page imports this after its
// first paint (site/lib/after-first-paint.ts), and the worker is registered once the page has loaded, so that its
// install (the offline page and /saved, with their files) takes nothing from the page's own first load.
// An admin's draft preview (under the API) is no page of the public site: it registers nothing.
import { PREVIEW_PATH_PREFIX } from "../../../../shared/preview.ts";

export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator) || location.pathname.startsWith(PREVIEW_PATH_PREFIX)) return;
  const register = () => void navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  if (document.readyState === "complete") register();
  else addEventListener("load", register, { once: true });
}
