// Real HTTP servers on loopback for the tests of the service's outbound fetches (service/outbound/): one that
// records every request that reaches it, whatever address it was reached by, and one that streams an image without
// end, as a hostile host would.
import { afterAll } from "vitest";

/** An answer of `bytes` as a JPEG; by default three bytes that claim to be one, enough for a fetch, not for sharp. */
export const jpegAnswer = (bytes: Uint8Array = new Uint8Array([0xff, 0xd8, 0xff])) =>
  new Response(new Uint8Array(bytes), { headers: { "content-type": "image/jpeg" } });

export interface RecordingServer {
  port: number;
  /** the path of every request that reached the server, in order (a test may empty it) */
  hits: string[];
}

/**
 * Listens on every loopback address, IPv4 and IPv6 ("::" takes both), so any spelling of this machine reaches it;
 * `answer` says what it sends (an image by default). Stopped after the file's tests.
 */
export function startRecordingServer(
  answer: (path: string) => Response | Promise<Response> = () => jpegAnswer(),
): RecordingServer {
  const hits: string[] = [];
  const server = Bun.serve({
    port: 0,
    hostname: "::",
    fetch(request) {
      const path = new URL(request.url).pathname;
      hits.push(path);
      return answer(path);
    },
  });
  afterAll(() => server.stop(true));
  return { port: server.port!, hits };
}

/** A recording server that answers no request until `batch` are waiting, then all of them; the last ones once `total` have come. */
export function startBatchingServer({
  batch,
  total,
  answer,
}: {
  batch: number;
  total: number;
  answer: () => Response;
}) {
  let waiting: (() => void)[] = [];
  const server = startRecordingServer(async () => {
    const answered = new Promise<void>((resolve) => waiting.push(resolve));
    if (waiting.length === batch || server.hits.length === total) {
      for (const release of waiting) release();
      waiting = [];
    }
    await answered;
    return answer();
  });
  return server;
}

export interface EndlessImageServer {
  port: number;
  /** the bytes the server has handed to its connection so far */
  sent(): number;
  /** settles when the reader cut the stream (closed its connection) */
  readonly cut: Promise<void>;
}

const CHUNK_BYTES = 64 * 1024;

/**
 * Answers every request with `totalBytes` of "image/jpeg", chunked, with no Content-Length, written only as fast as
 * its reader takes them (so `sent` is what the reader was given, not what a buffer holds). One stream at a time.
 */
export function startEndlessImageServer(totalBytes: number): EndlessImageServer {
  let sent = 0;
  let reportCut!: () => void;
  const cut = new Promise<void>((resolve) => (reportCut = resolve));
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch() {
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= totalBytes) return controller.close();
          controller.enqueue(new Uint8Array(CHUNK_BYTES));
          sent += CHUNK_BYTES;
        },
        cancel: () => reportCut(),
      });
      return new Response(body, { headers: { "content-type": "image/jpeg" } });
    },
  });
  afterAll(() => server.stop(true));
  return { port: server.port!, sent: () => sent, cut };
}
