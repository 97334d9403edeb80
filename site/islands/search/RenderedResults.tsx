// The first page of a search as static HTML, marked with the search it answers: prebuilt for a plain /search
// (SearchScreen.astro), and rendered by the service for a /search with a query (service/modules/search-page), so
// results are visible and crawlable without JavaScript or a request after the page. The search island shows it as
// long as the URL asks for that search, and reads the total from it for its paging. Where there are more, it ends
// with a prebuilt Show more, which the island answers once it runs (MoreResultsButton).
import { PRESSED_ATTRIBUTE, PRESS_REMEMBERED_ATTRIBUTE } from "../../lib/client/engaged-directive.ts";
import { DEFAULT_LANGUAGE, type Language } from "../../../shared/i18n/languages.ts";
import { BusinessList, type BusinessCardData } from "../business/BusinessCard.tsx";
import { MoreResultsButton } from "./MoreResultsButton.tsx";
import { toSearchQueryString, type SearchParams } from "./params.ts";
import { CountLine, EmptyState } from "./ResultsSummary.tsx";

/** Holds the query string (toSearchQueryString) of the search whose results follow; "" for a plain /search. */
export const RENDERED_SEARCH_ATTRIBUTE = "data-rendered-search";
const RENDERED_TOTAL_ATTRIBUTE = "data-rendered-total";

export interface RenderedSearch {
  /** the search's query string, as toSearchQueryString writes it */
  search: string;
  /** how many businesses it finds in all */
  total: number;
  /** whether its Show more was pressed before the island ran */
  morePressed: boolean;
}

export function RenderedResults({
  language = DEFAULT_LANGUAGE,
  params,
  total,
  businesses,
}: {
  /** the page's (the service's /search rendering passes none yet: English) */
  language?: Language;
  params: SearchParams;
  total: number;
  /** its first page */
  businesses: readonly BusinessCardData[];
}) {
  const marks = { [RENDERED_SEARCH_ATTRIBUTE]: toSearchQueryString(params), [RENDERED_TOTAL_ATTRIBUTE]: total };
  return (
    <div {...marks}>
      <p role="status" className="mb-6 text-stone-700">
        <CountLine language={language} total={total} q={params.q} openNow={params.openNow} near={params.near} />
      </p>
      {total === 0 ? <EmptyState language={language} /> : <BusinessList language={language} businesses={businesses} />}
      {total > businesses.length && <MoreResultsButton language={language} loading={false} prebuilt />}
    </div>
  );
}

/** The search whose results `container` holds, or null when it holds none. */
export function readRenderedSearch(container: ParentNode | null): RenderedSearch | null {
  const marked = container?.querySelector(`[${RENDERED_SEARCH_ATTRIBUTE}]`);
  const total = Number(marked?.getAttribute(RENDERED_TOTAL_ATTRIBUTE));
  if (!marked || !Number.isInteger(total) || total < 0) return null;
  const morePressed = marked.querySelector(`[${PRESS_REMEMBERED_ATTRIBUTE}][${PRESSED_ATTRIBUTE}]`) !== null;
  return { search: marked.getAttribute(RENDERED_SEARCH_ATTRIBUTE) ?? "", total, morePressed };
}
