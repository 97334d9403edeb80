import type { ReactNode } from "react";
import { Link } from "react-router";

interface StatCardProps {
  label: string;
  value: ReactNode;
  /** the whole card links here when given */
  to?: string;
  icon?: ReactNode;
}

export function StatCard({ label, value, to, icon }: StatCardProps) {
  const body = (
    <>
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-stone-700">{label}</p>
        {icon && <span className="text-orange-700">{icon}</span>}
      </div>
      <p className="mt-2 text-3xl font-bold text-stone-900">{value}</p>
    </>
  );
  const card = "block rounded-xl border border-stone-200 bg-white p-5 shadow-sm";
  return to ? (
    <Link to={to} className={`${card} transition hover:border-orange-700`}>
      {body}
    </Link>
  ) : (
    <div className={card}>{body}</div>
  );
}

export function StatGrid({ children }: { children: ReactNode }) {
  return <div className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4">{children}</div>;
}
