// The astro build process: one warm astro-worker.ts per service process, reused by the next build of the same data
// folder (a build of another folder, as tests make, replaces it). It runs in its own process group, so stopping a
// build kills everything astro started, and a stopped or failed build leaves no process behind: the next build
// starts a fresh one. A worker exits by itself after WORKER_IDLE_MS without a build, or when this process goes
// (its stdin closes), so a warm worker's few hundred MB are held only while editors are at work.
import { fileURLToPath } from "node:url";
import { bunBinary, projectRoot } from "../paths.ts";

/** The line that starts a build; followed by a space and a file, a build of only the record pages it lists. */
export const BUILD_COMMAND = "build";
/** The line that ends a build's output on stdout and on stderr, once it built the site. */
export const BUILD_DONE = "@@astro-build-done";
/** The line, before BUILD_DONE on stdout, on which the worker reports what the cache links preload did (as JSON). */
export const CACHE_LINKS_REPORT = "@@astro-cache-links ";

/**
 * What the cache links preload (astro-cache-links.ts) did in one build: the calls of its patched functions. The
 * builder compares them with the pages astro's log names (astro-output.ts), so a patch Astro no longer calls fails
 * the build instead of leaving copies, or writes through the links the builder staged.
 */
export interface CacheLinksReport {
  /** fs.promises.copyFile from the cache's pages: a page astro restored from its cache, made a link */
  restores: number;
  /** fs.promises.writeFile into the cache's pages: a rendered page's cached copy, made a link */
  cachedCopies: number;
  /** fs.promises.writeFile into the output folder: a page (or other file) written anew, never through a link */
  outputWrites: number;
}

/**
 * Where the preload keeps its report in the build process, on globalThis: the worker reads it there without
 * importing the preload (which would install it, and hide that it was not preloaded).
 */
export const CACHE_LINKS_COUNTS = Symbol.for("soul-of-rishikesh.astro-cache-links");
/** How long a worker waits for its next build before it exits. */
export const WORKER_IDLE_MS = 5 * 60_000;
/** A worker this close to its idle exit is not sent a build: it could exit just as the build starts. */
const IDLE_EXIT_MARGIN_MS = 30_000;
/** In a build lock's process group, tells an astro build process from another process that took its pid. */
export const ASTRO_WORKER = fileURLToPath(new URL("./astro-worker.ts", import.meta.url));
const CACHE_LINKS = fileURLToPath(new URL("./astro-cache-links.ts", import.meta.url));

/** Where one data folder's builds read and write, as environment variables astro.config.mjs and the worker read. */
export interface AstroBuildEnv {
  RELEASE_DIR: string;
  BUILD_CACHE_DIR: string;
  SNAPSHOT_PATH: string;
  PUBLIC_URL: string;
  /** the version of the site's code the build runs: a snapshot its service checked is not checked again */
  SITE_CODE_DIGEST: string;
}

export interface AstroRun {
  /** the worker's process group, which `stopAstro` kills */
  group: number;
  /** 0 once astro built the site, else the failure's code */
  exitCode: Promise<number>;
}

interface Worker {
  process: Bun.Subprocess<"pipe", "pipe", "pipe">;
  key: string;
  /** both output streams read to their end */
  drained: Promise<unknown>;
  /** since when it has waited for a build (performance.now()) */
  idleSince: number;
  /** the running build's line handler, and how many of its streams have said BUILD_DONE */
  current?: { onLine: (line: string) => void; streamsDone: number; finish: (exitCode: number) => void };
}

let worker: Worker | undefined;

/**
 * Builds the site with astro in the warm worker for `env` (started if need be), its output line by line; with
 * `onlyPagesFile`, only the record pages that file lists and the pages without a key (astro-worker.ts).
 */
export function runAstro(
  cwd: string,
  env: AstroBuildEnv,
  onLine: (line: string) => void,
  onlyPagesFile?: string,
): AstroRun {
  const key = JSON.stringify([cwd, env]);
  const nearIdleExit = worker && performance.now() - worker.idleSince > WORKER_IDLE_MS - IDLE_EXIT_MARGIN_MS;
  if (worker && (worker.key !== key || nearIdleExit || worker.process.exitCode !== null || worker.process.killed)) {
    void stopAstro();
  }
  worker ??= startWorker(cwd, env, key);
  const running = worker;
  const exitCode = new Promise<number>((finish) => {
    running.current = { onLine, streamsDone: 0, finish };
    // a worker that dies (a failed build exits) has said all it had to say once its streams end
    void Promise.all([running.process.exited, running.drained]).then(([code]) => finish(code || 1));
  }).then((code) => {
    running.current = undefined;
    running.idleSince = performance.now();
    if (code !== 0) void stopAstro(running);
    return code;
  });
  void running.process.stdin.write(`${onlyPagesFile ? `${BUILD_COMMAND} ${onlyPagesFile}` : BUILD_COMMAND}\n`);
  void running.process.stdin.flush();
  return { group: running.process.pid, exitCode };
}

/** Kills the worker's process group (a build under way with it), if there is one; resolves once it has exited. */
export function stopAstro(which: Worker | undefined = worker): Promise<unknown> {
  if (!which) return Promise.resolve();
  killGroup(which.process.pid);
  if (worker === which) worker = undefined;
  return which.process.exited;
}

export function killGroup(group: number) {
  try {
    process.kill(-group, "SIGKILL");
  } catch {
    // already gone
  }
}

function startWorker(cwd: string, env: AstroBuildEnv, key: string): Worker {
  const child = Bun.spawn([bunBinary, "--bun", "--preload", CACHE_LINKS, ASTRO_WORKER], {
    // Astro puts its intermediate server build in the output folder only when that is inside its working
    // directory, else in the project's .astro/, where builds of other data folders would overwrite it.
    cwd,
    env: {
      ...process.env,
      ...env,
      ASTRO_ROOT: projectRoot,
      WORKER_IDLE_MS: String(WORKER_IDLE_MS),
      // NODE_ENV production whatever the service runs as: under "test" React would ship its development build.
      NODE_ENV: "production",
      ASTRO_TELEMETRY_DISABLED: "1",
      FORCE_COLOR: "0",
      // Bun's allocator gives freed pages back at once rather than after a delay: a full build at 10,000 businesses
      // peaked at 756 MB against 835-889, for as many CPU seconds (docs/measurements.md, "Building and publishing")
      MIMALLOC_PURGE_DELAY: "0",
    },
    stdin: "pipe",
    stdout: "pipe",
    stderr: "pipe",
    // Its own process group, so stopping the build stops every process astro started.
    detached: true,
  });
  const onLine = (line: string) => {
    const current = started.current;
    if (line !== BUILD_DONE) current?.onLine(line);
    else if (current && ++current.streamsDone === 2) current.finish(0);
  };
  const started: Worker = {
    process: child,
    key,
    idleSince: performance.now(),
    drained: Promise.all([readLines(child.stdout, onLine), readLines(child.stderr, onLine)]),
  };
  void child.exited.then(() => {
    if (worker === started) worker = undefined;
  });
  // a warm worker waiting for its next build does not keep this process alive
  child.unref();
  return started;
}

/** Calls `onLine` for each line of a stream as it arrives. */
async function readLines(stream: ReadableStream<Uint8Array>, onLine: (line: string) => void) {
  const decoder = new TextDecoder();
  let pending = "";
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const lines = (pending + decoder.decode(read.value, { stream: true })).split("\n");
    pending = lines.pop()!;
    lines.forEach(onLine);
  }
  if (pending) onLine(pending);
}
