// The admin's list of records as a table in a card (the outbox, the owners, the deliveries after a release, the
// interface texts): scrolls sideways on a narrow screen, its columns named in a band, its rows ruled apart. Each
// screen writes its own rows (a row's cells pad `px-4`, as the headings do).
import type { ReactNode } from "react";

interface DataTableProps {
  /** what the table holds, for a screen reader (not shown) */
  caption: string;
  /** the columns' headings, in order; one without words names itself for screen readers only */
  columns: ReactNode[];
  /** the rows */
  children: ReactNode;
}

export function DataTable({ caption, columns, children }: DataTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50 text-stone-700">
          <tr>
            {columns.map((heading, index) => (
              // text-start on each: a th takes the table's alignment only when it is not the initial one
              <th key={index} scope="col" className="px-4 py-2 text-start font-medium">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">{children}</tbody>
      </table>
    </div>
  );
}
