import { describe, expect, it } from "vitest";
import { startEndlessImageServer, startRecordingServer } from "../test-support/outbound-servers.ts";
import { createGuardedFetch, isHostEntry, OutboundRefused, type Resolver } from "./guarded-fetch.ts";

const MB = 1024 * 1024;
const read = { maxBytes: MB };

/** A resolver that knows only `names`, and counts what it is asked. */
function testResolver(names: Record<string, string[]>): Resolver & { asked: string[] } {
  const asked: string[] = [];
  const resolve = (hostname: string) => {
    asked.push(hostname);
    const addresses = names[hostname];
    if (!addresses) return Promise.reject(new Error(`${hostname} is not known`));
    return Promise.resolve(addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })));
  };
  return Object.assign(resolve, { asked });
}

// this machine, as the probe spelled it: every one reaches a server listening on loopback
const loopbackSpellings = [
  "127.0.0.1",
  "127.1",
  "2130706433",
  "0x7f.1",
  "0x7f000001",
  "0177.0.0.1",
  "127.0.0.1.",
  "0.0.0.0",
  "0",
  "localhost",
  "[::1]",
  "[0:0:0:0:0:0:0:1]",
  "[::ffff:127.0.0.1]",
  "[::ffff:7f00:1]",
];

describe("guardedFetch", () => {
  it("refuses every spelling of this machine's own address, and never connects to it", async () => {
    const inside = startRecordingServer();
    const guardedFetch = createGuardedFetch();
    for (const host of loopbackSpellings) {
      await expect(guardedFetch(`http://${host}:${inside.port}/admin`, read), host).rejects.toThrow(OutboundRefused);
    }
    expect(inside.hits).toEqual([]);
  });

  it("refuses the network's private, shared, link-local, unique-local, multicast and reserved addresses and the cloud's metadata address", async () => {
    const guardedFetch = createGuardedFetch();
    for (const host of [
      "10.0.0.1",
      "172.16.0.1",
      "192.168.1.1",
      "100.64.0.1",
      "169.254.169.254",
      "224.0.0.1",
      "240.0.0.1",
      "255.255.255.255",
      "[::]",
      "[fe80::1]",
      "[fc00::1]",
      "[fd12:3456::1]",
      "[ff02::1]",
      "[::ffff:169.254.169.254]",
      "[::ffff:10.0.0.1]",
      "[64:ff9b::a9fe:a9fe]",
    ]) {
      await expect(guardedFetch(`http://${host}/latest/meta-data/`, read), host).rejects.toThrow(
        /is not a public address/,
      );
    }
  });

  it("refuses a name that resolves to this machine, or to a private address among public ones", async () => {
    const inside = startRecordingServer();
    const resolve = testResolver({
      "photos.example": ["127.0.0.1"],
      "mixed.example": ["93.184.215.14", "10.1.2.3"],
      "v6.example": ["::1"],
    });
    const guardedFetch = createGuardedFetch({ resolve });
    for (const host of ["photos.example", "mixed.example", "v6.example"]) {
      await expect(guardedFetch(`http://${host}:${inside.port}/photo.jpg`, read), host).rejects.toThrow(
        OutboundRefused,
      );
    }
    expect(resolve.asked).toEqual(["photos.example", "mixed.example", "v6.example"]);
    expect(inside.hits).toEqual([]);
  });

  it("lets an allow-listed host through, at its port only", async () => {
    const allowed = startRecordingServer();
    const other = startRecordingServer();
    const guardedFetch = createGuardedFetch({ allowHosts: [`127.0.0.1:${allowed.port}`] });

    const response = await guardedFetch(`http://127.0.0.1:${allowed.port}/photo.jpg`, read);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([0xff, 0xd8, 0xff]);
    await expect(guardedFetch(`http://127.0.0.1:${other.port}/photo.jpg`, read)).rejects.toThrow(OutboundRefused);
    expect(allowed.hits).toEqual(["/photo.jpg"]);
    expect(other.hits).toEqual([]);
  });

  it("resolves a name once and connects to the address it checked (no second lookup to rebind)", async () => {
    const photos = startRecordingServer();
    // photos.test exists for this resolver alone: reaching the server proves the connection used its answer
    const resolve = testResolver({ "photos.test": ["127.0.0.1"] });
    const guardedFetch = createGuardedFetch({ resolve, allowHosts: [`photos.test:${photos.port}`] });

    expect((await guardedFetch(`http://photos.test:${photos.port}/photo.jpg`, read)).status).toBe(200);
    expect(resolve.asked).toEqual(["photos.test"]);
    expect(photos.hits).toEqual(["/photo.jpg"]);
  });

  it("checks every redirect's target the same way, and refuses a redirect to this machine at that hop", async () => {
    const inside = startRecordingServer();
    const redirects: Record<string, string> = {
      "/to-loopback": `http://127.1:${inside.port}/secret`,
      "/to-ipv6-loopback": `http://[::1]:${inside.port}/secret`,
      "/to-a-name-for-loopback": `http://inside.example:${inside.port}/secret`,
      "/to-metadata": "http://169.254.169.254/latest/meta-data/",
      "/to-a-file": "file:///etc/passwd",
    };
    const outside = startRecordingServer(
      (path) => new Response(null, { status: 302, headers: { location: redirects[path]! } }),
    );
    const guardedFetch = createGuardedFetch({
      allowHosts: [`127.0.0.1:${outside.port}`],
      resolve: testResolver({ "inside.example": ["127.0.0.1"] }),
    });
    for (const path of Object.keys(redirects)) {
      await expect(guardedFetch(`http://127.0.0.1:${outside.port}${path}`, read), path).rejects.toThrow(
        OutboundRefused,
      );
    }
    expect(outside.hits).toEqual(Object.keys(redirects));
    expect(inside.hits).toEqual([]);
  });

  it("follows a few redirects, relative ones too, and refuses a longer chain", async () => {
    const host = startRecordingServer((path) => {
      const left = Number(path.slice("/hop/".length));
      return left === 0
        ? new Response("arrived", { headers: { "content-type": "text/plain" } })
        : new Response(null, { status: 301, headers: { location: `/hop/${left - 1}` } });
    });
    const guardedFetch = createGuardedFetch({ allowHosts: [`127.0.0.1:${host.port}`] });

    const followed = await guardedFetch(`http://127.0.0.1:${host.port}/hop/3`, read);
    expect(await followed.text()).toBe("arrived");
    expect(host.hits).toEqual(["/hop/3", "/hop/2", "/hop/1", "/hop/0"]);
    await expect(guardedFetch(`http://127.0.0.1:${host.port}/hop/20`, read)).rejects.toThrow(/redirects more than/);
  });

  it("stops reading a body as soon as it passes the byte limit, when no Content-Length announced it", async () => {
    const hostile = startEndlessImageServer(100 * MB);
    const guardedFetch = createGuardedFetch({ allowHosts: [`127.0.0.1:${hostile.port}`] });

    const response = await guardedFetch(`http://127.0.0.1:${hostile.port}/huge.jpg`, read);
    await expect(response.arrayBuffer()).rejects.toThrow(/larger than 1048576 bytes/);
    // what sits in the two ends' socket buffers at most, far from the 100 MB offered
    expect(hostile.sent()).toBeLessThan(16 * MB);
    await hostile.cut;
  });

  it("refuses a body whose Content-Length is over the limit without reading it", async () => {
    const host = startRecordingServer(() => new Response(new Uint8Array(2 * MB)));
    const guardedFetch = createGuardedFetch({ allowHosts: [`127.0.0.1:${host.port}`] });
    await expect(guardedFetch(`http://127.0.0.1:${host.port}/large.jpg`, read)).rejects.toThrow(
      /larger than 1048576 bytes/,
    );
  });

  it("stops reading a body when the caller's signal aborts", async () => {
    const slow = startEndlessImageServer(100 * MB);
    const guardedFetch = createGuardedFetch({ allowHosts: [`127.0.0.1:${slow.port}`] });
    const caller = new AbortController();

    const response = await guardedFetch(`http://127.0.0.1:${slow.port}/slow.jpg`, {
      maxBytes: 200 * MB,
      signal: caller.signal,
    });
    caller.abort(new Error("the caller gave up"));
    await expect(response.arrayBuffer()).rejects.toThrow();
    await slow.cut;
  });
});

describe("isHostEntry (OUTBOUND_ALLOW_HOSTS)", () => {
  it("takes a host or a host:port, and nothing else", () => {
    for (const entry of ["photos.example", "127.0.0.1:8080", "[::1]", "[::1]:9000", "localhost"])
      expect(isHostEntry(entry), entry).toBe(true);
    for (const entry of ["http://photos.example", "photos.example/path", "user@host", "host:port", "", "a b"])
      expect(isHostEntry(entry), entry).toBe(false);
  });
});
