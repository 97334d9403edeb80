// One build per data folder at a time: build.lock in the folder's build/ says which process builds there, and in
// which process group astro runs for it. This keeps two builds of one folder (two services started on it, or one
// restarted while its astro build still ran) from writing the same staging folder and cache. Which service instance
// builds at all is builder-lock.ts's PostgreSQL lock; this one is about the folder.
import { readFileSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import { dirname } from "node:path";
import { ASTRO_WORKER, killGroup } from "./astro-process.ts";
import type { ReleasePaths } from "../paths.ts";

/** Lock files this process holds: a second build here waits for nothing, it fails. */
const locksHeld = new Set<string>();

export interface DataFolderLock {
  /** Notes the process group astro runs in, so a later build can stop it if this process dies. */
  recordGroup(group: number): Promise<void>;
  release(): Promise<void>;
}

interface LockContent {
  host: string;
  pid: number;
  group?: number;
}

/**
 * Takes build.lock. A lock whose process is gone was left by a killed build: what that build left running is
 * stopped and `clearLeftovers` clears its staging folder and cache before this build starts. A lock from another
 * host (a data folder on a shared volume) cannot be checked from here; the publisher's PostgreSQL lock already keeps
 * builders on several hosts apart, so one found here was left by a builder that died.
 */
export async function takeDataFolderLock(
  paths: ReleasePaths,
  clearLeftovers: () => Promise<void>,
): Promise<DataFolderLock> {
  if (locksHeld.has(paths.lock)) throw new Error("Another build of this site is running in this process");
  locksHeld.add(paths.lock);
  const write = (content: LockContent, flag: "wx" | "w") => writeFile(paths.lock, JSON.stringify(content), { flag });
  try {
    await mkdir(dirname(paths.lock), { recursive: true });
    for (;;) {
      try {
        await write({ host: hostname(), pid: process.pid }, "wx");
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const held = await readLock(paths.lock);
      const here = held?.host === hostname();
      // Our own pid in a lock this process does not hold: a container restarted us with the same pid.
      if (held && here && held.pid !== process.pid && isRunning(held.pid)) {
        throw new Error(`Another build of this site is running (process ${held.pid})`);
      }
      if (here && held?.group) stopAstroGroup(held.group);
      await clearLeftovers();
      await rm(paths.lock, { force: true });
    }
  } catch (error) {
    locksHeld.delete(paths.lock);
    throw error;
  }
  return {
    recordGroup: (group) => write({ host: hostname(), pid: process.pid, group }, "w"),
    async release() {
      await rm(paths.lock, { force: true });
      locksHeld.delete(paths.lock);
    },
  };
}

async function readLock(path: string): Promise<LockContent | undefined> {
  try {
    return JSON.parse(await readFile(path, "utf8")) as LockContent;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Kills an astro build's process group, if that group is still an astro build process (pids are reused). */
function stopAstroGroup(group: number) {
  let commandLine: string;
  try {
    commandLine = readFileSync(`/proc/${group}/cmdline`, "utf8");
  } catch {
    return;
  }
  if (commandLine.includes(ASTRO_WORKER)) killGroup(group);
}
