// Astro's and Vite's module types (such as a stylesheet imported ?inline) without the generated .astro/types.d.ts,
// which a fresh clone has only after `astro sync`: lint runs before that.
/// <reference types="astro/client" />
// Request-time data Astro hands the pages: only the preview bundle (site/preview/entry.ts) sets any.
import type { PreviewRecord } from "../shared/preview.ts";

declare module "astro" {
  interface AstroClientDirectives {
    /** hydrate once the page is past its first paint (astro.config.mjs, site/lib/client/painted-directive.ts) */
    "client:painted"?: boolean;
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
