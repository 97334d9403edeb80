// Times publishing at demo size and at 10,000 businesses: a full build (time, pages a second, and the peak memory of
// the build's processes: astro and Pagefind, summed from /proc), then business edits saved through the admin API,
// each until the live link points at a release that shows it (edit-to-live), with the pages re-rendered and reused
// and the peak memory of the service (this process) and the build's processes together until the build's end, then
// one edit saved right behind another, what astro's warm process holds between builds, and where the time of an
// edit's build goes. Figures only, no assertions.
//   npm run bench:publish [-- --sizes=demo,10000] [-- --pglite] [-- --keep-data=DIR]
// Runs on a fresh database (bench-data.ts: on the PostgreSQL server of TEST_DATABASE_URL, or PGlite in a temporary
// folder without it or with --pglite), the demo's businesses copied to make up the larger sizes. The figures come
// with the machine's load average: on a busy machine wall times grow, CPU seconds much less. --keep-data moves the
// data folder of the last size (its live release) to DIR: npm run bench times Pagefind's first search on it rather
// than building that site a second time.
import { mkdtemp, readFile, readdir, readlink, rename, rm } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { desc, eq } from "drizzle-orm";
import { createApp } from "../../service/app.ts";
import type { Database } from "../../service/db/client.ts";
import { businesses, siteBuilds } from "../../service/db/schema.ts";
import { readEnv } from "../../service/env.ts";
import { WORKER_IDLE_MS } from "../../service/publish/build/astro-process.ts";
import { type BuildProgress, buildRelease } from "../../service/publish/build/builder.ts";
import { createPublisher } from "../../service/publish/index.ts";
import { releasePaths } from "../../service/publish/paths.ts";
import { readSnapshot } from "../../service/publish/snapshot/snapshot.ts";
import { insertAdmin, signedInHeaders } from "../../service/test-support/admin.ts";
import { TEST_ORIGIN } from "../../service/test-support/app.ts";
import { createBenchDatabase, growToActiveBusinesses } from "./bench-data.ts";
import { seconds } from "./report.ts";

const args = process.argv.slice(2);
const sizes = (args.find((arg) => arg.startsWith("--sizes="))?.slice("--sizes=".length) ?? "demo,10000").split(",");
const serverUrl = args.includes("--pglite") ? undefined : process.env.TEST_DATABASE_URL;
const keepData = args.find((arg) => arg.startsWith("--keep-data="))?.slice("--keep-data=".length);
const POLL_MS = 10;
/** Edits timed one after another: the first after a full build, then the steady state. */
const EDITS = 3;
const SAMPLE_MS = 100;
/** Linux's USER_HZ and page size, in which /proc/<pid>/stat counts CPU time and resident memory. */
const CLOCK_TICKS = 100;
const PAGE_BYTES = 4096;

