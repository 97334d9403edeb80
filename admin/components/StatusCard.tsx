// A card of the lists whose records move through statuses (inquiries, reviews): the record's heading, which a status
// change can move the keyboard to (it is focusable), a line under it, the status badge, then the record itself.
import type { ReactNode } from "react";

interface StatusCardProps {
  headingId: string;
  heading: string;
  /** under the heading: the business, when it came */
  subline: ReactNode;
  badge: { label: string; className: string };
  children: ReactNode;
}

export function StatusCard({ headingId, heading, subline, badge, children }: StatusCardProps) {
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} tabIndex={-1} className="text-lg font-semibold text-stone-900 outline-none">
            {heading}
          </h2>
          <p className="mt-1 text-sm text-stone-700">{subline}</p>
        </div>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${badge.className}`}>
          <span className="sr-only">Status: </span>
          {badge.label}
        </span>
      </header>
      {children}
    </article>
  );
}
