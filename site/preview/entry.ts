// The server entry of the preview bundle (astro.preview.config.mjs): renders the public pages' own components for
// a record the service read from the database, handed over in Astro.locals. Loaded by service/publish/preview/.
import { createApp } from "astro/app/entrypoint";
import type { PreviewRecord } from "../../shared/preview.ts";

// the service sends the page whole (it is small), so no streaming
const app = createApp({ streaming: false });

/** The page at `path` (its public path, so the navigation marks the right section) showing `preview`. */
export function renderPreview(path: string, preview: PreviewRecord): Promise<Response> {
  return app.render(new Request(new URL(path, "http://preview.invalid")), { locals: { preview } });
}