for (const size of sizes) {
  const target = size === "demo" ? undefined : Number(size);
  const database = await createBenchDatabase(serverUrl);
  const dataDir = await mkdtemp(join(tmpdir(), "sor-bench-publish-"));
  try {
    if (target) await growToActiveBusinesses(database.connection, target);
    await benchmark(database.connection.db, dataDir, target, database.label);
    // the live link is relative to the folder, so it holds where the folder goes
    if (keepData && size === sizes.at(-1)) await rename(dataDir, keepData);
  } finally {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function benchmark(db: Database, dataDir: string, target: number | undefined, databaseLabel: string) {
  const active = await db.$count(businesses, eq(businesses.isActive, true));
  console.log(
    `\n== ${active} active businesses (${target ? "demo rows copied" : "demo seed"}, ${databaseLabel}); ` +
      `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} CPUs`,
  );

  const env = readEnv({ NODE_ENV: "test", DATA_DIR: dataDir, PUBLIC_URL: TEST_ORIGIN });
  // the default settle delay (BUILD_SETTLE_MS): a lone save starts its build at once, as in the service
  const publisher = createPublisher(db, env, { log: () => {} });
  const app = createApp({ db, env, onContentChange: (change) => publisher.requestRebuild(change) });

  let sampling = await sampleBuild();
  let started = performance.now();
  const full = await publisher.buildNow({ reason: "bench: full build", requestedBy: "system" });
  const fullMs = performance.now() - started;
  const fullUse = sampling.stop();
  console.log(
    `full build: ${seconds(fullMs)} (astro ${seconds(full.stages.astroMs)}, links and swap ` +
      `${seconds(full.stages.swapMs)}, the rest: snapshot, then compressed copies and the search index ` +
      `${seconds(fullMs - full.stages.astroMs - full.stages.swapMs)}), ${full.pages} pages`,
  );
  console.log(`  build rate: ${Math.round(full.pages / (fullMs / 1000))} pages/s`);
  console.log(
    `  peak memory ${megabytes(fullUse.tree)} summed over the build's processes (astro, Pagefind), ` +
      `${megabytes(fullUse.self)} this process (service${databaseLabel === "PGlite" ? " and PGlite" : ""}); ` +
      `CPU ${cpu(fullUse)}`,
  );
  console.log(`release on disk: ${megabytes(await diskUse(join(dataDir, "releases")))} (hard links counted once)`);

  // Edits saved as the admin app saves them, each timed until the live release shows it.
  const headers = { ...(await signedInHeaders(db, (await insertAdmin(db)).id)), "content-type": "application/json" };
  const [edited] = await db.select().from(businesses).where(eq(businesses.isActive, true)).limit(1);
  const editedPage = `business/${edited!.id}/index.html`;
  const nameOfEdit = (edit: number) => `${edited!.name.slice(0, 120)} (edit ${edit})`;
  async function saveName(name: string) {
    const response = await app.handle(
      new Request(`${TEST_ORIGIN}/api/admin/businesses/${edited!.id}`, {
        method: "PATCH",
        headers,
        body: JSON.stringify({ name }),
      }),
    );
    if (!response.ok) throw new Error(`PATCH answered ${response.status}: ${await response.text()}`);
  }
  for (let edit = 1; edit <= EDITS; edit++) {
    const name = nameOfEdit(edit);
    sampling = await sampleBuild();
    started = performance.now();
    await saveName(name);
    const savedMs = performance.now() - started;
    await liveShows(dataDir, editedPage, name);
    const liveMs = performance.now() - started;
    const liveUse = sampling.soFar();
    await publisher.idle();
    const buildUse = sampling.stop();
    const [build] = await db.select().from(siteBuilds).orderBy(desc(siteBuilds.id)).limit(1);
    console.log(
      `edit ${edit} to live: ${seconds(liveMs)} (API save ${seconds(savedMs)}), CPU ${cpu(liveUse)}, ` +
        `load average ${loadavg()[0]!.toFixed(1)}; ` +
        `pages re-rendered ${build!.pagesRendered}, reused ${build!.pagesReused} of ${build!.pagesTotal}`,
    );
    console.log(
      `  peak memory of the service and its build processes together, until the build's end: ` +
        `${megabytes(buildUse.together)} (${buildUse.atPeak})`,
    );
  }

  // An edit saved as soon as the one before it is live, while that build still makes its compressed copies and
  // search index: it waits for the copies, and the search index is left to its own build.
  await saveName(nameOfEdit(EDITS + 1));
  await liveShows(dataDir, editedPage, nameOfEdit(EDITS + 1));
  const lastName = nameOfEdit(EDITS + 2);
  started = performance.now();
  await saveName(lastName);
  await liveShows(dataDir, editedPage, lastName);
  console.log(`an edit right behind another, until live: ${seconds(performance.now() - started)}`);
  await publisher.idle();

  const warm = await processTree();
  console.log(
    warm.length === 0
      ? "between builds, no astro process waits: a site this large has its search index made without it"
      : `between builds, astro's warm process holds ${megabytes(warm.reduce((sum, { rss }) => sum + rss, 0))} ` +
          `(it exits after ${WORKER_IDLE_MS / 60_000} min without a build)`,
  );

  // Where an edit's build goes: the same build again, timed by stage.
  await db
    .update(businesses)
    .set({ name: `${lastName} again` })
    .where(eq(businesses.id, edited!.id));
  sampling = await sampleBuild();
  const stages = await timedBuild(db, dataDir);
  console.log(`an edit's build, by stage: ${stages}; CPU ${cpu(sampling.stop())}`);
  // the warm astro process would keep this script waiting for its idle exit (WORKER_IDLE_MS)
  await publisher.stop();
}

/** Builds from the database as the publisher does, and says how long each part took. */
async function timedBuild(db: Database, dataDir: string): Promise<string> {
  const started = performance.now();
  const snapshot = await readSnapshot(db, TEST_ORIGIN);
  const snapshotMs = performance.now() - started;
  const marks: Record<string, number> = {};
  let firstPage: number | undefined;
  const progress: BuildProgress = {
    stage: (stage) => Promise.resolve(void (marks[stage] = performance.now())),
    // the builder says "Live: release …" once the live link points at the new release
    log: (text) => void (text.startsWith("Live: ") && (marks.live = performance.now())),
    pages: () => Promise.resolve(void (firstPage ??= performance.now())),
  };
  const result = await buildRelease(snapshot, dataDir, progress);
  const end = performance.now();
  const { render, swap, live, index } = marks as Record<"render" | "swap" | "live" | "index", number>;
  return [
    `snapshot ${seconds(snapshotMs)}`,
    `astro start and bundling ${seconds((firstPage ?? swap) - render)}`,
    `pages ${seconds(swap - (firstPage ?? swap))} (${result.pagesRendered} rendered, ${result.pagesReused} reused)`,
    `links and swap ${seconds(live - swap)}`,
    `= live after ${seconds(live - started)}`,
    `then compressed copies ${seconds(index - live)} and the search index ${seconds(end - index)}`,
  ].join(", ");
}

/** Waits until the live link points at a release whose `file` contains `text`. */
async function liveShows(dataDir: string, file: string, text: string) {
  const live = releasePaths(dataDir).live;
  for (;;) {
    const target = await readlink(live).catch(() => undefined);
    if (target && (await readFile(join(live, "..", target, file), "utf8").catch(() => "")).includes(text)) return;
    await Bun.sleep(POLL_MS);
  }
}

/**
 * Samples every SAMPLE_MS the processes below this one (the build's astro and Pagefind): the peak of their resident
 * memory summed, and the CPU time each used, and this process's own peak memory and CPU time; and the peak of this
 * process (the service) and those below it together, as they are at the same moment. CPU seconds say what a build
 * costs whatever else the machine runs at the time.
 */
async function sampleBuild() {
  const peak = { tree: 0, self: 0, together: 0, atPeak: "" };
  const cpuByPid = new Map<number, number>();
  // a process already running (astro's warm build process) counts from here
  const cpuBefore = new Map((await processTree()).map(({ pid, cpuSeconds }) => [pid, cpuSeconds]));
  const selfCpu = process.cpuUsage();
  const timer = setInterval(() => {
    void processTree().then((processes) => {
      let tree = 0;
      for (const { pid, rss, cpuSeconds } of processes) {
        tree += rss;
        cpuByPid.set(pid, Math.max(cpuByPid.get(pid) ?? 0, cpuSeconds));
      }
      const self = process.memoryUsage.rss();
      peak.tree = Math.max(peak.tree, tree);
      peak.self = Math.max(peak.self, self);
      if (tree + self > peak.together) {
        peak.together = tree + self;
        // who held it: this process (the service) and each build process by its command
        const parts = [
          `service ${megabytes(self)}`,
          ...processes.map(({ command, rss }) => `${command} ${megabytes(rss)}`),
        ];
        peak.atPeak = parts.join(", ");
      }
    });
  }, SAMPLE_MS);
  const soFar = () => {
    const self = process.cpuUsage(selfCpu);
    const treeCpu = [...cpuByPid].reduce((sum, [pid, seconds]) => sum + seconds - (cpuBefore.get(pid) ?? 0), 0);
    return { ...peak, treeCpu, selfCpu: (self.user + self.system) / 1e6 };
  };
  return {
    /** the figures until now, sampling on */
    soFar,
    stop() {
      clearInterval(timer);
      return soFar();
    },
  };
}

/** The processes below this one: resident bytes and CPU seconds so far. */
async function processTree(): Promise<{ pid: number; command: string; rss: number; cpuSeconds: number }[]> {
  const found: { pid: number; command: string; rss: number; cpuSeconds: number }[] = [];
  const parents = [process.pid];
  for (let parent = parents.pop(); parent !== undefined; parent = parents.pop()) {
    const threads = await readdir(`/proc/${parent}/task`).catch(() => []);
    for (const thread of threads) {
      const children = await readFile(`/proc/${parent}/task/${thread}/children`, "utf8").catch(() => "");
      for (const child of children.split(" ").filter(Boolean).map(Number)) {
        parents.push(child);
        const stat = await readFile(`/proc/${child}/stat`, "utf8").catch(() => "");
        if (!stat) continue;
        // after "pid (command) ": utime and stime are its 12th and 13th fields, rss (in pages) its 22nd
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
        const command = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
        found.push({ pid: child, command, cpuSeconds, rss: Number(fields[21]) * PAGE_BYTES });
      }
    }
  }
  return found;
}

/** Bytes the folder's files take, each hard-linked file once. */
async function diskUse(folder: string): Promise<number> {
  const output = await new Response(Bun.spawn(["du", "-sb", folder]).stdout).text();
  return Number(output.split("\t")[0]);
}

function cpu(use: { treeCpu: number; selfCpu: number }) {
  return `${use.treeCpu.toFixed(1)} s in the build's processes + ${use.selfCpu.toFixed(1)} s in this one`;
}

function megabytes(bytes: number) {
  return `${Math.round(bytes / 1024 / 1024)} MB`;
}
