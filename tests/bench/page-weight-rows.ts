// The bench's page weight step: the JavaScript each page type ships and the fonts it loads (page-weight.ts,
// `npm run bench:weight`), the opening hours a category page's cards carry, and each timed page's HTML as sent, gzip
// against uncompressed, on the demo site; each page in English, Hindi and Hebrew.
import { gzipSync } from "node:zlib";
import { type Bench, bun } from "./bench.ts";
import { run } from "./commands.ts";
import { firstIds, inEveryLanguage, pagesOf } from "./demo-site.ts";
import { kb } from "./report.ts";

export async function measurePageWeight({ rows, notes }: Bench, baseUrl: string) {
  // page-weight.ts is the JavaScript row as it always was; its lines are taken over as they are
  const result = await run([bun, "tests/bench/page-weight.ts", baseUrl]);
  if (result.exitCode !== 0) throw new Error(`page-weight.ts failed:\n${result.output}`);
  for (const line of result.stdout.split("\n")) {
    const hours = /^card hours\s+(\d+) bytes in (\d+) cards of (\S+)$/.exec(line);
    if (hours) {
      rows.push({
        area: "Opening hours (cards)",
        figure: hours[3]!,
        value: `${hours[1]} B`,
        peer: "cards",
        peerValue: hours[2]!,
      });
      continue;
    }
    const fonts = /^(.+?)\s+([\d.]+ KB) of fonts$/.exec(line);
    if (fonts) {
      rows.push({ area: "Fonts (woff2, as sent)", figure: fonts[1]!, value: fonts[2]!, peer: "-", peerValue: "-" });
      continue;
    }
    const match = /^(.+?)\s+([\d.]+ KB) on load(?:, ([\d.]+ KB) after (.+))?$/.exec(line);
    if (!match) continue;
    rows.push({
      area: "JavaScript (gzip)",
      figure: match[1]!.trim(),
      value: `${match[2]} on load`,
      peer: match[3] ? `after ${match[4]}` : "-",
      peerValue: match[3] ?? "-",
    });
  }
  const ids = await firstIds(baseUrl);
  const listings: [string, string][] = [
    ["categories", "/categories"],
    ["blog", "/blog"],
    ["list business", "/list-business"],
    ["about", "/about"],
  ];
  for (const [name, path] of inEveryLanguage([...pagesOf(ids), ...listings])) {
    const raw = await (await fetch(`${baseUrl}${path}`, { headers: { "accept-encoding": "identity" } })).arrayBuffer();
    const response = await fetch(`${baseUrl}${path}`, { headers: { "accept-encoding": "gzip" }, decompress: false });
    const sent = (await response.arrayBuffer()).byteLength;
    rows.push({
      area: "HTML (gzip, as sent)",
      figure: name,
      value: kb(sent),
      peer: "uncompressed",
      peerValue: kb(raw.byteLength),
      ratio: sent / raw.byteLength,
    });
    if (response.headers.get("content-encoding") !== "gzip" && gzipSync(Buffer.from(raw)).byteLength < raw.byteLength) {
      notes.push(`${path} was sent without gzip to a client that accepts it.`);
    }
  }
}
