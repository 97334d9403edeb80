import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./public-address.ts";

describe("isPublicAddress", () => {
  it("takes public addresses, and public IPv4 addresses written as IPv4-mapped or NAT64 IPv6", () => {
    for (const address of [
      "8.8.8.8",
      "93.184.215.14",
      "151.101.1.69",
      "2606:4700:4700::1111",
      "2a00:1450:4001:82a::200e",
      "::ffff:8.8.8.8",
      "64:ff9b::808:808",
    ])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it("refuses loopback, private, shared, link-local, unique-local, multicast, unspecified, broadcast and reserved addresses", () => {
    for (const address of [
      // IPv4
      "127.0.0.1",
      "127.255.255.254",
      "0.0.0.0",
      "0.1.2.3",
      "10.0.0.1",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.0.1",
      "100.64.0.1",
      "100.127.255.255",
      "169.254.169.254",
      "192.0.0.8",
      "192.0.2.1",
      "198.18.0.1",
      "198.51.100.1",
      "203.0.113.1",
      "224.0.0.1",
      "239.255.255.250",
      "240.0.0.1",
      "255.255.255.255",
      // IPv6
      "::",
      "::1",
      "fe80::1",
      "fe80::1%eth0",
      "febf::1",
      "fc00::1",
      "fd12:3456:789a::1",
      "ff02::1",
      "ff05::1:3",
      "2001:db8::1",
      "100::1",
      // IPv4 inside IPv6: mapped, compatible, NAT64
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:10.0.0.1",
      "::ffff:169.254.169.254",
      "::127.0.0.1",
      "64:ff9b::7f00:1",
      "64:ff9b::a9fe:a9fe",
      "64:ff9b:1::1",
      // not an address at all
      "localhost",
      "",
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it("leaves the neighbours of private ranges public", () => {
    for (const address of [
      "9.255.255.255",
      "11.0.0.0",
      "172.15.255.255",
      "172.32.0.0",
      "100.63.255.255",
      "100.128.0.0",
    ])
      expect(isPublicAddress(address), address).toBe(true);
  });
});
