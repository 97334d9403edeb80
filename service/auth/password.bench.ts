// bun service/auth/password.bench.ts: what one admin password check costs on this machine.
import { hashPassword, verifyPassword } from "./password.ts";

const RUNS = 30;
const hash = await hashPassword("benchmark-password-123");
await verifyPassword("benchmark-password-123", hash); // warm-up

const timings: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  await verifyPassword("benchmark-password-123", hash);
  timings.push(performance.now() - started);
}
timings.sort((a, b) => a - b);
const mean = timings.reduce((sum, ms) => sum + ms, 0) / RUNS;
const median = (timings[RUNS / 2 - 1]! + timings[RUNS / 2]!) / 2;
console.log(
  `argon2id m=19456 t=2: one password check over ${RUNS} runs: mean ${mean.toFixed(1)} ms, median ${median.toFixed(1)} ms`,
);
