// The bench's tools and processes: its steps, the tools it installs, the servers it starts (each stopped by the
// runner's cleanups if the run stops first), and the CPU they use.
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { projectRoot } from "../../service/publish/paths.ts";
import { type Bench, bun, CHROMIUM } from "./bench.ts";
import { aptGet } from "./commands.ts";
import { seconds } from "./report.ts";

/** Runs one part of the bench, saying when it starts and how long it took. */
export async function step<T>(bench: Bench, name: string, part: () => Promise<T>): Promise<T> {
  const at = performance.now();
  console.log(`${clock(bench)} ${name}…`);
  const result = await part();
  console.log(`${clock(bench)} ${name}: ${seconds(performance.now() - at)}`);
  return result;
}

function clock({ started }: Bench) {
  const elapsed = Math.round((performance.now() - started) / 1000);
  return `[${Math.floor(elapsed / 60)}:${String(elapsed % 60).padStart(2, "0")}]`;
}

const TOOLS = { wrk: "/usr/bin/wrk", nginx: "/usr/sbin/nginx", chromium: CHROMIUM };

/** Installs the tools the steps to run need, those of them the machine lacks. */
export async function installMissingTools({ notes }: Bench, needed: Record<keyof typeof TOOLS, boolean>) {
  const missing = Object.entries(TOOLS)
    .filter(([name, path]) => needed[name as keyof typeof TOOLS] && !existsSync(path))
    .map(([name]) => name);
  if (!missing.length) return;
  const line = `Installing ${missing.join(", ")} with apt-get (missing on this machine).`;
  console.log(line);
  notes.push(line);
  await aptGet(["install", "-y", "--no-install-recommends", ...missing]);
}

/** Starts a long-running process and resolves once `ready` answers true; stop() ends it (and it ends with us). */
export async function startProcess(
  { cleanups }: Bench,
  command: string[],
  env: Record<string, string | undefined>,
  ready: () => Promise<boolean>,
) {
  const child = Bun.spawn(command, {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdout: "pipe",
    stderr: "pipe",
  });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) {
    void (async () => {
      for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
        output += new TextDecoder().decode(chunk);
    })();
  }
  const stop = async () => {
    child.kill();
    await child.exited;
  };
  cleanups.push(stop);
  const deadline = Date.now() + 180_000;
  while (!(await ready().catch(() => false))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`${command.join(" ")} did not start:\n${output.slice(-2000)}`);
    }
    await Bun.sleep(200);
  }
  return { stop, output: () => output, pid: child.pid };
}

/**
 * The app as servers.ts runs it, on `database` (a PostgreSQL URL or a PGlite folder) and `dataDir`, once `readyPath`
 * answers.
 */
export async function startAppServer(
  bench: Bench,
  database: string,
  dataDir: string,
  readyPath: string,
  ...flags: string[]
) {
  const port = await freePort();
  const server = await startProcess(
    bench,
    [bun, "tests/bench/servers.ts", "app", String(port), database, dataDir, ...flags],
    {},
    answers(`http://127.0.0.1:${port}${readyPath}`),
  );
  return { ...server, url: `http://127.0.0.1:${port}` };
}

/** CPU time (user + system, in clock ticks) used so far by a process and every process below it. */
export async function treeCpuTicks(root: number): Promise<number> {
  const stats = new Map<number, { parent: number; ticks: number }>();
  for (const name of await readdir("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const stat = await readFile(`/proc/${name}/stat`, "utf8").catch(() => "");
    // the fields after the command name, which is in parentheses and may hold spaces
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (fields.length > 13)
      stats.set(Number(name), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
  }
  const inTree = (pid: number): boolean => {
    for (let at: number | undefined = pid; at; at = stats.get(at)?.parent) if (at === root) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, { ticks: used }] of stats) if (inTree(pid)) ticks += used;
  return ticks;
}

export async function freePort(): Promise<number> {
  const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = server.port!;
  await server.stop(true);
  return port;
}

/** A readiness check: the URL answers, with anything but a server error. */
export function answers(url: string) {
  return async () => (await fetch(url)).status < 500;
}
