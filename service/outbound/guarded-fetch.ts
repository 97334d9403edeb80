// The one way the service fetches an address a visitor or an editor typed (today: the content's photos, for
// /media), so that it cannot be sent to this machine or its network (server-side request forgery):
// - the host is resolved once and refused if any of its addresses is not public (public-address.ts), and the
//   connection goes to the address that was checked, so a second lookup cannot lead elsewhere (DNS rebinding);
// - redirects are followed here, a few at most, each checked the same way; only http and https;
// - the body is read up to a byte limit and the connection cut as soon as it passes it, whatever Content-Length says.
// A short list of hosts (OUTBOUND_ALLOW_HOSTS) is fetched whatever they resolve to, for tests and private setups.
// The service's other outbound requests go to addresses the operator configured, not typed ones, and use fetch
// directly: the deploy webhooks (publish/deliver/webhooks.ts), the S3 upload (publish/deliver/s3-target.ts) and the
// sign-in providers (modules/visitor-auth/).
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { lookup } from "node:dns/promises";
import { isIP, type LookupFunction } from "node:net";
import { isPublicAddress } from "./public-address.ts";

/** Why an address was not fetched, or its answer not read: not a public address, too many redirects, too large. */
export class OutboundRefused extends Error {
  override name = "OutboundRefused";
}

export interface ResolvedAddress {
  address: string;
  family: number;
}
/** A host name's addresses, all of them; the system's resolver unless a test gives its own. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;
const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true });

export interface GuardedFetchOptions {
  /** OUTBOUND_ALLOW_HOSTS: `host` or `host:port` entries fetched whatever addresses they have */
  allowHosts?: readonly string[];
  resolve?: Resolver;
}

export interface GuardedRequest {
  /** The body's size at most: a larger Content-Length is refused at once, a longer body when it passes it. */
  maxBytes: number;
  /** Aborts the request, the body's reading included (a timeout). */
  signal?: AbortSignal;
}

/** A chain longer than this is refused: an image host redirects once or twice (http to https, a CDN). */
const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const defaultPort = (url: URL) => (url.protocol === "https:" ? "443" : "80");
const portOf = (url: URL) => url.port || defaultPort(url);

interface HostEntry {
  hostname: string;
  /** unset: any port of the host */
  port?: string;
}

/** An OUTBOUND_ALLOW_HOSTS entry as a URL's parts, so "127.1" and "127.0.0.1" or "[::1]" match alike. */
function parseHostEntry(entry: string): HostEntry | undefined {
  if (!URL.canParse(`http://${entry}`)) return undefined;
  const url = new URL(`http://${entry}`);
  if (url.href !== `http://${url.host}/` || url.username || !entry.trim()) return undefined;
  // http's default port leaves url.port empty; an entry that names it still means that port alone
  const port = url.port || (/:\d+$/.test(entry) ? defaultPort(url) : undefined);
  return { hostname: url.hostname, port };
}

/** Whether `entry` is a host or a host:port and nothing else (env.ts checks OUTBOUND_ALLOW_HOSTS with it). */
export function isHostEntry(entry: string): boolean {
  return parseHostEntry(entry) !== undefined;
}

/** Answers the connection's own lookup with the addresses already checked, so it makes no lookup of its own. */
function checkedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };
}

/** The body of `message` as a stream that errors, and cuts the connection, once more than `maxBytes` came. */
function limitedBody(message: IncomingMessage, maxBytes: number, url: URL): ReadableStream<Uint8Array> {
  const chunks = message[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let received = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) return controller.close();
      received += next.value.byteLength;
      if (received > maxBytes) {
        message.destroy();
        return controller.error(new OutboundRefused(`${url.href} is larger than ${maxBytes} bytes`));
      }
      controller.enqueue(new Uint8Array(next.value));
    },
    cancel: () => void message.destroy(),
  });
}

