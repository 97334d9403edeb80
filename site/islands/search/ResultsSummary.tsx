// The count line and the empty state of a listing (spec: Search), shared by the search island and the
// prebuilt category pages, so both read the same.

export function CountLine({ total, q = "" }: { total: number; q?: string }) {
  return (
    <>
      Found <span className="font-semibold text-stone-900">{total}</span> {total === 1 ? "business" : "businesses"}
      {q && ` for "${q}"`}
    </>
  );
}

export function EmptyState() {
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <p className="text-lg font-semibold text-stone-900">No businesses found matching your criteria</p>
      <p className="mt-2 text-stone-700">
        Try adjusting your search terms or{" "}
        <a href="/categories" className="font-medium text-orange-800 underline hover:text-orange-900">
          browse our categories
        </a>
      </p>
    </div>
  );
}
