// Request-time data Astro hands the pages: only the preview bundle (site/preview/entry.ts) sets any.
import type { PreviewRecord } from "../shared/preview.ts";

declare global {
  namespace App {
    interface Locals {
      /** the unpublished record an admin previews; unset in the static build */
      preview?: PreviewRecord;
    }
  }
}
