// /search: the search box, then results with every filter applied. The URL is the state: a search rewrites it,
// and Back shows the previous search again. The page carries the first page of one search as the island's children
// (RenderedResults): every business for a plain /search, prebuilt; the URL's search where the service renders it.
// That static HTML shows without JavaScript or the API, and React does not hydrate it card by card. The island
// asks the API only for a search the page does not carry (a new search, or a query on a statically hosted page)
// and for the pages after the first. It hydrates when someone engages with it (client:engaged), so until then the
// page's own Show more stands in for the island's, and a press on it is answered once the island runs.
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";
import { ApiError, apiRequest } from "../../shared/api.ts";
import { LISTING_PAGE_SIZE, SKELETON_CARD_COUNT, TOTAL_COUNT_HEADER } from "../../shared/constants.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import { PRESS_REMEMBERED_ATTRIBUTE } from "../lib/client/engaged-directive.ts";
import { loadCardHours } from "../lib/client/card-hours-later.ts";
import { enableFullStylesheet } from "../lib/client/full-stylesheet.ts";
import { SEARCH_PENDING_CLASS } from "../lib/inline-scripts.ts";
import { BusinessCardSkeleton, BusinessList, type BusinessCardData } from "./business/BusinessCard.tsx";
import { withQueryClient } from "./query-client.tsx";
import { readRenderedSearch } from "./search/RenderedResults.tsx";
import SearchBox, { readSearchForm, type SearchBoxProps } from "./SearchBox.tsx";
import { useInstantMatches } from "./search/instant.ts";
import { ISLAND_TOOK_OVER_ATTRIBUTE, MoreResultsButton } from "./search/MoreResultsButton.tsx";
import { CountLine, EmptyState } from "./search/ResultsSummary.tsx";
import {
  DEFAULT_SEARCH,
  type SearchParams,
  fromSearchParams,
  toBusinessesApiQuery,
  toSearchQueryString,
  toSearchUrl,
} from "./search/params.ts";
import { searchTexts } from "./search/texts.ts";

/** One page of results: the businesses shown and how many match in all. */
interface ResultsPage {
  businesses: BusinessCardData[];
  total: number;
}

interface SearchPageProps {
  /** the page's: every word of the island, and the address of its searches (/hi/search?q=…) */
  language: Language;
  categories: SearchBoxProps["categories"];
  /** the first page of one search as static HTML (RenderedResults) */
  children?: ReactNode;
}

async function fetchResults(params: SearchParams, language: Language, offset: number): Promise<ResultsPage> {
  const query = new URLSearchParams(toBusinessesApiQuery(params, language));
  query.set("limit", String(LISTING_PAGE_SIZE));
  if (offset > 0) query.set("offset", String(offset));
  const response = await apiRequest("GET", `/api/businesses?${query}`);
  const businesses = (await response.json()) as BusinessCardData[];
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER) ?? Number.NaN);
  return { businesses, total: Number.isFinite(total) ? total : offset + businesses.length };
}

/** Why the API refused a search it was sent (a query too long for its rules, say), in its own words. */
const refusalOf = (error: Error | null) =>
  error instanceof ApiError && error.status < 500 ? error.serverMessage : undefined;

/** How long an "Open now" search's results stand: the service works the open set out once a minute. */
const OPEN_NOW_FRESH_MS = 60_000;

const isDefaultSearch = (params: SearchParams) => toSearchQueryString(params) === "";
const resultsKey = (params: SearchParams, language: Language) => ["businesses", toBusinessesApiQuery(params, language)];

/**
 * The search the address bar describes; null until it has been read (in the page's HTML and at hydration).
 * `onFirstRead` runs before the first search is shown.
 */
