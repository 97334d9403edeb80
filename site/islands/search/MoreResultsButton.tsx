// The search island's "Show more businesses" button. The prebuilt /search carries an inert copy of it
// (SearchScreen.astro), so its rules are among the page's own: the island adds it as it takes over, before anyone
// has touched the page and enabled the whole stylesheet.
import { primaryButtonClass } from "../forms/classes.ts";

export function MoreResultsButton({ loading, onClick }: { loading: boolean; onClick?: () => void }) {
  return (
    <div className="mt-8 text-center">
      <button type="button" onClick={onClick} disabled={loading} className={primaryButtonClass}>
        {loading ? "Loading..." : "Show more businesses"}
      </button>
    </div>
  );
}
