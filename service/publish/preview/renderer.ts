// Renders previews through the preview worker (worker.ts), started on the first preview and kept running: the
// first preview after a start builds the bundle if its sources changed (about 2 s) and starts the worker (a few
// hundred ms); later ones are a request over a Unix socket (a few ms). Timed by tests/bench/preview-latency.ts.
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { PreviewRecord } from "../../../shared/preview.ts";
import { bunBinary } from "../paths.ts";
import { ensurePreviewBundle, type PreviewBundle } from "./bundle.ts";

const WORKER = fileURLToPath(new URL("worker.ts", import.meta.url));
const WORKER_START_TIMEOUT_MS = 30_000;

interface Worker {
  bundle: PreviewBundle;
  socket: string;
}

export interface PreviewRenderer {
  /** The HTML of the page at the record's public `path`; throws when rendering fails. */
  render(path: string, record: PreviewRecord): Promise<string>;
  /** The bundle's browser assets (the pages link to them under PREVIEW_PATH_PREFIX). */
  assetsDir(): Promise<string>;
}

/**
 * `snapshotPath`: the live content snapshot, for what the pages show beside the record. The worker's pages read it
 * once (site/lib/snapshot.ts keeps it), which holds while that is only the site's address (siteWideContent in
 * site/lib/pages.ts); should the layout show more of it, restart the worker when the snapshot changes.
 */
export function createPreviewRenderer(snapshotPath: string): PreviewRenderer {
  let running: Promise<Worker> | undefined;

  function worker(): Promise<Worker> {
    running ??= startWorker(snapshotPath, () => (running = undefined)).catch((error: unknown) => {
      // the next preview tries again
      running = undefined;
      throw error;
    });
    return running;
  }

  return {
    async render(path, record) {
      const { socket } = await worker();
      const response = await fetch(`http://preview${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(record),
        unix: socket,
      });
      if (!response.ok) throw new Error(`The preview of ${path} failed to render (worker answered ${response.status})`);
      return response.text();
    },
    async assetsDir() {
      return (await worker()).bundle.clientDir;
    },
  };
}

async function startWorker(snapshotPath: string, onExit: () => void): Promise<Worker> {
  const bundle = await ensurePreviewBundle();
  const socket = join(tmpdir(), `site-preview-${process.pid}-${crypto.randomUUID()}.sock`);
  const child = Bun.spawn([bunBinary, WORKER, bundle.entry, socket], {
    // SITE_CODE_DIGEST: a snapshot the service checked with this code is read without checking it again
    env: { ...process.env, SNAPSHOT_PATH: snapshotPath, SITE_CODE_DIGEST: bundle.code, NODE_ENV: "production" },
    // stdin stays open for the worker's lifetime: it exits when we do
    stdin: "pipe",
    stdout: "pipe",
    stderr: "inherit",
  });
  // a worker must not keep the service (or a test run) from exiting
  child.unref();
  void child.exited.then(() => {
    onExit();
    void rm(socket, { force: true });
  });
  await waitForReady(child.stdout, child.exited).catch((error: unknown) => {
    child.kill();
    throw error;
  });
  return { bundle, socket };
}

/**
 * Resolves on the worker's "ready" line, rejects if it exits or stays silent first; whatever it prints later is
 * passed on to our stdout (an unread pipe would fill up and stall it).
 */
function waitForReady(stdout: ReadableStream<Uint8Array>, exited: Promise<number>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error("The preview worker did not start in time")),
      WORKER_START_TIMEOUT_MS,
    );
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The preview worker exited (${code}) before it was ready`));
    });
    void (async () => {
      const reader = stdout.getReader();
      const decoder = new TextDecoder();
      let seen = "";
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        const text = decoder.decode(chunk.value, { stream: true });
        if (seen.includes("ready\n")) {
          process.stdout.write(text);
          continue;
        }
        seen += text;
        if (seen.includes("ready\n")) {
          clearTimeout(timer);
          resolve();
        }
      }
    })();
  });
}
