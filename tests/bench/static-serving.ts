// The bench's static serving step: the service against nginx (gzip_static, one worker, on the same release) on a
// business page, with wrk, and Bun.serve alone sending the same answer from memory: the most this runtime can reach.
import { type Bench, bun, CONNECTIONS } from "./bench.ts";
import { answers, freePort, startProcess } from "./processes.ts";
import { cpuRow, errorsOf, perSecond, wrk, wrkInTurns } from "./wrk.ts";

export async function measureStaticServing(
  bench: Bench,
  demo: { url: string; nginxUrl: string; pids: { service: number; nginx: number } },
  ids: { business: string },
) {
  const page = `/business/${ids.business}/`;
  const gzip = { "accept-encoding": "gzip" };
  const serviceUrl = `${demo.url.replace("localhost", "127.0.0.1")}${page}`;
  const ceilingPort = await freePort();
  const ceilingServer = await startProcess(
    bench,
    [bun, "tests/bench/servers.ts", "ceiling", String(ceilingPort), serviceUrl],
    {},
    answers(`http://127.0.0.1:${ceilingPort}/`),
  );
  const [subject, peer, ceiling] = await wrkInTurns(
    () => wrk(serviceUrl, demo.pids.service, gzip),
    () => wrk(`${demo.nginxUrl.replace("localhost", "127.0.0.1")}${page}`, demo.pids.nginx, gzip),
    () => wrk(`http://127.0.0.1:${ceilingPort}${page}`, ceilingServer.pid, gzip),
  );
  await ceilingServer.stop();
  const ratio = subject.requestsPerSecond / peer.requestsPerSecond;
  const { rows } = bench;
  rows.push({
    area: "Static serving",
    figure: `business page, gzip, req/s at ${CONNECTIONS} connections`,
    value: `${perSecond(subject)}${errorsOf(bench, subject)}`,
    peer: "nginx gzip_static, same release",
    peerValue: `${perSecond(peer)}${errorsOf(bench, peer)}`,
    ratio,
    target: "≥ 0.90 of nginx",
    met: ratio >= 0.9,
  });
  rows.push({
    area: "Static serving",
    figure: "the same answer held by Bun.serve alone (reads the path and Accept-Encoding, sends a copy): req/s",
    value: perSecond(ceiling),
    peer: "nginx gzip_static, same release",
    peerValue: perSecond(peer),
    ratio: ceiling.requestsPerSecond / peer.requestsPerSecond,
  });
  rows.push(cpuRow("Static serving", "business page, gzip: server CPU per request", subject, "nginx", peer));
  rows.push(
    cpuRow("Static serving", "business page, gzip: server CPU per request", subject, "Bun.serve alone", ceiling),
  );
}
