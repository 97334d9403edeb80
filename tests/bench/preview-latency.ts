// Times draft previews against a running service, signed in as an admin: the first preview after the service
// started (the cold path: the preview bundle built if its sources changed, the worker started), then warm ones
// (median and 95th percentile), for a blog post and a business. Figures only, no assertions.
// `ADMIN_USERNAME=… ADMIN_PASSWORD=… bun tests/bench/preview-latency.ts [http://localhost:3000]`
import { previewPath } from "../../shared/preview.ts";
import { signInAsAdmin } from "./admin-session.ts";

const WARM_RUNS = 50;
const base = process.argv[2] ?? "http://localhost:3000";
const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = process.env;
if (!username || !password) throw new Error("Set ADMIN_USERNAME and ADMIN_PASSWORD");

const cookie = await signInAsAdmin(base, { username, password });

async function firstId(path: string): Promise<number> {
  const rows = (await (await fetch(`${base}${path}?limit=1`, { headers: { cookie } })).json()) as { id: number }[];
  return rows[0]!.id;
}

async function timed(path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { cookie } });
  await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return performance.now() - started;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

for (const [kind, list] of [
  ["blog", "/api/admin/blog"],
  ["business", "/api/admin/businesses"],
] as const) {
  const path = previewPath(kind, await firstId(list));
  const first = await timed(path);
  const warm: number[] = [];
  for (let run = 0; run < WARM_RUNS; run++) warm.push(await timed(path));
  warm.sort((a, b) => a - b);
  console.log(
    `${kind.padEnd(8)} first ${first.toFixed(0).padStart(6)} ms   warm median ${percentile(warm, 0.5).toFixed(1)} ms, p95 ${percentile(warm, 0.95).toFixed(1)} ms (${WARM_RUNS} runs)`,
  );
}
