// /search with a query, and /hi/search and /he/search from their language's prebuilt page: the live release's search
// page carrying the first page of that search's results, so they paint from the document itself (not after the island's
// 90 KB and an API call) and crawlers and browsers without JavaScript see them. Held in the read cache per release and
// URL, so a repeated search is a lookup and any content change empties it. A plain /search, or one the API would
// refuse, is the prebuilt page. A search not written as the box writes it is answered with 301 to the address it writes
// (spec 5's URL rules): a plain form's submission, sent before the page's script has come or without JavaScript,
// carries every field, defaults included; a category named by an old slug or an id becomes its slug, and one no
// category has is left out. So the box's dropdown and the results always show the same search, and each search has one
// address, and one page in the read cache. An "Open now" search (openNow=true) is the exception to the cache: it is
// worked out at each request's moment.
import { Elysia } from "elysia";
import { LISTING_PAGE_SIZE } from "../../../shared/constants.ts";
import { LANGUAGES, localizedPath, splitLanguage } from "../../../shared/i18n/languages.ts";
import { BusinessSearchQuerySchema } from "../../../shared/schemas/business.ts";
import {
  ALL,
  DEFAULT_SEARCH,
  fromSearchParams,
  toBusinessesApiQuery,
  toSearchQueryString,
  type SearchParams,
} from "../../../site/islands/search/params.ts";
import { EncodableBody, type PendingHeaders } from "../../compression.ts";
import type { AppContext } from "../../context.ts";
import type { Env } from "../../env.ts";
import { pathStartOf, requestUrl } from "../../http.ts";
import { REVALIDATE } from "../../publish/serve/static-cache.ts";
import { pathAndQuery, uncachedReads } from "../../read-cache.ts";
import { searchPublicBusinesses } from "../businesses/near.ts";
import { geographyIndexFor } from "../landmarks/geography-index.ts";
import { openNowIndexFor } from "../businesses/open-now.ts";
import { isCategoryFilter } from "../businesses/search.ts";
import { madePhotoPreviews } from "../media/index.ts";
import { currentCategorySlug } from "../moved-slugs/queries.ts";
import { withSearchResults } from "./render.tsx";

const SEARCH_PATH = "/search";
/** The parameters the search box writes; any other (a campaign's utm_…) is the link's own and kept as it is. */
const SEARCH_PARAMETERS = new Set(Object.keys(DEFAULT_SEARCH));
const HTML_TYPE = "text/html; charset=utf-8";

/** What this needs of the public site (publish/serve/serve.ts). */
export interface LiveSite {
  liveRelease(): string | null;
  livePage(pathname: string): Promise<string | null>;
  serve(request: Request, set: PendingHeaders): Response | Promise<Response>;
}

/**
 * Whether `url` (a request's, absolute or a bare path) is a /search with a query: no prebuilt page answers it. Read
 * in place: every page request asks it before memory answers.
 */
export function isSearchWithQuery(url: string): boolean {
  const query = url.indexOf("?");
  if (query < 0 || query === url.length - 1) return false;
  let path = pathStartOf(url);
  // /hi/search and /he/search: the search page in Hindi and Hebrew
  if (url[path + 3] === "/" && (url.startsWith("/hi", path) || url.startsWith("/he", path))) path += 3;
  if (!url.startsWith(SEARCH_PATH, path)) return false;
  const pathEnd = path + SEARCH_PATH.length;
  return query === pathEnd || (query === pathEnd + 1 && url[pathEnd] === "/");
}

