// /search and /categories/{slug}: the search box, then live results from the API with every filter
// applied. The URL is the state: a search rewrites it, and Back shows the previous search again.
import { useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { apiRequest } from "../../shared/api.ts";
import { BUSINESS_PAGE, SKELETON_CARD_COUNT, TOTAL_COUNT_HEADER } from "../../shared/constants.ts";
import { SEARCH_FAILED_MESSAGE } from "../../shared/messages.ts";
import type { Business } from "../../shared/schemas/business.ts";
import { BusinessCard, BusinessCardSkeleton } from "./business/BusinessCard.tsx";
import { primaryButtonClass } from "./forms/fields.tsx";
import { withQueryClient } from "./query-client.tsx";
import SearchBox from "./SearchBox.tsx";
import { useInstantMatches } from "./search/instant.ts";
import {
  DEFAULT_SEARCH,
  fromSearchParams,
  toBusinessesApiQuery,
  toSearchQueryString,
  toSearchUrl,
  type SearchParams,
} from "./search/params.ts";

export interface SearchPageProps {
  categories: { slug: string; name: string }[];
  /** the category of a /categories/{slug} page */
  presetCategory?: string;
}

interface ResultsPage {
  businesses: Business[];
  total: number;
}

async function fetchResults(params: SearchParams, offset: number): Promise<ResultsPage> {
  const query = new URLSearchParams(toBusinessesApiQuery(params));
  query.set("limit", String(BUSINESS_PAGE.defaultLimit));
  if (offset > 0) query.set("offset", String(offset));
  const response = await apiRequest("GET", `/api/businesses?${query}`);
  const businesses = (await response.json()) as Business[];
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER) ?? Number.NaN);
  return { businesses, total: Number.isFinite(total) ? total : offset + businesses.length };
}

/** The search the server-rendered page shows before the URL has been read. */
const renderedSearch = (presetCategory: string | undefined): SearchParams => ({
  ...DEFAULT_SEARCH,
  category: presetCategory ?? DEFAULT_SEARCH.category,
});

/** The search the address bar describes; the path's category applies only on the page that has one. */
function useSearchFromUrl(presetCategory: string | undefined) {
  const [params, setParams] = useState<SearchParams | null>(null);
  // Bumped when the URL, not the person, changed the search, so the box shows the new values.
  const [boxVersion, setBoxVersion] = useState(0);

  useEffect(() => {
    const pagePath = window.location.pathname;
    const readUrl = () => {
      const fromUrl = fromSearchParams(
        window.location.search,
        window.location.pathname === pagePath ? presetCategory : undefined,
      );
      setParams(fromUrl);
      return fromUrl;
    };
    const initial = readUrl();
    // A plain /search keeps the box as it is: whatever was typed before hydration stays.
    if (toSearchQueryString(initial) !== toSearchQueryString(renderedSearch(presetCategory))) {
      setBoxVersion((version) => version + 1);
    }
    // The box's plain-form fallback (before JavaScript) writes every field; keep the URL to the rules.
    const canonical = toSearchUrl(initial);
    if (presetCategory === undefined && `${window.location.pathname}${window.location.search}` !== canonical) {
      window.history.replaceState(null, "", canonical);
    }
    const onPopState = () => {
      readUrl();
      setBoxVersion((version) => version + 1);
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [presetCategory]);

  function search(next: SearchParams) {
    const url = toSearchUrl(next);
    if (url !== `${window.location.pathname}${window.location.search}`) window.history.pushState(null, "", url);
    setParams(next);
  }

  return { params, boxVersion, search };
}

function SearchPage({ categories, presetCategory }: SearchPageProps) {
  const { params, boxVersion, search } = useSearchFromUrl(presetCategory);
  const [typed, setTyped] = useState("");
  const instantMatches = useInstantMatches(typed);

  const results = useInfiniteQuery({
    queryKey: ["businesses", params ? toBusinessesApiQuery(params) : null],
    queryFn: ({ pageParam }) => fetchResults(params!, pageParam),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((count, page) => count + page.businesses.length, 0);
      return loaded < lastPage.total && lastPage.businesses.length > 0 ? loaded : undefined;
    },
    enabled: params !== null,
  });

  const businesses = results.data?.pages.flatMap((page) => page.businesses) ?? [];
  const total = results.data?.pages[0]?.total ?? 0;
  const loading = params === null || results.isPending;

  return (
    <div className="space-y-8">
      <div>
        <SearchBox
          key={boxVersion}
          categories={categories}
          initial={params ?? renderedSearch(presetCategory)}
          onSearch={(next) => {
            setTyped("");
            search(next);
          }}
          onQueryChange={setTyped}
        />
        {instantMatches.length > 0 && (
          <section
            aria-label="Instant matches"
            className="mt-2 rounded-xl border border-stone-200 bg-white p-3 shadow-sm"
          >
            <p className="px-2 text-xs font-semibold tracking-wide text-stone-600 uppercase">Instant matches</p>
            <ul className="mt-1">
              {instantMatches.map((match) => (
                <li key={match.url}>
                  <a
                    href={match.url}
                    className="block rounded-lg px-2 py-1.5 text-stone-900 hover:bg-orange-50 focus-visible:ring-2 focus-visible:ring-orange-700 focus-visible:outline-none"
                  >
                    {match.title}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>

      <section aria-labelledby="search-results-heading" aria-busy={loading}>
        <h2 id="search-results-heading" className="sr-only">
          Businesses
        </h2>
        <p role="status" className="mb-6 text-stone-700">
          {!loading && !results.isError && <CountLine total={total} q={params?.q ?? ""} />}
        </p>

        {results.isError ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
            {SEARCH_FAILED_MESSAGE}
          </p>
        ) : loading ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
              <BusinessCardSkeleton key={index} />
            ))}
          </div>
        ) : businesses.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {businesses.map((business) => (
                <li key={business.id} className="flex">
                  <BusinessCard business={business} />
                </li>
              ))}
            </ul>
            {results.hasNextPage && (
              <div className="mt-8 text-center">
                <button
                  type="button"
                  onClick={() => void results.fetchNextPage()}
                  disabled={results.isFetchingNextPage}
                  className={primaryButtonClass}
                >
                  {results.isFetchingNextPage ? "Loading..." : "Show more businesses"}
                </button>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}

function CountLine({ total, q }: { total: number; q: string }) {
  return (
    <>
      Found <span className="font-semibold text-stone-900">{total}</span> {total === 1 ? "business" : "businesses"}
      {q && ` for "${q}"`}
    </>
  );
}

function EmptyState() {
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

export default withQueryClient(SearchPage);
