// Puts the first page of a search into the live release's /search page, in place of the prebuilt first page of
// every business: the search island's slot (Astro writes a React island's children into one <astro-slot>), which
// React leaves as it is when the island hydrates. The island reads which search it is from the markup.
import { renderToStaticMarkup } from "react-dom/server";
import { toBusinessCard, type BusinessCardData } from "../../../site/islands/business/BusinessCard.tsx";
import type { SearchParams } from "../../../site/islands/search/params.ts";
import { RenderedResults } from "../../../site/islands/search/RenderedResults.tsx";

const ISLAND_SLOT = /<astro-slot>[\s\S]*?<\/astro-slot>/;
/** The search box's text field as the island prebuilds it, empty. */
const EMPTY_QUERY_FIELD = 'name="q" value=""';

/** `page` with the results of `params`, or null when the page has no place for them (it is then sent as built). */
export function withSearchResults(
  page: string,
  params: SearchParams,
  results: { businesses: readonly BusinessCardData[]; total: number },
): string | null {
  if (!ISLAND_SLOT.test(page)) return null;
  const rendered = renderToStaticMarkup(
    <RenderedResults params={params} total={results.total} businesses={results.businesses.map(toBusinessCard)} />,
  );
  // the box shows what was searched for from the first paint; the island, once it runs, shows the same
  const withQuery = page.replace(EMPTY_QUERY_FIELD, () => `name="q" value="${escapeAttribute(params.q)}"`);
  return withQuery.replace(ISLAND_SLOT, () => `<astro-slot>${rendered}</astro-slot>`);
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