/** The answer as a fetch Response, its body limited to `maxBytes`; refused at once when it says it is larger. */
function asResponse(answer: IncomingMessage, url: URL, maxBytes: number): Response {
  if (Number(answer.headers["content-length"] ?? 0) > maxBytes) {
    answer.destroy();
    throw new OutboundRefused(`${url.href} is larger than ${maxBytes} bytes`);
  }
  const headers = new Headers();
  for (let n = 0; n < answer.rawHeaders.length; n += 2)
    headers.append(answer.rawHeaders[n]!, answer.rawHeaders[n + 1]!);
  return new Response(limitedBody(answer, maxBytes, url), {
    status: answer.statusCode,
    statusText: answer.statusMessage,
    headers,
  });
}

export type GuardedFetch = (address: string, request: GuardedRequest) => Promise<Response>;

export function createGuardedFetch({ allowHosts = [], resolve = systemResolver }: GuardedFetchOptions = {}) {
  const allowed = allowHosts.map((entry) => {
    const parsed = parseHostEntry(entry);
    if (!parsed) throw new Error(`${entry} is not a host or host:port`);
    return parsed;
  });
  const isAllowed = (url: URL) =>
    allowed.some((entry) => entry.hostname === url.hostname && (entry.port ?? portOf(url)) === portOf(url));

  /** The addresses to connect to for `url`, every one of them public unless its host is allowed. */
  async function checkedAddresses(url: URL, signal: AbortSignal | undefined): Promise<ResolvedAddress[]> {
    if (url.protocol !== "http:" && url.protocol !== "https:")
      throw new OutboundRefused(`${url.href} is not an http or https address`);
    // URL has already turned every spelling of an IPv4 address (127.1, 2130706433, 0x7f.1) into its dotted form
    const literal = url.hostname.replace(/^\[(.*)\]$/, "$1");
    const family = isIP(literal);
    // the system's resolver gives up after its own timeout; a request aborted meanwhile goes no further
    const addresses = family ? [{ address: literal, family }] : await resolve(url.hostname);
    signal?.throwIfAborted();
    if (addresses.length === 0) throw new OutboundRefused(`${url.hostname} has no address`);
    if (!isAllowed(url)) {
      const internal = addresses.find(({ address }) => !isPublicAddress(address));
      if (internal) throw new OutboundRefused(`${url.host} is at ${internal.address}, which is not a public address`);
    }
    return addresses;
  }

  /** One GET of `url` at `addresses`: the answer's head, its body not read yet. */
  function get(url: URL, addresses: ResolvedAddress[], { signal }: GuardedRequest): Promise<IncomingMessage> {
    const request = url.protocol === "https:" ? httpsRequest : httpRequest;
    return new Promise((resolveAnswer, reject) => {
      // a connection of its own (no agent): a pooled one could have been made for another check
      const outgoing = request(url, { agent: false, lookup: checkedLookup(addresses) }, resolveAnswer);
      const abort = () => outgoing.destroy(signal!.reason as Error);
      signal?.addEventListener("abort", abort, { once: true });
      outgoing.once("close", () => signal?.removeEventListener("abort", abort));
      outgoing.once("error", reject);
      outgoing.end();
    });
  }

  /**
   * GETs `address` as fetch would, its body limited to `maxBytes`, refusing (OutboundRefused) any address, the
   * redirects' included, that is not public and not allowed.
   */
  const guardedFetch: GuardedFetch = async (address, options) => {
    options.signal?.throwIfAborted();
    let url = new URL(address);
    for (let redirects = 0; ; redirects++) {
      const answer = await get(url, await checkedAddresses(url, options.signal), options);
      const location = REDIRECT_STATUSES.has(answer.statusCode!) ? answer.headers.location : undefined;
      // what goes wrong with the body reaches its reader through the stream; unread, nothing is to be told
      answer.on("error", () => {});
      if (location === undefined) return asResponse(answer, url, options.maxBytes);
      answer.destroy();
      if (redirects === MAX_REDIRECTS)
        throw new OutboundRefused(`${address} redirects more than ${MAX_REDIRECTS} times`);
      url = new URL(location, url);
    }
  };
  return guardedFetch;
}
