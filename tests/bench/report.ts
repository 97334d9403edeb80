// The bench's report: its rows as a table, the notes and sections under it, printed and written to
// bench/results/latest.md with the figures as JSON beside it (latest.json); and how its figures are written.
import { mkdir, writeFile } from "node:fs/promises";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { projectRoot } from "../../service/publish/paths.ts";
import { type Bench, CONNECTIONS, RUNS, WRK_SECONDS } from "./bench.ts";

export async function writeReport({ rows, notes, sections, started, loadAtStart, only }: Bench) {
  const header = ["area", "figure", "value", "peer", "peer value", "ratio", "target", "met"];
  const cells = rows.map((row) => [
    row.area,
    row.figure,
    row.value,
    row.peer,
    row.peerValue,
    row.ratio === undefined ? "" : row.ratio.toFixed(2),
    row.target ?? "",
    row.met === undefined ? "" : row.met ? "yes" : "NO",
  ]);
  const table = [header, header.map(() => "---"), ...cells].map((line) => `| ${line.join(" | ")} |`).join("\n");
  const durationS = (performance.now() - started) / 1000;
  const machine = `${availableParallelism()} CPUs, load average ${loadAtStart.toFixed(1)} at the start and ${loadavg()[0]!.toFixed(1)} at the end`;
  const markdown = [
    `# npm run bench${only ? ` -- --only ${only.join(",")}` : ""}, ${new Date().toISOString()}`,
    "",
    `Took ${(durationS / 60).toFixed(1)} min on ${machine}. Each figure is the median of ${RUNS} runs` +
      ` (wrk: ${WRK_SECONDS} s each, ${CONNECTIONS} connections, one thread, after a warm-up run; runs of a figure` +
      " and its peer taken in turns). Lighthouse: mobile, simulated 300 ms RTT, 400 kbps, 4x CPU.",
    "",
    table,
    ...(notes.length ? ["", ...notes.map((note) => `- ${note}`)] : []),
    ...sections.flatMap(({ title, text }) => ["", `## ${title}`, "", "```", text, "```"]),
    "",
  ].join("\n");
  const dir = join(projectRoot, "bench", "results");
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, "latest.md"), markdown);
  await writeFile(
    join(dir, "latest.json"),
    `${JSON.stringify({ date: new Date().toISOString(), durationS, machine, rows, notes, sections }, null, 2)}\n`,
  );
  console.log(`\n${markdown}\nWritten to bench/results/latest.md and latest.json.`);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export function kb(bytes: number) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
export function ms(value: number) {
  return `${value.toFixed(value < 10 ? 2 : 0)} ms`;
}
export function seconds(value: number) {
  return `${(value / 1000).toFixed(2)} s`;
}
