// The top of every admin screen: an optional back link, the title (focused when the screen opens, so a
// screen reader announces where navigation went), and the screen's actions.
import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeftIcon, PlusIcon } from "../../shared/ui/icons.tsx";
import { LoadError, LoadingRows } from "./feedback.tsx";

interface ScreenHeaderProps {
  title: string;
  subtitle?: string;
  back?: { to: string; label: string };
  actions?: ReactNode;
  /** centres the title, for a screen whose text is centred under it (the not-found) */
  centered?: boolean;
}

export function ScreenHeader({ title, subtitle, back, actions, centered = false }: ScreenHeaderProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <header className="mb-6">
      {back && (
        <Link
          to={back.to}
          className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-stone-700 hover:text-orange-800"
        >
          <ArrowLeftIcon /> {back.label}
        </Link>
      )}
      <div className={`flex flex-wrap items-center gap-4 ${centered ? "justify-center" : "justify-between"}`}>
        <div>
          <h1 ref={headingRef} tabIndex={-1} className="font-display text-3xl font-bold text-stone-900 outline-none">
            {title}
          </h1>
          {subtitle && <p className="mt-1 text-stone-700">{subtitle}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
    </header>
  );
}

/**
 * The header of a list screen: back to the dashboard, and the button that adds a record to the collection (none for
 * what travellers send: inquiries, reviews).
 */
export function ListScreenHeader({
  title,
  subtitle,
  add,
}: {
  title: string;
  subtitle: string;
  add?: { to: string; label: string };
}) {
  return (
    <ScreenHeader
      title={title}
      subtitle={subtitle}
      back={{ to: "/dashboard", label: "Back to Dashboard" }}
      actions={
        add && (
          <Link to={add.to} className="btn-primary">
            <PlusIcon /> {add.label}
          </Link>
        )
      }
    />
  );
}

/** A form's screen while the record it edits loads, or after it failed to load (with Retry). */
export function RecordLoadingScreen({
  title,
  back,
  query,
  failed,
  loading,
}: {
  title: string;
  back: { to: string; label: string };
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  /** "Could not load this category" */
  failed: string;
  /** "Loading category..." */
  loading: string;
}) {
  return (
    <>
      <ScreenHeader title={title} back={back} />
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} what={failed} />
      ) : (
        <LoadingRows rows={4} label={loading} />
      )}
    </>
  );
}
