// The preview worker: a process of its own that loads the preview bundle and renders pages for the service over a
// Unix socket (`bun worker.ts <bundle entry> <socket>`). Apart from the service because the pages read the
// snapshot named by SNAPSHOT_PATH from the environment, and so a crash or leak while rendering never takes the API
// along. A page is POSTed to its public path with the record as JSON; the answer is Astro's HTML.
import type { PreviewRecord } from "../../../shared/preview.ts";

type RenderPreview = (path: string, preview: PreviewRecord) => Promise<Response>;

const [entry, socket] = process.argv.slice(2);
if (!entry || !socket) throw new Error("usage: bun worker.ts <bundle entry> <socket>");
const { renderPreview } = (await import(entry)) as { renderPreview: RenderPreview };

Bun.serve({
  unix: socket,
  async fetch(request) {
    const page = await renderPreview(new URL(request.url).pathname, (await request.json()) as PreviewRecord);
    // Astro answers a page that threw with an empty 500; the service logs it and answers its own
    return page;
  },
});
// the service waits for this line before its first request
console.log("ready");

// The service holds our stdin open: when it ends (the service exited or crashed), so do we.
await new Response(Bun.stdin.stream()).arrayBuffer();
process.exit(0);
