// /search: the search box, then results with every filter applied. The URL is the state: a search rewrites it,
// and Back shows the previous search again. The page is prebuilt with the first page of every business (the
// search a plain /search describes) as the island's children: static HTML that shows without JavaScript or the
// API and that React does not hydrate card by card. The island asks the API only for a search the build could
// not know (a query in the URL, a new search) and for the pages after the first.
import { useInfiniteQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { apiRequest } from "../../shared/api.ts";
import { LISTING_PAGE_SIZE, SKELETON_CARD_COUNT, TOTAL_COUNT_HEADER } from "../../shared/constants.ts";
import { SEARCH_FAILED_MESSAGE } from "../../shared/messages.ts";
import { SEARCH_PENDING_CLASS } from "../lib/inline-scripts.ts";
import { BusinessCardSkeleton, BusinessList, type BusinessCardData } from "./business/BusinessCard.tsx";
import { primaryButtonClass } from "./forms/classes.ts";
import { withQueryClient } from "./query-client.tsx";
import SearchBox from "./SearchBox.tsx";
import { useInstantMatches } from "./search/instant.ts";
import { CountLine, EmptyState } from "./search/ResultsSummary.tsx";
import {
  DEFAULT_SEARCH,
  fromSearchParams,
  toBusinessesApiQuery,
  toSearchQueryString,
  toSearchUrl,
  type SearchParams,
} from "./search/params.ts";

/** One page of results: the businesses shown and how many match in all. */
export interface ResultsPage {
  businesses: BusinessCardData[];
  total: number;
}

export interface SearchPageProps {
  categories: { slug: string; name: string }[];
  /** how many businesses the default search (every business) finds */
  prebuiltTotal: number;
  /** the default search's first page, prebuilt as static HTML */
  children?: ReactNode;
}

async function fetchResults(params: SearchParams, offset: number): Promise<ResultsPage> {
  const query = new URLSearchParams(toBusinessesApiQuery(params));
  query.set("limit", String(LISTING_PAGE_SIZE));
  if (offset > 0) query.set("offset", String(offset));
  const response = await apiRequest("GET", `/api/businesses?${query}`);
  const businesses = (await response.json()) as BusinessCardData[];
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER) ?? Number.NaN);
  return { businesses, total: Number.isFinite(total) ? total : offset + businesses.length };
}

const isDefaultSearch = (params: SearchParams) => toSearchQueryString(params) === "";

/** The search the address bar describes. */
function useSearchFromUrl() {
  const [params, setParams] = useState<SearchParams | null>(null);
  // Bumped when the URL, not the person, changed the search, so the box shows the new values.
  const [boxVersion, setBoxVersion] = useState(0);

  useEffect(() => {
    const readUrl = () => {
      const fromUrl = fromSearchParams(window.location.search);
      setParams(fromUrl);
      return fromUrl;
    };
    const initial = readUrl();
    document.documentElement.classList.remove(SEARCH_PENDING_CLASS);
    // A plain /search keeps the box as it is: whatever was typed before hydration stays.
    if (!isDefaultSearch(initial)) setBoxVersion((version) => version + 1);
    // The box's plain-form fallback (before JavaScript) writes every field; keep the URL to the rules.
    const canonical = toSearchUrl(initial);
    if (`${window.location.pathname}${window.location.search}` !== canonical) {
      window.history.replaceState(null, "", canonical);
    }
    const onPopState = () => {
      readUrl();
      setBoxVersion((version) => version + 1);
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  function search(next: SearchParams) {
    const url = toSearchUrl(next);
    if (url !== `${window.location.pathname}${window.location.search}`) window.history.pushState(null, "", url);
    setParams(next);
  }

  return { params, boxVersion, search };
}

function SearchPage({ categories, prebuiltTotal, children }: SearchPageProps) {
  const { params, boxVersion, search } = useSearchFromUrl();
  const [typed, setTyped] = useState("");
  const instantMatches = useInstantMatches(typed);
  // Until the URL has been read (and in the prebuilt HTML), the page shows the default search.
  const shown = params ?? DEFAULT_SEARCH;

  const results = useInfiniteQuery({
    queryKey: ["businesses", toBusinessesApiQuery(shown)],
    queryFn: ({ pageParam }) => fetchResults(shown, pageParam),
    initialPageParam: 0,
    // every page asks for LISTING_PAGE_SIZE, so the next one starts after as many per page loaded so far
    getNextPageParam: (lastPage, pages) => {
      const next = pages.length * LISTING_PAGE_SIZE;
      return next < lastPage.total ? next : undefined;
    },
    // the default search's first page is in the page already (the children): no request for it
    initialData: isDefaultSearch(shown)
      ? { pages: [{ businesses: [], total: prebuiltTotal }], pageParams: [0] }
      : undefined,
  });

  const [first, ...later] = results.data?.pages ?? [];
  const laterBusinesses = later.flatMap((page) => page.businesses);
  const total = first?.total ?? 0;
  const loading = results.isPending;

  return (
    <div className="space-y-8">
      <div>
        <SearchBox
          key={boxVersion}
          categories={categories}
          initial={shown}
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

      <section aria-labelledby="search-results-heading" aria-busy={loading} data-search-results>
        <h2 id="search-results-heading" className="sr-only">
          Businesses
        </h2>
        <p role="status" className="mb-6 text-stone-700">
          {!loading && !results.isError && <CountLine total={total} q={shown.q} />}
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
        ) : total === 0 ? (
          <EmptyState />
        ) : (
          <>
            {isDefaultSearch(shown) ? children : <BusinessList businesses={first?.businesses ?? []} />}
            {laterBusinesses.length > 0 && (
              <div className="mt-6">
                <BusinessList businesses={laterBusinesses} />
              </div>
            )}
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

export default withQueryClient(SearchPage);
