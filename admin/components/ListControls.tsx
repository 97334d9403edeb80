// Search, filters and paging of the admin lists. Their state lives in the URL (?q=&status=&page=), so a
// list can be linked to, reloaded and left with Back; the server does the searching and paging.
import { useEffect, useId, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { SearchIcon } from "../../shared/ui/icons.tsx";

export function useListParams(pageSize: number) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        // a new search or filter starts again at the first page
        if (!("page" in changes)) next.delete("page");
        return next;
      },
      { replace: true },
    );
  return {
    q: params.get("q") ?? "",
    // the status filter, when the list has one: a value the address names that is not one of `filters` is `fallback`,
    // and choosing `fallback` leaves it out of the address
    status: <Filter extends string>(filters: readonly Filter[], fallback: Filter) => {
      const requested = params.get("status") ?? "";
      return {
        value: (filters as readonly string[]).includes(requested) ? (requested as Filter) : fallback,
        set: (next: Filter) => update({ status: next === fallback ? undefined : next }),
      };
    },
    page,
    limit: pageSize,
    offset: (page - 1) * pageSize,
    set: update,
    setPage: (next: number) => update({ page: next > 1 ? String(next) : undefined }),
  };
}

/**
 * After a delete (or from a stale link) the page asked for can lie past the end of the list: show the last
 * page instead. `total` is the server's count for the page on screen (undefined while it loads).
 */
export function useKeepPageInRange(
  list: { page: number; limit: number; setPage: (page: number) => void },
  total: number | undefined,
) {
  const lastPage = total === undefined ? undefined : Math.max(1, Math.ceil(total / list.limit));
  const { page, setPage } = list;
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);
}

/** A search field that updates the list as the editor types (after a short pause). */
function SearchField({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div className="relative min-w-64 flex-1">
      <label className="sr-only" htmlFor="list-search">
        {label}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-stone-500" />
      <input
        id="list-search"
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        className="block w-full rounded-lg border border-stone-300 bg-white py-2 pr-3 pl-9 text-stone-900 placeholder:text-stone-500 focus:border-orange-700 focus:ring-2 focus:ring-orange-700/30 focus:outline-none"
      />
    </div>
  );
}

/** The bar above a list: its search (`?q=`), then its filters, if any. */
export function ListToolbar({
  list,
  searchLabel,
  placeholder,
  children,
}: {
  list: { q: string; set: (changes: { q: string }) => void };
  searchLabel: string;
  placeholder: string;
  children?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-center gap-3">
      <SearchField label={searchLabel} placeholder={placeholder} value={list.q} onSearch={(q) => list.set({ q })} />
      {children}
    </div>
  );
}

export function Pagination({
  page,
  limit,
  total,
  onPage,
}: {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-4">
      <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <p className="text-sm text-stone-700">
        Page {page} of {pages}
      </p>
      <button type="button" className="btn-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

/** A list's filter (a status, say) as a labelled select; the list reloads when it changes. */
export function FilterSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-stone-900">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as Value)}
        className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 focus:border-orange-700 focus:ring-2 focus:ring-orange-700/30 focus:outline-none"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
