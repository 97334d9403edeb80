// Requests written by hand over a real socket, for what fetch() would refuse to send or would put right: a Host that
// names no host, HTTP/1.0 without a Host, a body streamed past the server's own limit.
import { connect } from "node:net";

export interface RawAnswer {
  status: number;
  /** names in lower case */
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends `head` (request line and headers, each line ending in CRLF, and the blank line) and then `body`'s pieces,
 * and reads the answer. The server may answer and close before the body is all sent (a refused upload): what is
 * left is not sent, and the answer is still read.
 */
export function sendRaw(port: number, head: string, body: Iterable<string | Uint8Array> = []): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    let answered = false;
    const socket = connect(port, "127.0.0.1");
    const finish = () => {
      if (answered) return;
      answered = true;
      socket.destroy();
      const answer = parseAnswer(received);
      if (answer) resolve(answer);
      else reject(new Error(`No whole answer came: ${JSON.stringify(received.toString("latin1").slice(0, 200))}`));
    };
    // no encoding is set, so the socket hands over bytes
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (parseAnswer(received)) finish();
    });
    socket.on("close", finish);
    // a server that refuses an upload may reset the connection while we still write
    socket.on("error", finish);
    socket.on("connect", () => {
      void (async () => {
        for (const piece of [head, ...body]) {
          if (answered || socket.destroyed) return;
          if (!socket.write(piece)) await new Promise((drained) => socket.once("drain", drained));
        }
      })();
    });
  });
}

/** The answer in `bytes` once it has all come (by its Content-Length, or its last chunk), else undefined. */
function parseAnswer(bytes: Buffer): RawAnswer | undefined {
  const headEnd = bytes.indexOf("\r\n\r\n");
  if (headEnd < 0) return undefined;
  const [statusLine = "", ...lines] = bytes.subarray(0, headEnd).toString("latin1").split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rest = bytes.subarray(headEnd + 4);
  const body = headers["transfer-encoding"] === "chunked" ? dechunked(rest) : rest;
  const length = Number(headers["content-length"] ?? 0);
  if (body === undefined || body.length < length) return undefined;
  return {
    status: Number(statusLine.split(" ")[1]),
    headers,
    body: body.subarray(0, length || body.length).toString(),
  };
}

/** A chunked body's content once its last chunk has come, else undefined. */
function dechunked(bytes: Buffer): Buffer | undefined {
  const pieces: Buffer[] = [];
  for (let at = 0; ;) {
    const lineEnd = bytes.indexOf("\r\n", at);
    if (lineEnd < 0) return undefined;
    const size = parseInt(bytes.subarray(at, lineEnd).toString("latin1"), 16);
    if (size === 0) return Buffer.concat(pieces);
    if (bytes.length < lineEnd + 2 + size + 2) return undefined;
    pieces.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}
