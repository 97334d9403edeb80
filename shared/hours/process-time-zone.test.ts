// Opening hours are read on the business's clock, never the process's: the hours' suite runs again with the process
// in two far time zones. A worker thread cannot change its process's zone (neither vitest's `env` nor setting
// process.env.TZ in a setup file moves Date in Bun's or Node's workers, and the forks pool does not start under
// Bun), so each zone is a vitest of its own, started with TZ set.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
/** Each zone's offset from UTC as Date's getTimezoneOffset says it in January 2026: behind UTC, then 14 hours ahead. */
const ZONES: Record<string, number> = { "America/New_York": 300, "Pacific/Kiritimati": -840 };
const CHILD = "HOURS_TEST_PROCESS_TIME_ZONE";
const child = process.env[CHILD];

function runSuite(zone: string): Promise<{ code: number | null; output: string }> {
  const bun = join(ROOT, "node_modules", ".bin", "bun");
  const args = ["--bun", "vitest", "run", "--pool=threads", "--project", "pglite", "--reporter=dot", "shared/hours"];
  const run = spawn(bun, args, { cwd: ROOT, env: { ...process.env, TZ: zone, [CHILD]: zone, NO_COLOR: "1" } });
  let output = "";
  run.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  run.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => run.on("close", (code) => resolve({ code, output })));
}

if (child) {
  it("runs with the process in the time zone it was started in", () => {
    expect(new Date(Date.UTC(2026, 0, 15)).getTimezoneOffset()).toBe(ZONES[child]);
  });
} else {
  it.concurrent.for(Object.keys(ZONES))(
    "passes the hours' tests with the process in %s",
    { timeout: 60_000 },
    async (zone) => {
      const { code, output } = await runSuite(zone);
      expect(output).toMatch(/Tests\s+\d+ passed/);
      expect(code, output).toBe(0);
    },
  );
}
