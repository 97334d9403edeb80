// The count line and the empty state of a listing (spec: Search), shared by the search island and the
// prebuilt category pages, so both read the same.

/**
 * "Found N businesses", with "open now" when the search asks only for open ones (it holds for the moment it was
 * made), then the query: "Found 3 businesses open now for "yoga"", and how they are ordered when walks are measured
 * from somewhere: ", nearest on foot first".
 */
export function CountLine({
  total,
  q = "",
  openNow = false,
  near = "",
}: {
  total: number;
  q?: string;
  openNow?: boolean;
  near?: string;
}) {
  return (
    <>
      Found <span className="font-semibold text-stone-900">{total}</span> {total === 1 ? "business" : "businesses"}
      {openNow && " open now"}
      {q && ` for "${q}"`}
      {near && total > 1 && ", nearest on foot first"}
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
