// One build in the Publishing screen's history: what asked for it, its times, pages, result and log tail.
import type { Build, BuildStatus } from "../../../shared/schemas/build.ts";
import { buildProgressText, durationText, pagesText, requestText } from "../../lib/build-text.ts";
import { formatDateTime } from "../../lib/dates.ts";

const BADGES: Record<BuildStatus, { label: string; className: string }> = {
  queued: { label: "Queued", className: "bg-stone-200 text-stone-800 ring-stone-300" },
  running: { label: "Building", className: "bg-blue-100 text-blue-900 ring-blue-300" },
  succeeded: { label: "Succeeded", className: "bg-green-100 text-green-900 ring-green-300" },
  failed: { label: "Failed", className: "bg-red-100 text-red-900 ring-red-300" },
};

export function BuildCard({ build }: { build: Build }) {
  const badge = BADGES[build.status];
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-stone-900">Build #{build.id}</h3>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${badge.className}`}>
          {build.status === "running" ? `${badge.label}: ${buildProgressText(build)}` : badge.label}
        </span>
      </div>
      <ul className="mt-2 list-disc pl-5 text-sm text-stone-800" aria-label="Asked for by">
        {build.reasons.map((reason, index) => (
          <li key={index}>{requestText(reason)}</li>
        ))}
      </ul>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        <Fact label="Queued" value={formatDateTime(build.queuedAt)} />
        <Fact label="Started" value={build.startedAt ? formatDateTime(build.startedAt) : "—"} />
        <Fact label="Finished" value={build.finishedAt ? formatDateTime(build.finishedAt) : "—"} />
        <Fact label="Duration" value={durationText(build)} />
        <Fact label="Pages" value={pagesText(build)} wide />
        <Fact label="Result" value={build.message ?? "—"} wide />
      </dl>
      {build.logTail && <LogTail log={build.logTail} />}
    </li>
  );
}

function Fact({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? "col-span-2" : undefined}>
      <dt className="font-medium text-stone-700">{label}</dt>
      <dd className="text-stone-900">{value}</dd>
    </div>
  );
}

export function LogTail({ log, open = false }: { log: string; open?: boolean }) {
  return (
    <details className="mt-3" open={open}>
      <summary className="cursor-pointer text-sm font-medium text-stone-800">Log (last lines)</summary>
      {/* focusable: a long log scrolls, and the keyboard must be able to scroll it too */}
      <pre
        tabIndex={0}
        className="mt-2 max-h-72 overflow-auto rounded-lg bg-stone-900 p-3 text-xs whitespace-pre-wrap text-stone-100"
      >
        {log}
      </pre>
    </details>
  );
}