export function searchPageRoutes(context: AppContext, site: LiveSite) {
  const { db, env, readCache = uncachedReads } = context;
  const openNow = openNowIndexFor(context);
  const geography = geographyIndexFor(context);
  async function answer(request: Request, set: PendingHeaders): Promise<Response> {
    const url = requestUrl(request);
    // the page is its language's prebuilt /search, with that language's texts around the results
    const { language } = splitLanguage(url.pathname);
    const searchPath = localizedPath(SEARCH_PATH, language);
    const params = fromSearchParams(url.searchParams);
    const apiQuery = Object.fromEntries(new URLSearchParams(toBusinessesApiQuery(params, language)));
    const search = BusinessSearchQuerySchema.safeParse({ ...apiQuery, limit: LISTING_PAGE_SIZE });
    // a category the API would refuse is not looked up
    if (search.success && isCategoryFilter(params.category)) {
      params.category = (await currentCategorySlug(db, params.category)) ?? ALL;
    }
    const tidy = tidyAddress(url, params);
    if (tidy !== null) return movedTo(tidy);

    const release = site.liveRelease();
    // nothing to search for, a search the API refuses (the island then shows its answer), or no site yet
    if (!toSearchQueryString(params) || !search.success || release === null) return site.serve(request, set);

    // An "Open now" search is answered at its request's moment, as the API answers it: never held, since its
    // results change with the clock, not only with content (the open set itself is kept for the minute: open-now.ts).
    const reads = search.data.openNow ? uncachedReads : readCache;
    // The cards' status lines are written at this moment (render.tsx), and change only as a minute turns: a page
    // is held for its minute.
    const now = new Date();
    const minute = Math.floor(+now / 60_000);
    return reads.send(
      request,
      set,
      async () => {
        const openIds = search.data.openNow ? await openNow.openIdsAt(new Date()) : undefined;
        const [page, results] = await Promise.all([
          site.livePage(searchPath),
          searchPublicBusinesses(db, geography, search.data, openIds),
        ]);
        const shown = await withFirstPhotoPreview(env, results.businesses);
        // a release without the island's slot is sent as built: the island searches
        const html =
          page === null
            ? null
            : (withSearchResults(page, params, { ...results, businesses: shown }, now, language) ?? page);
        if (html === null) throw new Error(`The live release has no ${searchPath} page.`);
        return { body: new EncodableBody(Buffer.from(html), HTML_TYPE), headers: { "cache-control": REVALIDATE } };
      },
      `${release}\n${minute}\n${pathAndQuery(request.url)}`,
    );
  }

  const routes = new Elysia();
  for (const language of LANGUAGES) {
    routes.get(localizedPath(SEARCH_PATH, language), ({ request, set }) => answer(request, set));
  }
  return routes;
}

/**
 * The results with the first one's photo preview, when made (modules/media): the first card, in view on a phone,
 * draws it as a prebuilt page's does. The cache is emptied when a preview is made, so the next answer has it.
 */
async function withFirstPhotoPreview<Result extends { images: string[] }>(
  env: Env,
  businesses: Result[],
): Promise<(Result & { photoPreview?: string })[]> {
  const [first, ...rest] = businesses;
  const photo = first?.images[0];
  if (photo === undefined) return businesses;
  const photoPreview = (await madePhotoPreviews(env, [photo])).get(photo);
  return [{ ...first!, photoPreview }, ...rest];
}

/**
 * The address of `url`'s search as the box writes it (only what narrows it, in the box's order), with the link's other
 * parameters after it; null when `url` is that already, whatever the order of its parameters.
 */
function tidyAddress(url: URL, params: SearchParams): string | null {
  const tidy = new URLSearchParams(toSearchQueryString(params));
  for (const [name, value] of url.searchParams) if (!SEARCH_PARAMETERS.has(name)) tidy.append(name, value);
  if (sortedQuery(tidy) === sortedQuery(url.searchParams)) return null;
  const query = tidy.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

function sortedQuery(query: URLSearchParams): string {
  const sorted = new URLSearchParams(query);
  sorted.sort();
  return sorted.toString();
}

/**
 * 301, asked for again each time, as publish/serve/serve.ts's moved pages are: a category's slug may change again, and
 * the answer then with it.
 */
function movedTo(location: string): Response {
  return new Response(null, { status: 301, headers: { location, "cache-control": REVALIDATE } });
}
