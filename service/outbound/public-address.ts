// Which IP addresses the service may connect to for an address someone typed: those of the public internet only.
// The ranges are IANA's special-purpose registries (RFC 6890 and its updates), with "globally reachable: false" or
// of no use to a web host; IPv6 is taken only within the global unicast space, 2000::/3.
import { BlockList, isIPv4, isIPv6 } from "node:net";

/** IPv4 ranges no public host is at: [address, prefix length] */
const NOT_PUBLIC_IPV4: [string, number][] = [
  ["0.0.0.0", 8], // this network (0.0.0.0 reaches this machine)
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // shared address space (carrier-grade NAT)
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, the cloud metadata address 169.254.169.254 among them
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast (deprecated)
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, the broadcast address 255.255.255.255 among them
];

/**
 * IPv6 ranges within global unicast no public host is at. Outside it there is no public host either: unspecified,
 * loopback, IPv4-compatible, discard-only, local-use NAT64, unique-local, link-local and multicast among others.
 */
const NOT_PUBLIC_IPV6: [string, number][] = [
  ["2001::", 23], // IETF protocol assignments
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4, which can lead to any IPv4 address
  ["3fff::", 20], // documentation
];

/** Where IPv6 addresses can lead to a public host: global unicast, and IPv4 addresses written as IPv6. */
const PUBLIC_IPV6_SPACE: [string, number][] = [
  ["2000::", 3],
  // an IPv4-mapped address (::ffff:a.b.c.d) reaches a.b.c.d: BlockList checks it against the IPv4 ranges itself
  ["::ffff:0:0", 96],
  // NAT64's well-known prefix reaches the IPv4 address in its last 32 bits (64:ff9b::a.b.c.d)
  ["64:ff9b::", 96],
];

const notPublic = new BlockList();
for (const [address, prefix] of NOT_PUBLIC_IPV4) {
  notPublic.addSubnet(address, prefix, "ipv4");
  notPublic.addSubnet(`64:ff9b::${address}`, 96 + prefix, "ipv6");
}
for (const [address, prefix] of NOT_PUBLIC_IPV6) notPublic.addSubnet(address, prefix, "ipv6");

const publicIpv6Space = new BlockList();
for (const [address, prefix] of PUBLIC_IPV6_SPACE) publicIpv6Space.addSubnet(address, prefix, "ipv6");

/**
 * Whether `address` (an IP address, as a resolver gives it) is on the public internet. Anything else, a
 * name included, is not: an address with a zone (fe80::1%eth0) is link-local by definition.
 */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return !notPublic.check(address, "ipv4");
  if (isIPv6(address)) return publicIpv6Space.check(address, "ipv6") && !notPublic.check(address, "ipv6");
  return false;
}
