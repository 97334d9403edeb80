// The preview bundle's pages are the public pages and get the same treatment, but for Astro's island runtime, which
// stays inline: a preview is served under /api/admin/preview/, not from a release holding /scripts/.
import { finishingPages, finishPage } from "../middleware.ts";

export const onRequest = finishingPages((html) => finishPage(html, "runtime inline"));