function useSearchFromUrl(
  language: Language,
  onFirstRead: (params: SearchParams) => void,
  boxChangedBeforeHydration: () => boolean,
) {
  const [params, setParams] = useState<SearchParams | null>(null);
  // Bumped when the URL, not the person, changed the search, so the box shows the new values.
  const [boxVersion, setBoxVersion] = useState(0);

  // once, after hydration: the URL as the page was opened with (popstate reads it again)
  useEffect(() => {
    const initial = fromSearchParams(window.location.search);
    onFirstRead(initial);
    setParams(initial);
    document.documentElement.classList.remove(SEARCH_PENDING_CLASS);
    // The box shows the URL's search unless someone has typed or picked in it before hydration: that stays.
    if (!isDefaultSearch(initial) && !boxChangedBeforeHydration()) setBoxVersion((version) => version + 1);
    // The box's plain-form fallback (before JavaScript) writes every field; keep the URL to the rules.
    const canonical = toSearchUrl(initial, language);
    if (`${window.location.pathname}${window.location.search}` !== canonical) {
      window.history.replaceState(null, "", canonical);
    }
    const onPopState = () => {
      setParams(fromSearchParams(window.location.search));
      setBoxVersion((version) => version + 1);
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  function search(next: SearchParams) {
    const url = toSearchUrl(next, language);
    if (url !== `${window.location.pathname}${window.location.search}`) window.history.pushState(null, "", url);
    setParams(next);
  }

  return { params, boxVersion, search };
}

function SearchPage({ language, categories, children }: SearchPageProps) {
  const t = searchTexts(language);
  const queryClient = useQueryClient();
  const renderedRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [renderedSearch, setRenderedSearch] = useState<string | null>(null);
  const morePressedBeforeHydration = useRef(false);
  const { params, boxVersion, search } = useSearchFromUrl(
    language,
    (fromUrl) => {
      // The results the page carries are the first page of the URL's search when it names the same one: the cache
      // gets their total (for paging), so the island does not ask for them again.
      const rendered = readRenderedSearch(renderedRef.current);
      if (rendered?.search !== toSearchQueryString(fromUrl)) return;
      setRenderedSearch(rendered.search);
      morePressedBeforeHydration.current = rendered.morePressed;
      queryClient.setQueryData(resultsKey(fromUrl, language), {
        pages: [{ businesses: [], total: rendered.total }],
        pageParams: [0],
      });
    },
    () => {
      // Hydration gives the box's untouched fields the values the island renders first, the defaults (the URL is
      // not read yet); a field someone has typed in keeps what they typed, and a select what they picked.
      const form = boxRef.current?.querySelector("form");
      return form ? !isDefaultSearch(readSearchForm(form)) : false;
    },
  );
  const [typed, setTyped] = useState("");
  const instantMatches = useInstantMatches(typed, language);
  const shown = params ?? DEFAULT_SEARCH;
  // Until the URL has been read (and in the page's HTML), the page shows the results it carries.
  const showsRendered = params === null || toSearchQueryString(params) === renderedSearch;

  const results = useInfiniteQuery({
    queryKey: resultsKey(shown, language),
    queryFn: ({ pageParam }) => fetchResults(shown, language, pageParam),
    initialPageParam: 0,
    // every page asks for LISTING_PAGE_SIZE, so the next one starts after as many per page loaded so far
    getNextPageParam: (lastPage, pages) => {
      const next = pages.length * LISTING_PAGE_SIZE;
      return next < lastPage.total ? next : undefined;
    },
    enabled: params !== null,
    // "Open now" holds for the minute the service answered in: Back to such a search later asks again
    ...(shown.openNow ? { staleTime: OPEN_NOW_FRESH_MS } : {}),
  });

  const [first, ...later] = results.data?.pages ?? [];
  const laterBusinesses = later.flatMap((page) => page.businesses);
  // Show more disables its button while it loads, which drops the focus to the top of the page: a keyboard user
  // goes on from the first business it loaded instead
  const laterRef = useRef<HTMLDivElement>(null);
  const focusLaterFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusLaterFrom.current;
    const card = from === null ? undefined : laterRef.current?.querySelectorAll("article")[from];
    if (!card) return;
    focusLaterFrom.current = null;
    card.querySelector<HTMLElement>("a[href]")?.focus();
  }, [laterBusinesses.length]);
  const showMore = () => {
    focusLaterFrom.current = laterBusinesses.length;
    void results.fetchNextPage();
  };
  useEffect(() => {
    if (!morePressedBeforeHydration.current || !results.hasNextPage) return;
    morePressedBeforeHydration.current = false;
    showMore();
  }, [results.hasNextPage]);
  // The island's Show more takes the prebuilt one's place once the URL is read (global.css hides that one then);
  // a keyboard that was on it goes on from the island's.
  const moreRef = useRef<HTMLDivElement>(null);
  const tookOver = params !== null;
  useLayoutEffect(() => {
    const prebuilt = renderedRef.current?.querySelector(`[${PRESS_REMEMBERED_ATTRIBUTE}] button`);
    if (tookOver && prebuilt && prebuilt === document.activeElement) moreRef.current?.querySelector("button")?.focus();
  }, [tookOver]);
  const total = first?.total ?? 0;
  const loading = !showsRendered && results.isPending;
  // Skeletons, messages and other results are not all in the page's own rules. A search typed here has already
  // enabled the whole sheet (the first interaction does); a search the page did not carry, or Back, may not have.
  useEffect(() => {
    if (!showsRendered) void enableFullStylesheet();
  }, [showsRendered]);

  // Cards the island draws have empty status lines: the cards' script fills them (the service wrote the first page's).
  const drawsCards = !showsRendered || laterBusinesses.length > 0;
  useEffect(() => {
    if (drawsCards) void loadCardHours();
  }, [drawsCards]);

  return (
    <div className="space-y-8">
      <div ref={boxRef}>
        <SearchBox
          key={boxVersion}
          language={language}
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
            aria-label={t("instantMatches")}
            className="mt-2 rounded-xl border border-stone-200 bg-white p-3 shadow-sm"
          >
            <p className="px-2 text-xs font-semibold tracking-wide text-stone-600 uppercase">{t("instantMatches")}</p>
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
          {t("resultsHeading")}
        </h2>
        {/* the results the page carries have their own count line; this one tells of every search after them */}
        <p role="status" className={showsRendered ? "sr-only" : "mb-6 text-stone-700"}>
          {!showsRendered && !loading && !results.isError && (
            <CountLine language={language} total={total} q={shown.q} openNow={shown.openNow} near={shown.near} />
          )}
        </p>

        {results.isError && !showsRendered ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
            {refusalOf(results.error) ?? t("failed")}
          </p>
        ) : loading ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
              <BusinessCardSkeleton key={index} />
            ))}
          </div>
        ) : !showsRendered && total === 0 ? (
          <EmptyState language={language} />
        ) : (
          <>
            {showsRendered ? (
              <div ref={renderedRef} {...(tookOver ? { [ISLAND_TOOK_OVER_ATTRIBUTE]: "" } : {})}>
                {children}
              </div>
            ) : (
              <BusinessList language={language} businesses={first?.businesses ?? []} />
            )}
            <div ref={laterRef}>
              {laterBusinesses.length > 0 && (
                <div className="mt-6">
                  <BusinessList language={language} businesses={laterBusinesses} />
                </div>
              )}
            </div>
            <div ref={moreRef}>
              {results.hasNextPage && (
                <MoreResultsButton language={language} loading={results.isFetchingNextPage} onClick={showMore} />
              )}
            </div>
          </>
        )}
      </section>
    </div>
  );
}

export default withQueryClient(SearchPage);
