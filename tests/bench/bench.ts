// What one run of `npm run bench` (run.ts) shares between its parts: the settings every measurement is taken with,
// and the state the parts add to, in one object the runner makes and passes to each.

export const RUNS = 3;
export const WRK_SECONDS = 5;
export const CONNECTIONS = 64;
export const BUSINESSES = 10_000;
export const CHROMIUM = "/usr/bin/chromium";
export const bun = process.execPath;

export interface Row {
  area: string;
  figure: string;
  value: string;
  peer: string;
  peerValue: string;
  /** value / peer, where the two are alike */
  ratio?: number;
  target?: string;
  met?: boolean;
}

export interface Bench {
  /** the report's table, in the order the figures were taken */
  rows: Row[];
  /** lines under the table */
  notes: string[];
  /** longer texts under the notes (an EXPLAIN, publish.ts's output) */
  sections: { title: string; text: string }[];
  /** what the runner undoes at the end, last first: processes, servers, browsers, the temporary folder */
  cleanups: (() => Promise<unknown>)[];
  /** the run's temporary folder */
  work: string;
  /** performance.now() and the load average when the run started */
  started: number;
  loadAtStart: number;
  /** the steps asked for with --only, or undefined for the whole bench */
  only?: string[];
}
