// Astro's and Vite's module types (such as a stylesheet imported ?inline) without the generated .astro/types.d.ts,
// which a fresh clone has only after `astro sync`: lint runs before that.
/// <reference types="astro/client" />
// Request-time data Astro hands the pages: only the preview bundle (site/preview/entry.ts) sets any.
import type { PreviewRecord } from "../shared/preview.ts";

declare module "astro" {
  interface AstroClientDirectives {
    /**
     * hydrate when someone engages with the island, or after the first paint in a document matching the selector
     * given (astro.config.mjs, site/lib/client/engaged-directive.ts)
     */
    "client:engaged"?: string;
  }
}

declare global {
  namespace App {
    interface Locals {
      /** the unpublished record an admin previews; unset in the static build */
      preview?: PreviewRecord;
    }
  }
}
