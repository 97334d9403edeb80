// Load with wrk: a server's requests a second, latency and CPU per request at CONNECTIONS connections, each figure
// the median of RUNS runs taken in turns with its peer's; and how the report writes them.
import { type Bench, CONNECTIONS, type Row, RUNS, WRK_SECONDS } from "./bench.ts";
import { run } from "./commands.ts";
import { treeCpuTicks } from "./processes.ts";
import { median } from "./report.ts";

/** /proc counts CPU time in USER_HZ, which Linux fixes at 100 a second for user space. */
const CLOCK_TICKS_PER_SECOND = 100;

export interface WrkResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** CPU the server spent per request: unlike req/s, hardly moved by what else the machine is doing */
  cpuMicrosPerRequest: number;
}

/** wrk against `url`, the CPU of the server process `serverPid` (and its children) counted meanwhile. */
export async function wrk(url: string, serverPid: number, headers: Record<string, string> = {}): Promise<WrkResult> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const ticksBefore = await treeCpuTicks(serverPid);
  const result = await run(["wrk", "-t1", `-c${CONNECTIONS}`, `-d${WRK_SECONDS}s`, "--latency", ...headerArgs, url]);
  const ticks = (await treeCpuTicks(serverPid)) - ticksBefore;
  const number = (pattern: RegExp) => Number(pattern.exec(result.stdout)?.[1] ?? NaN);
  const latency = (percentile: string) => {
    const match = new RegExp(`^\\s+${percentile}%\\s+([\\d.]+)(us|ms|s)$`, "m").exec(result.stdout);
    if (!match) return NaN;
    return Number(match[1]) * { us: 0.001, ms: 1, s: 1000 }[match[2] as "us" | "ms" | "s"];
  };
  return {
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    p50Ms: latency("50"),
    p99Ms: latency("99"),
    errors: number(/Non-2xx or 3xx responses: (\d+)/) || 0,
    cpuMicrosPerRequest: ((ticks / CLOCK_TICKS_PER_SECOND) * 1e6) / number(/(\d+) requests in/),
  };
}

/**
 * wrk against each server RUNS times, taken in turns so that all see the same moments of the machine, after a
 * warm-up round (caches filled, JIT compiled): the medians of each.
 */
export async function wrkInTurns<Servers extends (() => Promise<WrkResult>)[]>(
  ...servers: Servers
): Promise<{ [Index in keyof Servers]: WrkResult }> {
  for (const server of servers) await server();
  const results = servers.map((): WrkResult[] => []);
  for (let n = 0; n < RUNS; n++) {
    for (const [index, server] of servers.entries()) results[index]!.push(await server());
  }
  return results.map(medianWrk) as { [Index in keyof Servers]: WrkResult };
}

export function medianWrk(results: WrkResult[]): WrkResult {
  return {
    requestsPerSecond: median(results.map((r) => r.requestsPerSecond)),
    p50Ms: median(results.map((r) => r.p50Ms)),
    p99Ms: median(results.map((r) => r.p99Ms)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    cpuMicrosPerRequest: median(results.map((r) => r.cpuMicrosPerRequest)),
  };
}

/** How much CPU the server spent per request against its peer: the figure a busy machine moves least. */
export function cpuRow(area: string, figure: string, subject: WrkResult, peerName: string, peer: WrkResult): Row {
  return {
    area,
    figure,
    value: `${subject.cpuMicrosPerRequest.toFixed(1)} µs`,
    peer: peerName,
    peerValue: `${peer.cpuMicrosPerRequest.toFixed(1)} µs`,
    ratio: subject.cpuMicrosPerRequest / peer.cpuMicrosPerRequest,
  };
}

export function perSecond(result: WrkResult) {
  return `${Math.round(result.requestsPerSecond).toLocaleString("en")} req/s`;
}
export function errorsOf({ notes }: Bench, result: WrkResult) {
  if (!result.errors) return "";
  notes.push("Some wrk runs got answers other than 2xx/3xx: the figures marked so are not to be trusted.");
  return ` (${result.errors} non-2xx)`;
}
