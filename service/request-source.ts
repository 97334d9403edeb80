// Where a request comes from and where it was sent: the client's address as the throttles count it, the origin it
// was addressed to, and the same-site check every state-changing request of the admin and the public forms passes.
import type { Env } from "./env.ts";
import { HttpError } from "./http.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The origin a request says it came from: Origin, or failing that the Referer's origin; none for an
 * opaque `Origin: null` (a sandboxed frame, a data: page, a cross-site redirect), whose Referer must not
 * speak for it.
 */
function requestSourceOrigin(request: Request): string | undefined {
  const origin = request.headers.get("origin");
  if (origin) return origin === "null" ? undefined : origin;
  const referer = request.headers.get("referer");
  if (!referer || !URL.canParse(referer)) return undefined;
  return new URL(referer).origin;
}

/** The first value of a header a proxy may have appended to (`a, b`). */
const firstHeaderValue = (request: Request, name: string) =>
  request.headers.get(name)?.split(",")[0]?.trim() || undefined;

/**
 * The origin the request was addressed to (its Host), or behind a trusted proxy the one the proxy
 * received (X-Forwarded-Host and -Proto), so an editor at http://127.0.0.1:PORT is as welcome as one
 * at http://localhost:PORT. A browser only sends that value as Origin from a page of that very
 * origin, and the session cookie is bound to the host, so this lets in no other site.
 */
export function addressedOrigin(request: Request, env: Env): string | undefined {
  // an HTTP/1.0 request without a Host header has a bare path as its URL: addressed to no origin
  if (!URL.canParse(request.url)) return undefined;
  const url = new URL(request.url);
  if (!env.TRUST_PROXY) return url.origin;
  const host = firstHeaderValue(request, "x-forwarded-host") ?? url.host;
  const protocol = firstHeaderValue(request, "x-forwarded-proto") ?? url.protocol.replace(/:$/, "");
  const forwarded = URL.canParse(`${protocol}://${host}`) ? new URL(`${protocol}://${host}`).origin : "null";
  // an opaque origin ("null", e.g. from an odd scheme) names no site and must never match anything
  return forwarded === "null" ? url.origin : forwarded;
}

/** Refuses a state-changing request whose Origin (or Referer) is neither PUBLIC_URL nor the address it was sent to. */
export function assertSameSite(request: Request, env: Env) {
  if (SAFE_METHODS.has(request.method)) return;
  const source = requestSourceOrigin(request);
  // a request that names no source matches nothing, not even a request addressed to no origin
  const allowed = [new URL(env.publicUrl).origin, addressedOrigin(request, env)];
  if (source === undefined || !allowed.includes(source)) {
    throw new HttpError(403, "Cross-site request refused");
  }
}

interface AddressSource {
  requestIP(request: Request): { address: string } | null;
}

/**
 * The client's address: behind a trusted proxy, the X-Forwarded-For entry the proxies appended, else the
 * socket's. Each proxy appends the address it was reached from, so the client's is TRUST_PROXY_HOPS
 * entries from the end; anything before it was sent by the client and may be made up (a throttle keyed
 * on the first entry is dodged by changing it each time). A shorter list holds only proxies' entries.
 */
export function clientAddress(request: Request, server: AddressSource | null, env: Env): string {
  if (env.TRUST_PROXY) {
    const entries = request.headers.get("x-forwarded-for")?.split(",") ?? [];
    const forwarded = entries[Math.max(0, entries.length - env.TRUST_PROXY_HOPS)]?.trim();
    if (forwarded) return addressAsCounted(forwarded);
  }
  const socket = server?.requestIP(request)?.address;
  return socket ? addressAsCounted(socket) : "unknown";
}

/**
 * An address as the throttles and limits count it. An IPv6 client is handed a whole /64 (2^64 addresses it may
 * use in turn), so it counts as its /64: "2001:db8:1:2::/64". An IPv4 address written as IPv6 (::ffff:203.0.113.7)
 * counts as the IPv4 address. Anything else is counted as written.
 */
function addressAsCounted(address: string): string {
  const ipv6 = address
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "")
    .toLowerCase();
  if (!ipv6.includes(":")) return address;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(ipv6);
  if (mapped) return mapped[1]!;
  const halves = ipv6.split("::");
  if (halves.length > 2) return address;
  const groupsOf = (half: string | undefined) => (half ? half.split(":") : []);
  const [head, tail] = [groupsOf(halves[0]), groupsOf(halves[1])];
  const missing = 8 - head.length - tail.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return address;
  const groups = [...head, ...Array<string>(missing).fill("0"), ...tail];
  if (!groups.slice(0, 4).every((group) => /^[0-9a-f]{1,4}$/.test(group))) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
