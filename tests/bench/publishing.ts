// The bench's publishing step: publish.ts at demo size and at BUSINESSES businesses, its figures taken into rows
// (with the targets of issue 40, item 7: a full build's rate, and memory during an edit's build) and its output
// into a section.
import { join } from "node:path";
import { projectRoot } from "../../service/publish/paths.ts";
import { type Bench, BUSINESSES, bun } from "./bench.ts";
import { run } from "./commands.ts";
import { median } from "./report.ts";

interface Figure {
  /** how publish.ts labels the figure in its output */
  label: string;
  /** what the report calls it */
  name: string;
  /** what the row takes of the figure's values in a size's output: their median unless said */
  pick?: (values: number[]) => number;
  target?: { text: string; met: (value: number) => boolean };
}

const FIGURES: Figure[] = [
  { label: "full build", name: "full build time" },
  { label: "build rate", name: "a full build's rate", target: { text: "≥ 600 pages/s", met: (rate) => rate >= 600 } },
  { label: "peak memory", name: "peak memory of the build's processes" },
  {
    label: "processes together, until the build's end",
    name: "peak memory of the service and its build processes together during an edit's build (the highest of the edits)",
    pick: (values) => Math.max(...values),
    target: { text: "≤ 1 GB", met: (megabytes) => megabytes <= 1024 },
  },
  { label: "astro's warm process holds", name: "memory astro's warm build process holds between builds" },
  { label: "edit(?: \\d+)? to live", name: "one edit until live (median)" },
  {
    label: "an edit right behind another, until live",
    name: "an edit saved as soon as the one before it is live, until live",
  },
];

export async function measurePublishing({ rows, notes, sections }: Bench, keepData: string) {
  const script = join(projectRoot, "tests", "bench", "publish.ts");
  const result = await run([bun, script, `--sizes=demo,${BUSINESSES}`, `--keep-data=${keepData}`]);
  sections.push({ title: "Publishing (tests/bench/publish.ts)", text: result.output.trim() });
  if (result.exitCode !== 0) {
    notes.push(`tests/bench/publish.ts failed (exit ${result.exitCode}); its output is below.`);
    return;
  }
  const blocks = result.stdout.split(/^== /m).slice(1);
  // its figures as it prints them ("full build: 54.97 s", "peak memory 776 MB", "build rate: 190 pages/s"); an edit
  // is timed several times ("edit 2 to live: 6.48 s"), and its median taken
  const figure = (block: string, { label, pick = median }: Figure) => {
    const found = [...block.matchAll(new RegExp(`${label}:? ([\\d.]+) ([A-Za-z/]+)`, "g"))];
    if (!found.length) return undefined;
    return { value: pick(found.map((match) => Number(match[1]))), unit: found[0]![2]! };
  };
  const written = (found: ReturnType<typeof figure>) => (found ? `${found.value} ${found.unit}` : "?");
  const [demoBlock, largeBlock] = blocks;
  if (!demoBlock || !largeBlock) return;
  for (const wanted of FIGURES) {
    const large = figure(largeBlock, wanted);
    const { target } = wanted;
    rows.push({
      area: "Publishing",
      figure: `${wanted.name}, ${BUSINESSES} businesses`,
      value: written(large),
      peer: "demo size",
      peerValue: written(figure(demoBlock, wanted)),
      ...(target && { target: target.text, met: large !== undefined && target.met(large.value) }),
    });
  }
}
