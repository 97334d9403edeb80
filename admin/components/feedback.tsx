// Loading, failure and empty states every admin screen shows the same way.
import type { ReactNode } from "react";
import { errorMessage } from "../lib/api.ts";

/** Grey pulsing rows while a list or form loads. */
export function LoadingRows({ rows = 5, label = "Loading..." }: { rows?: number; label?: string }) {
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} aria-hidden="true" className="h-20 animate-pulse rounded-xl bg-stone-200" />
      ))}
    </div>
  );
}

/** A whole screen loading: its code, or the session it needs. */
export function ScreenLoading() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <LoadingRows rows={3} />
    </div>
  );
}

/** A failed load: what went wrong and a Retry. */
export function LoadError({ error, onRetry, what }: { error: unknown; onRetry: () => void; what: string }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
      <p className="font-semibold">{what}</p>
      <p className="mt-1 text-sm">{errorMessage(error, "The server could not be reached.")}</p>
      <button type="button" onClick={onRetry} className="btn-secondary mt-4">
        Retry
      </button>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center">
      <p className="text-lg font-semibold text-stone-900">{title}</p>
      {children && <div className="mt-2 text-stone-700">{children}</div>}
    </div>
  );
}

/** The red box above a form: a failed save's server message, or the form's first validation message. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="mb-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900"
    >
      {message}
    </div>
  );
}
